import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import { render } from 'preact-render-to-string';
import type { ComponentChildren } from 'preact';
import type { Deps } from '../context.ts';
import { AppError } from '../errors.ts';
import { isOfferedLanguage, languageFromHeader, type AdminLanguage } from './i18n.ts';
import { Layout } from './layout.tsx';
import { databaseSessionStore, sessionSigningSecret } from './session-store.ts';
import { shellText } from './shell-text.ts';
import type { AdminPageGroup, AdminResolver, NavItem, View } from './types.ts';

export const ADMIN_PREFIX = '/admin';
export const SESSION_COOKIE = 'ac_admin';

const STATIC_DIR = path.join(import.meta.dirname, 'static');
const ASSETS: Record<string, string> = { 'admin.css': 'text/css; charset=utf-8', 'admin.js': 'text/javascript; charset=utf-8' };

export interface AdminShellOptions {
  groups: AdminPageGroup[];
  resolveAdmin: AdminResolver;
}

/**
 * The web administration's shell under /admin: form bodies, database sessions, CSRF tokens on
 * every form, security headers, throttled public forms, the log-in guard and HTML error pages.
 * Its features bring their pages as groups; none of this reaches /v1, whose callers present keys.
 */
export async function registerAdminShell(app: FastifyInstance, deps: Deps, options: AdminShellOptions): Promise<void> {
  const signer = lazySessionSigner(deps);
  const nav = options.groups.flatMap((g) => g.nav ?? []);
  await app.register(
    async (admin) => {
      // Pages are not operations of the interface: kept out of its OpenAPI document.
      admin.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      // Before the session plugin's own hook: its signer needs the key from the database.
      admin.addHook('onRequest', signer.ready);
      await admin.register(fastifyFormbody);
      await admin.register(fastifyCookie);
      await admin.register(fastifySession, {
        secret: signer,
        cookieName: SESSION_COOKIE,
        // No Expires: the server ends sessions on its own clock (session-store.ts).
        cookie: { path: ADMIN_PREFIX, httpOnly: true, sameSite: 'lax', secure: 'auto' },
        saveUninitialized: false,
        store: databaseSessionStore(deps.store, {
          idleMs: deps.config.admin.sessionIdleMinutes * 60_000,
          absoluteMs: deps.config.admin.sessionMaxHours * 3_600_000,
        }),
      });
      await admin.register(fastifyCsrf, { sessionPlugin: '@fastify/session' });
      await admin.register(fastifyHelmet, {
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", 'data:'],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            // Installations on a plain-HTTP intranet address must keep working.
            upgradeInsecureRequests: null,
          },
        },
        referrerPolicy: { policy: 'no-referrer' },
      });
      // Throttles only the routes that ask for it (log-in, second factor, reset), per client address.
      await admin.register(fastifyRateLimit, { global: false, keyGenerator: (request) => request.ip });
      admin.decorateRequest('admin', null);
      admin.decorate('adminNav', nav);

      admin.addHook('onRequest', async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const acoId = request.session.acoId;
        request.admin = acoId ? ((await options.resolveAdmin(deps, acoId)) ?? null) : null;
        if (acoId && !request.admin) await request.session.destroy();
        if (request.routeOptions.config?.adminPublic || request.admin) return;
        if (request.method === 'GET' || request.method === 'HEAD') {
          return reply.redirect(`${ADMIN_PREFIX}/login?next=${encodeURIComponent(request.url)}`, 303);
        }
        return reply
          .code(401)
          .type('text/html; charset=utf-8')
          .send(await errorPage(request, reply, 401, nav));
      });
      // Every state-changing request carries the form's token.
      admin.addHook('preHandler', (request, reply, done) => {
        if (request.method === 'GET' || request.method === 'HEAD') return done();
        admin.csrfProtection(request, reply, done);
      });

      admin.setErrorHandler(async (error, request, reply) => {
        const status = httpStatusOf(error);
        if (status >= 500) request.log.error({ err: error }, 'web administration error');
        return reply
          .code(status)
          .type('text/html; charset=utf-8')
          .send(await errorPage(request, reply, status, nav, status < 500 && error instanceof AppError ? error.message : undefined));
      });
      admin.setNotFoundHandler(async (request, reply) =>
        reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(await errorPage(request, reply, 404, nav)),
      );

      for (const [file, type] of Object.entries(ASSETS)) {
        const content = fs.readFileSync(path.join(STATIC_DIR, file));
        admin.get(`/assets/${file}`, { config: { adminPublic: true } }, (_request, reply) =>
          reply.type(type).header('cache-control', 'public, max-age=300').send(content),
        );
      }
      for (const group of options.groups) group.register(admin, deps);
    },
    { prefix: ADMIN_PREFIX },
  );
}

