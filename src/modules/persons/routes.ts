import { Type } from '@sinclair/typebox';
import { createPersons, deletePersons, getPerson, listPersons, updatePersons } from './service.ts';
import type { Deps } from '../../kernel/context.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { oneOrMany, updateOne, withPathId } from '../../kernel/http/one-or-many.ts';
import { Id, IdList, MAX_LIST_ITEMS, OneOrMany, problemResponses } from '../../kernel/http/schemas/common.ts';
import {
  PERSON_ALIASES,
  PersonCreateSchema,
  PersonListQuery,
  PersonPagingListSchema,
  PersonPathUpdateSchema,
  PersonSchema,
  PersonUpdateSchema,
} from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

const tags = ['Persons'];
const PersonRef = Type.Ref(PersonSchema);

export function registerPersonRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/persons',
    {
      schema: {
        tags,
        operationId: 'getPersons',
        summary: 'Persons, ordered by id, optionally filtered',
        querystring: PersonListQuery,
        response: { 200: PersonPagingListSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const page = await listPersons(deps, request.ctx, filter, { offset, limit });
      return { offset: page.offset, total: page.total, personList: page.items };
    },
  );

  app.get(
    '/v1/persons/:personId',
    {
      schema: {
        tags,
        operationId: 'getPerson',
        summary: 'One person',
        params: Type.Object({ personId: Id }),
        response: { 200: PersonRef, ...problemResponses(400, 404) },
      },
    },
    (request) => getPerson(deps, request.ctx, request.params.personId),
  );

  app.post(
    '/v1/persons',
    {
      schema: {
        tags,
        operationId: 'createPersons',
        summary: 'Creates persons (all or none)',
        body: Type.Array(PersonCreateSchema, { minItems: 1, maxItems: MAX_LIST_ITEMS }),
        response: { 200: Type.Array(PersonRef), ...problemResponses(400) },
      },
    },
    (request) => createPersons(deps, request.ctx, request.body.map(withoutEmpty)),
  );

  app.put(
    '/v1/persons',
    {
      config: { bodyAliases: PERSON_ALIASES },
      schema: {
        tags,
        operationId: 'updatePersons',
        summary: 'Updates whole persons with their current version (all or none); one person answers one person',
        body: OneOrMany(PersonUpdateSchema),
        response: { 200: Type.Union([PersonRef, Type.Array(PersonRef)]), ...problemResponses(400, 404, 409) },
      },
    },
    (request) => oneOrMany(request.body, (persons) => updatePersons(deps, request.ctx, persons.map(withoutEmpty))),
  );

  app.put(
    '/v1/persons/:personId',
    {
      config: { bodyAliases: PERSON_ALIASES, ifMatch: true },
      schema: {
        tags,
        operationId: 'updatePerson',
        summary: "Updates one whole person with its current version (the specification's form)",
        params: Type.Object({ personId: Id }),
        body: PersonPathUpdateSchema,
        response: { 200: PersonRef, ...problemResponses(400, 404, 409) },
      },
    },
    (request) =>
      updateOne(withoutEmpty(withPathId(request.body, request.params.personId)), (persons) => updatePersons(deps, request.ctx, persons)),
  );

  app.delete(
    '/v1/persons',
    {
      schema: {
        tags,
        operationId: 'deletePersons',
        summary: 'Deletes persons by id (all or none)',
        body: IdList,
        response: { 200: Type.Array(Id), ...problemResponses(400, 404) },
      },
    },
    (request) => deletePersons(deps, request.ctx, request.body),
  );
}
