import type { FastifyReply, FastifyRequest } from 'fastify';
import { Checkbox, emptyForm, Field, Form, FORM_ERROR, formErrorsOf, formFields, type FormState } from '../../kernel/admin/forms.tsx';
import type { AdminLanguage } from '../../kernel/admin/i18n.ts';
import { redirectWithNotice, sendPage } from '../../kernel/admin/shell.tsx';
import { adminContext, type AdminPageGroup, type View } from '../../kernel/admin/types.ts';
import { COUNTRY_CODES, LANGUAGE_CODES } from '../../kernel/codes.ts';
import type { Deps } from '../../kernel/context.ts';
import { t } from './admin-messages.ts';
import { updateCustomer, type CustomerInput, type CustomerSettings } from './service.ts';
import { CUSTOM_TEXT_LIMITS, updateCustomerSettings } from './settings.ts';
import { getCustomerData, getCustomerSettings, type CustomerData } from './views.ts';

type Flag = Exclude<
  { [K in keyof CustomerSettings]-?: CustomerSettings[K] extends boolean ? K : never }[keyof CustomerSettings],
  undefined
>;
type TextName = keyof typeof CUSTOM_TEXT_LIMITS;

/** The on/off settings in the groups the page shows them in. */
const FLAG_GROUPS: { legend: 'app' | 'operators'; flags: Exclude<Flag, 'useDefaultSendAKeySmsText' | 'useDefaultSendAKeyMailText'>[] }[] = [
  { legend: 'app', flags: ['unlockFromLockScreenEnabled', 'updateAppAfterUnlocking', 'automaticSmartphoneReplacementApprovalActive'] },
  { legend: 'operators', flags: ['twoFactorActive', 'fourEyesEnabled'] },
];

/** Each own send-a-key text with the flag that chooses the default text instead. */
const TEXTS: { legend: 'smsText' | 'mailText'; text: TextName; useDefault: Flag }[] = [
  { legend: 'smsText', text: 'customSendAKeySmsText', useDefault: 'useDefaultSendAKeySmsText' },
  { legend: 'mailText', text: 'customSendAKeyMailText', useDefault: 'useDefaultSendAKeyMailText' },
];

const FLAGS: Flag[] = [...FLAG_GROUPS.flatMap((g) => g.flags), ...TEXTS.map((x) => x.useDefault)];

type MasterField = Exclude<keyof CustomerInput, 'customerNumber'>;

const MASTER_FIELDS: MasterField[] = [
  'accessControlSystemName',
  'customerName',
  'contactTitle',
  'contactPerson',
  'contactPhoneNumber',
  'contactEmailAddress',
  'fax',
  'addressStreet',
  'addressPostCode',
  'addressCity',
  'addressCountryCode',
  'correspondenceLanguageCode',
];

const settingsValues = (settings: CustomerSettings): Record<string, string> => ({
  ...Object.fromEntries(FLAGS.map((flag) => [flag, settings[flag] ? 'on' : ''])),
  ...Object.fromEntries(TEXTS.map(({ text }) => [text, settings[text] ?? ''])),
});

const masterValues = (data: CustomerData): Record<string, string> =>
  Object.fromEntries(MASTER_FIELDS.map((field) => [field, data[field] ?? '']));

/**
 * The service's refusals in the reader's language: which one it was follows from the value sent
 * (the service names the field, its wording is for the interface's callers).
 */
function explained(lang: AdminLanguage, error: unknown, values: Record<string, string>): Record<string, string> {
  const errors = formErrorsOf(error);
  for (const field of Object.keys(errors)) {
    const value = values[field] ?? '';
    if (field in CUSTOM_TEXT_LIMITS) {
      const max = CUSTOM_TEXT_LIMITS[field as TextName];
      errors[field] = value.length > max ? t(lang, 'textTooLong', { length: value.length, max }) : t(lang, 'textNeeded');
    } else if ((MASTER_FIELDS as string[]).includes(field)) {
      errors[field] = value === '' ? t(lang, 'required') : t(lang, 'unknownCode');
    }
  }
  // Announced at the top of the form, where the reader is after the page reloads.
  return { [FORM_ERROR]: t(lang, 'checkFields'), ...errors };
}

function languageName(lang: AdminLanguage, code: string): string {
  try {
    return `${new Intl.DisplayNames(lang, { type: 'language' }).of(code)} (${code})`;
  } catch {
    return code;
  }
}

function SettingsForm({ view, state }: { view: View; state: FormState }) {
  const l = view.lang;
  return (
    <Form view={view} action="/admin/settings" state={state}>
      <p>{t(l, 'settingsIntro')}</p>
      {FLAG_GROUPS.map((group) => (
        <fieldset>
          <legend>{t(l, group.legend)}</legend>
          {group.flags.map((flag) => (
            <Checkbox state={state} name={flag} label={t(l, flag)} />
          ))}
        </fieldset>
      ))}
      {TEXTS.map(({ legend, text, useDefault }) => (
        <fieldset>
          <legend>{t(l, legend)}</legend>
          <Checkbox state={state} name={useDefault} label={t(l, 'useDefaultText')} />
          <Field
            state={state}
            name={text}
            label={t(l, 'ownText')}
            hint={t(l, 'ownTextHint', { max: CUSTOM_TEXT_LIMITS[text] })}
            multiline
          />
        </fieldset>
      ))}
      <button type="submit">{t(l, 'saveSettings')}</button>
    </Form>
  );
}

