import { Type } from '@sinclair/typebox';
import { invalidField } from '../../kernel/errors.ts';
import type { Deps } from '../../kernel/context.ts';
import { abortLockRemoval, getLock, listCalendarLocks, listLocks, requestLockRemoval, updateLock, type LockUpdate } from './service.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { Id, PagingQuery, problemResponses } from '../../kernel/http/schemas/common.ts';
import { LOCK_ALIASES, LockListQuery, LockPagingListSchema, LockSchema, LockUpdateSchema } from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

const tags = ['Locks'];
const LockRef = Type.Ref(LockSchema);
const lockParams = Type.Object({ lockId: Id });

type LockBody = { id: number; version: number; lockDoor: Record<string, unknown>; comment?: string | null };

function lockUpdateOf(body: LockBody): LockUpdate {
  const door = withoutEmpty(body.lockDoor) as LockUpdate['lockDoor'] & { ownerName?: unknown };
  delete door.ownerName;
  return { id: body.id, version: body.version, lockDoor: door, comment: body.comment ?? undefined };
}

export function registerLockRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/locks',
    {
      schema: {
        tags,
        operationId: 'getLocks',
        summary: 'Locks of the system (own and shared with it), ordered by id',
        querystring: LockListQuery,
        response: { 200: LockPagingListSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const page = await listLocks(deps, request.ctx, filter, { offset, limit });
      return { offset: page.offset, total: page.total, lockList: page.items };
    },
  );

  app.get(
    '/v1/locks/:lockId',
    {
      schema: {
        tags,
        operationId: 'getLock',
        summary: 'One lock',
        params: lockParams,
        response: { 200: LockRef, ...problemResponses(400, 404) },
      },
    },
    (request) => getLock(deps, request.ctx, request.params.lockId),
  );

  app.put(
    '/v1/locks/:lockId',
    {
      config: { bodyAliases: LOCK_ALIASES, ifMatch: true },
      schema: {
        tags,
        operationId: 'updateLock',
        summary: 'Saves door data and comment of a lock with its current version',
        params: lockParams,
        body: LockUpdateSchema,
        response: { 200: LockRef, ...problemResponses(400, 404, 409) },
      },
    },
    (request) => {
      if (request.body.id !== request.params.lockId) throw invalidField('/id', `must be the lock of the path (${request.params.lockId})`);
      return updateLock(deps, request.ctx, lockUpdateOf(request.body));
    },
  );

  // The specification's form: the lock's id is in the body.
  app.put(
    '/v1/locks',
    {
      config: { bodyAliases: LOCK_ALIASES },
      schema: {
        tags,
        operationId: 'saveLock',
        summary: 'Saves door data and comment of the lock named in the body (specification form of PUT /v1/locks/{lockId})',
        body: LockUpdateSchema,
        response: { 200: LockRef, ...problemResponses(400, 404, 409) },
      },
    },
    (request) => updateLock(deps, request.ctx, lockUpdateOf(request.body as LockBody)),
  );

  app.post(
    '/v1/locks/:lockId/remove',
    {
      schema: {
        tags,
        operationId: 'markLockAsToBeRemoved',
        summary: 'Marks an own lock for removal; it leaves the system at its next synchronization',
        params: lockParams,
        response: { 200: LockRef, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => requestLockRemoval(deps, request.ctx, request.params.lockId),
  );

  app.post(
    '/v1/locks/:lockId/abort-remove',
    {
      schema: {
        tags,
        operationId: 'unmarkLockAsToBeRemoved',
        summary: 'Withdraws the removal of an own lock',
        params: lockParams,
        response: { 200: LockRef, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => abortLockRemoval(deps, request.ctx, request.params.lockId),
  );
}

/** Listed with the holiday calendars, answered here: which locks apply a calendar. */
export function registerCalendarLockRoutes(app: ApiApp, deps: Deps): void {
  const tags = ['Holiday calendars'];
  const calendarParams = Type.Object({ holidayCalendarId: Id });
  app.get(
    '/v1/holiday-calendars/:holidayCalendarId/locks',
    {
      schema: {
        tags,
        operationId: 'getLocksByCalendarId',
        summary: 'Locks that use the holiday calendar, ordered by id',
        params: calendarParams,
        querystring: Type.Object(PagingQuery),
        response: { 200: LockPagingListSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await listCalendarLocks(deps, request.ctx, request.params.holidayCalendarId, request.query);
      return { offset: page.offset, total: page.total, lockList: page.items };
    },
  );
}
