import { AppError } from '../errors.ts';
import { isChangedResultError } from './postgres-prepared.ts';

/**
 * Database errors a client can cause (two requests changing related rows at the same moment, a
 * number beyond a column's range) become problems a client can act on, never a 500.
 */
interface DatabaseError {
  code?: string;
  detail?: string;
  table?: string;
  constraint?: string;
}

const asDatabaseError = (error: unknown): DatabaseError | undefined =>
  error && typeof error === 'object' && 'code' in error ? (error as DatabaseError) : undefined;

/**
 * Serialization failures and deadlocks (PostgreSQL), and statements prepared before another
 * node changed the schema (prepared anew by then): the transaction may simply run again.
 */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = asDatabaseError(error)?.code;
  return code === '40001' || code === '40P01' || isChangedResultError(error);
}

/** `Key (person_id)=(5) is not present in table "persons".` → the missing object. */
function missingReference(detail: string | undefined): string | undefined {
  const match = /Key \((\w+)\)=\(([^)]*)\) is not present in table "(\w+)"/.exec(detail ?? '');
  return match ? `${match[3].replace(/s$/, '').replace(/_/g, ' ')} ${match[2]}` : undefined;
}

/** The problem for a constraint or range error, or undefined for any other error. */
export function clientErrorFor(error: unknown): AppError | undefined {
  const e = asDatabaseError(error);
  switch (e?.code) {
    case '23503':
    case 'SQLITE_CONSTRAINT_FOREIGNKEY': {
      const missing = missingReference(e.detail);
      if (missing)
        return new AppError(404, 'NOT_FOUND', `${missing} does not exist (any more): it may have been deleted at the same moment`);
      return new AppError(
        409,
        'CONCURRENT_CHANGE',
        'a related object was changed or deleted at the same moment: read the objects again and retry',
      );
    }
    case '23505':
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
      return new AppError(
        409,
        'CONCURRENT_CHANGE',
        'an object with the same identity was created at the same moment: read the objects again and retry',
      );
    case '22003':
    case '22P02':
      return new AppError(400, 'VALUE_OUT_OF_RANGE', 'a number in the request is beyond the range the interface stores');
    case '22021':
    case '22P05':
      return new AppError(400, 'INVALID_CHARACTER', 'the request holds a character the database cannot store');
    case '40001':
    case '40P01':
      return new AppError(409, 'CONCURRENT_CHANGE', 'the request collided with another change of the same objects: retry it');
    default:
      return undefined;
  }
}
