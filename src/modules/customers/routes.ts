import { Type } from '@sinclair/typebox';
import { getAcos } from './acos.ts';
import type { Deps } from '../../kernel/context.ts';
import { getCreditInfo, getCustomerData, getCustomerSettings } from './views.ts';
import { problemResponses } from '../../kernel/http/schemas/common.ts';
import { AcoListSchema, CreditInfoSchema, CustomerSchema, SettingsSchema } from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

export function registerCustomerRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/customer',
    {
      schema: {
        tags: ['Customer'],
        operationId: 'getCustomerData',
        summary: 'Master data of the customer',
        response: { 200: Type.Ref(CustomerSchema), ...problemResponses() },
      },
    },
    (request) => getCustomerData(deps, request.ctx),
  );

  app.get(
    '/v1/settings',
    {
      schema: {
        tags: ['Settings'],
        operationId: 'getCustomerSettings',
        summary: 'Settings of the customer',
        response: { 200: Type.Ref(SettingsSchema), ...problemResponses() },
      },
    },
    (request) => getCustomerSettings(deps, request.ctx),
  );

  app.get(
    '/v1/credits',
    {
      schema: {
        tags: ['Credits'],
        operationId: 'getCredits',
        summary: 'Credit balance and end of the time-based credit',
        response: { 200: Type.Ref(CreditInfoSchema), ...problemResponses() },
      },
    },
    (request) => getCreditInfo(deps, request.ctx),
  );

  app.get(
    '/v1/acos',
    {
      schema: {
        tags: ['Access control operators'],
        operationId: 'getAdmins',
        summary: 'Administrators of the system',
        response: { 200: Type.Ref(AcoListSchema), ...problemResponses() },
      },
    },
    async (request) => ({ acoList: await getAcos(deps, request.ctx, 'ADMINISTRATOR') }),
  );

  app.get(
    '/v1/acos/support',
    {
      schema: {
        tags: ['Access control operators'],
        operationId: 'getSupportEnabledAcos',
        summary: 'Support logins of the system',
        response: { 200: Type.Ref(AcoListSchema), ...problemResponses() },
      },
    },
    async (request) => ({ acoList: await getAcos(deps, request.ctx, 'SUPPORT') }),
  );
}
