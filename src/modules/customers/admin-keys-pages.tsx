import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ActionButton, emptyForm, Field, Form, formErrorsOf, formFields, SecretOnce, type FormState } from '../../kernel/admin/forms.tsx';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup, type View } from '../../kernel/admin/types.ts';
import type { Deps } from '../../kernel/context.ts';
import type { AdminLanguage } from '../../kernel/admin/i18n.ts';
import type { EnvironmentKind } from '../../kernel/db/schema.ts';
import { AppError, invalidField, notFound } from '../../kernel/errors.ts';
import { LATEST_REVISION, REVISIONS, type Revision } from '../../kernel/revisions.ts';
import { shownUtc } from '../../kernel/time.ts';
import { t } from './admin-keys-messages.ts';
import {
  createApiKey,
  deactivateApiKey,
  deleteApiKey,
  labelApiKey,
  setApiKeyRevision,
  listApiKeys,
  reactivateApiKey,
  regenerateApiKey,
  type ApiKeyListing,
} from './api-key-management.ts';
import { PRODUCTION_ACTIVATION_CREDITS } from './service.ts';

const ENVIRONMENTS: { kind: EnvironmentKind; slug: string }[] = [
  { kind: 'PRODUCTION', slug: 'production' },
  { kind: 'TEST', slug: 'test' },
];

/** What the keys page shows besides the keys: a secret just issued, refused generate forms. */
interface KeysPageState {
  issued?: { key: string; heading: string };
  generate?: Partial<Record<EnvironmentKind, FormState>>;
}

const shownPrefix = (prefix: string) => `${prefix}…`;
const environmentName = (lang: View['lang'], kind: EnvironmentKind) => t(lang, kind === 'PRODUCTION' ? 'production' : 'test');

/** The key id of a route; anything but digits names no key (the services also accept prefixes, URLs do not). */
function keyRefOf(request: FastifyRequest): string {
  const id = (request.params as { id: string }).id;
  if (!/^\d{1,15}$/.test(id)) throw notFound('API key', id);
  return id;
}

/** The interface revisions a key's client may speak, the latest first as the default. */
function revisionOptions(lang: AdminLanguage): [string, string][] {
  return REVISIONS.map((r) => [r, t(lang, r === LATEST_REVISION ? 'revisionLatest' : 'revisionOlder', { revision: r })]);
}

function revisionOf(value: string | undefined): Revision {
  if (!value) return LATEST_REVISION;
  const known = REVISIONS.find((r) => r === value);
  if (!known) throw invalidField('revision', `must be one of ${REVISIONS.join(', ')}`);
  return known;
}

type KeyAction = 'deactivate' | 'reactivate' | 'regenerate' | 'delete';

