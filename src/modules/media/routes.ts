import { Type } from '@sinclair/typebox';
import { updateCards } from './cards.ts';
import type { Deps } from '../../kernel/context.ts';
import { getCard, getMedium, listCards, listMedia } from './service.ts';
import { assignMedia, cancelAssignments, deactivateMedium, emptyMedium, reactivateMedium } from './states.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { oneOrMany } from '../../kernel/http/one-or-many.ts';
import { Id, IdList, MAX_LIST_ITEMS, OneOrMany, problemResponses } from '../../kernel/http/schemas/common.ts';
import {
  CARD_ALIASES,
  CardPagingListSchema,
  CardSchema,
  CardUpdateSchema,
  DeactivateQuery,
  MediumAssignmentSchema,
  MediumListQuery,
  MediumPagingListSchema,
  MediumSchema,
  ReactivateQuery,
} from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';
import { registerMediumUpdateRoutes } from './update-routes.ts';
import { registerPhoneRoutes } from './phone-routes.ts';

export const MEDIA_TAGS = ['Media'];
const tags = MEDIA_TAGS;
const MediumRef = Type.Ref(MediumSchema);
const CardRef = Type.Ref(CardSchema);
const MediumParams = Type.Object({ mediumId: Id });

/**
 * Media of all types, cards and the state moves. Literal segments (`cards`, `phones`, `assign`,
 * `cancel-assignment`) sit beside `{mediumId}`; the router prefers them.
 */
export function registerMediaRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/media',
    {
      schema: {
        tags,
        operationId: 'getMedia',
        summary: 'Media of every type (phones and cards), ordered by id',
        querystring: MediumListQuery,
        response: { 200: MediumPagingListSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const page = await listMedia(deps, request.ctx, undefined, filter, { offset, limit });
      return { offset: page.offset, total: page.total, mediumList: page.items };
    },
  );

  app.get(
    '/v1/media/cards',
    {
      schema: {
        tags,
        operationId: 'getCards',
        summary: 'Cards and key tags, ordered by id',
        querystring: MediumListQuery,
        response: { 200: CardPagingListSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const page = await listCards(deps, request.ctx, filter, { offset, limit });
      return { offset: page.offset, total: page.total, mediumList: page.items };
    },
  );

  app.get(
    '/v1/media/:mediumId',
    {
      schema: {
        tags,
        operationId: 'getMedium',
        summary: 'One medium of any type (the specification writes {mediaId})',
        params: MediumParams,
        response: { 200: MediumRef, ...problemResponses(400, 404) },
      },
    },
    (request) => getMedium(deps, request.ctx, request.params.mediumId),
  );

  app.get(
    '/v1/media/cards/:cardId',
    {
      schema: {
        tags,
        operationId: 'getCard',
        summary: 'One card or key tag',
        params: Type.Object({ cardId: Id }),
        response: { 200: CardRef, ...problemResponses(400, 404) },
      },
    },
    (request) => getCard(deps, request.ctx, request.params.cardId),
  );

  app.put(
    '/v1/media/cards',
    {
      config: { bodyAliases: CARD_ALIASES },
      schema: {
        tags,
        operationId: 'updateCards',
        summary: 'Updates whole cards with their current version (all or none); cardUid is read-only; one card answers one card',
        body: OneOrMany(CardUpdateSchema),
        response: { 200: Type.Union([CardRef, Type.Array(CardRef)]), ...problemResponses(400, 404, 409) },
      },
    },
    (request) => oneOrMany(request.body, (cards) => updateCards(deps, request.ctx, cards.map(withoutEmpty))),
  );

  app.post(
    '/v1/media/assign',
    {
      schema: {
        tags,
        operationId: 'assignOwnerToMedium',
        summary: 'Assigns media to persons (all or none)',
        body: Type.Array(MediumAssignmentSchema, { minItems: 1, maxItems: MAX_LIST_ITEMS }),
        response: { 200: Type.Array(MediumAssignmentSchema), ...problemResponses(400, 404, 409) },
      },
    },
    (request) => assignMedia(deps, request.ctx, request.body),
  );

  app.post(
    '/v1/media/cancel-assignment',
    {
      schema: {
        tags,
        operationId: 'cancelMediumAssignments',
        summary: 'Unassigns media from their persons; refused while a medium holds authorizations. Returns the ids changed',
        body: IdList,
        response: { 200: Type.Array(Id), ...problemResponses(400, 404) },
      },
    },
    (request) => cancelAssignments(deps, request.ctx, request.body),
  );

  app.post(
    '/v1/media/:mediumId/empty',
    {
      schema: {
        tags,
        operationId: 'emptyMedium',
        summary: 'Deletes every authorization of the medium; its person stays',
        params: MediumParams,
        response: { 200: MediumRef, ...problemResponses(400, 404) },
      },
    },
    (request) => emptyMedium(deps, request.ctx, request.params.mediumId),
  );

  app.post(
    '/v1/media/:mediumId/deactivate',
    {
      schema: {
        tags,
        operationId: 'deactivateMedium',
        summary: 'Deactivates the medium: its authorizations are kept restorable and the locks they reach blacklist it',
        params: MediumParams,
        querystring: DeactivateQuery,
        response: { 200: MediumRef, ...problemResponses(400, 404) },
      },
    },
    (request) => deactivateMedium(deps, request.ctx, request.params.mediumId, request.query),
  );

  app.post(
    '/v1/media/:mediumId/reactivate',
    {
      schema: {
        tags,
        operationId: 'reactivateMedium',
        summary: 'Reactivates the medium; recoverAuthorizations=true restores its authorizations, false deletes them',
        params: MediumParams,
        querystring: ReactivateQuery,
        response: { 200: MediumRef, ...problemResponses(400, 404) },
      },
    },
    (request) => reactivateMedium(deps, request.ctx, request.params.mediumId, request.query),
  );

  registerPhoneRoutes(app, deps);
  registerMediumUpdateRoutes(app, deps, tags);
}
