import type { FastifyReply, FastifyRequest } from 'fastify';
import { ActionButton } from '../../kernel/admin/forms.tsx';
import { sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup } from '../../kernel/admin/types.ts';
import { envNow, type Deps, type RequestContext } from '../../kernel/context.ts';
import { findCustomer } from '../customers/index.ts';
import { t } from './admin-messages.ts';
import { exportAreas, exportLockingComponents, exportMedia, exportPersons, exportSystemProtocol } from './service.ts';

/** An export's texts: `<key>` its name, `<key>Contents` what the file holds, `<key>Download` its button. */
type ExportKey = 'persons' | 'lockingComponents' | 'media' | 'areas' | 'systemProtocol';

interface ExportKind {
  run: (deps: Deps, ctx: RequestContext) => Promise<string>;
  key: ExportKey;
}

/** The exports by the name in their address and file name, in the order the page lists them. */
const EXPORTS: Record<string, ExportKind> = {
  persons: { run: exportPersons, key: 'persons' },
  'locking-components': { run: exportLockingComponents, key: 'lockingComponents' },
  media: { run: exportMedia, key: 'media' },
  areas: { run: exportAreas, key: 'areas' },
  'system-protocol': { run: exportSystemProtocol, key: 'systemProtocol' },
};

function exportsPage(request: FastifyRequest, reply: FastifyReply) {
  return sendPage(
    request,
    reply,
    (l) => t(l, 'title'),
    (view) => (
      <>
        <p>{t(view.lang, 'intro')}</p>
        <table>
          <caption class="muted">{t(view.lang, 'caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t(view.lang, 'export')}</th>
              <th scope="col">{t(view.lang, 'contents')}</th>
              <th scope="col">{t(view.lang, 'download')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(EXPORTS).map(([name, kind]) => (
              <tr>
                <th scope="row">{t(view.lang, kind.key)}</th>
                <td>{t(view.lang, `${kind.key}Contents`)}</td>
                <td>
                  <ActionButton view={view} action={`/admin/exports/${name}`} label={t(view.lang, `${kind.key}Download`)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    ),
  );
}

/**
 * The CSV exports of the production environment. Downloading is a POST (with the form's token)
 * because every export records a protocol entry: a link could be followed by a prefetch or a
 * foreign page.
 */
export const exportPages: AdminPageGroup = {
  nav: [{ href: '/admin/exports', label: { en: 'Exports', de: 'Exporte' } }],
  register(app, deps) {
    app.get('/exports', exportsPage);
    app.post('/exports/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!Object.hasOwn(EXPORTS, name)) return reply.callNotFound();
      const admin = request.admin!;
      const ctx = adminContext(admin);
      const csv = await EXPORTS[name].run(deps, ctx);
      const { customer_number: number } = await findCustomer(deps.store.db, admin.customerId);
      // Customer numbers given at creation may hold any character; the header's quoted name may not.
      const safeNumber = number.replace(/[^A-Za-z0-9._-]/g, '_');
      // The day as the environment's clock has it, so a simulated date names the file too.
      const day = envNow(ctx.env).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${safeNumber}-${day}.csv"`)
        .send(csv);
    });
  },
};
