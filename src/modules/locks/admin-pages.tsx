import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Details } from '../../kernel/admin/details.tsx';
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
import { idParam, pageOf, Pager, parseId } from '../../kernel/admin/paging.tsx';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup, type View } from '../../kernel/admin/types.ts';
import type { Db, Deps, RequestContext } from '../../kernel/context.ts';
import { LOCK_TECHNOLOGIES, LOCK_TYPES, type AssignmentStatus, type LockTechnology, type LockType } from '../../kernel/db/lock-types.ts';
import { AppError } from '../../kernel/errors.ts';
import { t } from './admin-messages.ts';
import type { Lock } from './rows.ts';
import { getLockOverview, listLockOverviews, updateLock, type LockOverview, type LockRegistration } from './service.ts';

/** An area as seen from one of its locks (the areas module's AssignedArea). */
export interface LockArea {
  id: number;
  name?: string;
  status?: AssignmentStatus;
}

/**
 * What the lock pages use of modules built on top of locks: the device credential (devices) and
 * the area assignments (areas). Importing those here would make an import circle, so the
 * composition root (src/admin-pages.ts) hands their services in.
 */
export interface LockPageServices {
  /** Registers the lock and issues its device credential in one transaction. */
  registerLock(deps: Deps, ctx: RequestContext, input: LockRegistration): Promise<{ lock: Lock; credential: { token: string } }>;
  areasOfEnvironment(db: Db, envId: number): Promise<{ id: number; name: string }[]>;
  assignedAreasOfLocks(db: Db, envId: number, lockIds: readonly number[]): Promise<Map<number, LockArea[]>>;
  assignLockToAreas(deps: Deps, ctx: RequestContext, lockId: number, areaIds: number[]): Promise<unknown>;
  unassignLockFromAreas(deps: Deps, ctx: RequestContext, lockId: number, areaIds: number[]): Promise<unknown>;
}

type Lang = View['lang'];

const typeOptions = (lang: Lang): [string, string][] => LOCK_TYPES.map((type) => [type, t(lang, `type${type}`)]);
const technologyOptions = (lang: Lang): [string, string][] => LOCK_TECHNOLOGIES.map((tech) => [tech, t(lang, `technology${tech}`)]);

const doorOf = (lock: Lock) => lock.lockDoor.alternativeName ?? lock.lockDoor.name ?? '';
const isPending = (area: LockArea) => area.status !== undefined && area.status !== 'ASSIGNED';

/** What to know about a lock at a glance, in words (never colour alone). */
function StateTags(props: { lang: Lang; lock: LockOverview; areas: LockArea[] }) {
  const { lang, lock, areas } = props;
  const warnings = [
    lock.removalRequested && t(lang, 'removalRequested'),
    lock.settingsPending && t(lang, 'settingsPending'),
    areas.some(isPending) && t(lang, 'areasPending'),
  ].filter((w): w is string => !!w);
  return (
    <>
      {warnings.length === 0 ? (
        <span class="tag ok">{t(lang, 'inOperation')}</span>
      ) : (
        warnings.map((w) => <span class="tag warn">{w}</span>)
      )}
      {lock.ownership === 'EXTERNAL' && <span class="tag">{t(lang, 'shared')}</span>}
    </>
  );
}

function AreaNames(props: { lang: Lang; areas: LockArea[] }) {
  if (props.areas.length === 0) return <span class="muted">{t(props.lang, 'noAreas')}</span>;
  return (
    <ul class="plain">
      {props.areas.map((area) => (
        <li>
          {area.name}
          {isPending(area) && <span class="muted"> ({t(props.lang, `short${area.status!}`)})</span>}
        </li>
      ))}
    </ul>
  );
}

