import type { World } from './world.ts';

/**
 * Ids of the first objects a key's environment holds, by the name of the path parameter that takes
 * them, for tests that call every operation of the interface with real ids.
 */
export async function pathIdsOf(world: World, key: string): Promise<Record<string, number | undefined>> {
  const first = async (url: string, list: string) => (await world.call('GET', url, { key })).body?.[list]?.[0]?.id as number | undefined;
  const calendar = (await world.call('GET', '/v1/holiday-calendars', { key })).body?.[0];
  return {
    personId: await first('/v1/persons', 'personList'),
    mediumId: await first('/v1/media', 'mediumList'),
    cardId: await first('/v1/media/cards', 'mediumList'),
    phoneId: await first('/v1/media/phones', 'mediumList'),
    authorizationId: await first('/v1/authorizations', 'authorizationList'),
    eventId: await first('/v1/events?createdAfter=2000-01-01T00:00:00.000Z', 'events'),
    areaId: await first('/v1/areas', 'areaList'),
    lockId: await first('/v1/locks', 'lockList'),
    holidayCalendarId: calendar?.id,
    holidayCalendarSlotId: calendar?.holidayCalendarSlotList?.[0]?.id,
    pendingPhoneReplacementId: await first('/v1/pending-phone-replacements', 'pendingPhoneReplacementList'),
  };
}
