import type { Deps } from '../../kernel/context.ts';
import { listMaintenanceTasks } from './service.ts';
import { problemResponses } from '../../kernel/http/schemas/common.ts';
import { MaintenanceTaskPagingListSchema, MaintenanceTaskQuery } from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

export function registerMaintenanceTaskRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/maintenance-tasks',
    {
      schema: {
        tags: ['Maintenance tasks'],
        operationId: 'getMaintenanceTasks',
        summary: 'Locks with open maintenance tasks, ordered by lock id',
        querystring: MaintenanceTaskQuery,
        response: { 200: MaintenanceTaskPagingListSchema, ...problemResponses(400) },
      },
    },
    async (request) => {
      const { offset, limit, ...filter } = request.query;
      const page = await listMaintenanceTasks(deps, request.ctx, filter, { offset, limit });
      return { offset: page.offset, total: page.total, lockMaintenanceTaskList: page.items };
    },
  );
}
