import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ActionButton,
  Checkbox,
  emptyForm,
  Field,
  Form,
  FORM_ERROR,
  formErrorsOf,
  formFields,
  SecretOnce,
  type FormState,
} from '../../kernel/admin/forms.tsx';
import type { AdminLanguage } from '../../kernel/admin/i18n.ts';
import { ADMIN_PAGE_SIZE, idParam, pageOf, Pager } from '../../kernel/admin/paging.tsx';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup, type AdminUser, type View } from '../../kernel/admin/types.ts';
import type { Deps, RequestContext } from '../../kernel/context.ts';
import type { EnvironmentKind } from '../../kernel/db/schema.ts';
import { AppError, badRequest, type FieldError } from '../../kernel/errors.ts';
import { shownUtc } from '../../kernel/time.ts';
import { urlProblem } from './addresses.ts';
import { t } from './admin-messages.ts';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './event-types.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  rotateWebhookSecret,
  updateWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookInput,
} from './service.ts';

type Slug = 'production' | 'test';
const ENVIRONMENTS: { kind: EnvironmentKind; slug: Slug }[] = [
  { kind: 'PRODUCTION', slug: 'production' },
  { kind: 'TEST', slug: 'test' },
];
const BASE = '/admin/webhooks';
const MAX_DESCRIPTION = 200;

/** The environment a route names (`/webhooks/test/…`); the service then looks its ids up there only. */
function environmentOf(request: FastifyRequest): { kind: EnvironmentKind; slug: Slug } | undefined {
  return ENVIRONMENTS.find((e) => e.slug === (request.params as { environment?: string }).environment);
}

const contextOf = (admin: AdminUser, kind: EnvironmentKind): RequestContext => adminContext(admin, kind);
const endpointPath = (slug: Slug, id: number, action = '') => `${BASE}/${slug}/${id}${action ? `/${action}` : ''}`;

/** Every endpoint of an environment (a handful in practice), page by page through the service. */
async function allWebhooks(deps: Deps, ctx: RequestContext): Promise<Webhook[]> {
  const all: Webhook[] = [];
  for (let offset = 0; ; offset += ADMIN_PAGE_SIZE) {
    const page = await listWebhooks(deps, ctx, { offset, limit: ADMIN_PAGE_SIZE });
    all.push(...page.items);
    if (page.items.length < ADMIN_PAGE_SIZE || all.length >= page.total) return all;
  }
}

/** The event types ticked in a form (a browser sends the name once per ticked box). */
function eventTypesOf(body: unknown): string[] {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).eventTypes : undefined;
  return [raw ?? []].flat().map((value) => String(value));
}

/**
 * The form as the interface's body. What its schema checks before the service (at least one known
 * event type, the description's length) is checked here under the same field names, together
 * with the service's own URL rule, so a form with several mistakes shows them all at once.
 */
