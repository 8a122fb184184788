import { Type } from '@sinclair/typebox';
import { MAX_SLOTS_PER_CALENDAR, REPETITION_TYPES } from './rules/series.ts';
import { DateOnly, Id, Opt, StringEnum, Version } from '../../kernel/http/schemas/common.ts';
import { ReadOnly } from '../../kernel/http/schemas/common.ts';

const LocalDateTime = Type.String({ description: "yyyy-mm-ddThh:mm, the locks' wall clock (no zone).", examples: ['2026-12-24T00:00'] });
const RepetitionType = StringEnum(REPETITION_TYPES);
const SlotName = Type.String({ minLength: 1, maxLength: 50 });

const seriesRule = {
  repetitionType: RepetitionType,
  endsAfter: Opt(Type.Integer({ minimum: 1, format: 'int32', description: 'Number of slots, the first included.' })),
  endsOn: Opt(Type.String({ description: 'Last day a slot may start on (yyyy-mm-dd).' })),
};

export const HolidayCalendarSlotSchema = Type.Object(
  {
    id: Id,
    version: Version,
    slotName: Type.String({ maxLength: 50 }),
    validFrom: LocalDateTime,
    validTo: LocalDateTime,
    series: Type.Optional(
      Type.Object({
        id: Id,
        repetitionType: RepetitionType,
        endsAfter: Type.Optional(Type.Integer({ format: 'int32' })),
        endsOn: Type.Optional(DateOnly),
      }),
    ),
    seriesSequenceNumber: Type.Optional(Type.Integer({ format: 'int32' })),
  },
  { $id: 'HolidayCalendarSlot', description: 'A holiday [validFrom, validTo), possibly one of a series.' },
);

export const HolidayCalendarSchema = Type.Object(
  {
    id: Id,
    version: Version,
    active: Type.Boolean(),
    holidayCalendarSlots: Type.Array(Type.Ref(HolidayCalendarSlotSchema), { maxItems: MAX_SLOTS_PER_CALENDAR }),
  },
  { $id: 'HolidayCalendar', description: "The holiday calendar of the customer's system." },
);

export const HolidayCalendarListSchema = Type.Object({ holidayCalendarList: Type.Array(Type.Ref(HolidayCalendarSchema)) });

export const HolidayCalendarUpdateSchema = Type.Object(
  { id: Id, version: Version, active: Type.Boolean(), holidayCalendarSlots: ReadOnly() },
  { additionalProperties: false },
);

export const SlotCreateSchema = Type.Object(
  {
    slotName: SlotName,
    validFrom: Type.String(),
    validTo: Type.String(),
    series: Opt(Type.Object({ ...seriesRule, id: ReadOnly() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const SlotUpdateSchema = Type.Object(
  {
    id: Id,
    version: Version,
    slotName: SlotName,
    validFrom: Type.String(),
    validTo: Type.String(),
    series: Opt(Type.Object({ id: Id, ...seriesRule }, { additionalProperties: false })),
    seriesSequenceNumber: ReadOnly(),
    modifyFutureSlots: Type.Boolean({ description: 'Also change the later slots of the series.' }),
  },
  { additionalProperties: false },
);

export const SlotDeleteSchema = Type.Object(
  {
    id: Id,
    version: Opt(Version),
    slotName: ReadOnly(),
    validFrom: ReadOnly(),
    validTo: ReadOnly(),
    series: ReadOnly(),
    seriesSequenceNumber: ReadOnly(),
    deleteFutureSlots: Type.Boolean({ description: 'Also delete the later slots of the series.' }),
  },
  { additionalProperties: false },
);
