import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ComponentChildren } from 'preact';
import { envNow, type Deps, type RequestContext } from '../../kernel/context.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import { Field, FORM_ERROR, formErrorsOf, type FormState } from '../../kernel/admin/forms.tsx';
import type { AdminLanguage } from '../../kernel/admin/i18n.ts';
import { sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup, type View } from '../../kernel/admin/types.ts';
import { allAreasOfEnvironment } from '../areas/index.ts';
import { allLocksOfEnvironment, requireLockInEnv } from '../locks/index.ts';
import { listMedia, requireMediumRow } from '../media/index.ts';
import { t } from './admin-messages.ts';
import { pageCreditsProtocol } from './credits-protocol.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, isLanguageTag, type LanguageTag } from './languages.ts';
import { listLockProtocol, listMediumProtocol, type LockProtocolView, type WindowedPage } from './lock-protocol.ts';
import { listSystemProtocol, type SystemProtocolView } from './system-protocol.ts';
import { UnlockChart } from './unlock-chart.tsx';
import { unlocksPerDay } from './unlock-statistics.ts';
import { MAX_WINDOW_DAYS, parseQueryTimestamp } from './window.ts';
import { DAY_MS } from '../../kernel/time.ts';

const PAGE_SIZE = 50;
/** The unlock chart looks back this many days, whatever the table's range. */
const CHART_DAYS = 30;
/** The default range: this many days ending today. */
const DEFAULT_DAYS = 7;
/** The media select offers at most this many media (the interface pages them). */
const MEDIA_CHOICES = 1000;

type Tab = 'locks' | 'media' | 'system' | 'credits';
const TABS: [Tab, 'lockProtocol' | 'mediumProtocol' | 'systemProtocol' | 'creditsProtocol'][] = [
  ['locks', 'lockProtocol'],
  ['media', 'mediumProtocol'],
  ['system', 'systemProtocol'],
  ['credits', 'creditsProtocol'],
];
const pathOf = (tab: Tab) => `/admin/protocols/${tab}`;

type IdName = 'lockId' | 'areaId' | 'mediumId';

/** A select of one object to narrow the protocol to; `require` answers 404 for ids the ACO cannot see. */
interface Choice {
  name: IdName;
  label: string;
  options: [string, string][];
  require(id: number): Promise<unknown>;
}

/** What a protocol page asks its service for: the range as timestamps, the texts' language, one object. */
interface ProtocolRequest {
  from: string;
  to: string;
  language: LanguageTag;
  ids: Partial<Record<IdName, number>>;
  page: { offset: number; limit: number };
}

interface ProtocolPageSpec<T> {
  tab: Tab;
  choices?(deps: Deps, ctx: RequestContext, lang: AdminLanguage): Promise<Choice[]>;
  load(deps: Deps, ctx: RequestContext, request: ProtocolRequest): Promise<WindowedPage<T>>;
  table(items: T[], language: LanguageTag, view: View): ComponentChildren;
  /** A picture above the table, for what people would rather look at than read. */
  chart?(deps: Deps, ctx: RequestContext, request: ProtocolRequest, lang: AdminLanguage): Promise<ComponentChildren>;
}

