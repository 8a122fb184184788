import { lockingRead } from '../../kernel/db/row-lock.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import { invalidField } from '../../kernel/errors.ts';
import { inTransaction, type Actor, type Deps } from '../../kernel/context.ts';
import { recordSystemEvent } from '../protocol-log/index.ts';
import { DEFAULT_CUSTOMER_SETTINGS, findCustomer, getEnvironment, type CustomerSettings } from './service.ts';

/** The settings a stored customer row holds, defaults filled in (what GET /v1/settings answers). */
export function settingsOfRow(row: { settings: string }): CustomerSettings {
  const stored = JSON.parse(row.settings) as Partial<CustomerSettings>;
  return withoutEmpty({ ...DEFAULT_CUSTOMER_SETTINGS, ...stored });
}

type FlagName = Exclude<keyof CustomerSettings, 'customSendAKeySmsText' | 'customSendAKeyMailText'>;

const FLAGS: readonly FlagName[] = [
  'unlockFromLockScreenEnabled',
  'updateAppAfterUnlocking',
  'useDefaultSendAKeySmsText',
  'useDefaultSendAKeyMailText',
  'automaticSmartphoneReplacementApprovalActive',
  'twoFactorActive',
  'fourEyesEnabled',
];

/**
 * Longest own texts: those a single send-registration-code request may carry (`smsText`,
 * `mailText` of the interface), since the stored text takes their place.
 */
export const CUSTOM_TEXT_LIMITS = { customSendAKeySmsText: 150, customSendAKeyMailText: 2048 } as const;

type TextName = keyof typeof CUSTOM_TEXT_LIMITS;

/** Which use-default flag each own text belongs to. */
const TEXT_FLAG: Record<TextName, FlagName> = {
  customSendAKeySmsText: 'useDefaultSendAKeySmsText',
  customSendAKeyMailText: 'useDefaultSendAKeyMailText',
};

/**
 * Customer-wide toggles that have event types of their own in the system protocol; the other
 * changes are recorded as EDIT_CUSTOMER_SETTINGS (the catalogue's toggles for unlocking from the
 * lock screen, app updates and two-factor login concern one medium, lock or operator).
 */
const TOGGLE_EVENTS: Partial<Record<FlagName, [on: string, off: string]>> = {
  useDefaultSendAKeySmsText: ['USE_DEFAULT_SMS_TEXT_ACTIVATED', 'USE_DEFAULT_SMS_TEXT_DEACTIVATED'],
  automaticSmartphoneReplacementApprovalActive: [
    'ACTIVATE_AUTOMATIC_MOBILE_PHONE_REPLACEMENT_APPROVAL',
    'DEACTIVATE_AUTOMATIC_MOBILE_PHONE_REPLACEMENT_APPROVAL',
  ],
  fourEyesEnabled: ['FOUR_EYES_ENABLED', 'FOUR_EYES_DISABLED'],
};

/** Checks the changes one by one (400 naming the field); an empty text clears the own text. */
function checkChanges(changes: Record<string, unknown>): Partial<CustomerSettings> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if ((FLAGS as readonly string[]).includes(field)) {
      if (typeof value !== 'boolean') throw invalidField(field, 'must be true or false');
    } else if (field in CUSTOM_TEXT_LIMITS) {
      const max = CUSTOM_TEXT_LIMITS[field as TextName];
      if (typeof value !== 'string') throw invalidField(field, 'must be a text');
      if (value.length > max) throw invalidField(field, `must be at most ${max} characters`);
    } else {
      throw invalidField(field, 'is not a customer setting');
    }
    out[field] = value;
  }
  return out;
}

/**
 * Changes a customer's settings (what `GET /v1/settings` answers); settings left undefined stay.
 * An own send-a-key text must be there whenever its use-default flag is false. In one transaction
 * with the customer's row locked, so two administrators' changes apply one after the other; each
 * change is protocolled in the production environment. Returns the settings as saved.
 */
export async function updateCustomerSettings(
  deps: Deps,
  actor: Actor,
  customerRef: string | number,
  changes: Partial<CustomerSettings>,
): Promise<CustomerSettings> {
  const given = checkChanges(changes);
  return inTransaction(deps, async (tx) => {
    const { id } = await findCustomer(tx, customerRef);
    const row = await lockingRead(tx, tx.selectFrom('customers').select(['id', 'settings']).where('id', '=', id)).executeTakeFirstOrThrow();
    const before = settingsOfRow(row);
    const after: CustomerSettings = { ...before, ...given };
    for (const text of Object.keys(TEXT_FLAG) as TextName[]) {
      if (after[text] === '') delete after[text];
      if (after[TEXT_FLAG[text]] === false && !after[text]?.trim()) {
        throw invalidField(text, `is needed while ${TEXT_FLAG[text]} is false`);
      }
    }
    const changed = ([...FLAGS, ...(Object.keys(TEXT_FLAG) as TextName[])] as (keyof CustomerSettings)[]).filter(
      (field) => before[field] !== after[field],
    );
    if (changed.length === 0) return before;
    await tx
      .updateTable('customers')
      .set({ settings: JSON.stringify(after) })
      .where('id', '=', id)
      .execute();

    const ctx = { env: await getEnvironment(tx, id, 'PRODUCTION'), actor };
    const general: string[] = [];
    for (const field of changed) {
      const toggle = TOGGLE_EVENTS[field as FlagName];
      if (toggle) await recordSystemEvent(tx, ctx, { type: after[field] ? toggle[0] : toggle[1] });
      else if (field === 'customSendAKeySmsText') await recordSystemEvent(tx, ctx, { type: 'SMS_TEXT' });
      else general.push(field);
    }
    // The catalogue has no event of its own for these (nor for the own e-mail text): one entry names them all.
    if (general.length > 0) {
      await recordSystemEvent(tx, ctx, {
        type: 'EDIT_CUSTOMER_SETTINGS',
        fields: { action: 'settings changed', fields: general.join(', ') },
      });
    }
    return after;
  });
}
