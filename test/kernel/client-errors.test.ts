import { describe, expect, it } from 'vitest';
import { AppError, stacklessError } from '../../src/kernel/errors.ts';
import { schemaErrorFormatter } from '../../src/kernel/http/problem.ts';

// Errors that only answer the client are never shown or logged with their stack, and capturing
// one was a measurable share of a refused request's CPU (docs/DEVELOPING.md).
const frames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));

describe('errors that answer the client', () => {
  it('capture no stack, and leave the stack limit of other errors as it was', () => {
    const limit = Error.stackTraceLimit;
    expect(frames(new AppError(409, 'VERSION_CONFLICT', 'stale'))).toEqual([]);
    expect(frames(stacklessError('refused'))).toEqual([]);
    expect(frames(schemaErrorFormatter([], 'body'))).toEqual([]);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(frames(new Error('a fault'))).not.toEqual([]);
  });

  it('name the part of the request that failed validation', () => {
    expect(schemaErrorFormatter([], 'querystring').message).toBe('the querystring is invalid');
  });
});
