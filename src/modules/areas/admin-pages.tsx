import type { FastifyReply, FastifyRequest } from 'fastify';
import { ActionButton, Field, Form, formErrorsOf, formFields, type FormState } from '../../kernel/admin/forms.tsx';
import { idParam } from '../../kernel/admin/paging.tsx';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup } from '../../kernel/admin/types.ts';
import type { Deps } from '../../kernel/context.ts';
import { t } from './admin-messages.ts';
import { allAreasOfEnvironment, createArea, deleteArea, getArea, renameArea } from './service.ts';

async function listPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, create?: FormState, status = 200, problem?: string) {
  const areas = await allAreasOfEnvironment(deps.store.db, adminContext(request.admin!).env.id);
  return sendPage(
    request,
    reply,
    (l) => t(l, 'areas'),
    (view) => (
      <>
        {problem && (
          <p class="error" role="alert">
            {problem}
          </p>
        )}
        {areas.length === 0 ? (
          <p class="muted">{t(view.lang, 'none')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{t(view.lang, 'name')}</th>
                <th scope="col">{t(view.lang, 'locks')}</th>
                <th scope="col">{t(view.lang, 'comment')}</th>
                <th scope="col">{t(view.lang, 'actions')}</th>
              </tr>
            </thead>
            <tbody>
              {areas.map((area) => (
                <tr>
                  <td>{area.name}</td>
                  <td>
                    {area.lockList.length === 0 ? (
                      <span class="muted">{t(view.lang, 'noLocks')}</span>
                    ) : (
                      <ul class="plain">
                        {area.lockList.map((lock) => (
                          <li>
                            <a href={`/admin/locks/${lock.id}`}>{lock.lockIdentifier}</a>{' '}
                            {lock.lockDoor.alternativeName ?? lock.lockDoor.name}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{area.comment}</td>
                  <td class="actions">
                    <a href={`/admin/areas/${area.id}/edit`} aria-label={t(view.lang, 'renameLabel', { name: area.name })}>
                      {t(view.lang, 'rename')}
                    </a>
                    <ActionButton
                      view={view}
                      action={`/admin/areas/${area.id}/delete`}
                      label={t(view.lang, 'delete')}
                      ariaLabel={t(view.lang, 'deleteLabel', { name: area.name })}
                      confirm={t(view.lang, 'deleteConfirm')}
                      danger
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p class="hint">{t(view.lang, 'lockHint')}</p>
        <section class="card" aria-labelledby="create-heading">
          <h2 id="create-heading">{t(view.lang, 'create')}</h2>
          <Form view={view} action="/admin/areas" state={create}>
            <Field state={create} name="name" label={t(view.lang, 'name')} required />
            <Field state={create} name="comment" label={t(view.lang, 'comment')} multiline />
            <button type="submit">{t(view.lang, 'createButton')}</button>
          </Form>
        </section>
      </>
    ),
    status,
  );
}

async function renamePage(deps: Deps, request: FastifyRequest, reply: FastifyReply, state?: FormState, status = 200) {
  const areaId = idParam(request);
  if (areaId === undefined) return reply.callNotFound();
  const area = await getArea(deps, adminContext(request.admin!), areaId);
  const shown: FormState = state ?? { values: { name: area.name, comment: area.comment ?? '', version: String(area.version) }, errors: {} };
  return sendPage(
    request,
    reply,
    (l) => t(l, 'renameTitle'),
    (view) => (
      <Form view={view} action={`/admin/areas/${area.id}/edit`} state={shown} class="card">
        <input type="hidden" name="version" value={shown.values.version} />
        <Field state={shown} name="name" label={t(view.lang, 'name')} required />
        <Field state={shown} name="comment" label={t(view.lang, 'comment')} multiline />
        <button type="submit">{t(view.lang, 'save')}</button>
      </Form>
    ),
    status,
  );
}

/** The environment's areas with their locks; creating, renaming and deleting an area. */
export const areaPages: AdminPageGroup = {
  nav: [{ href: '/admin/areas', label: { en: 'Areas', de: 'Bereiche' } }],
  register(app, deps) {
    app.get('/areas', (request, reply) => listPage(deps, request, reply));
    app.post('/areas', async (request, reply) => {
      const form = formFields(request.body);
      const admin = request.admin!;
      try {
        const area = await createArea(deps, adminContext(admin), { name: form.name ?? '', comment: form.comment || undefined });
        return redirectWithNotice(request, reply, '/admin/areas', t(admin.language, 'created', { name: area.name }));
      } catch (error) {
        return listPage(deps, request, reply, { values: form, errors: formErrorsOf(error) }, 400);
      }
    });
    app.get('/areas/:id/edit', (request, reply) => renamePage(deps, request, reply));
    app.post('/areas/:id/edit', async (request, reply) => {
      const form = formFields(request.body);
      const admin = request.admin!;
      const areaId = idParam(request);
      if (areaId === undefined) return reply.callNotFound();
      try {
        const area = await renameArea(deps, adminContext(admin), areaId, {
          version: Number(form.version),
          name: form.name ?? '',
          comment: form.comment || undefined,
        });
        return redirectWithNotice(request, reply, '/admin/areas', t(admin.language, 'renamed', { name: area.name }));
      } catch (error) {
        return renamePage(deps, request, reply, { values: form, errors: formErrorsOf(error) }, 400);
      }
    });
    app.post('/areas/:id/delete', async (request, reply) => {
      const admin = request.admin!;
      const areaId = idParam(request);
      if (areaId === undefined) return reply.callNotFound();
      try {
        await deleteArea(deps, adminContext(admin), areaId);
      } catch (error) {
        const problem = Object.values(formErrorsOf(error)).join(' ');
        return listPage(deps, request, reply, undefined, 400, problem);
      }
      return redirectWithNotice(request, reply, '/admin/areas', t(admin.language, 'deleted'));
    });
  },
};
