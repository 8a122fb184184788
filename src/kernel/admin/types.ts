import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ComponentChildren } from 'preact';
import type { Deps, EnvironmentRef, RequestContext } from '../context.ts';
import type { AdminLanguage } from './i18n.ts';

/** The ACO behind a web-administration session. */
export interface AdminUser {
  acoId: number;
  customerId: number;
  customerName: string;
  name: string;
  email: string;
  language: AdminLanguage;
  totpEnabled: boolean;
  production: EnvironmentRef & { activated: boolean };
  test: EnvironmentRef;
}

declare module 'fastify' {
  interface Session {
    /** Set once both factors are passed. */
    acoId?: number;
    /** Set after the password when a second factor is still due. */
    pendingAcoId?: number;
    /** The language chosen before logging in. */
    lang?: string;
    /** A one-time notice shown on the next page. */
    flash?: string;
  }
  interface FastifyRequest {
    admin: AdminUser | null;
  }
  interface FastifyInstance {
    /** The web administration's menu (decorated in its scope). */
    adminNav: NavItem[];
  }
  interface FastifyContextConfig {
    /** Pages anybody may open (log-in, invitation, password reset); the rest need a session. */
    adminPublic?: boolean;
  }
}

/** What a page renders with: the reader's language, the form token, the ACO when logged in. */
export interface View {
  lang: AdminLanguage;
  csrf: string;
  admin: AdminUser | null;
  flash: string | undefined;
}

export interface NavItem {
  href: string;
  label: Partial<Record<AdminLanguage, string>> & { en: string };
  /** Marks the entry current on every page under this path (an entry leading to one of several tabs). */
  section?: string;
}

/**
 * One feature's pages: registered in the admin scope (session, CSRF, headers in place), each
 * next to the service it calls. `nav` entries appear in the menu, in the order of the groups.
 */
export interface AdminPageGroup {
  nav?: NavItem[];
  register(app: FastifyInstance, deps: Deps): void;
}

/** Finds the ACO of a session (undefined when the ACO no longer exists). */
export type AdminResolver = (deps: Deps, acoId: number) => Promise<AdminUser | undefined>;

export type PageContent = (view: View) => ComponentChildren;

export type { FastifyReply, FastifyRequest };

/** The logged-in ACO acting in one of its customer's environments. */
export function adminContext(admin: AdminUser, environment: 'PRODUCTION' | 'TEST' = 'PRODUCTION'): RequestContext {
  const env = environment === 'PRODUCTION' ? admin.production : admin.test;
  return {
    env: { id: env.id, customerId: env.customerId, kind: env.kind, clockOffsetMs: env.clockOffsetMs },
    actor: { kind: 'ADMINISTRATOR', userId: admin.acoId, name: admin.name },
  };
}
