/**
 * Assembles the complete translation tables: for every language, every lock
 * and system protocol event type gets a name and a detail template.
 */
import {
  LOCK_PROTOCOL_EVENT_TYPES,
  SYSTEM_PROTOCOL_EVENT_TYPES,
  type LockProtocolEventType,
  type SystemProtocolEventType,
} from '../../protocol-log/index.ts';
import type { LanguageTag } from '../languages.ts';
import {
  ENTITY_LABELS,
  EXPORT_LABELS,
  LOCK_OPERATIONS,
  LOCK_PERMANENT_OPENINGS,
  LOCK_TOGGLES,
  SUBJECT_LABELS,
  SYSTEM_EXPORTS,
  SYSTEM_OPERATIONS,
  SYSTEM_RECORDS,
  SYSTEM_TOGGLES,
  TARGET_LABELS,
  type ExportEvent,
  type Operation,
  type Outcome,
  type PermanentOpeningEvent,
  type RecordEvent,
  type Toggle,
} from './catalog.ts';
import { ERROR_CODE, LOCK, PROXY_MEDIUM, failure, opt, success, warning } from './markup.ts';
import type { Entry, Forms, Gender, LanguagePack } from './types.ts';

import csCZ from './cs-CZ.ts';
import deDE from './de-DE.ts';
import enUK from './en-UK.ts';
import esES from './es-ES.ts';
import frFR from './fr-FR.ts';
import itIT from './it-IT.ts';
import nlNL from './nl-NL.ts';
import plPL from './pl-PL.ts';
import ptPT from './pt-PT.ts';
import skSK from './sk-SK.ts';
import svSE from './sv-SE.ts';

export interface EventTexts {
  /** Plain-text name of the event type (event.translations). */
  readonly name: string;
  /** Detail template with markup and @placeholders (details.translations). */
  readonly detail: string;
}

export interface LanguageTables {
  readonly yes: string;
  readonly no: string;
  readonly lock: Readonly<Record<LockProtocolEventType, EventTexts>>;
  readonly system: Readonly<Record<SystemProtocolEventType, EventTexts>>;
}

export const LANGUAGE_PACKS: Readonly<Record<LanguageTag, LanguagePack>> = {
  'cs-CZ': csCZ,
  'de-DE': deDE,
  'en-UK': enUK,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'nl-NL': nlNL,
  'pl-PL': plPL,
  'pt-PT': ptPT,
  'sk-SK': skSK,
  'sv-SE': svSE,
};

export function pick(forms: Forms, g: Gender): string {
  if (typeof forms === 'string') return forms;
  const form = forms[g];
  if (form === undefined) throw new Error(`No form for gender '${g}'`);
  return form;
}

const OUTCOME_MARKUP: Record<Outcome, (word: string) => string> = {
  ok: success,
  completed: success,
  started: (word) => word,
  partial: warning,
  failed: failure,
};

function defaultJoin(phrase: string, word: string): string {
  return `${phrase} ${word}`;
}

function renderOperation(pack: LanguagePack, o: Operation): EventTexts {
  const grammar = pack.operations;
  const action = grammar.actions[o.action];
  const subject = grammar.subjects[o.subject];
  const channel = o.channel === undefined ? '' : ` ${grammar.channels[o.channel]}`;
  const proxy = o.channel === 'proxy' ? opt(` (${PROXY_MEDIUM})`) : '';
  const join = grammar.join ?? defaultJoin;
  const word = pick(grammar.outcomes[o.outcome], action.g);

  const namePhrase = action.phrase(subject) + channel;
  const name = o.outcome === 'ok' ? namePhrase : join(namePhrase, word, o.outcome, action.g);

  const detailPhrase = action.phrase(`${subject} ${SUBJECT_LABELS[o.subject]}`) + channel + proxy;
  const errorCode = o.outcome === 'failed' ? opt(` (${grammar.errorCode} ${ERROR_CODE})`) : '';
  const detail = join(detailPhrase, OUTCOME_MARKUP[o.outcome](word), o.outcome, action.g) + errorCode;
  return { name, detail };
}

function renderToggle(pack: LanguagePack, t: Toggle): EventTexts {
  const grammar = pack.toggles;
  const feature = grammar.features[t.feature];
  const state = pick(t.on ? grammar.on : grammar.off, feature.g);
  const target = t.target === undefined ? '' : opt(` ${grammar.targets[t.target]} ${TARGET_LABELS[t.target]}`);
  const detail = grammar.targetPosition === 'afterState' ? `${feature.text} ${state}${target}` : `${feature.text}${target} ${state}`;
  return { name: `${feature.text} ${state}`, detail };
}

