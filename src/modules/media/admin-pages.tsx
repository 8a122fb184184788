import type { FastifyReply, FastifyRequest } from 'fastify';
import { Details } from '../../kernel/admin/details.tsx';
import { Field, Form, formErrorsOf, formFields, type FormState } from '../../kernel/admin/forms.tsx';
import { idParam, pageOf, Pager } from '../../kernel/admin/paging.tsx';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup, type View } from '../../kernel/admin/types.ts';
import type { Deps } from '../../kernel/context.ts';
import type { CardForm } from '../../kernel/db/schema.ts';
import { personNamesOf } from '../persons/index.ts';
import { t } from './admin-messages.ts';
import { CARD_FORMS, registerRfidMedium } from './cards.ts';
import { getMedium, listMedia, type Medium } from './service.ts';

type Lang = View['lang'];

const kindOf = (medium: Medium) => (medium.mediumType === 'PHONE' ? 'PHONE' : medium.cardForm);
const labelOf = (medium: Medium) => medium.mediumIdentifier ?? (medium.mediumType === 'PHONE' ? medium.phoneNumber : `#${medium.id}`);

/** The medium's state in words (never colour alone). */
function StateTag(props: { lang: Lang; medium: Medium }) {
  const { lang, medium } = props;
  if (!medium.activated) return <span class="tag warn">{t(lang, 'stateDeactivated')}</span>;
  return medium.personId !== undefined ? (
    <span class="tag ok">{t(lang, 'stateAssigned')}</span>
  ) : (
    <span class="tag">{t(lang, 'stateUnassigned')}</span>
  );
}

function AddForm(props: { view: View; state?: FormState }) {
  const { view, state } = props;
  const lang = view.lang;
  return (
    <section class="card" aria-labelledby="add-heading">
      <h2 id="add-heading">{t(lang, 'add')}</h2>
      <Form view={view} action="/admin/media" state={state}>
        <Field state={state} name="identifier" label={t(lang, 'identifier')} hint={t(lang, 'identifierHint')} required />
        <Field state={state} name="form" label={t(lang, 'form')} options={CARD_FORMS.map((f) => [f, t(lang, `kind${f}`)])} />
        <Field state={state} name="designation" label={t(lang, 'designation')} hint={t(lang, 'designationHint')} required />
        <Field state={state} name="productionDate" label={t(lang, 'productionDate')} type="date" required />
        <Field state={state} name="uid" label={t(lang, 'uid')} hint={t(lang, 'uidHint')} />
        <Field state={state} name="name" label={t(lang, 'name')} />
        <button type="submit">{t(lang, 'addButton')}</button>
      </Form>
    </section>
  );
}

async function listPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, add?: FormState, status = 200) {
  const ctx = adminContext(request.admin!);
  const page = pageOf(request);
  const media = await listMedia(deps, ctx, undefined, {}, page);
  const persons = await personNamesOf(
    deps.store.db,
    ctx,
    media.items.flatMap((m) => (m.personId === undefined ? [] : [m.personId])),
  );
  return sendPage(
    request,
    reply,
    (l) => t(l, 'media'),
    (view) => (
      <>
        {media.total === 0 ? (
          <p class="muted">{t(view.lang, 'none')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{t(view.lang, 'identifier')}</th>
                <th scope="col">{t(view.lang, 'kind')}</th>
                <th scope="col">{t(view.lang, 'name')}</th>
                <th scope="col">{t(view.lang, 'person')}</th>
                <th scope="col">{t(view.lang, 'state')}</th>
              </tr>
            </thead>
            <tbody>
              {media.items.map((medium) => (
                <tr>
                  <td>
                    <a href={`/admin/media/${medium.id}`}>{labelOf(medium)}</a>
                  </td>
                  <td>{t(view.lang, `kind${kindOf(medium)}`)}</td>
                  <td>{medium.name}</td>
                  <td>
                    {medium.personId === undefined ? <span class="muted">{t(view.lang, 'noPerson')}</span> : persons.get(medium.personId)}
                  </td>
                  <td>
                    <StateTag lang={view.lang} medium={medium} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager view={view} href="/admin/media" page={page.number} total={media.total} />
        <AddForm view={view} state={add} />
      </>
    ),
    status,
  );
}

async function mediumPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, mediumId: number) {
  const ctx = adminContext(request.admin!);
  // A medium of another environment is a 404 from the service.
  const medium = await getMedium(deps, ctx, mediumId);
  const person =
    medium.personId === undefined ? undefined : (await personNamesOf(deps.store.db, ctx, [medium.personId])).get(medium.personId);
  return sendPage(
    request,
    reply,
    (l) => t(l, 'mediumTitle', { label: labelOf(medium) }),
    (view) => (
      <>
        <section class="card" aria-labelledby="details-heading">
          <h2 id="details-heading">{t(view.lang, 'details')}</h2>
          <Details
            view={view}
            rows={[
              [t(view.lang, 'kind'), t(view.lang, `kind${kindOf(medium)}`)],
              [t(view.lang, 'identifier'), medium.mediumIdentifier],
              medium.mediumType === 'PHONE'
                ? [t(view.lang, 'phoneNumber'), medium.phoneNumber]
                : [t(view.lang, 'cardUid'), medium.cardUid ?? t(view.lang, 'uidNotServed')],
              [t(view.lang, 'name'), medium.name],
              [t(view.lang, 'person'), person],
              [t(view.lang, 'state'), <StateTag lang={view.lang} medium={medium} />],
              [t(view.lang, 'comment'), medium.comment],
            ]}
          />
        </section>
        <p>
          <a href="/admin/media">{t(view.lang, 'back')}</a>
        </p>
      </>
    ),
  );
}

/** The environment's media of every type, and adding cards and key tags. */
export const mediaPages: AdminPageGroup = {
  nav: [{ href: '/admin/media', label: { en: 'Media', de: 'Medien' } }],
  register(app, deps) {
    app.get('/media', (request, reply) => listPage(deps, request, reply));
    app.get('/media/:id', async (request, reply) => {
      const mediumId = idParam(request);
      return mediumId === undefined ? reply.callNotFound() : mediumPage(deps, request, reply, mediumId);
    });
    app.post('/media', async (request, reply) => {
      const form = formFields(request.body);
      const admin = request.admin!;
      try {
        const card = await registerRfidMedium(deps, adminContext(admin), {
          form: (form.form ?? '') as CardForm,
          identifier: form.identifier ?? '',
          designation: form.designation ?? '',
          productionDate: form.productionDate ?? '',
          uid: form.uid || undefined,
          name: form.name || undefined,
        });
        return redirectWithNotice(request, reply, '/admin/media', t(admin.language, 'added', { identifier: card.mediumIdentifier ?? '' }));
      } catch (error) {
        return listPage(
          deps,
          request,
          reply,
          { values: form, errors: formErrorsOf(error, { MEDIUM_IDENTIFIER_TAKEN: 'identifier' }) },
          400,
        );
      }
    });
  },
};
