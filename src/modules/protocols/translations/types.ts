/**
 * Shape of a language module: a grammar for each pattern of catalog.ts plus
 * the event types written out in full.
 */
import type { LanguageTag } from '../languages.ts';
import type {
  Action,
  Channel,
  Entity,
  ExportObject,
  Feature,
  ManualLockEventType,
  ManualSystemEventType,
  Outcome,
  PermanentOpeningChange,
  PermanentOpeningMode,
  RecordVerb,
  Subject,
  ToggleTarget,
} from './catalog.ts';

/** Grammatical gender: masculine, feminine, neuter, common (Swedish "en" words). */
export type Gender = 'm' | 'f' | 'n' | 'c';

/** A word that may agree with the gender of the noun it refers to. */
export type Forms = string | Partial<Record<Gender, string>>;

export interface Noun {
  readonly text: string;
  readonly g: Gender;
}

/** Name of an event type and its detail template. */
export type Entry = readonly [name: string, detail: string];

export interface OperationGrammar {
  /**
   * Action nouns. `phrase` receives the subject phrase (e.g. "of cylinder", or
   * "of cylinder <label>" in detail texts) and returns the capitalised phrase.
   */
  readonly actions: Readonly<Record<Action, { readonly g: Gender; readonly phrase: (subject: string) => string }>>;
  /** Subject phrases as used after the action noun (genitive or "of ..."). */
  readonly subjects: Readonly<Record<Subject, string>>;
  readonly channels: Readonly<Record<Channel, string>>;
  /** Outcome words; they agree with the gender of the action noun. */
  readonly outcomes: Readonly<Record<Outcome, Forms>>;
  /** Label before an error code, e.g. "error code". */
  readonly errorCode: string;
  /**
   * Joins phrase and outcome word (default: phrase, space, word). `word` may
   * already be wrapped in markup.
   */
  readonly join?: (phrase: string, word: string, outcome: Outcome, g: Gender) => string;
}

export interface ToggleGrammar {
  readonly features: Readonly<Record<Feature, Noun>>;
  readonly on: Forms;
  readonly off: Forms;
  /** Phrase introducing the target, followed by its label (e.g. "for cylinder"). */
  readonly targets: Readonly<Record<ToggleTarget, string>>;
  /** Where the target goes in detail texts: before or after the state word. */
  readonly targetPosition: 'beforeState' | 'afterState';
}

export interface RecordGrammar {
  /** Entity nouns; `%` marks where the label goes (default: after the noun). */
  readonly entities: Readonly<Record<Entity, Noun>>;
  readonly verbs: Readonly<Record<RecordVerb, Forms>>;
}

export interface ExportGrammar {
  /** "Export of <object>"; receives the object phrase. */
  readonly phrase: (object: string) => string;
  /** Object phrases as used after the export noun. */
  readonly objects: Readonly<Record<ExportObject, string>>;
  readonly prepared: string;
  readonly fetched: string;
}

export interface PermanentOpeningGrammar {
  readonly modes: Readonly<Record<PermanentOpeningMode, string>>;
  readonly changes: Readonly<Record<PermanentOpeningChange, string>>;
  /** Phrase placed before the lock label in detail texts (e.g. "on cylinder"). */
  readonly atLock: string;
}

export interface LanguagePack {
  readonly tag: LanguageTag;
  /** Words for boolean field values. */
  readonly yes: string;
  readonly no: string;
  readonly operations: OperationGrammar;
  readonly toggles: ToggleGrammar;
  readonly records: RecordGrammar;
  readonly exports: ExportGrammar;
  readonly permanentOpening: PermanentOpeningGrammar;
  readonly lock: Readonly<Record<ManualLockEventType, Entry>>;
  readonly system: Readonly<Record<ManualSystemEventType, Entry>>;
}
