import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../src/kernel/clock.ts';
import { recordLockEvents, recordUnlocking, type SimpleMedium } from '../../../src/modules/protocol-log/index.ts';
import { AdminClient, loggedInAdmin, type AdminAccount } from '../../helpers/admin.ts';
import { daysAgo, protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { startWorld, type World } from '../../helpers/world.ts';

let world: World;
let ada: AdminAccount;
/** Customer a's production lock with one recent and one older unlocking, a busy lock with 55 entries. */
let lock: { id: number; lockIdentifier: string };
let busy: { id: number; lockIdentifier: string };
let medium: SimpleMedium;
let areaId: number;
const PERSON = { firstName: 'Erika', lastName: 'Protocol <script>alert(1)</script>', correspondenceLanguageCode: 'de-DE' };

const day = (date: Date) => date.toISOString().slice(0, 10);
const rows = (body: string) => (body.match(/<tr><td><time /g) ?? []).length;
/** The field block of an input (label, control, hint, error), to check that an error stands next to its field. */
const fieldBlock = (body: string, name: string) => {
  const match = new RegExp(`<div class="field[^"]*"><label for="f-${name}-\\d+">[\\s\\S]*?</div>`).exec(body);
  return match?.[0] ?? '';
};

beforeAll(async () => {
  world = await startWorld();
  const fx = protocolFixtures(world);
  const db = world.deps.store.db;
  const ctx = world.ctx(world.a.production);
  lock = await fx.lock(world.a.production, { doorName: 'Main entrance' });
  busy = await fx.lock(world.a.production, { doorName: 'Busy door' });
  medium = await fx.medium(world.a.production, 'Anna’s phone');
  areaId = await fx.area(world.a.production, [lock.id]);
  await recordUnlocking(db, ctx, { lockId: lock.id, medium, type: 'UNLOCKING_SUCCESSFUL', at: daysAgo(1) });
  await recordUnlocking(db, ctx, { lockId: lock.id, medium, type: 'UNLOCKING_SUCCESSFUL', at: daysAgo(20) });
  await recordLockEvents(
    db,
    ctx,
    busy.id,
    Array.from({ length: 55 }, (_, i) => ({
      type: 'UNLOCKING_SUCCESSFUL' as const,
      medium,
      fields: { mediumIdentifier: medium.mediumIdentifier },
      at: daysAgo(2, i / 60),
    })),
  );
  const created = await world.call('POST', '/v1/persons', { key: world.a.productionKey, body: [PERSON] });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  ada = await loggedInAdmin(world);
});
afterAll(() => world?.close());

describe('protocol pages of the web administration', () => {
  it('sends a visitor without a session to the log-in page', async () => {
    const page = await new AdminClient(world.app).get('/admin/protocols/locks');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/admin/login?next=%2Fadmin%2Fprotocols%2Flocks');
  });

  it('lists the lock protocol of the last 7 days in the ACO’s language, with the texts of the interface', async () => {
    const page = await ada.client.get('/admin/protocols/locks');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Lock protocol</h1>');
    expect(page.body).toMatch(/<a href="\/admin\/protocols\/locks" aria-current="page">Protocols<\/a>/);
    expect(page.body).toMatch(/<a href="\/admin\/protocols\/locks" aria-current="page">Lock protocol<\/a>/);
    expect(page.body).toContain(`value="${day(daysAgo(6))}"`);
    expect(page.body).toContain(`value="${day(clock.now())}"`);
    expect(page.body).toContain('<option value="en-UK" selected>English (en-UK)</option>');
    expect(page.body).toContain('<th scope="col">Details</th>');
    expect(page.body).toContain('Unlocking successful');
    expect(page.body).toContain(
      `<span class="ac-medium">${medium.mediumIdentifier}</span> unlocked <span class="ac-lock">${lock.lockIdentifier}</span>`,
    );
    expect(page.body).toContain(`Main entrance (${lock.lockIdentifier})`);
  });

  it('shows the texts in the language chosen, and in German by default for a German-speaking ACO', async () => {
    const german = await ada.client.get(`/admin/protocols/locks?lockId=${lock.id}&language=de-DE`);
    expect(german.status).toBe(200);
    expect(german.body).toContain('Öffnung erfolgreich');
    expect(german.body).toContain(
      `<span class="ac-medium">${medium.mediumIdentifier}</span> hat <span class="ac-lock">${lock.lockIdentifier}</span> geöffnet`,
    );
    expect(german.body).toContain('<td lang="de">Öffnung erfolgreich</td>');

    const hans = await loggedInAdmin(world, world.a, 'Hans');
    await hans.client.get('/admin/account');
    expect((await hans.client.post('/admin/account/language', { language: 'de' })).status).toBe(303);
    const page = await hans.client.get('/admin/protocols/system');
    expect(page.body).toContain('<h1>Systemprotokoll</h1>');
    expect(page.body).toContain('<option value="de-DE" selected>Deutsch (de-DE)</option>');
    expect(page.body).toContain('Person angelegt');
  });

  it('pictures the unlocks per day of the last 30 days, of all locks and of one', async () => {
    const all = await ada.client.get('/admin/protocols/locks');
    expect(all.body).toContain('aria-label="Unlocks per day, last 30 days, all locks: 57 unlocks in total"');
    const one = await ada.client.get(`/admin/protocols/locks?lockId=${lock.id}`);
    expect(one.body).toContain('aria-label="Unlocks per day of this lock, last 30 days: 2 unlocks in total"');
  });

  it('pages by 50 entries', async () => {
    const first = await ada.client.get(`/admin/protocols/locks?lockId=${busy.id}`);
    expect(rows(first.body)).toBe(50);
    expect(first.body).toContain('Entries 1–50 of 55');
    const next = /<a href="([^"]+)" rel="next">/.exec(first.body)?.[1].replaceAll('&amp;', '&');
    expect(next).toContain('offset=50');
    expect(next).toContain(`lockId=${busy.id}`);
    const second = await ada.client.get(next!);
    expect(rows(second.body)).toBe(5);
    expect(second.body).toContain('Entries 51–55 of 55');
    expect(second.body).toMatch(/rel="prev"/);
    expect(second.body).not.toMatch(/rel="next"/);
  });

  it('narrows to the chosen range and refuses bad ranges next to their field with 400', async () => {
    const recent = await ada.client.get(`/admin/protocols/locks?lockId=${lock.id}`);
    expect(rows(recent.body)).toBe(1);
    const longer = await ada.client.get(`/admin/protocols/locks?lockId=${lock.id}&from=${day(daysAgo(30))}&to=${day(clock.now())}`);
    expect(rows(longer.body)).toBe(2);
    const older = await ada.client.get(`/admin/protocols/locks?lockId=${lock.id}&from=${day(daysAgo(30))}&to=${day(daysAgo(10))}`);
    expect(rows(older.body)).toBe(1);

    const tooLong = await ada.client.get(`/admin/protocols/locks?from=${day(daysAgo(400))}&to=${day(clock.now())}`);
    expect(tooLong.status).toBe(400);
    expect(fieldBlock(tooLong.body, 'to')).toContain('At most 365 days at once');
    expect(fieldBlock(tooLong.body, 'to')).toContain('aria-invalid="true"');
    expect(tooLong.body).not.toContain('<table');
    const reversed = await ada.client.get(`/admin/protocols/system?from=${day(clock.now())}&to=${day(daysAgo(3))}`);
    expect(reversed.status).toBe(400);
    expect(fieldBlock(reversed.body, 'to')).toContain('Must not be before the start date.');
    const malformed = await ada.client.get('/admin/protocols/credits?from=2026-02-30');
    expect(malformed.status).toBe(400);
    expect(fieldBlock(malformed.body, 'from')).toContain('Enter a date like 2026-01-31.');
    const language = await ada.client.get('/admin/protocols/locks?language=en');
    expect(language.status).toBe(400);
    expect(fieldBlock(language.body, 'language')).toContain('Choose one of the listed languages.');
  });

  it('passes the interface’s refusal of a lock and an area at once to the area field', async () => {
    const page = await ada.client.get(`/admin/protocols/locks?lockId=${lock.id}&areaId=${areaId}`);
    expect(page.status).toBe(400);
    expect(fieldBlock(page.body, 'areaId')).toContain('cannot be combined with lockId');
    const area = await ada.client.get(`/admin/protocols/locks?areaId=${areaId}`);
    expect(rows(area.body)).toBe(1);
  });

  it('shows the medium protocol of one medium', async () => {
    const page = await ada.client.get(`/admin/protocols/media?mediumId=${medium.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Medium protocol</h1>');
    expect(page.body).toContain(`<option value="${medium.id}" selected>Anna’s phone</option>`);
    expect(page.body).toContain('Entries 1–50 of 56');
  });

  it('shows the system protocol entry of an interface change, its values escaped', async () => {
    const page = await ada.client.get('/admin/protocols/system');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Person created');
    expect(page.body).toContain('<span class="ac-person">Erika Protocol &lt;script&gt;alert(1)&lt;/script&gt;</span>');
    expect(page.body).not.toContain('<script>alert(1)');
  });

  it('shows the production activation in the credits protocol', async () => {
    const english = await ada.client.get('/admin/protocols/credits');
    expect(english.status).toBe(200);
    expect(english.body).toContain('API access purchased');
    const german = await ada.client.get('/admin/protocols/credits?language=de-DE');
    expect(german.body).toContain('API-Zugang gekauft');
  });

  it('shows another customer’s ACO none of these entries and 404 for its objects', async () => {
    const bea = await loggedInAdmin(world, world.b, 'Bea');
    for (const tab of ['locks', 'media', 'system']) {
      const page = await bea.client.get(`/admin/protocols/${tab}?from=${day(daysAgo(30))}`);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain(lock.lockIdentifier);
      expect(page.body).not.toContain(medium.mediumIdentifier);
      expect(page.body).not.toContain('Erika');
    }
    expect((await bea.client.get(`/admin/protocols/locks?lockId=${lock.id}`)).status).toBe(404);
    expect((await bea.client.get(`/admin/protocols/locks?areaId=${areaId}`)).status).toBe(404);
    expect((await bea.client.get(`/admin/protocols/media?mediumId=${medium.id}`)).status).toBe(404);
  });
});