function renderRecord(pack: LanguagePack, r: RecordEvent): EventTexts {
  const grammar = pack.records;
  const entity = grammar.entities[r.entity];
  const verb = pick(grammar.verbs[r.verb], entity.g);
  const text = entity.text.includes('%') ? entity.text : `${entity.text}%`;
  const name = `${text.replace('%', '')} ${verb}`;
  const detail = `${text.replace('%', opt(` ${ENTITY_LABELS[r.entity]}`))} ${verb}`;
  return { name, detail };
}

function renderExport(pack: LanguagePack, e: ExportEvent): EventTexts {
  const grammar = pack.exports;
  const object = grammar.objects[e.object];
  const stage = e.stage === 'done' ? '' : ` ${e.stage === 'prepared' ? grammar.prepared : grammar.fetched}`;
  return {
    name: grammar.phrase(object) + stage,
    detail: grammar.phrase(object + EXPORT_LABELS[e.object]) + stage,
  };
}

function renderPermanentOpening(pack: LanguagePack, p: PermanentOpeningEvent): EventTexts {
  const grammar = pack.permanentOpening;
  const mode = grammar.modes[p.mode];
  const change = grammar.changes[p.change];
  return {
    name: `${mode} ${change}`,
    detail: `${mode} ${grammar.atLock} ${LOCK} ${change}`,
  };
}

function fromEntry(entry: Entry): EventTexts {
  return { name: entry[0], detail: entry[1] };
}

function lookup<K extends string, V>(table: Partial<Record<K, V>>, key: K): V | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

function buildLock(pack: LanguagePack, type: LockProtocolEventType): EventTexts {
  const operation = lookup<LockProtocolEventType, Operation>(LOCK_OPERATIONS, type);
  if (operation) return renderOperation(pack, operation);
  const toggle = lookup<LockProtocolEventType, Toggle>(LOCK_TOGGLES, type);
  if (toggle) return renderToggle(pack, toggle);
  const opening = lookup<LockProtocolEventType, PermanentOpeningEvent>(LOCK_PERMANENT_OPENINGS, type);
  if (opening) return renderPermanentOpening(pack, opening);
  const entry = lookup<string, Entry>(pack.lock, type);
  if (entry) return fromEntry(entry);
  throw new Error(`${pack.tag}: no text for lock protocol event type ${type}`);
}

function buildSystem(pack: LanguagePack, type: SystemProtocolEventType): EventTexts {
  const operation = lookup<SystemProtocolEventType, Operation>(SYSTEM_OPERATIONS, type);
  if (operation) return renderOperation(pack, operation);
  const toggle = lookup<SystemProtocolEventType, Toggle>(SYSTEM_TOGGLES, type);
  if (toggle) return renderToggle(pack, toggle);
  const exportEvent = lookup<SystemProtocolEventType, ExportEvent>(SYSTEM_EXPORTS, type);
  if (exportEvent) return renderExport(pack, exportEvent);
  const record = lookup<SystemProtocolEventType, RecordEvent>(SYSTEM_RECORDS, type);
  if (record) return renderRecord(pack, record);
  const entry = lookup<string, Entry>(pack.system, type);
  if (entry) return fromEntry(entry);
  throw new Error(`${pack.tag}: no text for system protocol event type ${type}`);
}

export function buildLanguageTables(pack: LanguagePack): LanguageTables {
  const lock = {} as Record<LockProtocolEventType, EventTexts>;
  for (const type of LOCK_PROTOCOL_EVENT_TYPES) lock[type] = buildLock(pack, type);
  const system = {} as Record<SystemProtocolEventType, EventTexts>;
  for (const type of SYSTEM_PROTOCOL_EVENT_TYPES) system[type] = buildSystem(pack, type);
  return { yes: pack.yes, no: pack.no, lock, system };
}

const tablesByLanguage = new Map<LanguageTag, LanguageTables>();

/**
 * The complete tables of a language, built on its first use: building all eleven took 10-15 ms
 * of every start. The translation tests build every one.
 */
export function translationsOf(language: LanguageTag): LanguageTables {
  let tables = tablesByLanguage.get(language);
  if (!tables) tablesByLanguage.set(language, (tables = buildLanguageTables(LANGUAGE_PACKS[language])));
  return tables;
}
