import { Type } from '@sinclair/typebox';
import type { Deps } from '../../kernel/context.ts';
import { getEvent, listEvents } from './service.ts';
import { Id, problemResponses } from '../../kernel/http/schemas/common.ts';
import { EventListQuery, EventPagingListSchema, EventSchema } from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

const tags = ['Events'];

export function registerEventRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/events',
    {
      schema: {
        tags,
        operationId: 'getEvents',
        summary: 'Events created after a moment, newest first',
        description:
          'Unlockings, pairings of phones and authorization synchronizations. Production answers at most the last 7 days ' +
          '(an earlier createdAfter is moved forward); test environments answer their whole history.',
        querystring: EventListQuery,
        response: { 200: Type.Ref(EventPagingListSchema), ...problemResponses(400) },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const page = await listEvents(deps, request.ctx, filter, { offset, limit });
      return { offset: page.offset, total: page.total, events: page.items };
    },
  );

  app.get(
    '/v1/events/:eventId',
    {
      schema: {
        tags,
        operationId: 'getEvent',
        summary: 'One event',
        params: Type.Object({ eventId: Id }),
        response: { 200: Type.Ref(EventSchema), ...problemResponses(400, 404) },
      },
    },
    (request) => getEvent(deps, request.ctx, request.params.eventId),
  );
}
