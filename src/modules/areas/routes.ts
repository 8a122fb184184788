import { Type } from '@sinclair/typebox';
import { getArea, listAreas } from './service.ts';
import type { Deps } from '../../kernel/context.ts';
import { AreaListQuery, AreaPagingListSchema, AreaSchema } from './schemas.ts';
import { Id, problemResponses } from '../../kernel/http/schemas/common.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

const tags = ['Areas'];

export function registerAreaRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/areas',
    {
      schema: {
        tags,
        operationId: 'getAreas',
        summary: 'Areas ordered by id, optionally only those containing a lock',
        querystring: AreaListQuery,
        response: { 200: AreaPagingListSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const page = await listAreas(deps, request.ctx, filter, { offset, limit });
      return { offset: page.offset, total: page.total, areaList: page.items };
    },
  );

  app.get(
    '/v1/areas/:areaId',
    {
      schema: {
        tags,
        operationId: 'getArea',
        summary: 'One area with its locks',
        params: Type.Object({ areaId: Id }),
        response: { 200: Type.Ref(AreaSchema), ...problemResponses(400, 404) },
      },
    },
    (request) => getArea(deps, request.ctx, request.params.areaId),
  );
}
