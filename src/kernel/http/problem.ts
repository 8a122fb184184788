import http from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, stacklessError, type FieldError } from '../errors.ts';
import { clientErrorFor } from '../db/database-errors.ts';
import type { ErrorCode } from '../error-codes.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** RFC 9457 problem details, with our stable `code` and, for validation, the offending fields. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  errors?: FieldError[];
}

export function problem(status: number, code: ErrorCode, detail: string, errors?: FieldError[]): Problem {
  return {
    type: `urn:access-cloud:problem:${code.toLowerCase().replace(/_/g, '-')}`,
    title: http.STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, p: Problem): FastifyReply {
  return reply.code(p.status).type(PROBLEM_CONTENT_TYPE).send(p);
}

interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Names the field an Ajv error is about, as a JSON pointer (body) or `query/name` / `path/name`. */
function fieldOf(error: AjvError, context: string | undefined): FieldError {
  let pointer = error.instancePath;
  let message = error.message ?? 'is invalid';
  if (error.keyword === 'additionalProperties') {
    pointer += `/${String(error.params.additionalProperty)}`;
    message = 'unknown field';
  } else if (error.keyword === 'required') {
    pointer += `/${String(error.params.missingProperty)}`;
    message = 'is required';
  } else if (error.keyword === 'enum') {
    message = `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
  } else if (error.keyword === 'format' && error.params.format === 'int64') {
    message = `must be a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;
  }
  if (context === 'querystring') return { field: `query${pointer}`, message };
  if (context === 'params') return { field: `path${pointer}`, message };
  return { field: pointer || '/', message };
}

/**
 * A failed union (anyOf/oneOf: one object or a list, a phone or a card) reports the errors of
 * every branch; only those of the branch the input came closest to help: a branch of another
 * type (an array where an object came) is out, then the one with the fewest errors wins.
 */
function closestBranches(errors: AjvError[]): AjvError[] {
  const unions = errors
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  let kept = errors;
  for (const union of unions) {
    const prefix = `${union.schemaPath}/`;
    const branchOf = (e: AjvError) => (e.schemaPath.startsWith(prefix) ? e.schemaPath.slice(prefix.length).split('/')[0] : undefined);
    const branches = new Map<string, { errors: number; otherType: boolean }>();
    for (const e of kept) {
      const branch = branchOf(e);
      if (branch === undefined) continue;
      const seen = branches.get(branch) ?? { errors: 0, otherType: false };
      seen.errors++;
      if (e.keyword === 'type' && e.instancePath === union.instancePath) seen.otherType = true;
      branches.set(branch, seen);
    }
    if (branches.size < 2) continue;
    const rank = ([branch, b]: [string, { errors: number; otherType: boolean }]) => [b.otherType ? 1 : 0, b.errors, Number(branch)];
    const closest = [...branches].sort((x, y) => {
      const [a, b] = [rank(x), rank(y)];
      return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    })[0][0];
    kept = kept.filter((e) => branchOf(e) === undefined || branchOf(e) === closest);
  }
  return kept;
}

/** Validation results found inside a handler, thrown like the route's own validation errors. */
export function validationError(errors: AjvError[]): AppError {
  const p = validationProblem(errors, 'body');
  return new AppError(p.status, p.code, p.detail, p.errors);
}

/** Turns validation results into one problem that lists every offending field once. */
export function validationProblem(errors: AjvError[], context: string | undefined): Problem {
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of closestBranches(errors).filter((x) => x.keyword !== 'anyOf' && x.keyword !== 'oneOf' && x.keyword !== 'if')) {
    const f = fieldOf(e, context);
    const key = `${f.field}|${f.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      fields.push(f);
    }
  }
  const detail = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return problem(400, 'VALIDATION_FAILED', detail || 'the request is invalid', fields);
}

/**
 * The error Fastify throws for a request that fails validation. errorHandler answers from its
 * results (validationProblem), never from its message: Fastify's own formatter joined them into
 * one and captured a stack, 15 % of the CPU of a write refused with 400.
 */
export function schemaErrorFormatter(_errors: unknown, dataVar: string): Error {
  return stacklessError(`the ${dataVar} is invalid`);
}

const FRAMEWORK_CODES: Record<string, { status: number; code: ErrorCode; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', detail: 'the request body is larger than this server accepts' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'send the body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_CONTENT_LENGTH', detail: 'Content-Length does not match the body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', detail: 'the body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', detail: 'the body is not valid JSON' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'PATH_TOO_LONG', detail: 'a path segment is longer than any id of the interface' },
};

/** The one place where errors become responses. 5xx never reveal their cause to the client. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendProblem(reply, problem(error.status, error.code, error.message, error.errors));
  if (error.validation) {
    return sendProblem(reply, validationProblem(error.validation, error.validationContext));
  }
  const fromDatabase = clientErrorFor(error);
  if (fromDatabase) return sendProblem(reply, problem(fromDatabase.status, fromDatabase.code, fromDatabase.message));
  const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (known) return sendProblem(reply, problem(known.status, known.code, known.detail));
  if (error instanceof SyntaxError || error.code === 'FST_ERR_BAD_URL') {
    return sendProblem(reply, problem(400, 'MALFORMED_REQUEST', 'the request could not be parsed'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendProblem(reply, problem(status, 'REQUEST_REFUSED', error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return sendProblem(reply, problem(500, 'INTERNAL_ERROR', 'the server could not complete the request; it has been logged'));
}
