import { Type } from '@sinclair/typebox';
import type { Deps } from '../../kernel/context.ts';
import { getPhone, listPhones } from './service.ts';
import { createPhones, deletePhones, updatePhones } from './phones.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { oneOrMany } from '../../kernel/http/one-or-many.ts';
import { Id, MAX_LIST_ITEMS, OneOrMany, problemResponses } from '../../kernel/http/schemas/common.ts';
import {
  PHONE_ALIASES,
  PHONE_CREATE_ALIASES,
  PhoneCreateSchema,
  PhoneListQuery,
  PhonePagingListSchema,
  PhoneSchema,
  PhoneUpdateSchema,
} from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

const tags = ['Media'];
const PhoneRef = Type.Ref(PhoneSchema);
const PhoneParams = Type.Object({ phoneId: Id });

/** Phones: list, read, create, update, delete (pairing codes and PIN resets: registration-codes). */
export function registerPhoneRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/media/phones',
    {
      schema: {
        tags,
        operationId: 'getPhones',
        summary: 'Phones, ordered by id; phoneNumber matches regardless of blanks',
        querystring: PhoneListQuery,
        response: { 200: PhonePagingListSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const page = await listPhones(deps, request.ctx, filter, { offset, limit });
      return { offset: page.offset, total: page.total, mediumList: page.items };
    },
  );

  app.get(
    '/v1/media/phones/:phoneId',
    {
      schema: {
        tags,
        operationId: 'getPhone',
        summary: 'One phone',
        params: PhoneParams,
        response: { 200: PhoneRef, ...problemResponses(400, 404) },
      },
    },
    (request) => getPhone(deps, request.ctx, request.params.phoneId),
  );

  app.post(
    '/v1/media/phones',
    {
      config: { bodyAliases: PHONE_CREATE_ALIASES },
      schema: {
        tags,
        operationId: 'createPhones',
        summary: 'Creates phones (all or none); a number already used (blanks ignored) → 409',
        body: Type.Array(PhoneCreateSchema, { minItems: 1, maxItems: MAX_LIST_ITEMS }),
        response: { 200: Type.Array(PhoneRef), ...problemResponses(400, 409) },
      },
    },
    (request) => createPhones(deps, request.ctx, request.body.map(withoutEmpty)),
  );

  app.put(
    '/v1/media/phones',
    {
      config: { bodyAliases: PHONE_ALIASES },
      schema: {
        tags,
        operationId: 'updatePhones',
        summary: 'Updates whole phones with their current version (all or none); one phone answers one phone',
        body: OneOrMany(PhoneUpdateSchema),
        response: { 200: Type.Union([PhoneRef, Type.Array(PhoneRef)]), ...problemResponses(400, 404, 409) },
      },
    },
    (request) => oneOrMany(request.body, (phones) => updatePhones(deps, request.ctx, phones.map(withoutEmpty))),
  );

  app.delete(
    '/v1/media/phones',
    {
      schema: {
        tags,
        operationId: 'deletePhones',
        summary:
          'Deletes phones by id (all or none; one id is also accepted, as the specification writes); refused while a phone holds authorizations',
        body: OneOrMany(Id),
        response: { 200: Type.Union([Id, Type.Array(Id)]), ...problemResponses(400, 404) },
      },
    },
    (request) => oneOrMany(request.body, (ids) => deletePhones(deps, request.ctx, ids)),
  );
}
