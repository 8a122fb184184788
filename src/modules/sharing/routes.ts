import { Type } from '@sinclair/typebox';
import type { Deps } from '../../kernel/context.ts';
import { Id, problemResponses } from '../../kernel/http/schemas/common.ts';
import type { ApiApp } from '../../kernel/http/types.ts';
import { LockSchema } from '../locks/index.ts';
import { ActiveShareSchema, CustomerNumberList, SHARED_LOCK_ALIASES, SharedLockSchema, SharingCodeSchema } from './schemas.ts';
import {
  createSharingCode,
  deleteSharingCode,
  listActiveShares,
  listSharingCodes,
  redeemSharingCode,
  removeActiveShares,
} from './service.ts';

const lockParams = Type.Object({ lockId: Id });
const ActiveShares = Type.Array(Type.Ref(ActiveShareSchema));

/** The owner's side: sharing codes and active shares, under the lock's settings. */
export function registerSharingRoutes(app: ApiApp, deps: Deps): void {
  const tags = ['Lock settings'];
  app.get(
    '/v1/locks/:lockId/settings/sharing-codes',
    {
      schema: {
        tags,
        operationId: 'getSharingCodes',
        summary: 'Sharing codes of an own lock',
        params: lockParams,
        response: { 200: Type.Array(Type.Ref(SharingCodeSchema)), ...problemResponses(400, 403, 404) },
      },
    },
    (request) => listSharingCodes(deps, request.ctx, request.params.lockId),
  );

  app.post(
    '/v1/locks/:lockId/settings/sharing-codes',
    {
      schema: {
        tags,
        operationId: 'createSharingCode',
        summary: 'Creates a sharing code for an own lock (no body); it expires after 7 days',
        params: lockParams,
        response: { 200: Type.Ref(SharingCodeSchema), ...problemResponses(400, 403, 404) },
      },
    },
    (request) => createSharingCode(deps, request.ctx, request.params.lockId),
  );

  app.delete(
    '/v1/locks/:lockId/settings/sharing-codes/:sharingCodeId',
    {
      schema: {
        tags,
        operationId: 'deleteSharingCode',
        summary: 'Deletes a sharing code of an own lock; answers its id',
        params: Type.Object({ lockId: Id, sharingCodeId: Id }),
        response: { 200: Type.Integer({ format: 'int64' }), ...problemResponses(400, 403, 404) },
      },
    },
    (request) => deleteSharingCode(deps, request.ctx, request.params.lockId, request.params.sharingCodeId),
  );

  app.get(
    '/v1/locks/:lockId/settings/active-shares',
    {
      schema: {
        tags,
        operationId: 'getActiveShares',
        summary: 'Systems an own lock is shared with',
        params: lockParams,
        response: { 200: ActiveShares, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => listActiveShares(deps, request.ctx, request.params.lockId),
  );

  app.post(
    '/v1/locks/:lockId/settings/active-shares/remove',
    {
      schema: {
        tags,
        operationId: 'removeActiveShares',
        summary: 'Ends shares of an own lock, named by customer numbers (effective at its next synchronization)',
        params: lockParams,
        body: CustomerNumberList,
        response: { 200: ActiveShares, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => removeActiveShares(deps, request.ctx, request.params.lockId, request.body),
  );
}

/** The redeemer's side: a sharing code turns into an EXTERNAL lock of this system. */
export function registerSharedLockRoutes(app: ApiApp, deps: Deps): void {
  const tags = ['Locks'];
  const LockRef = Type.Ref(LockSchema);
  app.post(
    '/v1/locks/add-shared-lock',
    {
      config: { bodyAliases: SHARED_LOCK_ALIASES },
      schema: {
        tags,
        operationId: 'addSharedLock',
        summary: "Redeems another system's sharing code: its lock joins this system as EXTERNAL",
        body: SharedLockSchema,
        response: { 200: LockRef, ...problemResponses(400, 404) },
      },
    },
    (request) =>
      redeemSharingCode(deps, request.ctx, {
        sharingCode: request.body.sharingCode,
        anonymizeDataInOwnerProtocol: request.body.anonymizeDataInOwnerProtocol,
        alternativeDoorName: request.body.alternativeDoorName ?? undefined,
      }),
  );
}