function MasterDataForm({ view, state, customerNumber }: { view: View; state: FormState; customerNumber: string }) {
  const l = view.lang;
  const field = (name: MasterField, type?: 'email' | 'tel', autocomplete?: string) => (
    <Field state={state} name={name} label={t(l, name)} type={type} autocomplete={autocomplete} />
  );
  const none: [string, string] = ['', t(l, 'none')];
  return (
    <Form view={view} action="/admin/settings/master-data" state={state}>
      <p>
        {t(l, 'customerNumber')}: <strong>{customerNumber}</strong>
      </p>
      <Field state={state} name="accessControlSystemName" label={t(l, 'accessControlSystemName')} required />
      <Field state={state} name="customerName" label={t(l, 'customerName')} autocomplete="organization" required />
      <fieldset>
        <legend>{t(l, 'contact')}</legend>
        <Field state={state} name="contactTitle" label={t(l, 'contactTitle')} options={[none, ['MR', t(l, 'mr')], ['MS', t(l, 'ms')]]} />
        {field('contactPerson', undefined, 'name')}
        {field('contactPhoneNumber', 'tel', 'tel')}
        {field('contactEmailAddress', 'email', 'email')}
        {field('fax', 'tel', 'off')}
      </fieldset>
      <fieldset>
        <legend>{t(l, 'address')}</legend>
        {field('addressStreet', undefined, 'street-address')}
        {field('addressPostCode', undefined, 'postal-code')}
        {field('addressCity', undefined, 'address-level2')}
        <Field
          state={state}
          name="addressCountryCode"
          label={t(l, 'addressCountryCode')}
          options={[none, ...COUNTRY_CODES.map((code): [string, string] => [code, code])]}
        />
      </fieldset>
      <Field
        state={state}
        name="correspondenceLanguageCode"
        label={t(l, 'correspondenceLanguageCode')}
        options={LANGUAGE_CODES.map((code) => [code, languageName(l, code)])}
        required
      />
      <button type="submit">{t(l, 'saveMasterData')}</button>
    </Form>
  );
}

async function settingsPage(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  forms: { settings?: FormState; master?: FormState } = {},
  status = 200,
) {
  const ctx = adminContext(request.admin!);
  const settings = forms.settings ?? emptyForm(settingsValues(await getCustomerSettings(deps, ctx)));
  const data = await getCustomerData(deps, ctx);
  const master = forms.master ?? emptyForm(masterValues(data));
  return sendPage(
    request,
    reply,
    (l) => t(l, 'title'),
    (view) => (
      <>
        <section class="card" aria-labelledby="settings-heading">
          <h2 id="settings-heading">{t(view.lang, 'settings')}</h2>
          <SettingsForm view={view} state={settings} />
        </section>
        <section class="card" aria-labelledby="master-heading">
          <h2 id="master-heading">{t(view.lang, 'masterData')}</h2>
          <MasterDataForm view={view} state={master} customerNumber={data.customerNumber ?? ''} />
        </section>
      </>
    ),
    status,
  );
}

/** The customer's settings and master data, both changed in the production environment's protocol. */
export const customerPages: AdminPageGroup = {
  nav: [{ href: '/admin/settings', label: { en: 'Settings', de: 'Einstellungen' } }],
  register(app, deps) {
    app.get('/settings', (request, reply) => settingsPage(deps, request, reply));
    app.post('/settings', async (request, reply) => {
      const admin = request.admin!;
      const form = formFields(request.body);
      // Every flag is sent: an unticked box is missing from the form and means "off".
      const changes: Partial<CustomerSettings> = Object.fromEntries(FLAGS.map((flag) => [flag, form[flag] === 'on']));
      for (const { text } of TEXTS) {
        // Browsers send a text area's line ends as CRLF; stored as LF, so a line end counts once against the limit.
        form[text] = (form[text] ?? '').replace(/\r\n?/g, '\n');
        changes[text] = form[text];
      }
      try {
        await updateCustomerSettings(deps, adminContext(admin).actor, admin.customerId, changes);
      } catch (error) {
        return settingsPage(deps, request, reply, { settings: { values: form, errors: explained(admin.language, error, form) } }, 400);
      }
      return redirectWithNotice(request, reply, '/admin/settings', t(admin.language, 'settingsSaved'));
    });
    app.post('/settings/master-data', async (request, reply) => {
      const admin = request.admin!;
      const form = formFields(request.body);
      const ctx = adminContext(admin);
      const before = masterValues(await getCustomerData(deps, ctx));
      // Only what changed, so the protocol entry names the fields that were edited; codes are checked by the service.
      const changed = MASTER_FIELDS.filter((field) => field in form && form[field] !== before[field]);
      const changes = Object.fromEntries(changed.map((field) => [field, form[field]])) as Parameters<typeof updateCustomer>[3];
      try {
        await updateCustomer(deps, ctx.actor, admin.customerId, changes);
      } catch (error) {
        return settingsPage(deps, request, reply, { master: { values: form, errors: explained(admin.language, error, form) } }, 400);
      }
      return redirectWithNotice(request, reply, '/admin/settings', t(admin.language, 'masterDataSaved'));
    });
  },
};
