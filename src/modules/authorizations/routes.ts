import { Type } from '@sinclair/typebox';
import { badRequest } from '../../kernel/errors.ts';
import {
  changeAuthorizations,
  createSimpleAuthorization,
  getAuthorization,
  listAuthorizations,
  listBlacklist,
  requestDeletions,
} from './service.ts';
import type { Deps } from '../../kernel/context.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { Id, MAX_LIST_ITEMS, problemResponses } from '../../kernel/http/schemas/common.ts';
import {
  AuthorizationChangeSchema,
  AuthorizationDeleteSchema,
  AuthorizationListQuery,
  AuthorizationPagingListSchema,
  AuthorizationSchema,
  BlacklistEntrySchema,
  REMOVED_PAIR_PARAMETER,
  SimpleAuthorizationCreateSchema,
} from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

const tags = ['Authorizations'];
const AuthorizationRef = Type.Ref(AuthorizationSchema);

/** Refuses the parameter removed in revision 14.40.2 with a message naming its replacement. */
export async function refuseRemovedPairParameter(request: { body: unknown }): Promise<void> {
  // Any JSON may arrive here (validation comes later): only objects can hold the parameter.
  const has = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && REMOVED_PAIR_PARAMETER in value;
  const body = request.body;
  const at = has(body)
    ? `/${REMOVED_PAIR_PARAMETER}`
    : typeof body === 'object' && body !== null && has((body as Record<string, unknown>).authorization)
      ? `/authorization/${REMOVED_PAIR_PARAMETER}`
      : undefined;
  if (at) {
    throw badRequest(
      'REMOVED_PARAMETER',
      `${REMOVED_PAIR_PARAMETER} no longer exists (removed in revision 14.40.2): use removeAllExistingAuthorizationsForPair`,
      [{ field: at, message: 'removed parameter; use removeAllExistingAuthorizationsForPair' }],
    );
  }
}

export function registerAuthorizationRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/authorizations',
    {
      schema: {
        tags,
        operationId: 'getAuthorizations',
        summary: 'Authorizations, newest created first',
        querystring: AuthorizationListQuery,
        response: { 200: AuthorizationPagingListSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const page = await listAuthorizations(deps, request.ctx, filter, { offset, limit });
      return { offset: page.offset, total: page.total, authorizations: page.items };
    },
  );

  app.get(
    '/v1/authorizations/:authorizationId',
    {
      schema: {
        tags,
        operationId: 'getAuthorization',
        summary: 'One authorization',
        params: Type.Object({ authorizationId: Id }),
        response: { 200: AuthorizationRef, ...problemResponses(400, 404) },
      },
    },
    (request) => getAuthorization(deps, request.ctx, request.params.authorizationId),
  );

  app.post(
    '/v1/authorizations/simple',
    {
      preValidation: refuseRemovedPairParameter,
      schema: {
        tags,
        operationId: 'createSimpleAuthorization',
        summary: 'Adds a SIMPLE period to the authorization of a medium–lock or medium–area pair',
        description:
          'The period is checked against every existing info of the pair: overlaps are refused, except a period exactly equal to ' +
          'an existing one (nothing is duplicated); a day holds one SIMPLE interval; a pair holds at most 8 infos. ' +
          'removeAllExistingAuthorizationsForPair=true replaces what the pair has. Times are the wall clock of the lock.',
        body: SimpleAuthorizationCreateSchema,
        response: { 200: AuthorizationRef, ...problemResponses(400, 403, 404) },
      },
    },
    (request) => createSimpleAuthorization(deps, request.ctx, withoutEmpty(request.body)),
  );

  app.post(
    '/v1/authorizations/advanced',
    {
      schema: {
        tags,
        operationId: 'createOrUpdateAuthorizations',
        summary: 'Creates and changes authorizations (all or none)',
        body: AuthorizationChangeSchema,
        response: { 200: Type.Array(AuthorizationRef), ...problemResponses(400, 403, 404, 409) },
      },
    },
    (request) => {
      const body = request.body;
      return changeAuthorizations(deps, request.ctx, {
        pushMessage: body.pushMessage ?? undefined,
        authorizationCreateList: body.authorizationCreateList.map((c) => ({
          ...withoutEmpty(c),
          authorizationInfoList: c.authorizationInfoList.map(withoutEmpty) as never,
        })),
        authorizationUpdateList: body.authorizationUpdateList.map((u) => ({
          id: u.id,
          version: u.version,
          lock: u.lock ?? undefined,
          area: u.area ?? undefined,
          authorizationInfoList: u.authorizationInfoList.map(withoutEmpty) as never,
        })),
      });
    },
  );

  app.put(
    '/v1/authorizations',
    {
      schema: {
        tags,
        operationId: 'deleteAuthorizations',
        summary: 'Requests (or withdraws) the deletion of authorizations',
        body: Type.Array(AuthorizationDeleteSchema, { minItems: 1, maxItems: MAX_LIST_ITEMS }),
        response: { 200: Type.Array(AuthorizationRef), ...problemResponses(400, 404) },
      },
    },
    (request) => requestDeletions(deps, request.ctx, request.body),
  );

  app.get(
    '/v1/blacklists',
    {
      schema: {
        tags: ['Blacklists'],
        operationId: 'getBlacklists',
        summary: 'Deactivated media on the locks they could open, by lock, then medium',
        querystring: Type.Object({ lockId: Type.Optional(Id), mediumId: Type.Optional(Id) }),
        response: { 200: Type.Array(Type.Ref(BlacklistEntrySchema)), ...problemResponses(400) },
      },
    },
    (request) => listBlacklist(deps, request.ctx, request.query),
  );
}