function RegisterForm(props: { view: View; state?: FormState }) {
  const { view, state } = props;
  const lang = view.lang;
  return (
    <section class="card" aria-labelledby="register-heading">
      <h2 id="register-heading">{t(lang, 'register')}</h2>
      <Form view={view} action="/admin/locks" state={state}>
        <Field state={state} name="lockIdentifier" label={t(lang, 'identifier')} hint={t(lang, 'identifierHint')} required />
        <Field state={state} name="lockType" label={t(lang, 'type')} options={typeOptions(lang)} />
        <Field state={state} name="lockTechnology" label={t(lang, 'technology')} options={technologyOptions(lang)} />
        <Field state={state} name="doorName" label={t(lang, 'doorName')} required />
        <Field state={state} name="additionalInformation" label={t(lang, 'additionalInformation')} />
        <Field state={state} name="location" label={t(lang, 'location')} />
        <Field
          state={state}
          name="timezone"
          label={t(lang, 'timezone')}
          hint={t(lang, 'timezoneHint')}
          value={state?.values.timezone ?? 'Europe/Berlin'}
          required
        />
        <button type="submit">{t(lang, 'registerButton')}</button>
      </Form>
    </section>
  );
}

function registerList(app: FastifyInstance, deps: Deps, services: LockPageServices): void {
  const listPage = async (request: FastifyRequest, reply: FastifyReply, register?: FormState, status = 200) => {
    const ctx = adminContext(request.admin!);
    const page = pageOf(request);
    const locks = await listLockOverviews(deps, ctx, page);
    const areas = await services.assignedAreasOfLocks(
      deps.store.db,
      ctx.env.id,
      locks.items.map((l) => l.id),
    );
    return sendPage(
      request,
      reply,
      (l) => t(l, 'locks'),
      (view) => (
        <>
          {locks.total === 0 ? (
            <p class="muted">{t(view.lang, 'none')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t(view.lang, 'identifier')}</th>
                  <th scope="col">{t(view.lang, 'type')}</th>
                  <th scope="col">{t(view.lang, 'door')}</th>
                  <th scope="col">{t(view.lang, 'timezone')}</th>
                  <th scope="col">{t(view.lang, 'areas')}</th>
                  <th scope="col">{t(view.lang, 'state')}</th>
                </tr>
              </thead>
              <tbody>
                {locks.items.map((lock) => (
                  <tr>
                    <td>
                      <a href={`/admin/locks/${lock.id}`}>{lock.lockIdentifier}</a>
                    </td>
                    <td>{t(view.lang, `type${lock.lockType}`)}</td>
                    <td>{doorOf(lock)}</td>
                    <td>{lock.timezone}</td>
                    <td>
                      <AreaNames lang={view.lang} areas={areas.get(lock.id) ?? []} />
                    </td>
                    <td>
                      <StateTags lang={view.lang} lock={lock} areas={areas.get(lock.id) ?? []} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager view={view} href="/admin/locks" page={page.number} total={locks.total} />
          <RegisterForm view={view} state={register} />
        </>
      ),
      status,
    );
  };

  const lockPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    lockId: number,
    shown: { credential?: string; assign?: FormState } = {},
    status = 200,
  ) => {
    const ctx = adminContext(request.admin!);
    const lock = await getLockOverview(deps, ctx, lockId);
    const assigned = (await services.assignedAreasOfLocks(deps.store.db, ctx.env.id, [lockId])).get(lockId) ?? [];
    // Areas the lock is not in, or is leaving (adding it back cancels the removal).
    const free = (await services.areasOfEnvironment(deps.store.db, ctx.env.id)).filter(
      (area) => !assigned.some((a) => a.id === area.id && a.status !== 'REMOVAL_PENDING'),
    );
    return sendPage(
      request,
      reply,
      (l) => t(l, 'lockTitle', { identifier: lock.lockIdentifier }),
      (view) => (
        <>
          {shown.credential && (
            <SecretOnce
              label={t(view.lang, 'credential')}
              value={shown.credential}
              note={t(view.lang, 'credentialNote')}
              copyLabel={t(view.lang, 'copy')}
            />
          )}
          <section class="card" aria-labelledby="details-heading">
            <h2 id="details-heading">{t(view.lang, 'details')}</h2>
            <Details
              view={view}
              rows={[
                [t(view.lang, 'identifier'), lock.lockIdentifier],
                [t(view.lang, 'type'), t(view.lang, `type${lock.lockType}`)],
                [t(view.lang, 'technology'), t(view.lang, `technology${lock.lockTechnology}`)],
                [t(view.lang, 'doorName'), lock.lockDoor.name],
                ...(lock.ownership === 'EXTERNAL'
                  ? [[t(view.lang, 'alternativeName'), lock.lockDoor.alternativeName] as [string, string]]
                  : []),
                [t(view.lang, 'additionalInformation'), lock.lockDoor.additionalInformation],
                [t(view.lang, 'location'), lock.lockDoor.location],
                [t(view.lang, 'timezone'), lock.timezone],
                [t(view.lang, 'comment'), lock.comment],
                [t(view.lang, 'state'), <StateTags lang={view.lang} lock={lock} areas={assigned} />],
              ]}
            />
            <p>
              <a href={`/admin/locks/${lock.id}/edit`}>{t(view.lang, 'edit')}</a>
            </p>
          </section>
          <section class="card" aria-labelledby="areas-heading">
            <h2 id="areas-heading">{t(view.lang, 'areas')}</h2>
            {assigned.length === 0 ? (
              <p class="muted">{t(view.lang, 'noAreas')}</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t(view.lang, 'area')}</th>
                    <th scope="col">{t(view.lang, 'assignmentState')}</th>
                    <th scope="col">{t(view.lang, 'actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {assigned.map((area) => (
                    <tr>
                      <td>{area.name}</td>
                      <td>
                        <span class={isPending(area) ? 'tag warn' : 'tag ok'}>{t(view.lang, `status${area.status!}`)}</span>
                      </td>
                      <td>
                        {area.status !== 'REMOVAL_PENDING' && (
                          <ActionButton
                            view={view}
                            action={`/admin/locks/${lock.id}/areas/${area.id}/remove`}
                            label={t(view.lang, 'unassign')}
                            confirm={t(view.lang, 'unassignConfirm')}
                            danger
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <h3>{t(view.lang, 'assign')}</h3>
            {free.length === 0 ? (
              <p class="muted">{t(view.lang, 'noFreeAreas')}</p>
            ) : (
              <Form view={view} action={`/admin/locks/${lock.id}/areas`} state={shown.assign}>
                <Field
                  state={shown.assign}
                  name="areaId"
                  label={t(view.lang, 'area')}
                  options={free.map((area): [string, string] => [String(area.id), area.name])}
                />
                <button type="submit">{t(view.lang, 'assignButton')}</button>
              </Form>
            )}
          </section>
        </>
      ),
      status,
    );
  };

  app.get('/locks', (request, reply) => listPage(request, reply));
  app.post('/locks', async (request, reply) => {
    const form = formFields(request.body);
    const ctx = adminContext(request.admin!);
    let registered;
    try {
      registered = await services.registerLock(deps, ctx, {
        lockIdentifier: form.lockIdentifier ?? '',
        lockType: (form.lockType ?? '') as LockType,
        lockTechnology: (form.lockTechnology ?? '') as LockTechnology,
        doorName: form.doorName ?? '',
        timezone: form.timezone ?? '',
        additionalInformation: form.additionalInformation || undefined,
        location: form.location || undefined,
      });
    } catch (error) {
      const errors = formErrorsOf(error, { LOCK_ALREADY_REGISTERED: 'lockIdentifier' });
      return listPage(request, reply, { values: form, errors }, 400);
    }
    // The credential exists only in this answer (its hash is stored): the lock's page shows it once.
    request.session.flash = t(request.admin!.language, 'registered', { identifier: registered.lock.lockIdentifier });
    return lockPage(request, reply, registered.lock.id, { credential: registered.credential.token });
  });

  app.get('/locks/:id', async (request, reply) => {
    const lockId = idParam(request);
    return lockId === undefined ? reply.callNotFound() : lockPage(request, reply, lockId);
  });
  app.post('/locks/:id/areas', async (request, reply) => {
    const lockId = idParam(request);
    if (lockId === undefined) return reply.callNotFound();
    const form = formFields(request.body);
    const areaId = parseId(form.areaId);
    const admin = request.admin!;
    if (areaId === undefined) {
      return lockPage(request, reply, lockId, { assign: { values: form, errors: { areaId: t(admin.language, 'chooseArea') } } }, 400);
    }
    // An area or lock of another environment is a 404 from the service.
    await services.assignLockToAreas(deps, adminContext(admin), lockId, [areaId]);
    return redirectWithNotice(request, reply, `/admin/locks/${lockId}`, t(admin.language, 'assigned'));
  });
  app.post('/locks/:id/areas/:areaId/remove', async (request, reply) => {
    const lockId = idParam(request);
    const areaId = idParam(request, 'areaId');
    if (lockId === undefined || areaId === undefined) return reply.callNotFound();
    const admin = request.admin!;
    await services.unassignLockFromAreas(deps, adminContext(admin), lockId, [areaId]);
    return redirectWithNotice(request, reply, `/admin/locks/${lockId}`, t(admin.language, 'unassigned'));
  });
}

/** The lock's door data as the edit form holds it (field names as the interface's lockDoor). */
function doorValues(lock: Lock): Record<string, string> {
  return {
    version: String(lock.version),
    name: lock.lockDoor.name ?? '',
    additionalInformation: lock.lockDoor.additionalInformation ?? '',
    location: lock.lockDoor.location ?? '',
    alternativeName: lock.lockDoor.alternativeName ?? '',
    comment: lock.comment ?? '',
  };
}

function registerEdit(app: FastifyInstance, deps: Deps): void {
  const editPage = async (request: FastifyRequest, reply: FastifyReply, lockId: number, state?: FormState, status = 200) => {
    const lock = await getLockOverview(deps, adminContext(request.admin!), lockId);
    const shown = state ?? emptyForm(doorValues(lock));
    return sendPage(
      request,
      reply,
      (l) => t(l, 'editTitle', { identifier: lock.lockIdentifier }),
      (view) => (
        <>
          <Form view={view} action={`/admin/locks/${lock.id}/edit`} state={shown} class="card">
            {/* The version read: a change someone saved meanwhile is not overwritten. */}
            <input type="hidden" name="version" value={shown.values.version} />
            {lock.ownership === 'OWNER' ? (
              <>
                <Field state={shown} name="name" label={t(view.lang, 'doorName')} />
                <Field state={shown} name="additionalInformation" label={t(view.lang, 'additionalInformation')} />
                <Field state={shown} name="location" label={t(view.lang, 'location')} />
              </>
            ) : (
              <Field state={shown} name="alternativeName" label={t(view.lang, 'alternativeName')} />
            )}
            <Field state={shown} name="comment" label={t(view.lang, 'comment')} multiline />
            <button type="submit">{t(view.lang, 'save')}</button>
          </Form>
          <p>
            <a href={`/admin/locks/${lock.id}`}>{t(view.lang, 'back')}</a>
          </p>
        </>
      ),
      status,
    );
  };

  app.get('/locks/:id/edit', async (request, reply) => {
    const lockId = idParam(request);
    return lockId === undefined ? reply.callNotFound() : editPage(request, reply, lockId);
  });
  app.post('/locks/:id/edit', async (request, reply) => {
    const lockId = idParam(request);
    if (lockId === undefined) return reply.callNotFound();
    const admin = request.admin!;
    const ctx = adminContext(admin);
    const form = formFields(request.body);
    const lock = await getLockOverview(deps, ctx, lockId);
    const owner = lock.ownership === 'OWNER';
    try {
      await updateLock(deps, ctx, {
        id: lockId,
        // A version that is no number matches no row: refused as stale.
        version: /^\d{1,9}$/.test(form.version ?? '') ? Number(form.version) : 0,
        lockDoor: owner
          ? {
              name: form.name || undefined,
              additionalInformation: form.additionalInformation || undefined,
              location: form.location || undefined,
            }
          : { alternativeName: form.alternativeName || undefined },
        comment: form.comment || undefined,
      });
    } catch (error) {
      const errors =
        error instanceof AppError && error.code === 'VERSION_CONFLICT'
          ? { [FORM_ERROR]: t(admin.language, 'stale') }
          : // The service names the interface's fields (lockDoor/name); the form calls them name.
            Object.fromEntries(Object.entries(formErrorsOf(error)).map(([field, message]) => [field.replace(/^lockDoor\//, ''), message]));
      return editPage(request, reply, lockId, { values: form, errors }, 400);
    }
    return redirectWithNotice(request, reply, `/admin/locks/${lockId}`, t(admin.language, 'saved'));
  });
}

/** The environment's locks: list, registration with the device credential, door data, areas. */
export function lockPages(services: LockPageServices): AdminPageGroup {
  return {
    nav: [{ href: '/admin/locks', label: { en: 'Locks', de: 'Schließungen' } }],
    register(app, deps) {
      registerList(app, deps, services);
      registerEdit(app, deps);
    },
  };
}
