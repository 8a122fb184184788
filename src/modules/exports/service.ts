import { inTransaction, envNow, type Db, type Deps, type RequestContext } from '../../kernel/context.ts';
import { allAreasOfEnvironment, type Area } from '../areas/index.ts';
import { allLocksOfEnvironment, type Lock } from '../locks/index.ts';
import { allMediaOfEnvironment, type Medium } from '../media/index.ts';
import { allPersonsOfEnvironment, personName, type Person } from '../persons/index.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { listSystemProtocol, type SystemProtocolView } from '../protocols/index.ts';
import { toCsv, type Column } from './csv.ts';

/**
 * CSV exports of the administration: each answers the whole of one kind of data of the caller's
 * environment as CSV text (see csv.ts for the format) and records its export in the system
 * protocol, in the transaction that read the data.
 */

/** Reads with the transaction's connection and records the export in the same transaction. */
function exported<T>(deps: Deps, ctx: RequestContext, type: string, read: (tx: Db) => Promise<T>, csv: (data: T) => string) {
  return inTransaction(deps, async (tx) => {
    const text = csv(await read(tx));
    await recordSystemEvent(tx, ctx, { type });
    return text;
  });
}

const PERSON_COLUMNS: Column<Person>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'First name', value: (p) => p.firstName },
  { header: 'Last name', value: (p) => p.lastName },
  { header: 'Secondary identification', value: (p) => p.secondaryIdentification },
  { header: 'Gender', value: (p) => p.gender },
  { header: 'Birthday', value: (p) => p.birthday },
  { header: 'Phone', value: (p) => p.phone },
  { header: 'E-mail address', value: (p) => p.emailAddress },
  { header: 'Street', value: (p) => p.street },
  { header: 'Postal code', value: (p) => p.postalCode },
  { header: 'City', value: (p) => p.city },
  { header: 'Country code', value: (p) => p.countryCode },
  { header: 'Correspondence language', value: (p) => p.correspondenceLanguageCode },
  { header: 'Comment', value: (p) => p.comment },
];

/** Every person of the environment (EXPORT_PERSONS). */
export function exportPersons(deps: Deps, ctx: RequestContext): Promise<string> {
  return exported(
    deps,
    ctx,
    'EXPORT_PERSONS',
    (tx) => allPersonsOfEnvironment(tx, ctx.env.id),
    (persons) => toCsv(PERSON_COLUMNS, persons),
  );
}

const LOCK_COLUMNS: Column<Lock>[] = [
  { header: 'ID', value: (l) => l.id },
  { header: 'Lock identifier', value: (l) => l.lockIdentifier },
  { header: 'Lock type', value: (l) => l.lockType },
  { header: 'Technology', value: (l) => l.lockTechnology },
  { header: 'Ownership', value: (l) => l.ownership },
  { header: 'Locking system ID', value: (l) => l.lockingSystemId },
  { header: 'Door name', value: (l) => l.lockDoor.name },
  { header: 'Alternative name', value: (l) => l.lockDoor.alternativeName },
  { header: 'Additional information', value: (l) => l.lockDoor.additionalInformation },
  { header: 'Location', value: (l) => l.lockDoor.location },
  { header: 'Firmware', value: (l) => l.lockFirmware?.appletVersion },
  { header: 'Removal requested', value: (l) => l.removalRequested },
  { header: 'Comment', value: (l) => l.comment },
];

/** Every lock the environment sees: its own and those shared with it (EXPORT_LOCKING_COMPONENTS). */
export function exportLockingComponents(deps: Deps, ctx: RequestContext): Promise<string> {
  return exported(
    deps,
    ctx,
    'EXPORT_LOCKING_COMPONENTS',
    (tx) => allLocksOfEnvironment(tx, ctx.env.id),
    (locks) => toCsv(LOCK_COLUMNS, locks),
  );
}

type MediumWithPerson = { medium: Medium; person?: Person };

const MEDIUM_COLUMNS: Column<MediumWithPerson>[] = [
  { header: 'ID', value: ({ medium }) => medium.id },
  // Key tags are RFID media of their own form; the interface calls both CARD.
  { header: 'Medium type', value: ({ medium }) => (medium.mediumType === 'CARD' ? medium.cardForm : medium.mediumType) },
  { header: 'Name', value: ({ medium }) => medium.name },
  { header: 'Medium identifier', value: ({ medium }) => medium.mediumIdentifier },
  { header: 'Phone number', value: ({ medium }) => (medium.mediumType === 'PHONE' ? medium.phoneNumber : undefined) },
  { header: 'State', value: ({ medium }) => (medium.activated ? 'ACTIVE' : 'DEACTIVATED') },
  { header: 'Person ID', value: ({ medium }) => medium.personId },
  { header: 'Person', value: ({ person }) => person && personName(person) },
  { header: 'Last synchronized on', value: ({ medium }) => medium.lastSynchronizedOn },
  { header: 'Comment', value: ({ medium }) => medium.comment },
];

