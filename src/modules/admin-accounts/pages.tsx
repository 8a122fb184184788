import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOfferedLanguage, OFFERED_LANGUAGES } from '../../kernel/admin/i18n.ts';
import {
  ActionButton,
  emptyForm,
  Field,
  Form,
  FORM_ERROR,
  formErrorsOf,
  formFields,
  SecretOnce,
  type FormState,
} from '../../kernel/admin/forms.tsx';
import { adminBaseUrl } from '../../kernel/admin/links.ts';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup, type View } from '../../kernel/admin/types.ts';
import type { Deps } from '../../kernel/context.ts';
import { findCustomer, listAcos, addAco, removeAco, updateAco } from '../customers/index.ts';
import { UnlockChart, unlocksPerDay } from '../protocols/index.ts';
import { newTotpSecret, totpUri } from './credentials.ts';
import { t } from './messages.ts';
import {
  acceptInvitation,
  checkPassword,
  checkSecondFactor,
  deleteAdministrator,
  disableSecondFactor,
  enableSecondFactor,
  findInvitation,
  inviteAdministrator,
  listAdministrators,
  requestPasswordReset,
  resetPassword,
  setLanguage,
  type LoginResult,
} from './service.ts';

declare module 'fastify' {
  interface Session {
    /** A TOTP key being set up, until a code proves the authenticator has it. */
    totpSetup?: string;
  }
}

const languageOptions = (): [string, string][] => Object.entries(OFFERED_LANGUAGES);
const idParam = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/** Pages anybody may open, throttled per client address when they take a secret. */
function publicRoute(deps: Deps, throttled: boolean) {
  const max = deps.config.admin.loginAttemptsPerMinute;
  return { config: { adminPublic: true, ...(throttled && max > 0 ? { rateLimit: { max, timeWindow: 60_000 } } : {}) } };
}

function LoginForm(props: { view: View; state: FormState; next: string }) {
  const { view, state } = props;
  return (
    <div class="login card">
      <Form view={view} action={`/admin/login${props.next ? `?next=${encodeURIComponent(props.next)}` : ''}`} state={state}>
        <Field state={state} name="email" label={t(view.lang, 'email')} type="email" autocomplete="username" required />
        <Field state={state} name="password" label={t(view.lang, 'password')} type="password" autocomplete="current-password" required />
        <button type="submit">{t(view.lang, 'loginButton')}</button>
      </Form>
      <p>
        <a href="/admin/password-reset">{t(view.lang, 'forgot')}</a>
      </p>
      <p class="hint">
        {Object.entries(OFFERED_LANGUAGES).map(([code, name]) => (
          <>
            <a href={`/admin/login?lang=${code}`} lang={code}>
              {name}
            </a>{' '}
          </>
        ))}
      </p>
    </div>
  );
}

/** Only local paths of the administration are followed after log-in (no open redirect). */
function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/admin(\/[^/\\]|\/?$)/.test(next) && !next.includes('//') ? next : '/admin/';
}

async function signIn(request: FastifyRequest, reply: FastifyReply, result: LoginResult, next: string) {
  if (result.outcome === 'SIGNED_IN') {
    // A new session id at log-in: an id planted before it (session fixation) opens nothing.
    await request.session.regenerate();
    request.session.acoId = result.acoId;
    return reply.redirect(next, 303);
  }
  await request.session.regenerate();
  request.session.pendingAcoId = result.outcome === 'SECOND_FACTOR' ? result.acoId : undefined;
  return reply.redirect(`/admin/login/second-factor?next=${encodeURIComponent(next)}`, 303);
}

function refusal(lang: View['lang'], result: LoginResult): string {
  return result.outcome === 'LOCKED'
    ? t(lang, 'loginLocked', { until: result.until.slice(0, 16).replace('T', ' ') })
    : t(lang, 'loginRefused');
}

