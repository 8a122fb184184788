import type { FastifyInstance } from 'fastify';
import { invalidField } from '../errors.ts';
import { isRevision, LATEST_REVISION, REVISIONS, unknownEnumValues, type Revision } from '../revisions.ts';

/**
 * Request header choosing the interface revision of one request, overriding the API key's;
 * every interface answer carries the revision it was made for in the same header.
 */
export const REVISION_HEADER = 'x-interface-revision';

/** The revision a request is answered in: the header's when sent, else the key's. */
export function requestRevision(header: string | string[] | undefined, keyRevision: Revision | undefined): Revision {
  if (header === undefined) return keyRevision ?? LATEST_REVISION;
  if (!isRevision(header)) throw invalidField('header/X-Interface-Revision', `must be one of ${REVISIONS.join(', ')}`);
  return header;
}

/**
 * The answer without the fields whose values the revision does not know. Every such field is
 * optional in the models (Lock.lockTechnology, SystemProtocolEvent.type), so leaving it out is
 * what the revision can read; entries that would lose their meaning are filtered where they are
 * queried instead (system and credits protocol), so paging stays consistent. Copies what it
 * changes: handlers may return shared objects.
 */
export function readableBy(value: unknown, unknown: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const readable = readableBy(item, unknown);
      changed ||= readable !== item;
      return readable;
    });
    return changed ? items : value;
  }
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [name, field] of Object.entries(value)) {
    const readable = typeof field === 'string' ? (unknown.has(field) ? undefined : field) : readableBy(field, unknown);
    if (readable !== field) {
      copy ??= { ...(value as Record<string, unknown>) };
      if (readable === undefined) delete copy[name];
      else copy[name] = readable;
    }
  }
  return copy ?? value;
}

/** Answers of a request for an older revision hold only what that revision knows. */
export function installRevisionFilter(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const revision = request.ctx?.revision;
    if (!revision || revision === LATEST_REVISION) return payload;
    return readableBy(payload, unknownEnumValues(revision));
  });
}
