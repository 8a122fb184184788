import type { FastifyReply, FastifyRequest } from 'fastify';
import { Field, Form, formErrorsOf, formFields, type FormState } from '../../kernel/admin/forms.tsx';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup } from '../../kernel/admin/types.ts';
import type { Deps } from '../../kernel/context.ts';
import { t } from './admin-messages.ts';
import { allAreasOfEnvironment, createArea } from './service.ts';

async function listPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, create?: FormState, status = 200) {
  const areas = await allAreasOfEnvironment(deps.store.db, adminContext(request.admin!).env.id);
  return sendPage(
    request,
    reply,
    (l) => t(l, 'areas'),
    (view) => (
      <>
        {areas.length === 0 ? (
          <p class="muted">{t(view.lang, 'none')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{t(view.lang, 'name')}</th>
                <th scope="col">{t(view.lang, 'locks')}</th>
                <th scope="col">{t(view.lang, 'comment')}</th>
                {/* Rename and delete: their forms go in an actions column here once the areas
                      service has them (being added on a parallel branch). */}
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

/** The environment's areas with their locks, and creating an area. */
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
  },
};
