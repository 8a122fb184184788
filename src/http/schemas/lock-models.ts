import type { TSchema } from '@sinclair/typebox';
import { AreaSchema } from './area.ts';
import { AcoListSchema, AcoSchema, CreditInfoSchema, CustomerSchema, SettingsSchema } from './customer.ts';
import { HolidayCalendarSchema, HolidayCalendarSlotSchema } from './holiday-calendar.ts';
import { LockSchema } from './lock.ts';
import { ActiveShareSchema, AssignedAreaSchema, LockSettingsSchema, SharingCodeSchema } from './lock-settings.ts';
import { LockMaintenanceTaskSchema } from './maintenance-task.ts';

/** Named models of locks, areas, holiday calendars, maintenance tasks and customer views. */
export const LOCK_SCHEMAS: TSchema[] = [
  LockSchema, AssignedAreaSchema, ActiveShareSchema, SharingCodeSchema, LockSettingsSchema, AreaSchema,
  HolidayCalendarSlotSchema, HolidayCalendarSchema, LockMaintenanceTaskSchema,
  CustomerSchema, SettingsSchema, CreditInfoSchema, AcoSchema, AcoListSchema,
];
