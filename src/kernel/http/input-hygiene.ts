import type { FastifyInstance } from 'fastify';
import { AppError, type FieldError } from '../errors.ts';
import { MAX_LIST_ITEMS } from './schemas/common.ts';

/**
 * Checks every request's input before any route sees it: no control characters in text (names,
 * comments, numbers and query values are text a person reads; tab, line feed and carriage return
 * are allowed), no list longer than MAX_LIST_ITEMS (or the route's `maxListItems`), no JSON nested deeper than MAX_DEPTH. Done in
 * one place so that no operation can forget it; each offending value is named.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MAX_DEPTH = 32;

function inspect(value: unknown, field: string, depth: number, errors: FieldError[], maxItems: number): void {
  if (errors.length >= 20) return;
  if (typeof value === 'string') {
    if (CONTROL_CHARACTERS.test(value)) errors.push({ field, message: 'must not contain control characters' });
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) {
    errors.push({ field, message: `is nested more than ${MAX_DEPTH} levels deep` });
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > maxItems) {
      errors.push({ field, message: `must not have more than ${maxItems} items: split the request` });
      return;
    }
    value.forEach((item, i) => inspect(item, `${field === '/' ? '' : field}/${i}`, depth + 1, errors, maxItems));
    return;
  }
  for (const [name, item] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(name))
      errors.push({
        field: `${field === '/' ? '' : field}/${name.replace(CONTROL_CHARACTERS, '?')}`,
        message: 'field names must not contain control characters',
      });
    else inspect(item, `${field === '/' ? '' : field}/${name}`, depth + 1, errors, maxItems);
  }
}

function inspectParameters(values: unknown, prefix: string, errors: FieldError[]): void {
  if (!values || typeof values !== 'object') return;
  for (const [name, value] of Object.entries(values)) {
    for (const item of [value].flat()) {
      if (typeof item === 'string' && CONTROL_CHARACTERS.test(item))
        errors.push({ field: `${prefix}/${name}`, message: 'must not contain control characters' });
    }
  }
}

export function installInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors: FieldError[] = [];
    inspectParameters(request.params, 'path', errors);
    inspectParameters(request.query, 'query', errors);
    if (request.body !== undefined) inspect(request.body, '/', 0, errors, request.routeOptions.config.maxListItems ?? MAX_LIST_ITEMS);
    if (errors.length > 0) {
      throw new AppError(400, 'VALIDATION_FAILED', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
    }
  });
}
