import type { TSchema } from '@sinclair/typebox';
import { AreaSchema } from '../areas/schemas.ts';
import { AcoListSchema, AcoSchema, CreditInfoSchema, CustomerSchema, SettingsSchema } from '../customers/schemas.ts';
import { HolidayCalendarSchema, HolidayCalendarSlotSchema } from '../holiday-calendars/schemas.ts';
import { LockSchema } from './schemas.ts';
import { ActiveShareSchema, AssignedAreaSchema, LockSettingsSchema, SharingCodeSchema } from '../lock-settings/schemas.ts';
import { LockMaintenanceTaskSchema } from '../maintenance-tasks/schemas.ts';

/** Named models of locks, areas, holiday calendars, maintenance tasks and customer views. */
export const LOCK_SCHEMAS: TSchema[] = [
  LockSchema, AssignedAreaSchema, ActiveShareSchema, SharingCodeSchema, LockSettingsSchema, AreaSchema,
  HolidayCalendarSlotSchema, HolidayCalendarSchema, LockMaintenanceTaskSchema,
  CustomerSchema, SettingsSchema, CreditInfoSchema, AcoSchema, AcoListSchema,
];
