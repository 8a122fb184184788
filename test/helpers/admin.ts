import type { FastifyInstance } from 'fastify';
import { clock } from '../../src/kernel/clock.ts';
import { inviteAdministrator, totpCodeAt } from '../../src/modules/admin-accounts/index.ts';
import { createCustomer } from '../../src/modules/customers/index.ts';
import { TEST_ACTOR, type Customer, type World } from './world.ts';

export const ADMIN_PASSWORD = 'correct horse battery staple';

export interface AdminPage {
  status: number;
  body: string;
  location: string | undefined;
  headers: Record<string, unknown>;
}

/**
 * A browser's worth of web administration for HTTP tests: keeps the session cookie, sends the
 * CSRF token of the last page with each form (unless told not to), follows nothing by itself.
 */
export class AdminClient {
  private cookie = '';
  private csrf = '';
  constructor(private readonly app: FastifyInstance) {}

  async get(url: string): Promise<AdminPage> {
    return this.send('GET', url);
  }

  /** Posts a form; a list is sent as the same name repeated, as a browser sends ticked checkboxes. */
  async post(url: string, form: Record<string, string | string[]> = {}, options: { csrf?: string | null } = {}): Promise<AdminPage> {
    if (!this.csrf && options.csrf === undefined) await this.get('/admin/login');
    const token = options.csrf === undefined ? this.csrf : options.csrf;
    const fields = new URLSearchParams(token === null || '_csrf' in form ? [] : [['_csrf', token]]);
    for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) fields.append(name, one);
    return this.send('POST', url, fields.toString());
  }

  private async send(method: 'GET' | 'POST', url: string, payload?: string): Promise<AdminPage> {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload,
    });
    const setCookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('ac_admin='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const token = /name="_csrf" value="([^"]+)"/.exec(res.body);
    if (token) this.csrf = token[1];
    return { status: res.statusCode, body: res.body, location: res.headers.location, headers: res.headers };
  }

  /** Logs in with e-mail and password (and the second factor when the account has one). */
  async logIn(email: string, password = ADMIN_PASSWORD, totpSecret?: string): Promise<AdminPage> {
    await this.get('/admin/login');
    let page = await this.post('/admin/login', { email, password });
    if (totpSecret && page.location?.startsWith('/admin/login/second-factor')) {
      await this.get(page.location);
      page = await this.post(page.location, { code: totpCodeAt(totpSecret, clock.nowMs()) });
    }
    if (page.status === 303) await this.get(page.location!);
    return page;
  }
}

export interface AdminAccount {
  email: string;
  acoId: number;
  client: AdminClient;
}

let serial = 0;

/** An administrator of the customer with a password set through the invitation link, logged in. */
export async function loggedInAdmin(
  world: World,
  customer: Pick<Customer, 'number' | 'production'> = world.a,
  name = 'Ada',
): Promise<AdminAccount> {
  const email = `${name.toLowerCase()}.${++serial}.${customer.number.toLowerCase()}@example.com`;
  const invitation = await inviteAdministrator(
    world.deps,
    world.ctx(customer.production),
    { firstName: name, lastName: 'Admin', email },
    'http://admin.test',
  );
  const client = new AdminClient(world.app);
  const link = invitation.link.replace('http://admin.test', '');
  await client.get(link);
  const accepted = await client.post(link, { password: ADMIN_PASSWORD });
  if (accepted.status !== 303) throw new Error(`invitation not accepted: ${accepted.status} ${accepted.body.slice(0, 500)}`);
  await client.logIn(email);
  return { email, acoId: invitation.acoId, client };
}

/** Names of the form fields a page marks as invalid (aria-invalid, the error next to the field). */
export function invalidFields(body: string): string[] {
  return [...body.matchAll(/<(?:input|select|textarea)[^>]*\bname="([^"]+)"[^>]*\baria-invalid="true"/g)].map((m) => m[1]);
}

/** The value of a hidden field of a page (e.g. the version an edit form carries). */
export function hiddenValue(body: string, name: string): string | undefined {
  return new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(body)?.[1];
}

/** A new customer as it starts: a test environment with its key, production not activated, no credits. */
export async function unactivatedCustomer(world: World, name: string): Promise<Omit<Customer, 'productionKey'>> {
  const created = await createCustomer(world.deps, TEST_ACTOR, { accessControlSystemName: name }, { testKey: true });
  return {
    id: created.customer.id,
    number: created.customer.customer_number,
    test: created.test,
    production: created.production,
    testKey: created.testKey!.key,
  };
}

/** The secret a page shows once (`SecretOnce`), if it shows one. */
export const secretOnPage = (body: string): string | undefined => /class="secret-value">([^<]+)</.exec(body)?.[1];