/** The protocol language matching the ACO's admin language (en → en-UK, de → de-DE). */
function defaultLanguage(lang: AdminLanguage): LanguageTag {
  return LANGUAGE_TAGS.find((tag) => tag.startsWith(`${lang}-`)) ?? 'en-UK';
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseQueryTimestamp(`${value}T00:00Z`) !== undefined;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Reads the query of a protocol page: values to show in the form, errors by field, and (when
 * there are none) the request for the service. Dates are whole UTC days, both included; the
 * range limit is the interface's, checked here to name the field in the reader's language.
 */
function readQuery(
  query: Record<string, string | undefined>,
  lang: AdminLanguage,
  today: Date,
  choices: Choice[],
): { form: FormState; request?: ProtocolRequest } {
  const values: Record<string, string> = {
    from: query.from?.trim() || dayOf(new Date(today.getTime() - (DEFAULT_DAYS - 1) * DAY_MS)),
    to: query.to?.trim() || dayOf(today),
    language: query.language?.trim() || defaultLanguage(lang),
  };
  const errors: Record<string, string> = {};
  for (const name of ['from', 'to'] as const) if (!isDate(values[name])) errors[name] = t(lang, 'dateInvalid');
  if (!errors.from && !errors.to) {
    const days = (Date.parse(values.to) - Date.parse(values.from)) / DAY_MS + 1;
    if (days < 1) errors.to = t(lang, 'toBeforeFrom');
    else if (days > MAX_WINDOW_DAYS) errors.to = t(lang, 'rangeTooLong', { days: MAX_WINDOW_DAYS });
  }
  if (!isLanguageTag(values.language)) errors.language = t(lang, 'languageInvalid');
  const ids: Partial<Record<IdName, number>> = {};
  for (const choice of choices) {
    const value = query[choice.name]?.trim() ?? '';
    values[choice.name] = value;
    if (value === '') continue;
    if (/^[1-9]\d{0,15}$/.test(value)) ids[choice.name] = Number(value);
    else errors[choice.name] = t(lang, 'choiceInvalid');
  }
  const offset = Number(query.offset ?? 0);
  const form = { values, errors };
  if (Object.keys(errors).length > 0) return { form };
  return {
    form,
    request: {
      from: `${values.from}T00:00:00.000Z`,
      to: `${values.to}T23:59:59.999Z`,
      language: values.language as LanguageTag,
      ids,
      page: { offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0, limit: PAGE_SIZE },
    },
  };
}

/** A refusal of the protocol service as errors next to the page's fields (it names query parameters). */
function serviceErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || error.status !== 400) throw error;
  return Object.fromEntries(Object.entries(formErrorsOf(error)).map(([field, message]) => [field.replace(/^query\//, ''), message]));
}

function ProtocolTabs(props: { view: View; current: Tab }) {
  return (
    <nav class="tabs" aria-label={t(props.view.lang, 'protocols')}>
      <ul>
        {TABS.map(([tab, key]) => (
          <li key={tab}>
            <a href={pathOf(tab)} aria-current={tab === props.current ? 'page' : undefined}>
              {t(props.view.lang, key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters(props: { view: View; tab: Tab; form: FormState; choices: Choice[] }) {
  const { view, form } = props;
  const lang = view.lang;
  const general = form.errors[FORM_ERROR];
  return (
    // GET: the chosen range is part of the address, so a page of entries can be bookmarked and shared.
    <form method="get" action={pathOf(props.tab)} class="filters card" aria-label={t(lang, 'filters')} novalidate>
      {general && (
        <p class="error" role="alert">
          {general}
        </p>
      )}
      {/* One note for both dates, on its own line: a hint under one field would push the row out of line. */}
      <p class="hint filters-note">{t(lang, 'rangeHint', { days: MAX_WINDOW_DAYS })}</p>
      <Field state={form} name="from" label={t(lang, 'from')} type="date" />
      <Field state={form} name="to" label={t(lang, 'to')} type="date" />
      {props.choices.map((choice) => (
        <Field state={form} name={choice.name} label={choice.label} options={choice.options} />
      ))}
      <Field
        state={form}
        name="language"
        label={t(lang, 'language')}
        options={LANGUAGE_TAGS.map((tag) => [tag, `${LANGUAGE_NAMES[tag]} (${tag})`])}
      />
      <div class="field filters-submit">
        <button type="submit">{t(lang, 'show')}</button>
      </div>
    </form>
  );
}

function Pager(props: { view: View; tab: Tab; form: FormState; page: WindowedPage<unknown> }) {
  const { view, page } = props;
  const href = (offset: number) => {
    const query = new URLSearchParams(Object.entries(props.form.values).filter(([, value]) => value !== ''));
    if (offset > 0) query.set('offset', String(offset));
    return `${pathOf(props.tab)}?${query}`;
  };
  const first = page.offset + 1;
  const last = page.offset + page.items.length;
  const hasPrevious = page.offset > 0;
  const hasNext = last < page.total;
  return (
    <nav class="pager" aria-label={t(view.lang, 'pages')}>
      {hasPrevious ? (
        <a href={href(Math.max(0, page.offset - PAGE_SIZE))} rel="prev">
          ← {t(view.lang, 'previous')}
        </a>
      ) : (
        <span class="muted" aria-disabled="true">
          ← {t(view.lang, 'previous')}
        </span>
      )}
      <span>{page.items.length > 0 && t(view.lang, 'counted', { first, last, total: page.total })}</span>
      {hasNext ? (
        <a href={href(last)} rel="next">
          {t(view.lang, 'next')} →
        </a>
      ) : (
        <span class="muted" aria-disabled="true">
          {t(view.lang, 'next')} →
        </span>
      )}
    </nav>
  );
}

/** The translated name and detail text of an entry's `event` and `details` in one language. */
function textsOf(entry: Record<string, unknown>, language: LanguageTag): { event: string; details: string } {
  const translations = (part: unknown) => (part as { translations?: Record<string, string> } | undefined)?.translations ?? {};
  return { event: translations(entry.event)[language] ?? '', details: translations(entry.details)[language] ?? '' };
}

function Time(props: { at: unknown }) {
  const iso = typeof props.at === 'string' ? props.at : '';
  return <time datetime={iso}>{iso.slice(0, 19).replace('T', ' ')}</time>;
}

/** Event name and detail text in the chosen language (`lang` tells screen readers which one). */
function EntryTexts(props: { entry: Record<string, unknown>; language: LanguageTag }) {
  const { event, details } = textsOf(props.entry, props.language);
  const lang = props.language.slice(0, 2);
  return (
    <>
      <td lang={lang}>{event}</td>
      {/* Safe as markup: the protocol module builds these texts from its own templates and
          HTML-escapes every inserted value (translate.ts, renderTemplate and escapeHtml). */}
      <td lang={lang} class="protocol-text" dangerouslySetInnerHTML={{ __html: details }} />
    </>
  );
}

const dash = '–';

function lockName(lock: LockProtocolView['lock']): string {
  if (!lock) return dash;
  const identifier = lock.lockIdentifier ?? `#${lock.id}`;
  return lock.name ? `${lock.name} (${identifier})` : identifier;
}

/**
 * A page of entries: time, the columns of the protocol, then event and details. `row` gives an
 * item's entry (timestamp and texts) and its cells for the protocol's own columns.
 */
function EntryTable<T>(props: {
  items: T[];
  language: LanguageTag;
  view: View;
  columns: ('lock' | 'medium' | 'administrator')[];
  row(item: T): { entry: Record<string, unknown>; cells: string[] };
}) {
  const lang = props.view.lang;
  return (
    <>
      <thead>
        <tr>
          {(['time', ...props.columns, 'event', 'details'] as const).map((key) => (
            <th scope="col">{t(lang, key)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.items.map((item) => {
          const { entry, cells } = props.row(item);
          return (
            <tr>
              <td>
                <Time at={entry.timestamp} />
              </td>
              {cells.map((cell) => (
                <td>{cell}</td>
              ))}
              <EntryTexts entry={entry} language={props.language} />
            </tr>
          );
        })}
      </tbody>
    </>
  );
}

function lockProtocolTable(items: LockProtocolView[], language: LanguageTag, view: View) {
  return (
    <EntryTable
      items={items}
      language={language}
      view={view}
      columns={['lock', 'medium']}
      row={({ lock, lockProtocol: entry }) => {
        const medium = entry.medium as { name?: string; mediumIdentifier?: string } | undefined;
        return { entry, cells: [lockName(lock), medium?.name ?? medium?.mediumIdentifier ?? dash] };
      }}
    />
  );
}

/** The system and the credits protocol: both are administrators' entries. */
function systemProtocolTable(items: SystemProtocolView[], language: LanguageTag, view: View) {
  return (
    <EntryTable
      items={items}
      language={language}
      view={view}
      columns={['administrator']}
      row={({ administratorName, entry }) => ({ entry, cells: [administratorName] })}
    />
  );
}

function registerProtocolPage<T>(app: FastifyInstance, deps: Deps, spec: ProtocolPageSpec<T>): void {
  const titleKey = TABS.find(([tab]) => tab === spec.tab)![1];
  app.get(pathOf(spec.tab).replace(/^\/admin/, ''), async (request: FastifyRequest, reply: FastifyReply) => {
    const admin = request.admin!;
    const ctx = adminContext(admin);
    const choices = (await spec.choices?.(deps, ctx, admin.language)) ?? [];
    const { form, request: asked } = readQuery(
      request.query as Record<string, string | undefined>,
      admin.language,
      envNow(ctx.env),
      choices,
    );
    let page: WindowedPage<T> | undefined;
    let chart: ComponentChildren = null;
    if (asked) {
      // An id of an object the ACO cannot see is a 404, as it is for the interface.
      for (const choice of choices) if (asked.ids[choice.name] !== undefined) await choice.require(asked.ids[choice.name]!);
      try {
        page = await spec.load(deps, ctx, asked);
        chart = (await spec.chart?.(deps, ctx, asked, admin.language)) ?? null;
      } catch (error) {
        form.errors = serviceErrors(error);
      }
    }
    return sendPage(
      request,
      reply,
      (l) => t(l, titleKey),
      (view) => (
        <>
          <ProtocolTabs view={view} current={spec.tab} />
          <Filters view={view} tab={spec.tab} form={form} choices={choices} />
          {chart}
          {page && asked && (
            <>
              <table class="protocol">
                <caption>{t(view.lang, 'caption', { from: form.values.from, to: form.values.to })}</caption>
                {spec.table(page.items, asked.language, view)}
              </table>
              {page.items.length === 0 && <p class="muted">{t(view.lang, 'none')}</p>}
              <Pager view={view} tab={spec.tab} form={form} page={page} />
            </>
          )}
        </>
      ),
      page ? 200 : 400,
    );
  });
}

const serviceFilter = (request: ProtocolRequest) => ({ from: request.from, to: request.to, language: request.language });

/** The lock, medium, system and credits protocols of the production environment, as the interface gives them. */
export const protocolPages: AdminPageGroup = {
  nav: [{ href: pathOf('locks'), section: '/admin/protocols', label: { en: 'Protocols', de: 'Protokolle' } }],
  register(app, deps) {
    registerProtocolPage<LockProtocolView>(app, deps, {
      tab: 'locks',
      async choices(deps, ctx, lang) {
        const db = deps.store.db;
        const [locks, areas] = await Promise.all([allLocksOfEnvironment(db, ctx.env.id), allAreasOfEnvironment(db, ctx.env.id)]);
        return [
          {
            name: 'lockId',
            label: t(lang, 'lock'),
            options: [
              ['', t(lang, 'allLocks')],
              ...locks.map((l): [string, string] => [String(l.id), lockName({ ...l, name: l.lockDoor.name })]),
            ],
            require: (id) => requireLockInEnv(db, ctx, id),
          },
          {
            name: 'areaId',
            label: t(lang, 'area'),
            options: [['', t(lang, 'allAreas')], ...areas.map((a): [string, string] => [String(a.id), a.name])],
            require: async (id) => {
              if (!areas.some((a) => a.id === id)) throw notFound('Area', id);
            },
          },
        ];
      },
      load: (deps, ctx, request) =>
        listLockProtocol(
          deps,
          ctx,
          { ...serviceFilter(request), lockId: request.ids.lockId, areaId: request.ids.areaId },
          request.page,
          true,
        ),
      table: lockProtocolTable,
      async chart(deps, ctx, request, lang) {
        const lockId = request.ids.lockId;
        const series = await unlocksPerDay(deps, ctx, { days: CHART_DAYS, lockId });
        const title = lockId === undefined ? t(lang, 'unlocksAll', { days: CHART_DAYS }) : t(lang, 'unlocksLock', { days: CHART_DAYS });
        return <UnlockChart series={series} title={title} lang={lang} />;
      },
    });
    registerProtocolPage<LockProtocolView>(app, deps, {
      tab: 'media',
      async choices(deps, ctx, lang) {
        const media = await listMedia(deps, ctx, undefined, {}, { offset: 0, limit: MEDIA_CHOICES });
        const label = (m: (typeof media.items)[number]) =>
          m.name ?? m.mediumIdentifier ?? (m.mediumType === 'PHONE' ? m.phoneNumber : undefined) ?? `#${m.id}`;
        return [
          {
            name: 'mediumId',
            label: t(lang, 'medium'),
            options: [['', t(lang, 'allMedia')], ...media.items.map((m): [string, string] => [String(m.id), label(m)])],
            require: (id) => requireMediumRow(deps.store.db, ctx, id),
          },
        ];
      },
      load: (deps, ctx, request) =>
        listMediumProtocol(deps, ctx, { ...serviceFilter(request), mediumId: request.ids.mediumId }, request.page, true),
      table: lockProtocolTable,
    });
    registerProtocolPage<SystemProtocolView>(app, deps, {
      tab: 'system',
      load: (deps, ctx, request) => listSystemProtocol(deps, ctx, serviceFilter(request), request.page, true),
      table: systemProtocolTable,
    });
    registerProtocolPage<SystemProtocolView>(app, deps, {
      tab: 'credits',
      load: (deps, ctx, request) => pageCreditsProtocol(deps, ctx, serviceFilter(request), request.page),
      table: systemProtocolTable,
    });
  },
};
