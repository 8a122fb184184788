import type { TSchema } from '@sinclair/typebox';
import type { Deps } from './kernel/context.ts';
import { ProblemSchema } from './kernel/http/schemas/common.ts';
import type { ApiApp } from './kernel/http/types.ts';
import { AreaSchema } from './modules/areas/index.ts';
import { registerAreaRoutes } from './modules/areas/index.ts';
import { AUTHORIZATION_SHARED_SCHEMAS } from './modules/authorizations/index.ts';
import { registerAuthorizationRoutes } from './modules/authorizations/index.ts';
import { AcoListSchema, AcoSchema, CreditInfoSchema, CustomerSchema, SettingsSchema } from './modules/customers/index.ts';
import { registerCustomerRoutes } from './modules/customers/index.ts';
import { DEVICE_SCHEMAS } from './modules/devices/index.ts';
import { registerPublicMgmtRoutes } from './modules/environments/index.ts';
import { EVENT_SCHEMAS } from './modules/events/index.ts';
import { registerEventRoutes } from './modules/events/index.ts';
import { HolidayCalendarSchema, HolidayCalendarSlotSchema } from './modules/holiday-calendars/index.ts';
import { registerHolidayCalendarRoutes } from './modules/holiday-calendars/index.ts';
import { AssignedAreaSchema, LockSettingsSchema } from './modules/lock-settings/index.ts';
import { registerLockSettingsRoutes } from './modules/lock-settings/index.ts';
import { LockSchema } from './modules/locks/index.ts';
import { registerCalendarLockRoutes } from './modules/locks/index.ts';
import { registerLockRoutes } from './modules/locks/index.ts';
import { LockMaintenanceTaskSchema } from './modules/maintenance-tasks/index.ts';
import { registerMaintenanceTaskRoutes } from './modules/maintenance-tasks/index.ts';
import { MEDIUM_SHARED_SCHEMAS } from './modules/media/index.ts';
import { registerMediaRoutes } from './modules/media/index.ts';
import { registerPhoneReplacementRoutes } from './modules/media/index.ts';
import { PersonSchema } from './modules/persons/index.ts';
import { registerPersonRoutes } from './modules/persons/index.ts';
import { PROTOCOL_SCHEMAS } from './modules/protocols/index.ts';
import { registerProtocolRoutes } from './modules/protocols/index.ts';
import { registerRegistrationCodeRoutes } from './modules/registration-codes/index.ts';
import { registerSendAKeyRoutes } from './modules/send-a-key/index.ts';
import { SendAKeyResponseSchema } from './modules/send-a-key/index.ts';
import { ActiveShareSchema, SharingCodeSchema } from './modules/sharing/index.ts';
import { registerSharedLockRoutes, registerSharingRoutes } from './modules/sharing/index.ts';
import { registerSimulatorRoutes } from './modules/simulator/index.ts';
import { registerWebhookRoutes, WEBHOOK_SCHEMAS } from './modules/webhooks/index.ts';

/** Every `/v1` route group, each authenticated by API key; a new capability adds its group here. */
export const API_ROUTE_GROUPS: ((app: ApiApp, deps: Deps) => void)[] = [
  registerPersonRoutes,
  registerMediaRoutes,
  registerRegistrationCodeRoutes,
  registerPhoneReplacementRoutes,
  registerAuthorizationRoutes,
  registerSendAKeyRoutes,
  registerPublicMgmtRoutes,
  registerProtocolRoutes,
  registerEventRoutes,
  registerLockRoutes,
  registerSharedLockRoutes,
  registerLockSettingsRoutes,
  registerSharingRoutes,
  registerAreaRoutes,
  registerHolidayCalendarRoutes,
  registerCalendarLockRoutes,
  registerMaintenanceTaskRoutes,
  registerCustomerRoutes,
  registerSimulatorRoutes,
  registerWebhookRoutes,
];

/**
 * Output models referenced by `Type.Ref`: registered once with Fastify, they become named
 * components of the OpenAPI document. A new capability adds its models here.
 */
export const SHARED_SCHEMAS: TSchema[] = [
  ProblemSchema,
  PersonSchema,
  ...MEDIUM_SHARED_SCHEMAS,
  ...PROTOCOL_SCHEMAS,
  ...EVENT_SCHEMAS,
  ...AUTHORIZATION_SHARED_SCHEMAS,
  SendAKeyResponseSchema,
  LockSchema,
  AssignedAreaSchema,
  ActiveShareSchema,
  SharingCodeSchema,
  LockSettingsSchema,
  AreaSchema,
  HolidayCalendarSlotSchema,
  HolidayCalendarSchema,
  LockMaintenanceTaskSchema,
  CustomerSchema,
  SettingsSchema,
  CreditInfoSchema,
  AcoSchema,
  AcoListSchema,
  ...DEVICE_SCHEMAS,
  ...WEBHOOK_SCHEMAS,
];
