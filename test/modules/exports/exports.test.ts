import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, RequestContext } from '../../../src/kernel/context.ts';
import { assignLockToAreas, createArea } from '../../../src/modules/areas/index.ts';
import {
  exportAreas,
  exportLockingComponents,
  exportMedia,
  exportPersons,
  exportSystemProtocol,
  neutralizeFormula,
} from '../../../src/modules/exports/index.ts';
import { createPersons } from '../../../src/modules/persons/service.ts';
import { fixtures } from '../../helpers/fixtures.ts';
import { lastProtocolId, protocolSince } from '../../helpers/locks.ts';
import { protocolFixtures } from '../../helpers/protocol-fixtures.ts';
import { TenantAudit } from '../../helpers/tenant-audit.ts';
import { startWorld, type World } from '../../helpers/world.ts';

const ADMIN: Actor = { kind: 'ADMINISTRATOR', userId: 41, name: 'Ada Admin' };

let world: World;
let ctx: RequestContext;
const audit = new TenantAudit();
beforeAll(async () => {
  world = await startWorld();
  ctx = { env: world.a.production, actor: ADMIN };
  // Customer a's production: a person with a formula for a name, a phone with its person, a card
  // without one, an own lock, a lock shared in by customer b, an area with both and an empty one.
  const a = fixtures(world, world.a.production);
  await createPersons(world.deps, a.ctx, [
    { firstName: '=HYPERLINK("http://evil")', lastName: 'Smith, "Jr"', comment: 'line 1\nline 2', correspondenceLanguageCode: 'de-DE' },
  ]);
  await a.phone();
  await world.deps.store.db
    .insertInto('media')
    .values({
      environment_id: world.a.production.id,
      version: 1,
      medium_type: 'CARD',
      card_form: 'KEY_TAG',
      name: '@SUM(A1)',
      medium_identifier: 'KT-0001',
      activated: 0,
      created_at: '2026-06-01T00:00:00.000Z',
      updated_at: '2026-06-01T00:00:00.000Z',
    })
    .execute();
  const own = await a.lock();
  const b = fixtures(world, world.b.production);
  const partner = await b.lock();
  await protocolFixtures(world).share(partner.id, world.b.production, world.a.production, { alternativeDoorName: 'Partner door' });
  const area = await createArea(world.deps, a.ctx, { name: 'Ground floor', comment: '+1 floor' });
  await assignLockToAreas(world.deps, a.ctx, own.id, [area.id]);
  await assignLockToAreas(world.deps, a.ctx, partner.id, [area.id]);
  await createArea(world.deps, a.ctx, { name: 'Empty' });
  // Customer b's own data, which must never show in a's files.
  await b.phone();
  await createArea(world.deps, b.ctx, { name: 'B secret area' });
  world.deps.store = { ...world.deps.store, db: world.deps.store.db.withPlugin(audit) };
});
afterAll(() => world.close());

/**
 * The records of a CSV text: UTF-8 byte order mark, CRLF line ends, header first. A reader of
 * RFC 4180 for the tests only (no CSV parser among the dependencies): quoted cells may hold
 * commas, doubled quotes and line breaks.
 */
function records(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  const out: string[][] = [];
  let record: string[] = [];
  const cell = /("((?:[^"]|"")*)"|[^,\r\n"]*)(,|\r\n)/y;
  cell.lastIndex = 1;
  while (cell.lastIndex < csv.length) {
    const m = cell.exec(csv);
    if (!m) throw new Error(`not CSV at ${cell.lastIndex}: ${JSON.stringify(csv.slice(cell.lastIndex, cell.lastIndex + 20))}`);
    record.push(m[2] !== undefined ? m[2].replaceAll('""', '"') : m[1]);
    if (m[3] === '\r\n') {
      out.push(record);
      record = [];
    }
  }
  return out;
}

/** The rows of a CSV text as objects by header. */
function rows(csv: string): Record<string, string>[] {
  const [header, ...body] = records(csv);
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]])));
}

/** Runs an export and checks that it wrote exactly its own protocol entry, as the administrator. */
async function exportWithEntry(run: (deps: World['deps'], c: RequestContext) => Promise<string>, eventType: string): Promise<string> {
  const before = await lastProtocolId(world);
  const csv = await run(world.deps, ctx);
  const entries = await protocolSince(world, world.a.production.id, before);
  expect(entries.map((e) => e.event_type)).toEqual([eventType]);
  const row = await world.deps.store.db
    .selectFrom('system_protocol')
    .select(['user_id', 'administrator_name'])
    .where('id', '=', entries[0].id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ user_id: 41, administrator_name: 'Ada Admin' });
  return csv;
}

describe('neutralizeFormula', () => {
  it('puts an apostrophe before text a spreadsheet would read as a formula, and only there', () => {
    for (const text of ['=1+2', '+43 1', '-5', '@SUM(A1)', '\t=1', '\r=1']) expect(neutralizeFormula(text)).toBe(`'${text}`);
    for (const text of ['Smith', '1=1', "'=already", '', 'a-b']) expect(neutralizeFormula(text)).toBe(text);
  });
});

