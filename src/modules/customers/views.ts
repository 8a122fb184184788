import type { LanguageCode } from '../../kernel/codes.ts';
import { withoutEmpty } from '../../kernel/db/query-helpers.ts';
import type { Deps, RequestContext } from '../../kernel/context.ts';
import { findCustomer, type CustomerInput, type CustomerSettings } from './service.ts';
import { settingsOfRow } from './settings.ts';

/** Read-only views of the customer behind the caller's environment. */

/** The Customer model: what the customer was created with, all optional on the wire, and its creation day. */
export type CustomerData = Partial<Omit<CustomerInput, 'correspondenceLanguageCode'>> & {
  createdOn?: string;
  correspondenceLanguageCode?: LanguageCode;
};

export async function getCustomerData(deps: Deps, ctx: RequestContext): Promise<CustomerData> {
  const c = await findCustomer(deps.store.db, ctx.env.customerId);
  return withoutEmpty({
    accessControlSystemName: c.access_control_system_name,
    customerNumber: c.customer_number,
    createdOn: c.created_at.slice(0, 10),
    // Only the published values are emitted: clients refuse others.
    contactTitle: c.contact_title === 'MR' || c.contact_title === 'MS' ? c.contact_title : null,
    customerName: c.customer_name,
    contactPerson: c.contact_person,
    addressStreet: c.address_street,
    addressPostCode: c.address_post_code,
    addressCity: c.address_city,
    addressCountryCode: c.address_country_code,
    contactPhoneNumber: c.contact_phone_number,
    contactEmailAddress: c.contact_email_address,
    fax: c.fax,
    correspondenceLanguageCode: c.correspondence_language_code as LanguageCode,
  });
}

export async function getCustomerSettings(deps: Deps, ctx: RequestContext): Promise<CustomerSettings> {
  return settingsOfRow(await findCustomer(deps.store.db, ctx.env.customerId));
}

export interface CreditInfo {
  quantityCreditsAmount: number;
  temporalCreditEndOfValidity?: string;
}

export async function getCreditInfo(deps: Deps, ctx: RequestContext): Promise<CreditInfo> {
  const c = await findCustomer(deps.store.db, ctx.env.customerId);
  return withoutEmpty({ quantityCreditsAmount: c.credit_balance, temporalCreditEndOfValidity: c.temporal_credit_until });
}
