import { Type } from '@sinclair/typebox';
import { invalidField } from '../../kernel/errors.ts';
import type { Deps } from '../../kernel/context.ts';
import {
  createHolidayCalendarSlot,
  deleteHolidayCalendarSlot,
  getHolidayCalendar,
  getHolidayCalendarSlot,
  listHolidayCalendars,
  setHolidayCalendarActive,
  updateHolidayCalendarSlot,
} from './service.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { Id, problemResponses } from '../../kernel/http/schemas/common.ts';
import {
  HolidayCalendarListSchema,
  HolidayCalendarSchema,
  HolidayCalendarSlotSchema,
  HolidayCalendarUpdateSchema,
  SlotCreateSchema,
  SlotDeleteSchema,
  SlotUpdateSchema,
} from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';

/**
 * Served under the public `/v1/holiday-calendars/…`; the specification's
 * `/v1/holidayCalendars/…/slots/` spelling is rewritten to it centrally (url-aliases.ts).
 */
const tags = ['Holiday calendars'];
const CalendarRef = Type.Ref(HolidayCalendarSchema);
const calendarParams = Type.Object({ holidayCalendarId: Id });
const slotParams = Type.Object({ holidayCalendarId: Id, holidayCalendarSlotId: Id });

function sameId(bodyId: number, pathId: number, name: string): void {
  if (bodyId !== pathId) throw invalidField('/id', `must be the ${name} of the path (${pathId})`);
}

type SeriesBody = { id?: unknown; repetitionType: string; endsAfter?: number | null; endsOn?: string | null } | null | undefined;

function seriesRule(series: SeriesBody) {
  if (!series) return undefined;
  const { id: _id, ...rule } = series;
  return withoutEmpty(rule) as { repetitionType: 'DAILY'; endsAfter?: number; endsOn?: string };
}

export function registerHolidayCalendarRoutes(app: ApiApp, deps: Deps): void {
  app.get(
    '/v1/holiday-calendars',
    {
      schema: {
        tags,
        operationId: 'getHolidayCalendars',
        summary: "The holiday calendars of the customer's system",
        response: { 200: HolidayCalendarListSchema, ...problemResponses() },
      },
    },
    async (request) => ({ holidayCalendarList: await listHolidayCalendars(deps, request.ctx) }),
  );

  app.get(
    '/v1/holiday-calendars/:holidayCalendarId',
    {
      schema: {
        tags,
        operationId: 'getHolidayCalendar',
        summary: 'One holiday calendar with its slots',
        params: calendarParams,
        response: { 200: CalendarRef, ...problemResponses(400, 404) },
      },
    },
    (request) => getHolidayCalendar(deps, request.ctx, request.params.holidayCalendarId),
  );

  app.put(
    '/v1/holiday-calendars/:holidayCalendarId',
    {
      config: { ifMatch: true },
      schema: {
        tags,
        operationId: 'updateHolidayCalendar',
        summary: 'Switches the holiday calendar on or off (with its current version)',
        params: calendarParams,
        body: HolidayCalendarUpdateSchema,
        response: { 200: CalendarRef, ...problemResponses(400, 404, 409) },
      },
    },
    (request) => {
      sameId(request.body.id, request.params.holidayCalendarId, 'holiday calendar');
      return setHolidayCalendarActive(deps, request.ctx, request.params.holidayCalendarId, request.body);
    },
  );

  app.post(
    '/v1/holiday-calendars/:holidayCalendarId/slots',
    {
      schema: {
        tags,
        operationId: 'createHolidayCalendarSlot',
        summary: 'Adds a slot or a series of slots; answers the calendar',
        params: calendarParams,
        body: SlotCreateSchema,
        response: { 200: CalendarRef, ...problemResponses(400, 404) },
      },
    },
    (request) => {
      const { slotName, validFrom, validTo, series } = request.body;
      return createHolidayCalendarSlot(deps, request.ctx, request.params.holidayCalendarId, {
        slotName,
        validFrom,
        validTo,
        series: seriesRule(series),
      });
    },
  );

  app.get(
    '/v1/holiday-calendars/:holidayCalendarId/slots/:holidayCalendarSlotId',
    {
      schema: {
        tags,
        operationId: 'getHolidayCalendarSlot',
        summary: 'One slot of the holiday calendar',
        params: slotParams,
        response: { 200: Type.Ref(HolidayCalendarSlotSchema), ...problemResponses(400, 404) },
      },
    },
    (request) => getHolidayCalendarSlot(deps, request.ctx, request.params.holidayCalendarId, request.params.holidayCalendarSlotId),
  );

  app.put(
    '/v1/holiday-calendars/:holidayCalendarId/slots/:holidayCalendarSlotId',
    {
      schema: {
        tags,
        operationId: 'updateHolidayCalendarSlot',
        summary: 'Changes a slot (and with modifyFutureSlots the later ones of its series); answers the calendar',
        params: slotParams,
        body: SlotUpdateSchema,
        response: { 200: CalendarRef, ...problemResponses(400, 404, 409) },
      },
    },
    (request) => {
      const { holidayCalendarId, holidayCalendarSlotId } = request.params;
      const body = request.body;
      sameId(body.id, holidayCalendarSlotId, 'slot');
      const rule = seriesRule(body.series);
      return updateHolidayCalendarSlot(deps, request.ctx, holidayCalendarId, holidayCalendarSlotId, {
        id: body.id,
        version: body.version,
        slotName: body.slotName,
        validFrom: body.validFrom,
        validTo: body.validTo,
        series: rule && body.series ? { id: body.series.id, ...rule } : undefined,
        modifyFutureSlots: body.modifyFutureSlots,
      });
    },
  );

  app.delete(
    '/v1/holiday-calendars/:holidayCalendarId/slots/:holidayCalendarSlotId',
    {
      schema: {
        tags,
        operationId: 'deleteHolidayCalendarSlot',
        summary: 'Deletes a slot (and with deleteFutureSlots the later ones of its series); answers the calendar',
        params: slotParams,
        body: SlotDeleteSchema,
        response: { 200: CalendarRef, ...problemResponses(400, 404, 409) },
      },
    },
    (request) => {
      const { holidayCalendarId, holidayCalendarSlotId } = request.params;
      sameId(request.body.id, holidayCalendarSlotId, 'slot');
      return deleteHolidayCalendarSlot(deps, request.ctx, holidayCalendarId, holidayCalendarSlotId, {
        id: request.body.id,
        version: request.body.version ?? undefined,
        deleteFutureSlots: request.body.deleteFutureSlots,
      });
    },
  );
}
