/**
 * Anonymization of protocol data: an anonymized entry carries no medium and no person. It is
 * applied whenever an entry is read, so a stricter setting takes effect at once for the past too.
 */

import type { AnonymizeEventLog } from '../locks/index.ts';
import { DAY_MS } from '../../kernel/time.ts';

export type { AnonymizeEventLog };

export const NEVER_ANONYMIZE: AnonymizeEventLog = { type: 'NEVER' };

/** Later than every timestamp the service stores (ISO text compares in time order). */
const END_OF_TIME = '9999-12-31T23:59:59.999Z';

/**
 * The moment (ISO UTC) before which entries are anonymized under a policy: undefined for NEVER,
 * the end of time for ALWAYS, now minus daysToKeep days for LIMITED.
 */
export function anonymizationCutoff(policy: AnonymizeEventLog, now: Date): string | undefined {
  if (policy.type === 'NEVER') return undefined;
  if (policy.type === 'ALWAYS') return END_OF_TIME;
  return new Date(now.getTime() - Math.max(0, policy.daysToKeep ?? 0) * DAY_MS).toISOString();
}

export function anonymizedByPolicy(policy: AnonymizeEventLog, occurredAt: string, now: Date): boolean {
  const cutoff = anonymizationCutoff(policy, now);
  return cutoff !== undefined && occurredAt < cutoff;
}

/** Keys of protocol `fields` that name a medium or a person; anonymized entries drop them. */
export const PERSONAL_FIELD_KEYS: ReadonlySet<string> = new Set([
  'mediumIdentifier',
  'targetMediumIdentifier',
  'proxyMediumIdentifier',
  'mediumId',
  'mediumName',
  'name',
  'personId',
  'personName',
  'person',
  'firstName',
  'lastName',
  'phone',
  'phoneNumber',
  'username',
]);

export function withoutPersonalFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!PERSONAL_FIELD_KEYS.has(key)) out[key] = value;
  return out;
}
