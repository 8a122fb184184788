import { Type } from '@sinclair/typebox';
import { AppError } from '../../kernel/errors.ts';
import type { Deps } from '../../kernel/context.ts';
import { listCreditsProtocol } from './credits-protocol.ts';
import { listLockProtocol, listMediumProtocol, type WindowedPage } from './lock-protocol.ts';
import { listSystemProtocol, type SystemProtocolView } from './system-protocol.ts';
import { problemResponses } from '../../kernel/http/schemas/common.ts';
import {
  CreditsProtocolPagingListSchema,
  CreditsProtocolQuery,
  LockProtocolPagingListSchema,
  LockProtocolQuery,
  MARKUP_NOTE,
  MediumProtocolQuery,
  SystemProtocolPagingListSchema,
  SystemProtocolQuery,
} from './schemas.ts';
import type { ApiApp } from '../../kernel/http/types.ts';
import { exampleEntry } from './asset-routes.ts';

const RANGE_RULES =
  'Without from and to the last day is answered; with only from, up to now; with only to, the day before it. ' +
  'from and to are inclusive and may be at most 365 days apart (400 otherwise); the answer echoes them. Newest entries first.';
const NO_RANGE_RULES = 'Deprecated: the range is what from and to give (open when absent), without the 365-day limit.';

/** A rendered lock protocol text in the documentation (styled where the page loads the stylesheet). */
const LOCK_EXAMPLE = (() => {
  const { details } = exampleEntry('lock', 'UNLOCKING_SUCCESSFUL', ['en-UK', 'de-DE']);
  return `Example \`details.translations\` of an UNLOCKING_SUCCESSFUL entry: en-UK “${details['en-UK']}”, de-DE “${details['de-DE']}”.`;
})();

function windowed<T>(page: WindowedPage<T>, listName: string) {
  return { offset: page.offset, total: page.total, [listName]: page.items, ...page.window };
}

function systemWire(view: SystemProtocolView, entryName: string) {
  const { entry, ...administrator } = view;
  return { [entryName]: entry, ...administrator };
}

/** Lock, medium, system and credits protocols; each `-limit` operation with its deprecated twin. */
export function registerProtocolRoutes(app: ApiApp, deps: Deps): void {
  for (const limited of [true, false]) {
    const suffix = limited ? '-limit' : '';
    const deprecation = limited ? {} : { deprecated: true };
    const rules = limited ? RANGE_RULES : NO_RANGE_RULES;

    app.get(
      `/v1/lock-protocol${suffix}`,
      {
        schema: {
          tags: ['Lock protocol'],
          operationId: limited ? 'getLockProtocolLimited' : 'getLockProtocol',
          ...deprecation,
          summary: 'Protocol of the locks (own and shared), of one lock (lockId) or of the locks of an area (areaId)',
          description: `${rules} Entries are anonymized as the lock settings and shares require. ${MARKUP_NOTE} ${LOCK_EXAMPLE}`,
          querystring: LockProtocolQuery,
          response: { 200: Type.Ref(LockProtocolPagingListSchema), ...problemResponses(400) },
        },
      },
      async (request) => {
        const { offset, limit, ...filter } = request.query;
        return windowed(await listLockProtocol(deps, request.ctx, filter, { offset, limit }, limited), 'lockProtocols');
      },
    );

    app.get(
      `/v1/medium-protocol${suffix}`,
      {
        schema: {
          tags: ['Medium protocol'],
          operationId: limited ? 'getMediumProtocolLimited' : 'getMediumProtocol',
          ...deprecation,
          summary: 'Protocol of the media, or of one medium (mediumId)',
          description: `${rules} Entries anonymized for the caller are not listed. ${MARKUP_NOTE}`,
          querystring: MediumProtocolQuery,
          response: { 200: Type.Ref(LockProtocolPagingListSchema), ...problemResponses(400) },
        },
      },
      async (request) => {
        const { offset, limit, ...filter } = request.query;
        return windowed(await listMediumProtocol(deps, request.ctx, filter, { offset, limit }, limited), 'lockProtocols');
      },
    );

    app.get(
      `/v1/system-protocol${suffix}`,
      {
        schema: {
          tags: ['System protocol'],
          operationId: limited ? 'getSystemProtocolLimited' : 'getSystemProtocol',
          ...deprecation,
          summary: 'Every change made through the interface or by an administrator',
          description: `${rules} ${MARKUP_NOTE}`,
          querystring: SystemProtocolQuery,
          response: { 200: Type.Ref(SystemProtocolPagingListSchema), ...problemResponses(400) },
        },
      },
      async (request) => {
        const { offset, limit, ...filter } = request.query;
        const page = await listSystemProtocol(deps, request.ctx, filter, { offset, limit }, limited);
        return windowed({ ...page, items: page.items.map((v) => systemWire(v, 'systemProtocolEntry')) }, 'systemProtocolList');
      },
    );
  }

  app.get(
    '/v1/credits-protocol',
    {
      schema: {
        tags: ['Credits'],
        operationId: 'getCreditsProtocol',
        summary: 'Credit movements (purchases, production activation, consumption), newest first; not paged',
        description: MARKUP_NOTE,
        querystring: CreditsProtocolQuery,
        response: { 200: Type.Ref(CreditsProtocolPagingListSchema), ...problemResponses(400) },
      },
    },
    async (request) => {
      const views = await listCreditsProtocol(deps, request.ctx, request.query);
      return { creditsProtocolList: views.map((v) => systemWire(v, 'creditsProtocolEntry')) };
    },
  );

  // Removed long ago; old clients get told where the data is now instead of a bare 404.
  for (const [removed, replacement] of [
    ['/v1/areas/protocol', '/v1/lock-protocol-limit?areaId=…'],
    ['/v1/locks/protocol', '/v1/lock-protocol-limit?lockId=…'],
  ]) {
    app.get(removed, { schema: { hide: true } }, async () => {
      throw new AppError(410, 'OPERATION_REMOVED', `GET ${removed} was removed from the interface: use GET ${replacement} instead`);
    });
  }
}
