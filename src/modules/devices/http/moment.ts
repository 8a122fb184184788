import { invalidField } from '../../../kernel/errors.ts';
import { parseUtcTimestamp } from '../../../kernel/time.ts';

/** An optional UTC moment of a request body (`at`, `to`) as a Date; 400 naming the field when malformed. */
export function optionalMoment(value: string | null | undefined, field: string): Date | undefined {
  if (value === undefined || value === null) return undefined;
  const moment = parseUtcTimestamp(value);
  if (!moment) throw invalidField(field, 'must be a UTC timestamp such as 2026-03-02T07:05:00Z');
  return moment;
}
