import { Type } from '@sinclair/typebox';
import { Id, PagedList, PagingQuery, Version } from '../../kernel/http/schemas/common.ts';
import { LockSchema } from '../locks/index.ts';

export const AreaSchema = Type.Object(
  {
    id: Id,
    version: Version,
    name: Type.Optional(Type.String({ maxLength: 50 })),
    comment: Type.Optional(Type.String({ maxLength: 500 })),
    lockList: Type.Optional(Type.Array(Type.Ref(LockSchema), { description: 'Locks assigned or being assigned to the area.' })),
  },
  { $id: 'Area', description: 'A group of locks.' },
);

export const AreaPagingListSchema = PagedList('areaList', Type.Ref(AreaSchema));

export const AreaListQuery = Type.Object({
  ...PagingQuery,
  lockId: Type.Optional(Type.Integer({ minimum: 1, format: 'int64', description: 'Only areas that contain this lock.' })),
});
