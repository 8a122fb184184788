import type { Deps } from '../../services/context.ts';
import { listMaintenanceTasks } from '../../services/maintenance-tasks.ts';
import { problemResponses } from '../schemas/common.ts';
import { MaintenanceTaskPagingListSchema, MaintenanceTaskQuery } from '../schemas/maintenance-task.ts';
import type { ApiApp } from '../types.ts';

export function registerMaintenanceTaskRoutes(app: ApiApp, deps: Deps): void {
  app.get('/v1/maintenance-tasks', {
    schema: {
      tags: ['Maintenance tasks'], operationId: 'getMaintenanceTasks',
      summary: 'Locks with open maintenance tasks, ordered by lock id',
      querystring: MaintenanceTaskQuery,
      response: { 200: MaintenanceTaskPagingListSchema, ...problemResponses(400) },
    },
  }, async (request) => {
    const { offset, limit, ...filter } = request.query;
    const page = await listMaintenanceTasks(deps, request.ctx, filter, { offset, limit });
    return { offset: page.offset, total: page.total, lockMaintenanceTaskList: page.items };
  });
}