function registerLogin(app: FastifyInstance, deps: Deps): void {
  app.get('/login', publicRoute(deps, false), async (request, reply) => {
    const { lang, next } = request.query as { lang?: string; next?: string };
    if (isOfferedLanguage(lang)) request.session.lang = lang;
    if (request.admin) return reply.redirect(safeNext(next), 303);
    return sendPage(
      request,
      reply,
      (l) => t(l, 'loginTitle'),
      (view) => <LoginForm view={view} state={emptyForm()} next={safeNext(next)} />,
    );
  });
  app.post('/login', publicRoute(deps, true), async (request, reply) => {
    const form = formFields(request.body);
    const next = safeNext((request.query as { next?: string }).next);
    const result = await checkPassword(deps, form.email ?? '', form.password ?? '');
    if (result.outcome === 'SIGNED_IN' || result.outcome === 'SECOND_FACTOR') return signIn(request, reply, result, next);
    const status = result.outcome === 'LOCKED' ? 429 : 400;
    return sendPage(
      request,
      reply,
      (l) => t(l, 'loginTitle'),
      (view) => (
        <LoginForm
          view={view}
          state={{ values: { email: form.email ?? '' }, errors: { [FORM_ERROR]: refusal(view.lang, result) } }}
          next={next}
        />
      ),
      status,
    );
  });

  const secondFactorPage = (request: FastifyRequest, reply: FastifyReply, state: FormState, status = 200) =>
    sendPage(
      request,
      reply,
      (l) => t(l, 'secondFactorTitle'),
      (view) => (
        <div class="login card">
          <Form
            view={view}
            action={`/admin/login/second-factor?next=${encodeURIComponent(safeNext((request.query as { next?: string }).next))}`}
            state={state}
          >
            <Field state={state} name="code" label={t(view.lang, 'code')} autocomplete="one-time-code" inputmode="numeric" required />
            <button type="submit">{t(view.lang, 'confirm')}</button>
          </Form>
        </div>
      ),
      status,
    );
  app.get('/login/second-factor', publicRoute(deps, false), async (request, reply) => {
    if (!request.session.pendingAcoId) return reply.redirect('/admin/login', 303);
    return secondFactorPage(request, reply, emptyForm());
  });
  app.post('/login/second-factor', publicRoute(deps, true), async (request, reply) => {
    const pending = request.session.pendingAcoId;
    if (!pending) return reply.redirect('/admin/login', 303);
    const result = await checkSecondFactor(deps, pending, formFields(request.body).code ?? '');
    if (result.outcome === 'SIGNED_IN') return signIn(request, reply, result, safeNext((request.query as { next?: string }).next));
    const lang = request.session.lang && isOfferedLanguage(request.session.lang) ? request.session.lang : 'en';
    const message = result.outcome === 'LOCKED' ? refusal(lang, result) : t(lang, 'codeRefused');
    return secondFactorPage(request, reply, { values: {}, errors: { code: message } }, result.outcome === 'LOCKED' ? 429 : 400);
  });
  app.post('/logout', { config: { adminPublic: true } }, async (request, reply) => {
    await request.session.destroy();
    return reply.redirect('/admin/login?bye=1', 303);
  });
}

