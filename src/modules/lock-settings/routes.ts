import { Type } from '@sinclair/typebox';
import { invalidField } from '../../kernel/errors.ts';
import { assignLockToAreas, assignedAreasOf, unassignLockFromAreas } from '../areas/index.ts';
import type { Deps } from '../../kernel/context.ts';
import { getLockSettings, updateLockSettings } from './service.ts';
import { requireLockInEnv } from '../locks/index.ts';
import { Id, IdList, problemResponses } from '../../kernel/http/schemas/common.ts';
import { LOCK_ALIASES } from '../locks/index.ts';
import { AssignedAreaSchema, LockSettingsSchema, LockSettingsUpdateSchema } from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

const tags = ['Lock settings'];
const lockParams = Type.Object({ lockId: Id });
const AssignedAreas = Type.Array(Type.Ref(AssignedAreaSchema));

export function registerLockSettingsRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/locks/:lockId/settings',
    {
      schema: {
        tags,
        operationId: 'getLockSettings',
        summary: 'Settings of a lock with its areas, shares and sharing codes',
        params: lockParams,
        response: { 200: Type.Ref(LockSettingsSchema), ...problemResponses(400, 404) },
      },
    },
    (request) => getLockSettings(deps, request.ctx, request.params.lockId),
  );

  app.put(
    '/v1/locks/:lockId/settings',
    {
      config: { bodyAliases: LOCK_ALIASES, ifMatch: true },
      schema: {
        tags,
        operationId: 'updateLockSettings',
        summary: 'Changes lock settings with their current version; device settings take effect at the next synchronization',
        params: lockParams,
        body: LockSettingsUpdateSchema,
        response: { 200: Type.Ref(LockSettingsSchema), ...problemResponses(400, 404, 409) },
      },
    },
    (request) => {
      if (request.body.id !== request.params.lockId) throw invalidField('/id', `must be the lock of the path (${request.params.lockId})`);
      return updateLockSettings(deps, request.ctx, request.params.lockId, request.body);
    },
  );

  app.get(
    '/v1/locks/:lockId/settings/assigned-areas',
    {
      schema: {
        tags,
        operationId: 'getAssignedAreas',
        summary: 'Areas of your system the lock belongs to, with their assignment status',
        params: lockParams,
        response: { 200: AssignedAreas, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      await requireLockInEnv(deps.store.db, request.ctx, request.params.lockId);
      return assignedAreasOf(deps.store.db, request.ctx.env.id, request.params.lockId);
    },
  );

  app.post(
    '/v1/locks/:lockId/settings/assigned-areas/add',
    {
      schema: {
        tags,
        operationId: 'assignAreas',
        summary: 'Adds the lock to areas (pending until it synchronizes)',
        params: lockParams,
        body: IdList,
        response: { 200: AssignedAreas, ...problemResponses(400, 404) },
      },
    },
    (request) => assignLockToAreas(deps, request.ctx, request.params.lockId, request.body),
  );

  app.post(
    '/v1/locks/:lockId/settings/assigned-areas/remove',
    {
      schema: {
        tags,
        operationId: 'unassignAreas',
        summary:
          'Takes the lock out of areas (pending until it synchronizes); answers the named areas still listed, with their status (a withdrawn pending assignment is not listed)',
        params: lockParams,
        body: IdList,
        response: { 200: AssignedAreas, ...problemResponses(400, 404) },
      },
    },
    (request) => unassignLockFromAreas(deps, request.ctx, request.params.lockId, request.body),
  );
}