function inputOf(lang: AdminLanguage, form: Record<string, string>, eventTypes: string[]): WebhookInput {
  const known = (type: string): type is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
  const url = form.url ?? '';
  const description = form.description ?? '';
  const errors: FieldError[] = [];
  if (eventTypes.length === 0) errors.push({ field: '/eventTypes', message: t(lang, 'chooseEventType') });
  else if (!eventTypes.every(known)) errors.push({ field: '/eventTypes', message: t(lang, 'unknownEventType') });
  if (description.length > MAX_DESCRIPTION) errors.push({ field: '/description', message: t(lang, 'descriptionTooLong') });
  if (errors.length > 0) {
    const problem = urlProblem(url);
    if (problem) errors.unshift({ field: '/url', message: problem });
    throw badRequest('VALIDATION_FAILED', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
  }
  return { url, eventTypes: eventTypes.filter(known), ...(description ? { description } : {}) };
}

/** The form's values to show again: the ticked event types are kept comma-separated. */
const valuesOf = (form: Record<string, string>, eventTypes: string[]) => ({ ...form, eventTypes: eventTypes.join(',') });

let checksSerial = 0;

/** The event types as checkboxes in a fieldset, its error announced with every box. */
function EventTypeChecks(props: { view: View; state?: FormState; checked: readonly string[] }) {
  const { view, state } = props;
  const id = `event-types-${++checksSerial % 1000}`;
  const error = state?.errors.eventTypes;
  return (
    <fieldset class={error ? 'field choices invalid' : 'field choices'} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t(view.lang, 'eventTypes')}</legend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <div class="field check">
          <input
            type="checkbox"
            id={`${id}-${type}`}
            name="eventTypes"
            value={type}
            checked={props.checked.includes(type)}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <label for={`${id}-${type}`}>
            <code>{type}</code>
          </label>
        </div>
      ))}
      {error && (
        <p class="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function StateTag(props: { lang: AdminLanguage; hook: Webhook }) {
  const { lang, hook } = props;
  return (
    <>
      <span class={hook.enabled ? 'tag ok' : 'tag warn'}>{t(lang, hook.enabled ? 'enabledState' : 'disabledState')}</span>
      {hook.disabledReason && <p class="hint">{hook.disabledReason}</p>}
    </>
  );
}

function EndpointTable(props: { view: View; kind: EnvironmentKind; slug: Slug; hooks: Webhook[] }) {
  const { view, slug, hooks } = props;
  const lang = view.lang;
  if (hooks.length === 0) return <p class="muted">{t(lang, 'noEndpoints')}</p>;
  return (
    <table>
      <caption class="muted">{t(lang, `endpointsOf${props.kind}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(lang, 'url')}</th>
          <th scope="col">{t(lang, 'eventTypes')}</th>
          <th scope="col">{t(lang, 'state')}</th>
          <th scope="col">{t(lang, 'created')}</th>
          <th scope="col">{t(lang, 'actions')}</th>
        </tr>
      </thead>
      <tbody>
        {hooks.map((hook) => {
          const url = hook.url;
          return (
            <tr data-webhook-id={hook.id}>
              <td>
                <code>{url}</code>
                {hook.description && <p class="hint">{hook.description}</p>}
              </td>
              <td>
                <ul class="plain">
                  {hook.eventTypes.map((type) => (
                    <li>
                      <code>{type}</code>
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <StateTag lang={lang} hook={hook} />
              </td>
              <td>{shownUtc(hook.createdAt)}</td>
              <td>
                <div class="actions">
                  <a href={endpointPath(slug, hook.id, 'deliveries')} aria-label={t(lang, 'deliveriesOf', { url })}>
                    {t(lang, 'deliveries')}
                  </a>
                  <a href={endpointPath(slug, hook.id, 'edit')} aria-label={t(lang, 'editOf', { url })}>
                    {t(lang, 'edit')}
                  </a>
                  <ActionButton
                    view={view}
                    action={endpointPath(slug, hook.id, 'rotate-secret')}
                    label={t(lang, 'rotate')}
                    ariaLabel={t(lang, 'rotateOf', { url })}
                    confirm={t(lang, 'rotateConfirm')}
                  />
                  <ActionButton
                    view={view}
                    action={endpointPath(slug, hook.id, 'delete')}
                    label={t(lang, 'delete')}
                    ariaLabel={t(lang, 'deleteOf', { url })}
                    confirm={t(lang, 'deleteConfirm')}
                    danger
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function RegisterForm(props: { view: View; kind: EnvironmentKind; slug: Slug; state?: FormState }) {
  const { view, kind, slug, state } = props;
  const lang = view.lang;
  const headingId = `register-${slug}-heading`;
  return (
    <section class="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(lang, `registerHeading${kind}`)}</h3>
      <Form view={view} action={`${BASE}/${slug}`} state={state}>
        <Field state={state} name="url" type="url" label={t(lang, 'url')} hint={t(lang, 'urlHint')} required />
        <EventTypeChecks view={view} state={state} checked={state?.values.eventTypes?.split(',') ?? []} />
        <Field state={state} name="description" label={t(lang, 'description')} />
        <button type="submit" aria-label={t(lang, `registerOf${kind}`)}>
          {t(lang, 'register')}
        </button>
      </Form>
    </section>
  );
}

/** What the list shows besides the endpoints: a secret just issued, a refused register form. */
interface ListState {
  issued?: { secret: string; heading: string };
  register?: Partial<Record<EnvironmentKind, FormState>>;
}

async function listPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, state: ListState = {}, status = 200) {
  const admin = request.admin!;
  const hooks = await Promise.all(ENVIRONMENTS.map(({ kind }) => allWebhooks(deps, contextOf(admin, kind))));
  return sendPage(
    request,
    reply,
    (l) => t(l, 'webhooks'),
    (view) => (
      <>
        {state.issued && (
          <SecretOnce
            label={state.issued.heading}
            value={state.issued.secret}
            note={t(view.lang, 'secretNote')}
            copyLabel={t(view.lang, 'copy')}
          />
        )}
        <p>{t(view.lang, 'intro')}</p>
        {ENVIRONMENTS.map(({ kind, slug }, i) => (
          <section aria-labelledby={slug}>
            <h2 id={slug}>{t(view.lang, slug)}</h2>
            <p>{t(view.lang, kind === 'PRODUCTION' ? 'productionIntro' : 'testIntro')}</p>
            <EndpointTable view={view} kind={kind} slug={slug} hooks={hooks[i]} />
            <RegisterForm view={view} kind={kind} slug={slug} state={state.register?.[kind]} />
          </section>
        ))}
      </>
    ),
    status,
  );
}

/** An endpoint as its edit form's values, with the version read. */
const editValues = (hook: Webhook): Record<string, string> => ({
  url: hook.url,
  eventTypes: hook.eventTypes.join(','),
  description: hook.description ?? '',
  enabled: hook.enabled ? 'on' : '',
  version: String(hook.version),
});

async function editPage(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: Slug,
  hook: Webhook,
  state?: FormState,
  status = 200,
) {
  const shown = state ?? emptyForm(editValues(hook));
  return sendPage(
    request,
    reply,
    (l) => t(l, 'editTitle', { url: hook.url }),
    (view) => (
      <Form view={view} action={endpointPath(slug, hook.id, 'edit')} state={shown} class="card">
        <input type="hidden" name="version" value={shown.values.version ?? ''} />
        <p class="muted">{t(view.lang, 'environmentOf', { environment: t(view.lang, slug) })}</p>
        <Field state={shown} name="url" type="url" label={t(view.lang, 'url')} hint={t(view.lang, 'urlHint')} required />
        <EventTypeChecks view={view} state={shown} checked={shown.values.eventTypes?.split(',') ?? []} />
        <Field state={shown} name="description" label={t(view.lang, 'description')} />
        <Checkbox state={shown} name="enabled" label={t(view.lang, 'enabled')} hint={hook.disabledReason ?? t(view.lang, 'enabledHint')} />
        <div class="actions">
          <button type="submit">{t(view.lang, 'save')}</button>
          <a href={`${BASE}#${slug}`}>{t(view.lang, 'cancel')}</a>
        </div>
      </Form>
    ),
    status,
  );
}

function DeliveryTable(props: { view: View; slug: Slug; hookId: number; deliveries: WebhookDelivery[] }) {
  const { view, slug, hookId } = props;
  const lang = view.lang;
  if (props.deliveries.length === 0) return <p class="muted">{t(lang, 'noDeliveries')}</p>;
  const statusClass = { DELIVERED: 'tag ok', PENDING: 'tag', FAILED: 'tag warn' } as const;
  return (
    <table>
      <caption class="muted">{t(lang, 'deliveriesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t(lang, 'eventType')}</th>
          <th scope="col">{t(lang, 'status')}</th>
          <th scope="col">{t(lang, 'attempts')}</th>
          <th scope="col">{t(lang, 'lastResponseCode')}</th>
          <th scope="col">{t(lang, 'lastError')}</th>
          <th scope="col">{t(lang, 'created')}</th>
          <th scope="col">{t(lang, 'delivered')}</th>
          <th scope="col">{t(lang, 'actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.deliveries.map((d) => (
          <tr data-delivery-id={d.id}>
            <td>
              <code>{d.eventType}</code>
            </td>
            <td>
              <span class={statusClass[d.status]}>{t(lang, `status${d.status}`)}</span>
            </td>
            <td>{d.attempts}</td>
            <td>{d.lastResponseCode ?? ''}</td>
            <td>{d.lastError ?? ''}</td>
            <td>{shownUtc(d.createdAt)}</td>
            <td>{d.deliveredAt ? shownUtc(d.deliveredAt) : ''}</td>
            <td>
              <ActionButton
                view={view}
                action={endpointPath(slug, hookId, `deliveries/${d.id}/redeliver`)}
                label={t(lang, 'redeliver')}
                ariaLabel={t(lang, 'redeliverOf', { id: d.id, eventType: d.eventType })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function registerWebhookPages(app: FastifyInstance, deps: Deps): void {
  app.get('/webhooks', (request, reply) => listPage(deps, request, reply));

  app.post('/webhooks/:environment', async (request, reply) => {
    const env = environmentOf(request);
    if (!env) return reply.callNotFound();
    const admin = request.admin!;
    const form = formFields(request.body);
    const eventTypes = eventTypesOf(request.body);
    try {
      const created = await createWebhook(deps, contextOf(admin, env.kind), inputOf(admin.language, form, eventTypes));
      const heading = t(admin.language, 'registered', { url: created.url });
      return listPage(deps, request, reply, { issued: { secret: created.secret, heading } });
    } catch (error) {
      const errors = formErrorsOf(error);
      const state = { values: valuesOf(form, eventTypes), errors };
      return listPage(deps, request, reply, { register: { [env.kind]: state } }, error instanceof AppError ? error.status : 400);
    }
  });

  /** An endpoint route's environment and id; undefined: the page answers 404. */
  const target = (request: FastifyRequest) => {
    const env = environmentOf(request);
    const id = idParam(request);
    return env && id !== undefined ? { ...env, id, ctx: contextOf(request.admin!, env.kind) } : undefined;
  };

  app.get('/webhooks/:environment/:id/edit', async (request, reply) => {
    const to = target(request);
    if (!to) return reply.callNotFound();
    return editPage(deps, request, reply, to.slug, await getWebhook(deps, to.ctx, to.id));
  });
  app.post('/webhooks/:environment/:id/edit', async (request, reply) => {
    const to = target(request);
    if (!to) return reply.callNotFound();
    const admin = request.admin!;
    const form = formFields(request.body);
    const eventTypes = eventTypesOf(request.body);
    const current = await getWebhook(deps, to.ctx, to.id);
    let saved: Webhook;
    try {
      saved = await updateWebhook(deps, to.ctx, to.id, {
        ...inputOf(admin.language, form, eventTypes),
        // A version that is no number matches no row: refused as stale.
        version: /^\d{1,9}$/.test(form.version ?? '') ? Number(form.version) : 0,
        enabled: form.enabled === 'on',
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'VERSION_CONFLICT') {
        // The endpoint as it is now, with its current version, so the next save can succeed.
        const fresh = await getWebhook(deps, to.ctx, to.id);
        const state = { values: editValues(fresh), errors: { [FORM_ERROR]: t(admin.language, 'stale') } };
        return editPage(deps, request, reply, to.slug, fresh, state, 409);
      }
      return editPage(deps, request, reply, to.slug, current, { values: valuesOf(form, eventTypes), errors: formErrorsOf(error) }, 400);
    }
    return redirectWithNotice(request, reply, `${BASE}#${to.slug}`, t(admin.language, 'saved', { url: saved.url }));
  });

  app.post('/webhooks/:environment/:id/rotate-secret', async (request, reply) => {
    const to = target(request);
    if (!to) return reply.callNotFound();
    const rotated = await rotateWebhookSecret(deps, to.ctx, to.id);
    const heading = t(request.admin!.language, 'rotated', { url: rotated.url });
    return listPage(deps, request, reply, { issued: { secret: rotated.secret, heading } });
  });

  app.post('/webhooks/:environment/:id/delete', async (request, reply) => {
    const to = target(request);
    if (!to) return reply.callNotFound();
    const hook = await getWebhook(deps, to.ctx, to.id);
    await deleteWebhook(deps, to.ctx, to.id);
    return redirectWithNotice(request, reply, `${BASE}#${to.slug}`, t(request.admin!.language, 'deleted', { url: hook.url }));
  });

  app.get('/webhooks/:environment/:id/deliveries', async (request, reply) => {
    const to = target(request);
    if (!to) return reply.callNotFound();
    const hook = await getWebhook(deps, to.ctx, to.id);
    const page = pageOf(request);
    const deliveries = await listDeliveries(deps, to.ctx, to.id, page);
    const href = endpointPath(to.slug, to.id, 'deliveries');
    return sendPage(
      request,
      reply,
      (l) => t(l, 'deliveriesTitle', { url: hook.url }),
      (view) => (
        <>
          <p>
            {t(view.lang, 'deliveriesIntro', { environment: t(view.lang, to.slug) })} <StateTag lang={view.lang} hook={hook} />
          </p>
          <DeliveryTable view={view} slug={to.slug} hookId={hook.id} deliveries={deliveries.items} />
          <Pager view={view} href={href} page={page.number} total={deliveries.total} />
          <p>
            <a href={`${BASE}#${to.slug}`}>{t(view.lang, 'back')}</a>
          </p>
        </>
      ),
    );
  });

  app.post('/webhooks/:environment/:id/deliveries/:deliveryId/redeliver', async (request, reply) => {
    const to = target(request);
    const deliveryId = idParam(request, 'deliveryId');
    if (!to || deliveryId === undefined) return reply.callNotFound();
    const queued = await redeliver(deps, to.ctx, to.id, deliveryId);
    const log = endpointPath(to.slug, to.id, 'deliveries');
    return redirectWithNotice(request, reply, log, t(request.admin!.language, 'redelivered', { id: queued.id }));
  });
}

/** The endpoints of both environments: register (secret shown once), edit, rotate, delete, delivery log. */
export const webhookPages: AdminPageGroup = {
  nav: [{ href: BASE, label: { en: 'Webhooks', de: 'Webhooks' } }],
  register: registerWebhookPages,
};
