import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Form, formFields } from '../../kernel/admin/forms.tsx';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup } from '../../kernel/admin/types.ts';
import type { Deps } from '../../kernel/context.ts';
import { t } from './admin-messages.ts';
import { resetTestData } from './test-data.ts';

const PAGE = '/admin/test-environment';

function testEnvironmentPage(request: FastifyRequest, reply: FastifyReply, refused = false) {
  return sendPage(
    request,
    reply,
    (l) => t(l, 'title'),
    (view) => (
      <>
        <p>{t(view.lang, 'intro')}</p>
        <p>{t(view.lang, 'notShown')}</p>
        <p>
          <a href="/admin/api-keys#test">{t(view.lang, 'keysLink')}</a>
        </p>
        <section class="card" aria-labelledby="reset-heading">
          <h2 id="reset-heading">{t(view.lang, 'resetHeading')}</h2>
          <p>{t(view.lang, 'resetIntro')}</p>
          <Form view={view} action={`${PAGE}/reset`} confirm={t(view.lang, 'resetConfirm')}>
            <div class={refused ? 'field check invalid' : 'field check'}>
              <input
                type="checkbox"
                id="understood"
                name="understood"
                value="yes"
                required
                aria-invalid={refused ? 'true' : undefined}
                aria-describedby={refused ? 'understood-error' : undefined}
              />
              <label for="understood">{t(view.lang, 'understood')}</label>
              {refused && (
                <p class="error" id="understood-error">
                  {t(view.lang, 'understoodMissing')}
                </p>
              )}
            </div>
            <button type="submit" class="danger">
              {t(view.lang, 'reset')}
            </button>
          </Form>
        </section>
      </>
    ),
    refused ? 400 : 200,
  );
}

function registerTestEnvironmentPages(app: FastifyInstance, deps: Deps): void {
  app.get('/test-environment', (request, reply) => testEnvironmentPage(request, reply));
  // The box must be ticked on the server's side too: a stray POST (or one without the page's script) resets nothing.
  app.post('/test-environment/reset', async (request, reply) => {
    if (formFields(request.body).understood !== 'yes') return testEnvironmentPage(request, reply, true);
    const admin = request.admin!;
    // The interface's own reset, in the ACO's test environment.
    await resetTestData(deps, adminContext(admin, 'TEST').env);
    return redirectWithNotice(request, reply, PAGE, t(admin.language, 'resetDone'));
  });
}

/** The test environment: what it is, where its keys are, and resetting its data. */
export const testEnvironmentPages: AdminPageGroup = {
  nav: [{ href: PAGE, label: { en: 'Test environment', de: 'Testumgebung' } }],
  register: registerTestEnvironmentPages,
};
