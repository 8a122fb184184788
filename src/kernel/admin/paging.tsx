import type { FastifyRequest } from 'fastify';
import type { PageRequest } from '../db/query-helpers.ts';
import { defineMessages } from './i18n.ts';
import type { View } from './types.ts';

/** Rows of a list page of the web administration. */
export const ADMIN_PAGE_SIZE = 50;

const t = defineMessages({
  en: { paging: 'Pages', previous: 'Previous page', next: 'Next page', position: 'Page {page} of {pages} ({total} in all)' },
  de: { paging: 'Seiten', previous: 'Vorige Seite', next: 'Nächste Seite', position: 'Seite {page} von {pages} ({total} insgesamt)' },
});

/** The page a list shows: `?page=N` (1-based); anything else is the first page. */
export function pageOf(request: FastifyRequest): PageRequest & { number: number } {
  const raw = (request.query as { page?: string }).page;
  const number = raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  return { number, offset: (number - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
}

/** An id typed in a form or a URL: a positive integer the databases can hold, else undefined. */
export function parseId(raw: string | undefined): number | undefined {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
}

/** An id of an admin URL (`:id`); undefined when it cannot be one, and the page answers 404. */
export function idParam(request: FastifyRequest, name = 'id'): number | undefined {
  return parseId((request.params as Record<string, string | undefined>)[name]);
}

/** Links to the previous and next page of a list; nothing when everything fits on one page. */
export function Pager(props: { view: View; href: string; page: number; total: number }) {
  const pages = Math.max(1, Math.ceil(props.total / ADMIN_PAGE_SIZE));
  if (pages === 1) return null;
  const link = (n: number) => `${props.href}?page=${n}`;
  const { lang } = props.view;
  return (
    <nav class="pager" aria-label={t(lang, 'paging')}>
      {props.page > 1 && <a href={link(props.page - 1)}>{t(lang, 'previous')}</a>}
      <span>{t(lang, 'position', { page: props.page, pages, total: props.total })}</span>
      {props.page < pages && <a href={link(props.page + 1)}>{t(lang, 'next')}</a>}
    </nav>
  );
}