/**
 * Signs session cookies with the key kept in the database (or configured). The key is read at
 * the first web-administration request, not while the app is built: the interface (and its
 * health check) must start even while the database cannot be reached.
 */
function lazySessionSigner(deps: Deps) {
  let signer: Signer | undefined;
  let loading: Promise<void> | undefined;
  const current = () => {
    if (!signer) throw new Error('session key not loaded yet');
    return signer;
  };
  return {
    sign: (value: string) => current().sign(value),
    unsign: (input: string) => current().unsign(input),
    ready: async () => {
      if (signer) return;
      loading ??= sessionSigningSecret(deps.store, deps.config.admin.sessionSecret).then(
        (key) => void (signer = new Signer(key, 'sha256')),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      await loading;
    },
  };
}

function httpStatusOf(error: unknown): number {
  if (error instanceof AppError) return error.status;
  const status = (error as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The language of this request: the ACO's choice, else the one chosen on the log-in page, else the browser's. */
export function languageOf(request: FastifyRequest): AdminLanguage {
  if (request.admin) return request.admin.language;
  const chosen = request.session?.lang;
  return isOfferedLanguage(chosen) ? chosen : languageFromHeader(request.headers['accept-language']);
}

/** The view a page renders with; takes (and clears) the one-time notice. */
export async function viewOf(request: FastifyRequest, reply: FastifyReply): Promise<View> {
  const flash = request.session?.flash;
  if (flash !== undefined) request.session.flash = undefined;
  return { lang: languageOf(request), csrf: reply.generateCsrf(), admin: request.admin, flash };
}

/** Sends a whole page: the layout around the content, in the reader's language. */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  title: string | ((lang: AdminLanguage) => string),
  content: (view: View) => ComponentChildren,
  status = 200,
): Promise<FastifyReply> {
  const view = await viewOf(request, reply);
  const heading = typeof title === 'string' ? title : title(view.lang);
  const html = render(
    <Layout view={view} title={heading} nav={request.server.adminNav} current={request.url.split('?')[0]}>
      {content(view)}
    </Layout>,
  );
  return reply.code(status).type('text/html; charset=utf-8').send(`<!doctype html>${html}`);
}

/** After a successful form: back to a page, with a notice shown once there. */
export function redirectWithNotice(request: FastifyRequest, reply: FastifyReply, to: string, notice?: string): FastifyReply {
  if (notice) request.session.flash = notice;
  return reply.redirect(to, 303);
}

async function errorPage(request: FastifyRequest, reply: FastifyReply, status: number, nav: NavItem[], detail?: string): Promise<string> {
  const view = await viewOf(request, reply).catch(() => ({ lang: languageOf(request), csrf: '', admin: request.admin, flash: undefined }));
  const text = shellText(view.lang, status);
  return `<!doctype html>${render(
    <Layout view={view} title={text.title} nav={nav} current="">
      <p>{detail ?? text.body}</p>
      <p>
        <a href="/admin/">{text.home}</a>
      </p>
    </Layout>,
  )}`;
}
