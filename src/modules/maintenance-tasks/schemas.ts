import { Type } from '@sinclair/typebox';
import { MAINTENANCE_TASKS } from '../locks/index.ts';
import { PagedList, PagingQuery, StringEnum } from '../../kernel/http/schemas/common.ts';
import { SimpleLockSchema } from '../locks/index.ts';

export const LockMaintenanceTaskSchema = Type.Object(
  {
    lock: Type.Optional(Type.Ref(SimpleLockSchema)),
    maintenanceTaskList: Type.Optional(Type.Array(StringEnum(MAINTENANCE_TASKS))),
  },
  { $id: 'LockMaintenanceTask', description: 'A lock and its open maintenance tasks.' },
);

export const MaintenanceTaskPagingListSchema = PagedList('lockMaintenanceTaskList', Type.Ref(LockMaintenanceTaskSchema));

export const MaintenanceTaskQuery = Type.Object({
  ...PagingQuery,
  lockId: Type.Optional(Type.Integer({ minimum: 1, format: 'int64' })),
  lockIdentifier: Type.Optional(Type.String()),
  doorName: Type.Optional(Type.String({ description: "Part of the owner's door name; never matches alternative names." })),
  alternativeDoorName: Type.Optional(Type.String({ description: 'Part of your alternative door name of a shared lock.' })),
});