/** Invitation and reset links: the token travels as `token` (a name the log redaction hides). */
function registerPasswordLinks(app: FastifyInstance, deps: Deps): void {
  const tokenOf = (request: FastifyRequest) => String((request.query as { token?: string }).token ?? '');
  const passwordForm = (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'invitation' | 'reset',
    state: FormState,
    intro?: string,
    status = 200,
  ) =>
    sendPage(
      request,
      reply,
      (l) => t(l, kind === 'invitation' ? 'invitationTitle' : 'resetTitle'),
      (view) => (
        <div class="login card">
          {intro && <p>{intro}</p>}
          <Form
            view={view}
            action={`/admin/${kind === 'invitation' ? 'invitation' : 'password-reset'}?token=${encodeURIComponent(tokenOf(request))}`}
            state={state}
          >
            <Field
              state={state}
              name="password"
              label={t(view.lang, 'newPassword')}
              type="password"
              autocomplete="new-password"
              hint={t(view.lang, 'passwordHint')}
              required
            />
            <button type="submit">{t(view.lang, 'setPassword')}</button>
          </Form>
        </div>
      ),
      status,
    );
  const invalidLink = (request: FastifyRequest, reply: FastifyReply, key: 'invitationInvalid' | 'resetInvalid') =>
    sendPage(
      request,
      reply,
      (l) => t(l, key === 'invitationInvalid' ? 'invitationTitle' : 'resetTitle'),
      (view) => <p class="error">{t(view.lang, key)}</p>,
      404,
    );

  app.get('/invitation', publicRoute(deps, true), async (request, reply) => {
    const invitation = await findInvitation(deps, tokenOf(request));
    if (!invitation) return invalidLink(request, reply, 'invitationInvalid');
    const lang = request.session.lang && isOfferedLanguage(request.session.lang) ? request.session.lang : 'en';
    return passwordForm(request, reply, 'invitation', emptyForm(), t(lang, 'invitationFor', invitation));
  });
  app.post('/invitation', publicRoute(deps, true), async (request, reply) => {
    try {
      const acoId = await acceptInvitation(deps, tokenOf(request), formFields(request.body).password ?? '');
      if (acoId === undefined) return invalidLink(request, reply, 'invitationInvalid');
      return redirectWithNotice(request, reply, '/admin/login', t(request.session.lang === 'de' ? 'de' : 'en', 'passwordSet'));
    } catch (error) {
      return passwordForm(request, reply, 'invitation', { values: {}, errors: formErrorsOf(error) }, undefined, 400);
    }
  });

  const resetRequestPage = (request: FastifyRequest, reply: FastifyReply, state: FormState) =>
    sendPage(
      request,
      reply,
      (l) => t(l, 'resetTitle'),
      (view) => (
        <div class="login card">
          <p>{t(view.lang, 'resetIntro')}</p>
          <Form view={view} action="/admin/password-reset" state={state}>
            <Field state={state} name="email" label={t(view.lang, 'email')} type="email" autocomplete="username" required />
            <button type="submit">{t(view.lang, 'resetSend')}</button>
          </Form>
        </div>
      ),
    );
  app.get('/password-reset', publicRoute(deps, true), async (request, reply) => {
    if (!tokenOf(request)) return resetRequestPage(request, reply, emptyForm());
    return passwordForm(request, reply, 'reset', emptyForm());
  });
  app.post('/password-reset', publicRoute(deps, true), async (request, reply) => {
    const form = formFields(request.body);
    if (!tokenOf(request)) {
      await requestPasswordReset(deps, form.email ?? '', adminBaseUrl(deps.config));
      return redirectWithNotice(request, reply, '/admin/login', t(request.session.lang === 'de' ? 'de' : 'en', 'resetSent'));
    }
    try {
      const acoId = await resetPassword(deps, tokenOf(request), form.password ?? '');
      if (acoId === undefined) return invalidLink(request, reply, 'resetInvalid');
      return redirectWithNotice(request, reply, '/admin/login', t(request.session.lang === 'de' ? 'de' : 'en', 'resetDone'));
    } catch (error) {
      return passwordForm(request, reply, 'reset', { values: {}, errors: formErrorsOf(error) }, undefined, 400);
    }
  });
}

function registerOverview(app: FastifyInstance, deps: Deps): void {
  app.get('/', async (request, reply) => {
    const admin = request.admin!;
    const customer = await findCustomer(deps.store.db, admin.customerId);
    const unlocks = await unlocksPerDay(deps, adminContext(admin), { days: 30 });
    return sendPage(
      request,
      reply,
      (l) => t(l, 'overview'),
      (view) => (
        <>
          <div class="cards">
            <div class="card">
              <p class="muted">{t(view.lang, 'customerNumber')}</p>
              <p class="figure">{customer.customer_number}</p>
            </div>
            <div class="card">
              <p class="muted">{t(view.lang, 'production')}</p>
              <p class="figure">{admin.production.activated ? t(view.lang, 'activated') : t(view.lang, 'notActivated')}</p>
            </div>
            <div class="card">
              <p class="muted">{t(view.lang, 'balance')}</p>
              <p class="figure">{customer.credit_balance}</p>
            </div>
          </div>
          <UnlockChart series={unlocks} title={t(view.lang, 'unlockChart')} lang={view.lang} />
        </>
      ),
    );
  });
}

