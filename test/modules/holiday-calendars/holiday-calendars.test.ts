import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVisibleLock } from '../../../src/modules/locks/service.ts';
import { expectForeignKeysSee404, expectKeyChecks, expectProblem, startWorld, type World } from '../../helpers/world.ts';
import { lastProtocolId, protocolSince, resetTestData, SEED_LOCKS, seedLock, syncLock } from '../../helpers/locks.ts';
import { clock } from '../../../src/kernel/clock.ts';

let world: World;
let calendarId: number;
beforeAll(async () => {
  world = await startWorld();
  calendarId = (await world.call('GET', '/v1/holiday-calendars')).body.holidayCalendarList[0].id;
});
afterAll(() => world.close());

const calendarUrl = () => `/v1/holiday-calendars/${calendarId}`;
const slotsUrl = () => `${calendarUrl()}/slots`;

async function calendar(key?: string) {
  const res = await world.call('GET', calendarUrl(), { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function createSlots(body: Record<string, unknown>) {
  const res = await world.call('POST', slotsUrl(), { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.holidayCalendarSlots.filter((s: any) => s.slotName === body.slotName);
}

let counter = 0;
const uniqueName = (base: string) => `${base} ${++counter}`;

describe('GET /v1/holiday-calendars and /{id}', () => {
  it("lists the system's calendar with single and series slots ordered by time", async () => {
    const res = await world.call('GET', '/v1/holiday-calendars');
    expect(res.status).toBe(200);
    expect(res.body.holidayCalendarList).toHaveLength(1);
    const cal = res.body.holidayCalendarList[0];
    expect(cal).toMatchObject({ id: calendarId, version: 3, active: true });
    const froms = cal.holidayCalendarSlots.map((s: any) => s.validFrom);
    expect([...froms].sort()).toEqual(froms);
    const year = clock.now().getUTCFullYear() + 1;
    expect(cal.holidayCalendarSlots).toContainEqual({
      id: expect.any(Number),
      version: 1,
      slotName: 'New Year',
      validFrom: `${year}-01-01T00:00`,
      validTo: `${year}-01-02T00:00`,
    });
    const anniversary = cal.holidayCalendarSlots.filter((s: any) => s.slotName === 'Company anniversary');
    expect(anniversary.map((s: any) => [s.validFrom, s.seriesSequenceNumber])).toEqual([
      [`${year}-06-15T00:00`, 1],
      [`${year + 1}-06-15T00:00`, 2],
      [`${year + 2}-06-15T00:00`, 3],
    ]);
    expect(anniversary[0].series).toEqual({ id: expect.any(Number), repetitionType: 'YEARLY', endsAfter: 3 });
    const inventory = cal.holidayCalendarSlots.filter((s: any) => s.slotName === 'Inventory day');
    expect(inventory).toHaveLength(5);
    expect(inventory[0].series).toMatchObject({ repetitionType: 'MONTHLY_SPECIFIC_WEEK_DAY', endsOn: `${year}-06-30` });
    expect((await world.call('GET', calendarUrl())).body).toEqual(cal);
  });

  it('gives every environment its own calendar, empty where no test data was loaded', async () => {
    const production = (await world.call('GET', '/v1/holiday-calendars', { key: world.a.productionKey })).body.holidayCalendarList;
    expect(production).toEqual([{ id: expect.any(Number), version: 1, active: true, holidayCalendarSlots: [] }]);
    expect(production[0].id).not.toBe(calendarId);
    await expectForeignKeysSee404(world, { method: 'GET', url: calendarUrl() });
    await expectKeyChecks(world, { method: 'GET', url: '/v1/holiday-calendars' });
  });

  it("serves the specification's spelling, with a trailing slash, and refuses unknown and malformed ids", async () => {
    expect((await world.call('GET', `/v1/holidayCalendars/${calendarId}/`)).body.id).toBe(calendarId);
    expect((await world.call('GET', '/cloud/v1/holidayCalendars')).status).toBe(200);
    expectProblem(await world.call('GET', '/v1/holiday-calendars/99999999'), 404, 'NOT_FOUND');
    expectProblem(await world.call('GET', '/v1/holiday-calendars/abc'), 400, 'VALIDATION_FAILED', 'path/holidayCalendarId');
  });
});

describe('GET /v1/holiday-calendars/{id}/locks', () => {
  it('pages the locks that use the calendar', async () => {
    const res = await world.call('GET', `${calendarUrl()}/locks`);
    expect(res.status).toBe(200);
    expect(res.body.lockList.map((l: any) => l.lockIdentifier)).toEqual([SEED_LOCKS.front, SEED_LOCKS.office, SEED_LOCKS.archive]);
    const page = await world.call('GET', `${calendarUrl()}/locks?limit=1&offset=1`);
    expect(page.body).toMatchObject({ offset: 1, total: 3, lockList: [expect.objectContaining({ lockIdentifier: SEED_LOCKS.office })] });
    expectProblem(await world.call('GET', '/v1/holiday-calendars/99999999/locks'), 404);
    expectProblem(await world.call('GET', `${calendarUrl()}/locks?limit=0`), 400, 'VALIDATION_FAILED', 'query/limit');
    await expectForeignKeysSee404(world, { method: 'GET', url: `${calendarUrl()}/locks` });
  });
});

describe('PUT /v1/holiday-calendars/{id}', () => {
  it('switches the calendar off and on with its version; locks apply it at their next synchronization', async () => {
    const front = await seedLock(world, 'front');
    expect((await findVisibleLock(world.deps.store.db, world.a.test.id, front.id))!.holidayCalendarEnabled).toBe(true);
    const before = await lastProtocolId(world);
    const current = await calendar();
    const off = await world.call('PUT', calendarUrl(), { body: { ...current, active: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ active: false, version: current.version + 1 });
    expect(off.body.holidayCalendarSlots).toEqual(current.holidayCalendarSlots);
    expect((await findVisibleLock(world.deps.store.db, world.a.test.id, front.id))!).toMatchObject({
      holidayCalendarEnabled: false,
      holidaySlots: [],
    });
    const tasksOfFront = async (): Promise<string[]> =>
      (await world.call('GET', `/v1/maintenance-tasks?lockId=${front.id}`)).body.lockMaintenanceTaskList[0]?.maintenanceTaskList ?? [];
    expect(await tasksOfFront()).toContain('HOLIDAY_CALENDAR_NOT_SYNCHRONIZED');
    await syncLock(world, world.a.test, front.id);
    expect(await tasksOfFront()).not.toContain('HOLIDAY_CALENDAR_NOT_SYNCHRONIZED');
    expectProblem(await world.call('PUT', calendarUrl(), { body: { ...current, active: true } }), 409, 'VERSION_CONFLICT');
    const on = await world.call('PUT', calendarUrl(), { body: { id: calendarId, version: off.body.version, active: true } });
    expect(on.body).toMatchObject({ active: true, version: off.body.version + 1 });
    // Sending the same state again changes nothing.
    expect((await world.call('PUT', calendarUrl(), { body: on.body })).body.version).toBe(on.body.version);
    expect((await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type)).toEqual([
      'DEACTIVATE_HOLIDAYS',
      'REACTIVATE_HOLIDAYS',
    ]);
  });

  it('refuses bodies without active or with another id, and foreign or unknown calendars', async () => {
    const current = await calendar();
    expectProblem(
      await world.call('PUT', calendarUrl(), { body: { id: calendarId, version: current.version } }),
      400,
      'VALIDATION_FAILED',
      '/active',
    );
    expectProblem(await world.call('PUT', calendarUrl(), { body: { ...current, id: calendarId + 1 } }), 400, 'VALIDATION_FAILED', '/id');
    expectProblem(await world.call('PUT', calendarUrl(), { body: { ...current, colour: 'red' } }), 400, 'VALIDATION_FAILED', '/colour');
    expectProblem(await world.call('PUT', '/v1/holiday-calendars/99999999', { body: { ...current, id: 99999999 } }), 404);
    await expectForeignKeysSee404(world, { method: 'PUT', url: calendarUrl(), body: current });
  });
});

describe('POST …/slots', () => {
  it('adds a single slot, answers the calendar with a new version and protocols CREATE_HOLIDAY', async () => {
    const before = await lastProtocolId(world);
    const version = (await calendar()).version;
    const name = uniqueName('Bridge day');
    const res = await world.call('POST', slotsUrl(), {
      body: { slotName: name, validFrom: '2030-05-31T00:00', validTo: '2030-06-01T00:00' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.version).toBe(version + 1);
    expect(res.body.holidayCalendarSlots).toContainEqual({
      id: expect.any(Number),
      version: 1,
      slotName: name,
      validFrom: '2030-05-31T00:00',
      validTo: '2030-06-01T00:00',
    });
    const entries = await protocolSince(world, world.a.test.id, before);
    expect(entries.map((e) => e.event_type)).toEqual(['CREATE_HOLIDAY']);
    expect(JSON.parse(entries[0].fields)).toMatchObject({ name, validFrom: '2030-05-31T00:00', validTo: '2030-06-01T00:00' });
  });

  it('creates series of every kind, ending after a number of slots or on a date', async () => {
    const daily = await createSlots({
      slotName: uniqueName('Daily'),
      validFrom: '2031-03-01T08:00',
      validTo: '2031-03-01T12:30',
      series: { repetitionType: 'DAILY', endsAfter: 3 },
    });
    expect(daily.map((s: any) => [s.validFrom, s.validTo, s.seriesSequenceNumber])).toEqual([
      ['2031-03-01T08:00', '2031-03-01T12:30', 1],
      ['2031-03-02T08:00', '2031-03-02T12:30', 2],
      ['2031-03-03T08:00', '2031-03-03T12:30', 3],
    ]);
    expect(new Set(daily.map((s: any) => s.series.id)).size).toBe(1);
    const weekly = await createSlots({
      slotName: uniqueName('Weekly'),
      validFrom: '2031-04-07T00:00',
      validTo: '2031-04-08T00:00',
      series: { repetitionType: 'WEEKLY', endsOn: '2031-04-28' },
    });
    expect(weekly.map((s: any) => s.validFrom.slice(0, 10))).toEqual(['2031-04-07', '2031-04-14', '2031-04-21', '2031-04-28']);
    const monthly = await createSlots({
      slotName: uniqueName('Monthly'),
      validFrom: '2031-01-31T00:00',
      validTo: '2031-02-01T00:00',
      series: { repetitionType: 'MONTHLY', endsAfter: 4 },
    });
    expect(monthly.map((s: any) => s.validFrom.slice(0, 10))).toEqual(['2031-01-31', '2031-03-31', '2031-05-31', '2031-07-31']);
    // The second Tuesday of each month.
    const weekday = await createSlots({
      slotName: uniqueName('Second Tuesday'),
      validFrom: '2031-01-14T09:00',
      validTo: '2031-01-14T17:00',
      series: { repetitionType: 'MONTHLY_SPECIFIC_WEEK_DAY', endsAfter: 3 },
    });
    expect(weekday.map((s: any) => s.validFrom.slice(0, 10))).toEqual(['2031-01-14', '2031-02-11', '2031-03-11']);
    const yearly = await createSlots({
      slotName: uniqueName('Leap day'),
      validFrom: '2032-02-29T00:00',
      validTo: '2032-03-01T00:00',
      series: { repetitionType: 'YEARLY', endsOn: '2040-12-31' },
    });
    expect(yearly.map((s: any) => s.validFrom.slice(0, 10))).toEqual(['2032-02-29', '2036-02-29', '2040-02-29']);
    expect(yearly[0].series).toEqual({ id: expect.any(Number), repetitionType: 'YEARLY', endsOn: '2040-12-31' });
  });

  it('is served at the specification path /v1/holidayCalendars/{id}/slots/', async () => {
    const name = uniqueName('Spec spelling');
    const res = await world.call('POST', `/v1/holidayCalendars/${calendarId}/slots/`, {
      body: { slotName: name, validFrom: '2033-01-02T00:00', validTo: '2033-01-03T00:00' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.holidayCalendarSlots.map((s: any) => s.slotName)).toContain(name);
  });

  it('refuses bad times, names and series, and duplicates', async () => {
    const ok = { slotName: uniqueName('Bad'), validFrom: '2034-01-01T00:00', validTo: '2034-01-02T00:00' };
    expectProblem(await world.call('POST', slotsUrl(), { body: { ...ok, validTo: ok.validFrom } }), 400, 'VALIDATION_FAILED', '/validTo');
    expectProblem(
      await world.call('POST', slotsUrl(), { body: { ...ok, validFrom: '2034-01-01T00:00Z' } }),
      400,
      'VALIDATION_FAILED',
      '/validFrom',
    );
    expectProblem(
      await world.call('POST', slotsUrl(), { body: { ...ok, validFrom: '2034-01-01T00:00:00' } }),
      400,
      'VALIDATION_FAILED',
      '/validFrom',
    );
    expectProblem(
      await world.call('POST', slotsUrl(), { body: { ...ok, validTo: '2034-02-30T00:00' } }),
      400,
      'VALIDATION_FAILED',
      '/validTo',
    );
    expectProblem(await world.call('POST', slotsUrl(), { body: { ...ok, slotName: '' } }), 400, 'VALIDATION_FAILED', '/slotName');
    expectProblem(
      await world.call('POST', slotsUrl(), { body: { ...ok, slotName: 'x'.repeat(51) } }),
      400,
      'VALIDATION_FAILED',
      '/slotName',
    );
    const { slotName: _n, ...nameless } = ok;
    expectProblem(await world.call('POST', slotsUrl(), { body: nameless }), 400, 'VALIDATION_FAILED', '/slotName');
    expectProblem(
      await world.call('POST', slotsUrl(), { body: { ...ok, series: { repetitionType: 'DAILY' } } }),
      400,
      'VALIDATION_FAILED',
      '/series',
    );
    expectProblem(
      await world.call('POST', slotsUrl(), { body: { ...ok, series: { repetitionType: 'DAILY', endsAfter: 2, endsOn: '2034-02-01' } } }),
      400,
      'VALIDATION_FAILED',
      '/series',
    );
    expectProblem(
      await world.call('POST', slotsUrl(), { body: { ...ok, series: { repetitionType: 'DAILY', endsOn: '2033-12-01' } } }),
      400,
      'VALIDATION_FAILED',
      '/series/endsOn',
    );
    expectProblem(
      await world.call('POST', slotsUrl(), { body: { ...ok, series: { repetitionType: 'HOURLY', endsAfter: 2 } } }),
      400,
      'VALIDATION_FAILED',
      '/series/repetitionType',
    );
    expect((await world.call('POST', slotsUrl(), { body: ok })).status).toBe(200);
    expectProblem(await world.call('POST', slotsUrl(), { body: { ...ok, slotName: 'Twin' } }), 400, 'DUPLICATE_SLOT');
    expectProblem(await world.call('POST', '/v1/holiday-calendars/99999999/slots', { body: ok }), 404);
    await expectForeignKeysSee404(world, {
      method: 'POST',
      url: slotsUrl(),
      body: { ...ok, validFrom: '2034-03-01T00:00', validTo: '2034-03-02T00:00' },
    });
  });

  it('holds at most 320 slots', async () => {
    expectProblem(
      await world.call('POST', slotsUrl(), {
        body: {
          slotName: 'Too many',
          validFrom: '2040-01-01T00:00',
          validTo: '2040-01-01T01:00',
          series: { repetitionType: 'DAILY', endsAfter: 321 },
        },
      }),
      400,
      'TOO_MANY_SLOTS',
    );
    const count = (await calendar()).holidayCalendarSlots.length;
    const fill = await world.call('POST', slotsUrl(), {
      body: {
        slotName: 'Filler',
        validFrom: '2041-01-01T00:00',
        validTo: '2041-01-01T01:00',
        series: { repetitionType: 'DAILY', endsAfter: 320 - count },
      },
    });
    expect(fill.status, JSON.stringify(fill.body)).toBe(200);
    expect(fill.body.holidayCalendarSlots).toHaveLength(320);
    expectProblem(
      await world.call('POST', slotsUrl(), { body: { slotName: 'One more', validFrom: '2045-01-01T00:00', validTo: '2045-01-02T00:00' } }),
      400,
      'TOO_MANY_SLOTS',
    );
    await resetTestData(world);
    calendarId = (await world.call('GET', '/v1/holiday-calendars')).body.holidayCalendarList[0].id;
  });
});

describe('GET, PUT and DELETE …/slots/{slotId}', () => {
  it('reads one slot under both spellings, 404 for unknown and foreign ones', async () => {
    const [slot] = await createSlots({ slotName: uniqueName('Read me'), validFrom: '2035-01-01T00:00', validTo: '2035-01-02T00:00' });
    expect((await world.call('GET', `${slotsUrl()}/${slot.id}`)).body).toEqual(slot);
    expect((await world.call('GET', `/v1/holidayCalendars/${calendarId}/slots/${slot.id}/`)).body).toEqual(slot);
    expectProblem(await world.call('GET', `${slotsUrl()}/99999999`), 404);
    expectProblem(await world.call('GET', `${slotsUrl()}/x`), 400, 'VALIDATION_FAILED', 'path/holidayCalendarSlotId');
    const other = (await world.call('GET', '/v1/holiday-calendars', { key: world.a.productionKey })).body.holidayCalendarList[0].id;
    expectProblem(await world.call('GET', `/v1/holiday-calendars/${other}/slots/${slot.id}`, { key: world.a.productionKey }), 404);
    await expectForeignKeysSee404(world, { method: 'GET', url: `${slotsUrl()}/${slot.id}` });
  });

  it('changes a single slot with its version (409 when stale) and protocols EDIT_HOLIDAY_SINGLE', async () => {
    const [slot] = await createSlots({ slotName: uniqueName('Edit me'), validFrom: '2035-02-01T00:00', validTo: '2035-02-02T00:00' });
    const before = await lastProtocolId(world);
    const body = { ...slot, slotName: 'Edited', validTo: '2035-02-03T00:00', modifyFutureSlots: false };
    const res = await world.call('PUT', `${slotsUrl()}/${slot.id}`, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.holidayCalendarSlots.find((s: any) => s.id === slot.id)).toEqual({
      ...slot,
      slotName: 'Edited',
      validTo: '2035-02-03T00:00',
      version: 2,
    });
    expectProblem(await world.call('PUT', `${slotsUrl()}/${slot.id}`, { body }), 409, 'VERSION_CONFLICT');
    expectProblem(
      await world.call('PUT', `${slotsUrl()}/${slot.id}`, { body: { ...body, version: 2, id: slot.id + 1 } }),
      400,
      'VALIDATION_FAILED',
      '/id',
    );
    const { modifyFutureSlots: _m, ...withoutFlag } = body;
    expectProblem(
      await world.call('PUT', `${slotsUrl()}/${slot.id}`, { body: { ...withoutFlag, version: 2 } }),
      400,
      'VALIDATION_FAILED',
      '/modifyFutureSlots',
    );
    expectProblem(
      await world.call('PUT', `${slotsUrl()}/${slot.id}`, {
        body: { ...body, version: 2, series: { id: 1, repetitionType: 'DAILY', endsAfter: 2 } },
      }),
      400,
      'VALIDATION_FAILED',
      '/series/id',
    );
    expectProblem(
      await world.call('PUT', `${slotsUrl()}/${slot.id}`, { body: { ...body, version: 2, validTo: '2035-01-01T00:00' } }),
      400,
      'VALIDATION_FAILED',
      '/validTo',
    );
    expect((await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type)).toEqual(['EDIT_HOLIDAY_SINGLE']);
    await expectForeignKeysSee404(world, { method: 'PUT', url: `${slotsUrl()}/${slot.id}`, body: { ...body, version: 2 } });
  });

  it('changes one slot of a series, or with modifyFutureSlots it and the later ones', async () => {
    const name = uniqueName('Series');
    const slots = await createSlots({
      slotName: name,
      validFrom: '2036-01-05T00:00',
      validTo: '2036-01-06T00:00',
      series: { repetitionType: 'WEEKLY', endsAfter: 4 },
    });
    const before = await lastProtocolId(world);
    // One occurrence moves; the series keeps it.
    const single = await world.call('PUT', `${slotsUrl()}/${slots[0].id}`, {
      body: { ...slots[0], validFrom: '2036-01-04T00:00', validTo: '2036-01-05T00:00', modifyFutureSlots: false },
    });
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    // From the third on: one day later, twice as long, renamed.
    const third = slots[2];
    const future = await world.call('PUT', `${slotsUrl()}/${third.id}`, {
      body: { ...third, slotName: 'Moved', validFrom: '2036-01-20T00:00', validTo: '2036-01-22T00:00', modifyFutureSlots: true },
    });
    expect(future.status, JSON.stringify(future.body)).toBe(200);
    const byId = new Map(future.body.holidayCalendarSlots.map((s: any) => [s.id, s]));
    expect(byId.get(slots[0].id)).toMatchObject({ slotName: name, validFrom: '2036-01-04T00:00' });
    expect(byId.get(slots[1].id)).toMatchObject({ slotName: name, validFrom: '2036-01-12T00:00', version: 1 });
    expect(byId.get(slots[2].id)).toMatchObject({
      slotName: 'Moved',
      validFrom: '2036-01-20T00:00',
      validTo: '2036-01-22T00:00',
      version: 2,
    });
    expect(byId.get(slots[3].id)).toMatchObject({
      slotName: 'Moved',
      validFrom: '2036-01-27T00:00',
      validTo: '2036-01-29T00:00',
      version: 2,
    });
    expect((await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type)).toEqual([
      'EDIT_HOLIDAY_SERIES_SINGLE',
      'EDIT_HOLIDAY_SERIES_MULTIPLE',
    ]);
  });

  it('replaces the rest of a series by a new one when its rule changes from a later slot', async () => {
    const name = uniqueName('Rule change');
    const slots = await createSlots({
      slotName: name,
      validFrom: '2037-03-02T00:00',
      validTo: '2037-03-03T00:00',
      series: { repetitionType: 'DAILY', endsAfter: 4 },
    });
    const second = slots[1];
    const res = await world.call('PUT', `${slotsUrl()}/${second.id}`, {
      body: { ...second, series: { ...second.series, repetitionType: 'WEEKLY', endsAfter: 2 }, modifyFutureSlots: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = res.body.holidayCalendarSlots.filter((s: any) => s.slotName === name);
    expect(mine.map((s: any) => [s.validFrom.slice(0, 10), s.series.repetitionType, s.seriesSequenceNumber])).toEqual([
      ['2037-03-02', 'DAILY', 1],
      ['2037-03-03', 'WEEKLY', 1],
      ['2037-03-10', 'WEEKLY', 2],
    ]);
    expect(mine[0].series).toEqual({ id: second.series.id, repetitionType: 'DAILY', endsAfter: 1 });
    expect(mine[1].series.id).not.toBe(second.series.id);
  });

  it('deletes a single slot, one of a series, or with deleteFutureSlots the rest of a series', async () => {
    const [lonely] = await createSlots({ slotName: uniqueName('Lonely'), validFrom: '2038-01-01T00:00', validTo: '2038-01-02T00:00' });
    const name = uniqueName('Deleted series');
    const series = await createSlots({
      slotName: name,
      validFrom: '2038-02-01T00:00',
      validTo: '2038-02-02T00:00',
      series: { repetitionType: 'DAILY', endsAfter: 5 },
    });
    const before = await lastProtocolId(world);
    const res = await world.call('DELETE', `${slotsUrl()}/${lonely.id}`, { body: { ...lonely, deleteFutureSlots: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.holidayCalendarSlots.map((s: any) => s.id)).not.toContain(lonely.id);
    expectProblem(await world.call('DELETE', `${slotsUrl()}/${lonely.id}`, { body: { id: lonely.id, deleteFutureSlots: false } }), 404);
    expect(
      (await world.call('DELETE', `${slotsUrl()}/${series[1].id}`, { body: { id: series[1].id, deleteFutureSlots: false } })).status,
    ).toBe(200);
    const rest = await world.call('DELETE', `/v1/holidayCalendars/${calendarId}/slots/${series[3].id}/`, {
      body: { id: series[3].id, version: 1, deleteFutureSlots: true },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const left = rest.body.holidayCalendarSlots.filter((s: any) => s.slotName === name);
    expect(left.map((s: any) => s.id)).toEqual([series[0].id, series[2].id]);
    expect(left[0].series).toMatchObject({ repetitionType: 'DAILY', endsAfter: 2 });
    expect((await protocolSince(world, world.a.test.id, before)).map((e) => e.event_type)).toEqual([
      'DELETE_HOLIDAY_SINGLE',
      'DELETE_HOLIDAY_SERIES_SINGLE',
      'DELETE_HOLIDAY_SERIES_MULTIPLE',
    ]);
  });

  it('refuses deletions with a stale version or without deleteFutureSlots, and foreign ones', async () => {
    const [slot] = await createSlots({ slotName: uniqueName('Keep'), validFrom: '2039-01-01T00:00', validTo: '2039-01-02T00:00' });
    await world.call('PUT', `${slotsUrl()}/${slot.id}`, { body: { ...slot, slotName: 'Kept', modifyFutureSlots: false } });
    expectProblem(
      await world.call('DELETE', `${slotsUrl()}/${slot.id}`, { body: { id: slot.id, version: 1, deleteFutureSlots: false } }),
      409,
      'VERSION_CONFLICT',
    );
    expectProblem(
      await world.call('DELETE', `${slotsUrl()}/${slot.id}`, { body: { id: slot.id } }),
      400,
      'VALIDATION_FAILED',
      '/deleteFutureSlots',
    );
    expectProblem(
      await world.call('DELETE', `${slotsUrl()}/${slot.id}`, { body: { id: slot.id + 1, deleteFutureSlots: false } }),
      400,
      'VALIDATION_FAILED',
      '/id',
    );
    await expectForeignKeysSee404(world, {
      method: 'DELETE',
      url: `${slotsUrl()}/${slot.id}`,
      body: { id: slot.id, deleteFutureSlots: false },
    });
    expect((await world.call('GET', `${slotsUrl()}/${slot.id}`)).body.slotName).toBe('Kept');
  });

  it('tells the locks using the calendar to synchronize after a change', async () => {
    const office = await seedLock(world, 'office');
    const tasksOfOffice = async (): Promise<string[]> =>
      (await world.call('GET', `/v1/maintenance-tasks?lockId=${office.id}`)).body.lockMaintenanceTaskList[0]?.maintenanceTaskList ?? [];
    await syncLock(world, world.a.test, office.id);
    expect(await tasksOfOffice()).not.toContain('HOLIDAY_CALENDAR_NOT_SYNCHRONIZED');
    await createSlots({ slotName: uniqueName('New holiday'), validFrom: '2039-05-01T00:00', validTo: '2039-05-02T00:00' });
    expect(await tasksOfOffice()).toContain('HOLIDAY_CALENDAR_NOT_SYNCHRONIZED');
    const visible = await findVisibleLock(world.deps.store.db, world.a.test.id, office.id);
    expect(visible!.holidaySlots).toContainEqual({ validFrom: '2039-05-01T00:00', validTo: '2039-05-02T00:00' });
    expect(visible!.holidayCalendarId).toBe(calendarId);
  });
});
