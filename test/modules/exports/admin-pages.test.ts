import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../src/kernel/clock.ts';
import { createArea } from '../../../src/modules/areas/index.ts';
import { createPersons } from '../../../src/modules/persons/service.ts';
import { AdminClient, loggedInAdmin, type AdminAccount } from '../../helpers/admin.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { protocolSince } from '../../helpers/locks.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
let ada: AdminAccount;
/** What customer a's files must hold and customer b's data that they must never hold. */
const own: Record<string, string> = {};
const foreign: Record<string, string> = {};

beforeAll(async () => {
  world = await startWorld();
  for (const [customer, names] of [
    [world.a, own],
    [world.b, foreign],
  ] as const) {
    const f = fixtures(world, customer.production);
    const tag = customer === world.a ? 'Aardvark' : 'Bxsecret';
    await createPersons(world.deps, f.ctx, [{ firstName: 'Ann', lastName: tag, correspondenceLanguageCode: 'en-UK' }]);
    names.persons = tag;
    names['locking-components'] = (await f.lock()).lockIdentifier;
    names.media = (await f.phone()).phoneNumber;
    names.areas = `Hall ${tag}`;
    await createArea(world.deps, f.ctx, { name: names.areas });
    // The area's creation is protocolled with its name.
    names['system-protocol'] = names.areas;
  }
  ada = await loggedInAdmin(world);
});
afterAll(() => world?.close());

const EXPORTS = [
  ['persons', 'EXPORT_PERSONS', 'ID,First name,Last name,'],
  ['locking-components', 'EXPORT_LOCKING_COMPONENTS', 'ID,Lock identifier,Lock type,'],
  ['media', 'EXPORT_KEYRINGS', 'ID,Medium type,Name,'],
  ['areas', 'EXPORT_AREAS', 'Area ID,Area,Area comment,'],
  ['system-protocol', 'JOURNAL_EXPORTED', 'ID,Timestamp,Event type,'],
] as const;

describe('exports page', () => {
  it('lists the five exports, each a form with the token', async () => {
    const page = await ada.client.get('/admin/exports');
    expect(page.status).toBe(200);
    for (const [name] of EXPORTS) expect(page.body).toMatch(new RegExp(`action="/admin/exports/${name}"[^]*?name="_csrf" value="[^"]+"`));
    expect(page.body).toContain('aria-current="page"');
  });

  it.each(EXPORTS)('%s downloads as CSV of customer a only and records %s', async (name, eventType, header) => {
    const since = (await protocolSince(world, world.a.production.id)).at(-1)!.id;
    const res = await ada.client.post(`/admin/exports/${name}`);
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date(clock.nowMs()).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}-${world.a.number}-${day}.csv"`);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(new RegExp(`^${header}`));
    expect(res.body).toContain(own[name]);
    expect(res.body).not.toContain(foreign[name]);
    const entries = await protocolSince(world, world.a.production.id, since);
    expect(entries.map((e) => e.event_type)).toEqual([eventType]);
    const entry = await world.deps.store.db
      .selectFrom('system_protocol')
      .select(['user_id', 'administrator_name'])
      .where('id', '=', entries[0].id)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ user_id: ada.acoId, administrator_name: 'Ada Admin' });
  });

  it('answers 404 for an unknown export, recording nothing', async () => {
    const since = (await protocolSince(world, world.a.production.id)).at(-1)!.id;
    for (const name of ['unknown', 'constructor', '__proto__']) {
      expect((await ada.client.post(`/admin/exports/${name}`)).status).toBe(404);
    }
    expect(await protocolSince(world, world.a.production.id, since)).toEqual([]);
  });

  it('refuses a download without the form token, recording nothing', async () => {
    const since = (await protocolSince(world, world.a.production.id)).at(-1)!.id;
    const res = await ada.client.post('/admin/exports/persons', {}, { csrf: null });
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(await protocolSince(world, world.a.production.id, since)).toEqual([]);
  });

  it('sends visitors without a session to the log-in', async () => {
    const anonymous = new AdminClient(world.app);
    const page = await anonymous.get('/admin/exports');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/admin/login?next=%2Fadmin%2Fexports');
    expect((await anonymous.post('/admin/exports/persons')).status).toBe(401);
  });

  it("gives customer b's administrator b's data under b's number", async () => {
    const bob = await loggedInAdmin(world, world.b, 'Bob');
    const res = await bob.client.post('/admin/exports/areas');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="areas-${world.b.number}-`);
    expect(res.body).toContain(foreign.areas);
    expect(res.body).not.toContain(own.areas);
  });
});