function registerAccount(app: FastifyInstance, deps: Deps): void {
  const accountPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    states: { language?: FormState; code?: FormState } = {},
    status = 200,
  ) => {
    const admin = request.admin!;
    const setup = request.session.totpSetup;
    // Loaded on first use, not at start: only this page needs it.
    const { default: QRCode } = await import('qrcode');
    const qr = setup ? await QRCode.toDataURL(totpUri(setup, admin.email), { margin: 1, width: 200 }) : undefined;
    return sendPage(
      request,
      reply,
      (l) => t(l, 'account'),
      (view) => (
        <>
          <section class="card" aria-labelledby="language-heading">
            <h2 id="language-heading">{t(view.lang, 'language')}</h2>
            <Form view={view} action="/admin/account/language" state={states.language}>
              <Field
                state={states.language}
                name="language"
                label={t(view.lang, 'language')}
                options={languageOptions()}
                value={admin.language}
              />
              <button type="submit">{t(view.lang, 'save')}</button>
            </Form>
          </section>
          <section class="card" aria-labelledby="tfa-heading">
            <h2 id="tfa-heading">{t(view.lang, 'secondFactor')}</h2>
            <p>{admin.totpEnabled ? t(view.lang, 'secondFactorOn') : t(view.lang, 'secondFactorOff')}</p>
            {admin.totpEnabled ? (
              <Form view={view} action="/admin/account/second-factor/disable" state={states.code}>
                <Field
                  state={states.code}
                  name="code"
                  label={t(view.lang, 'code')}
                  autocomplete="one-time-code"
                  inputmode="numeric"
                  required
                />
                <button type="submit" class="danger">
                  {t(view.lang, 'disable')}
                </button>
              </Form>
            ) : setup ? (
              <>
                <p>{t(view.lang, 'secondFactorScan')}</p>
                <p>
                  <img src={qr} alt={t(view.lang, 'qrAlt')} width={200} height={200} />
                </p>
                <p>
                  {t(view.lang, 'secondFactorKey')}: <code data-totp-key>{setup}</code>
                </p>
                <Form view={view} action="/admin/account/second-factor/enable" state={states.code}>
                  <Field
                    state={states.code}
                    name="code"
                    label={t(view.lang, 'code')}
                    autocomplete="one-time-code"
                    inputmode="numeric"
                    required
                  />
                  <button type="submit">{t(view.lang, 'enable')}</button>
                </Form>
              </>
            ) : (
              <ActionButton view={view} action="/admin/account/second-factor/start" label={t(view.lang, 'secondFactorStart')} />
            )}
          </section>
        </>
      ),
      status,
    );
  };
  app.get('/account', (request, reply) => accountPage(request, reply));
  app.post('/account/language', async (request, reply) => {
    const language = formFields(request.body).language;
    if (!isOfferedLanguage(language)) {
      return accountPage(
        request,
        reply,
        { language: { values: {}, errors: { language: `must be one of ${Object.keys(OFFERED_LANGUAGES).join(', ')}` } } },
        400,
      );
    }
    await setLanguage(deps, request.admin!, language);
    return redirectWithNotice(request, reply, '/admin/account', t(language, 'languageSaved'));
  });
  app.post('/account/second-factor/start', async (request, reply) => {
    request.session.totpSetup = newTotpSecret();
    return reply.redirect('/admin/account', 303);
  });
  app.post('/account/second-factor/enable', async (request, reply) => {
    const admin = request.admin!;
    const secret = request.session.totpSetup;
    if (!secret) return reply.redirect('/admin/account', 303);
    try {
      await enableSecondFactor(deps, adminContext(admin), secret, formFields(request.body).code ?? '');
    } catch (error) {
      return accountPage(request, reply, { code: { values: {}, errors: formErrorsOf(error) } }, 400);
    }
    request.session.totpSetup = undefined;
    return redirectWithNotice(request, reply, '/admin/account', t(admin.language, 'enabled'));
  });
  app.post('/account/second-factor/disable', async (request, reply) => {
    const admin = request.admin!;
    try {
      await disableSecondFactor(deps, adminContext(admin), formFields(request.body).code ?? '');
    } catch (error) {
      return accountPage(request, reply, { code: { values: {}, errors: formErrorsOf(error) } }, 400);
    }
    return redirectWithNotice(request, reply, '/admin/account', t(admin.language, 'disabled'));
  });
}

