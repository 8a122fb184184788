import type { Deps } from '../../kernel/context.ts';
import { resetTestData } from './test-data.ts';
import { requireTestEnvironment } from '../../kernel/test-environment.ts';
import { problemResponses } from '../../kernel/http/schemas/common.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

export function registerPublicMgmtRoutes(app: ApiApp, deps: Deps): void {
  app.post(
    '/v1/public-mgmt/reset-test-data',
    {
      schema: {
        tags: ['Test environment'],
        operationId: 'resetTestData',
        summary: 'Restores the predefined test data set (test environment only), keeping its ids',
        response: { 204: { type: 'null', description: 'Reset done' }, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      requireTestEnvironment(request.ctx.env, 'the test data can be reset');
      await resetTestData(deps, request.ctx.env);
      return reply.code(204).send();
    },
  );
}