/** Every medium of the environment with its person and state (EXPORT_KEYRINGS). */
export function exportMedia(deps: Deps, ctx: RequestContext): Promise<string> {
  return exported(
    deps,
    ctx,
    'EXPORT_KEYRINGS',
    async (tx) => {
      const media = await allMediaOfEnvironment(tx, ctx.env.id);
      const persons = new Map((await allPersonsOfEnvironment(tx, ctx.env.id)).map((p) => [p.id, p]));
      return media.map((medium) => ({ medium, person: medium.personId === undefined ? undefined : persons.get(medium.personId) }));
    },
    (rows) => toCsv(MEDIUM_COLUMNS, rows),
  );
}

type AreaLock = { area: Area; lock?: Lock };

const AREA_COLUMNS: Column<AreaLock>[] = [
  { header: 'Area ID', value: ({ area }) => area.id },
  { header: 'Area', value: ({ area }) => area.name },
  { header: 'Area comment', value: ({ area }) => area.comment },
  { header: 'Lock ID', value: ({ lock }) => lock?.id },
  { header: 'Lock identifier', value: ({ lock }) => lock?.lockIdentifier },
  { header: 'Door name', value: ({ lock }) => lock && (lock.lockDoor.alternativeName ?? lock.lockDoor.name) },
];

/**
 * Every area with its locks (assigned or being assigned, as the interface lists them): one row
 * per area and lock, so the file sorts and filters in a spreadsheet; an area without locks has
 * one row with the lock columns empty (EXPORT_AREAS).
 */
export function exportAreas(deps: Deps, ctx: RequestContext): Promise<string> {
  return exported(
    deps,
    ctx,
    'EXPORT_AREAS',
    (tx) => allAreasOfEnvironment(tx, ctx.env.id),
    (areas) =>
      toCsv(
        AREA_COLUMNS,
        areas.flatMap((area): AreaLock[] => (area.lockList.length === 0 ? [{ area }] : area.lockList.map((lock) => ({ area, lock })))),
      ),
  );
}

/** The protocol is read in pages of this many entries. */
const PROTOCOL_PAGE = 500;

const PROTOCOL_LANGUAGE = 'en-UK';

const PROTOCOL_COLUMNS: Column<SystemProtocolView>[] = [
  { header: 'ID', value: (v) => v.entry.id as number },
  { header: 'Timestamp', value: (v) => v.entry.timestamp as string },
  { header: 'Event type', value: (v) => (v.entry.event as { type: string }).type },
  { header: 'Event', value: (v) => (v.entry.event as { translations: Record<string, string> }).translations[PROTOCOL_LANGUAGE] },
  { header: 'Administrator', value: (v) => v.administratorName },
  { header: 'User ID', value: (v) => v.userId },
  { header: 'Lock identifier', value: (v) => v.entry.lockIdentifier as string | undefined },
  { header: 'Medium identifier', value: (v) => v.entry.mediumIdentifier as string | undefined },
  // The stored values, not the translated detail text (HTML markup, meant for pages).
  { header: 'Details', value: (v) => JSON.stringify((v.entry.details as { fields: unknown }).fields) },
];

/**
 * The whole system protocol of the environment, newest first, event names in English
 * (JOURNAL_EXPORTED: exported directly, not prepared for a later download). The protocol is read
 * through its interface reader up to now, page by page; the export's own entry comes after.
 */
export async function exportSystemProtocol(deps: Deps, ctx: RequestContext): Promise<string> {
  // A fixed end keeps the pages stable while entries are being added.
  const to = envNow(ctx.env).toISOString();
  const entries: SystemProtocolView[] = [];
  for (let offset = 0; ; offset += PROTOCOL_PAGE) {
    const page = await listSystemProtocol(deps, ctx, { to, language: PROTOCOL_LANGUAGE }, { offset, limit: PROTOCOL_PAGE }, false);
    entries.push(...page.items);
    if (page.items.length < PROTOCOL_PAGE) break;
  }
  const text = toCsv(PROTOCOL_COLUMNS, entries);
  await inTransaction(deps, (tx) => recordSystemEvent(tx, ctx, { type: 'JOURNAL_EXPORTED', fields: { to } }));
  return text;
}