function registerAdministrators(app: FastifyInstance, deps: Deps): void {
  const listPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    forms: { invite?: FormState; support?: FormState; link?: string } = {},
    status = 200,
  ) => {
    const admin = request.admin!;
    const ctx = adminContext(admin);
    const administrators = await listAdministrators(deps, ctx);
    const support = await listAcos(deps.store.db, ctx.env.id, 'SUPPORT');
    return sendPage(
      request,
      reply,
      (l) => t(l, 'administrators'),
      (view) => (
        <>
          {forms.link && (
            <SecretOnce
              label={t(view.lang, 'invitationLink')}
              value={forms.link}
              note={t(view.lang, 'invitationNote')}
              copyLabel={t(view.lang, 'copy')}
            />
          )}
          <table>
            <caption class="muted">{t(view.lang, 'administrators')}</caption>
            <thead>
              <tr>
                <th scope="col">{t(view.lang, 'name')}</th>
                <th scope="col">{t(view.lang, 'email')}</th>
                <th scope="col">{t(view.lang, 'state')}</th>
                <th scope="col">{t(view.lang, 'secondFactor')}</th>
                <th scope="col">{t(view.lang, 'failedLogins')}</th>
                <th scope="col">{t(view.lang, 'actions')}</th>
              </tr>
            </thead>
            <tbody>
              {administrators.map((a) => (
                <tr>
                  <td>
                    {a.name} {a.acoId === admin.acoId && <span class="tag">{t(view.lang, 'you')}</span>}
                  </td>
                  <td>{a.email}</td>
                  <td>
                    <span class={a.state === 'ACTIVE' ? 'tag ok' : 'tag warn'}>{t(view.lang, `state${a.state}`)}</span>
                  </td>
                  <td>{a.secondFactor ? t(view.lang, 'yes') : t(view.lang, 'no')}</td>
                  <td>{a.failedLoginCounter}</td>
                  <td class="actions">
                    <a href={`/admin/administrators/${a.acoId}/edit`}>{t(view.lang, 'edit')}</a>
                    {a.acoId !== admin.acoId && (
                      <ActionButton
                        view={view}
                        action={`/admin/administrators/${a.acoId}/delete`}
                        label={t(view.lang, 'delete')}
                        confirm={t(view.lang, 'deleteConfirm')}
                        danger
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <section class="card" aria-labelledby="invite-heading">
            <h2 id="invite-heading">{t(view.lang, 'invite')}</h2>
            <Form view={view} action="/admin/administrators" state={forms.invite}>
              <Field state={forms.invite} name="firstName" label={t(view.lang, 'firstName')} required />
              <Field state={forms.invite} name="lastName" label={t(view.lang, 'lastName')} required />
              <Field state={forms.invite} name="email" label={t(view.lang, 'email')} type="email" required />
              <Field state={forms.invite} name="language" label={t(view.lang, 'language')} options={languageOptions()} />
              <button type="submit">{t(view.lang, 'inviteButton')}</button>
            </Form>
          </section>
          <h2>{t(view.lang, 'supportLogins')}</h2>
          {support.length === 0 ? (
            <p class="muted">{t(view.lang, 'none')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t(view.lang, 'name')}</th>
                  <th scope="col">{t(view.lang, 'email')}</th>
                  <th scope="col">{t(view.lang, 'comment')}</th>
                  <th scope="col">{t(view.lang, 'actions')}</th>
                </tr>
              </thead>
              <tbody>
                {support.map((s) => (
                  <tr>
                    <td>
                      {s.firstname} {s.lastname}
                    </td>
                    <td>{s.email}</td>
                    <td>{s.comment}</td>
                    <td>
                      <ActionButton
                        view={view}
                        action={`/admin/support-logins/${s.id}/delete`}
                        label={t(view.lang, 'delete')}
                        confirm={t(view.lang, 'supportDeleteConfirm')}
                        danger
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <section class="card" aria-labelledby="support-heading">
            <h2 id="support-heading">{t(view.lang, 'addSupport')}</h2>
            <Form view={view} action="/admin/support-logins" state={forms.support}>
              <Field state={forms.support} name="firstName" label={t(view.lang, 'firstName')} required />
              <Field state={forms.support} name="lastName" label={t(view.lang, 'lastName')} required />
              <Field state={forms.support} name="email" label={t(view.lang, 'email')} type="email" />
              <Field state={forms.support} name="comment" label={t(view.lang, 'comment')} />
              <button type="submit">{t(view.lang, 'addButton')}</button>
            </Form>
          </section>
        </>
      ),
      status,
    );
  };
  app.get('/administrators', (request, reply) => listPage(request, reply));
  app.post('/administrators', async (request, reply) => {
    const form = formFields(request.body);
    const admin = request.admin!;
    try {
      const invitation = await inviteAdministrator(
        deps,
        adminContext(admin),
        {
          firstName: form.firstName ?? '',
          lastName: form.lastName ?? '',
          email: form.email ?? '',
          language: isOfferedLanguage(form.language) ? form.language : admin.language,
        },
        adminBaseUrl(deps.config),
      );
      return listPage(request, reply, { link: invitation.link });
    } catch (error) {
      return listPage(request, reply, { invite: { values: form, errors: formErrorsOf(error) } }, 400);
    }
  });
  app.post('/administrators/:id/delete', async (request, reply) => {
    const admin = request.admin!;
    await deleteAdministrator(deps, adminContext(admin), idParam(request));
    return redirectWithNotice(request, reply, '/admin/administrators', t(admin.language, 'deleted'));
  });
  const editPage = async (request: FastifyRequest, reply: FastifyReply, state?: FormState, status = 200) => {
    const admin = request.admin!;
    const acos = await listAcos(deps.store.db, admin.production.id, 'ADMINISTRATOR');
    const aco = acos.find((a) => a.id === idParam(request));
    if (!aco) return reply.callNotFound();
    const values = state?.values ?? {
      firstName: aco.firstname ?? '',
      lastName: aco.lastname ?? '',
      phone: aco.phone ?? '',
      comment: aco.comment ?? '',
    };
    const shown: FormState = { values, errors: state?.errors ?? {} };
    return sendPage(
      request,
      reply,
      (l) => t(l, 'editTitle'),
      (view) => (
        <Form view={view} action={`/admin/administrators/${aco.id}/edit`} state={shown} class="card">
          <Field state={shown} name="firstName" label={t(view.lang, 'firstName')} required />
          <Field state={shown} name="lastName" label={t(view.lang, 'lastName')} required />
          <Field state={shown} name="phone" label={t(view.lang, 'phone')} type="tel" />
          <Field state={shown} name="comment" label={t(view.lang, 'comment')} />
          <button type="submit">{t(view.lang, 'save')}</button>
        </Form>
      ),
      status,
    );
  };
  app.get('/administrators/:id/edit', (request, reply) => editPage(request, reply));
  app.post('/administrators/:id/edit', async (request, reply) => {
    const admin = request.admin!;
    const form = formFields(request.body);
    const ctx = adminContext(admin);
    const acos = await listAcos(deps.store.db, ctx.env.id, 'ADMINISTRATOR');
    if (!acos.some((a) => a.id === idParam(request))) return reply.callNotFound();
    try {
      await updateAco(deps, ctx, idParam(request), {
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone,
        comment: form.comment,
      });
    } catch (error) {
      return editPage(request, reply, { values: form, errors: formErrorsOf(error) }, 400);
    }
    return redirectWithNotice(request, reply, '/admin/administrators', t(admin.language, 'saved'));
  });
  app.post('/support-logins', async (request, reply) => {
    const admin = request.admin!;
    const form = formFields(request.body);
    try {
      await addAco(deps, adminContext(admin), {
        kind: 'SUPPORT',
        firstName: form.firstName ?? '',
        lastName: form.lastName ?? '',
        email: form.email || undefined,
        comment: form.comment || undefined,
      });
    } catch (error) {
      return listPage(request, reply, { support: { values: form, errors: formErrorsOf(error) } }, 400);
    }
    return redirectWithNotice(request, reply, '/admin/administrators', t(admin.language, 'supportAdded'));
  });
  app.post('/support-logins/:id/delete', async (request, reply) => {
    const admin = request.admin!;
    const ctx = adminContext(admin);
    const support = await listAcos(deps.store.db, ctx.env.id, 'SUPPORT');
    if (!support.some((s) => s.id === idParam(request))) return reply.callNotFound();
    await removeAco(deps, ctx, idParam(request));
    return redirectWithNotice(request, reply, '/admin/administrators', t(admin.language, 'deleted'));
  });
}

/** Log-in, invitation, password reset, the ACO's own account, the overview and the customer's administrators. */
export const accountPages: AdminPageGroup = {
  nav: [
    { href: '/admin/', label: { en: 'Overview', de: 'Übersicht' } },
    { href: '/admin/administrators', label: { en: 'Administrators', de: 'Administratoren' } },
    { href: '/admin/account', label: { en: 'My account', de: 'Mein Konto' } },
  ],
  register(app, deps) {
    registerLogin(app, deps);
    registerPasswordLinks(app, deps);
    registerOverview(app, deps);
    registerAccount(app, deps);
    registerAdministrators(app, deps);
  },
};
