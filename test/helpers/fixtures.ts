import type { RequestContext } from '../../src/kernel/context.ts';
import { createArea } from '../../src/modules/areas/service.ts';
import { registerLock } from '../../src/modules/locks/service.ts';
import { createPhones } from '../../src/modules/media/phones.ts';
import { createPersons } from '../../src/modules/persons/service.ts';
import { assignMedia } from '../../src/modules/media/states.ts';
import type { EnvironmentRef } from '../../src/kernel/context.ts';
import { TEST_ACTOR, type World } from './world.ts';
import { clock } from '../../src/kernel/clock.ts';

let counter = 0;
const unique = () => `${clock.nowMs().toString(36).slice(-4)}${(counter++).toString(36)}`.toUpperCase();

/** Objects created through the services (as an administrator would), for tests of other routes. */
export function fixtures(world: World, env: EnvironmentRef) {
  const ctx: RequestContext = { env, actor: TEST_ACTOR };
  const deps = world.deps;
  return {
    ctx,
    lock: (timezone = 'Europe/Vienna') =>
      registerLock(deps, ctx, {
        lockIdentifier: `T-${unique()}`,
        lockType: 'CYLINDER',
        lockTechnology: 'NFC_AND_BLE',
        doorName: 'Test door',
        timezone,
      }),
    area: () => createArea(deps, ctx, { name: `Area ${unique()}` }),
    person: async (language: 'de-DE' | 'en-UK' | 'fr-FR' = 'en-UK') =>
      (await createPersons(deps, ctx, [{ firstName: 'Test', lastName: `Person ${unique()}`, correspondenceLanguageCode: language }]))[0],
    /** A phone assigned to a new person of the given language. */
    phone: async (language: 'de-DE' | 'en-UK' | 'fr-FR' = 'en-UK') => {
      const [phone] = await createPhones(deps, ctx, [{ phoneNumber: `+43 660 ${Math.floor(Math.random() * 1e7)}` }]);
      const person = (
        await createPersons(deps, ctx, [{ firstName: 'Phone', lastName: `Owner ${unique()}`, correspondenceLanguageCode: language }])
      )[0];
      await assignMedia(deps, ctx, [{ mediumId: phone.id, personId: person.id }]);
      return { ...phone, personId: person.id };
    },
  };
}