describe('CSV exports', () => {
  it('persons: English header, quoted cells, formulas neutralized, EXPORT_PERSONS recorded', async () => {
    const csv = await exportWithEntry(exportPersons, 'EXPORT_PERSONS');
    expect(records(csv)[0]).toEqual([
      'ID',
      'First name',
      'Last name',
      'Secondary identification',
      'Gender',
      'Birthday',
      'Phone',
      'E-mail address',
      'Street',
      'Postal code',
      'City',
      'Country code',
      'Correspondence language',
      'Comment',
    ]);
    const persons = rows(csv);
    expect(persons).toHaveLength(2);
    expect(persons[0]).toMatchObject({
      'First name': `'=HYPERLINK("http://evil")`,
      'Last name': 'Smith, "Jr"',
      Comment: 'line 1\nline 2',
      'Correspondence language': 'de-DE',
    });
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // A line break inside a cell is quoted, also a bare line feed.
    expect(csv).toContain('"line 1\nline 2"');
    expect(persons[1]['Last name']).toMatch(/^Owner /);
    expect(Number(persons[0].ID)).toBeLessThan(Number(persons[1].ID));
  });

  it('locking components: own and shared-in locks, nothing of others', async () => {
    const csv = await exportWithEntry(exportLockingComponents, 'EXPORT_LOCKING_COMPONENTS');
    const locks = rows(csv);
    expect(locks.map((l) => l.Ownership)).toEqual(['OWNER', 'EXTERNAL']);
    expect(locks[0]).toMatchObject({ 'Lock type': 'CYLINDER', 'Door name': 'Test door', 'Removal requested': 'no' });
    expect(locks[1]).toMatchObject({ 'Alternative name': 'Partner door', 'Locking system ID': String(world.b.production.id) });
  });

  it('media: with person and state; phone numbers and names neutralized', async () => {
    const csv = await exportWithEntry(exportMedia, 'EXPORT_KEYRINGS');
    expect(records(csv)[0]).toEqual([
      'ID',
      'Medium type',
      'Name',
      'Medium identifier',
      'Phone number',
      'State',
      'Person ID',
      'Person',
      'Last synchronized on',
      'Comment',
    ]);
    const [phone, tag] = rows(csv);
    expect(phone).toMatchObject({ 'Medium type': 'PHONE', State: 'ACTIVE', Person: expect.stringMatching(/^Phone Owner /) });
    expect(phone['Phone number']).toMatch(/^'\+43 660 /);
    expect(tag).toMatchObject({ 'Medium type': 'KEY_TAG', Name: "'@SUM(A1)", State: 'DEACTIVATED', 'Person ID': '', Person: '' });
    expect(rows(csv)).toHaveLength(2);
  });

  it('areas: one row per area and lock, an empty area on a row of its own', async () => {
    const csv = await exportWithEntry(exportAreas, 'EXPORT_AREAS');
    expect(records(csv)[0]).toEqual(['Area ID', 'Area', 'Area comment', 'Lock ID', 'Lock identifier', 'Door name']);
    expect(rows(csv).map((r) => [r.Area, r['Area comment'], r['Door name']])).toEqual([
      ['Ground floor', "'+1 floor", 'Test door'],
      ['Ground floor', "'+1 floor", 'Partner door'],
      ['Empty', '', ''],
    ]);
  });

  it('system protocol: newest first, in English, without the export entry itself; then JOURNAL_EXPORTED', async () => {
    const csv = await exportWithEntry(exportSystemProtocol, 'JOURNAL_EXPORTED');
    expect(records(csv)[0]).toEqual([
      'ID',
      'Timestamp',
      'Event type',
      'Event',
      'Administrator',
      'User ID',
      'Lock identifier',
      'Medium identifier',
      'Details',
    ]);
    const entries = rows(csv);
    const ids = entries.map((e) => Number(e.ID));
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect(entries.map((e) => e['Event type'])).toContain('EXPORT_AREAS');
    expect(entries.map((e) => e['Event type'])).not.toContain('JOURNAL_EXPORTED');
    const create = entries.find((e) => e['Event type'] === 'CREATE_PERSON' && e.Details.includes('HYPERLINK'))!;
    expect(create.Event).toBe('Person created');
    expect(JSON.parse(create.Details)).toMatchObject({ name: '=HYPERLINK("http://evil") Smith, "Jr"' });
    const exported = entries.find((e) => e['Event type'] === 'EXPORT_AREAS')!;
    expect(exported).toMatchObject({ Administrator: 'Ada Admin', 'User ID': '41' });
  });

  it("never holds another customer's or environment's data", async () => {
    const all = [
      await exportPersons(world.deps, ctx),
      await exportLockingComponents(world.deps, ctx),
      await exportMedia(world.deps, ctx),
      await exportAreas(world.deps, ctx),
      await exportSystemProtocol(world.deps, ctx),
    ].join('\n');
    expect(all).not.toContain('B secret area');
    // Customer a's test environment has the test data set; none of it is in production's files.
    expect(all).not.toContain('Ground floor,Entrance');
    const test = await exportAreas(world.deps, { env: world.a.test, actor: ADMIN });
    expect(rows(test).map((r) => r.Area)).toContain('Offices');
    expect(rows(test).map((r) => r.Area)).not.toContain('Empty');
    const b = rows(await exportMedia(world.deps, { env: world.b.production, actor: ADMIN }));
    expect(b).toHaveLength(1);
    expect(b[0].Person).toMatch(/^Phone Owner /);
    expect(b[0].ID).not.toBe(rows(await exportMedia(world.deps, ctx))[0].ID);
  });

  it('every query the exports send names the environment (lock rows by id are justified in tenant-scope.test.ts)', () => {
    const justified = ['src/modules/locks/rows.ts:loadVisible', 'src/modules/protocols/privacy.ts:loadLockDirectory', '<outside src>'];
    expect([...new Set(audit.unscoped.map((u) => u.caller))].filter((caller) => !justified.includes(caller))).toEqual([]);
  });
});