function KeyTable(props: { view: View; kind: EnvironmentKind; keys: ApiKeyListing[] }) {
  const { view, keys } = props;
  const lang = view.lang;
  if (keys.length === 0) return <p class="muted">{t(lang, 'noKeys')}</p>;
  return (
    <table>
      <caption class="muted">{t(lang, `keysOf${props.kind}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(lang, 'key')}</th>
          <th scope="col">{t(lang, 'label')}</th>
          <th scope="col">{t(lang, 'revision')}</th>
          <th scope="col">{t(lang, 'state')}</th>
          <th scope="col">{t(lang, 'created')}</th>
          <th scope="col">{t(lang, 'lastUsed')}</th>
          <th scope="col">{t(lang, 'actions')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => {
          const prefix = shownPrefix(k.prefix);
          const action = (name: string) => `/admin/api-keys/${k.id}/${name}`;
          const button = (name: KeyAction, confirm?: 'deactivateConfirm' | 'regenerateConfirm' | 'deleteConfirm', danger = false) => (
            <ActionButton
              view={view}
              action={action(name)}
              label={t(lang, name)}
              ariaLabel={t(lang, `${name}Of`, { prefix })}
              confirm={confirm && t(lang, confirm)}
              danger={danger}
            />
          );
          return (
            <tr data-key-id={k.id}>
              <td>
                <code>{prefix}</code>
              </td>
              <td>{k.label}</td>
              <td>{k.revision}</td>
              <td>
                <span class={k.state === 'ACTIVE' ? 'tag ok' : 'tag warn'}>{t(lang, `state${k.state}`)}</span>
              </td>
              <td>{shownUtc(k.createdAt)}</td>
              <td>{k.lastUsedAt ? shownUtc(k.lastUsedAt) : t(lang, 'never')}</td>
              <td>
                {/* A flex box inside the cell: a cell that is itself one loses its row's borders. */}
                <div class="actions">
                  <a href={action('label')} aria-label={t(lang, 'editLabelOf', { prefix })}>
                    {t(lang, 'editLabel')}
                  </a>
                  {k.state === 'ACTIVE' ? button('deactivate', 'deactivateConfirm') : button('reactivate')}
                  {button('regenerate', 'regenerateConfirm')}
                  {button('delete', 'deleteConfirm', true)}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function GenerateForm(props: { view: View; kind: EnvironmentKind; slug: string; state?: FormState }) {
  const { view, kind, state } = props;
  const lang = view.lang;
  const headingId = `generate-${props.slug}-heading`;
  const revisions = revisionOptions(lang);
  return (
    <section class="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(lang, `generateHeading${kind}`)}</h3>
      <Form view={view} action={`/admin/api-keys/${props.slug}/generate`} state={state}>
        <Field state={state} name="label" label={t(lang, 'label')} hint={t(lang, 'labelHint')} />
        <Field
          state={state}
          name="revision"
          label={t(lang, 'revision')}
          options={revisions}
          value={state?.values.revision || LATEST_REVISION}
          hint={t(lang, 'revisionHint')}
        />
        <button type="submit" aria-label={t(lang, `generateOf${kind}`)}>
          {t(lang, 'generate')}
        </button>
      </Form>
    </section>
  );
}

async function keysPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, state: KeysPageState = {}, status = 200) {
  const admin = request.admin!;
  const keys = await listApiKeys(deps, admin.customerId);
  return sendPage(
    request,
    reply,
    (l) => t(l, 'apiKeys'),
    (view) => (
      <>
        {state.issued && (
          <SecretOnce
            label={state.issued.heading}
            value={state.issued.key}
            note={t(view.lang, 'newKeyNote')}
            copyLabel={t(view.lang, 'copy')}
          />
        )}
        {ENVIRONMENTS.map(({ kind, slug }) => (
          <section aria-labelledby={slug}>
            <h2 id={slug}>{environmentName(view.lang, kind)}</h2>
            <p>{t(view.lang, kind === 'PRODUCTION' ? 'productionIntro' : 'testIntro')}</p>
            <KeyTable view={view} kind={kind} keys={keys.filter((k) => k.environment === kind)} />
            {kind === 'PRODUCTION' && !admin.production.activated ? (
              <p class="card">
                {t(view.lang, 'productionInactive', { credits: PRODUCTION_ACTIVATION_CREDITS })}{' '}
                <a href="/admin/credits">{t(view.lang, 'toCredits')}</a>
              </p>
            ) : (
              <GenerateForm view={view} kind={kind} slug={slug} state={state.generate?.[kind]} />
            )}
          </section>
        ))}
      </>
    ),
    status,
  );
}

async function labelPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, state?: FormState, status = 200) {
  const keyRef = keyRefOf(request);
  const key = (await listApiKeys(deps, request.admin!.customerId)).find((k) => String(k.id) === keyRef);
  if (!key) throw notFound('API key', keyRef);
  const shown = state ?? emptyForm({ label: key.label ?? '', revision: key.revision });
  const prefix = shownPrefix(key.prefix);
  return sendPage(
    request,
    reply,
    (l) => t(l, 'editLabelTitle', { prefix }),
    (view) => (
      <Form view={view} action={`/admin/api-keys/${key.id}/label`} state={shown} class="card">
        <Field state={shown} name="label" label={t(view.lang, 'label')} hint={t(view.lang, 'labelHint')} />
        <Field
          state={shown}
          name="revision"
          label={t(view.lang, 'revision')}
          options={revisionOptions(view.lang)}
          hint={t(view.lang, 'revisionHint')}
        />
        <div class="actions">
          <button type="submit">{t(view.lang, 'save')}</button>
          <a href="/admin/api-keys">{t(view.lang, 'cancel')}</a>
        </div>
      </Form>
    ),
    status,
  );
}

function registerKeyPages(app: FastifyInstance, deps: Deps): void {
  app.get('/api-keys', (request, reply) => keysPage(deps, request, reply));

  app.post('/api-keys/:environment/generate', async (request, reply) => {
    const env = ENVIRONMENTS.find((e) => e.slug === (request.params as { environment: string }).environment);
    if (!env) return reply.callNotFound();
    const admin = request.admin!;
    const form = formFields(request.body);
    try {
      const issued = await createApiKey(
        deps,
        adminContext(admin).actor,
        admin.customerId,
        env.kind,
        form.label ?? '',
        revisionOf(form.revision),
      );
      return keysPage(deps, request, reply, { issued: { key: issued.key, heading: t(admin.language, 'newKey') } });
    } catch (error) {
      const errors = formErrorsOf(error);
      const status = error instanceof AppError ? error.status : 400;
      return keysPage(deps, request, reply, { generate: { [env.kind]: { values: form, errors } } }, status);
    }
  });

  app.get('/api-keys/:id/label', (request, reply) => labelPage(deps, request, reply));
  app.post('/api-keys/:id/label', async (request, reply) => {
    const admin = request.admin!;
    const form = formFields(request.body);
    const actor = adminContext(admin).actor;
    const keyRef = keyRefOf(request);
    const key = (await listApiKeys(deps, admin.customerId)).find((k) => String(k.id) === keyRef);
    if (!key) throw notFound('API key', keyRef);
    try {
      const revision = revisionOf(form.revision);
      // Each change is its own API_UPDATE_KEY entry; what stays as it was records nothing.
      if ((form.label ?? '') !== (key.label ?? '')) await labelApiKey(deps, actor, admin.customerId, keyRef, form.label ?? '');
      if (key.revision !== revision) await setApiKeyRevision(deps, actor, admin.customerId, keyRef, revision);
    } catch (error) {
      return labelPage(deps, request, reply, { values: form, errors: formErrorsOf(error) }, 400);
    }
    return redirectWithNotice(request, reply, '/admin/api-keys', t(admin.language, 'labelSaved'));
  });

  // One-step changes: the service finds the key among the customer's own (another's is 404).
  const changes = {
    deactivate: [deactivateApiKey, 'deactivated'],
    reactivate: [reactivateApiKey, 'reactivated'],
    delete: [deleteApiKey, 'deleted'],
  } as const;
  for (const [name, [change, notice]] of Object.entries(changes)) {
    app.post(`/api-keys/:id/${name}`, async (request, reply) => {
      const admin = request.admin!;
      const key = await change(deps, adminContext(admin).actor, admin.customerId, keyRefOf(request));
      const anchor = key.environment === 'PRODUCTION' ? 'production' : 'test';
      return redirectWithNotice(
        request,
        reply,
        `/admin/api-keys#${anchor}`,
        t(admin.language, notice, { prefix: shownPrefix(key.prefix) }),
      );
    });
  }

  app.post('/api-keys/:id/regenerate', async (request, reply) => {
    const admin = request.admin!;
    const issued = await regenerateApiKey(deps, adminContext(admin).actor, admin.customerId, keyRefOf(request));
    const heading = t(admin.language, 'regeneratedKey', { prefix: shownPrefix(issued.prefix) });
    return keysPage(deps, request, reply, { issued: { key: issued.key, heading } });
  });
}

/** The customer's API keys of both environments: list, generate, label, deactivate, regenerate, delete. */
export const apiKeyPages: AdminPageGroup = {
  nav: [{ href: '/admin/api-keys', label: { en: 'API keys', de: 'API-Schlüssel' } }],
  register: registerKeyPages,
};
