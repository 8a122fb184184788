import { Type } from '@sinclair/typebox';
import { Timestamp } from '../../kernel/http/schemas/common.ts';
import { LanguageCode } from '../../kernel/http/schemas/common.ts';
import { CountryCode } from '../../kernel/http/schemas/common.ts';

const text = () => Type.Optional(Type.String());
const flag = () => Type.Optional(Type.Boolean());

export const CustomerSchema = Type.Object(
  {
    accessControlSystemName: text(),
    customerNumber: text(),
    createdOn: Type.Optional(Type.String({ format: 'date' })),
    contactTitle: Type.Optional(Type.Unsafe<'MR' | 'MS'>({ type: 'string', enum: ['MR', 'MS'] })),
    customerName: text(),
    contactPerson: text(),
    addressStreet: text(),
    addressPostCode: text(),
    addressCity: text(),
    addressCountryCode: Type.Optional(CountryCode),
    contactPhoneNumber: text(),
    contactEmailAddress: text(),
    fax: text(),
    correspondenceLanguageCode: Type.Optional(LanguageCode),
  },
  { $id: 'Customer', description: 'Master data of the customer; read-only.' },
);

export const SettingsSchema = Type.Object(
  {
    unlockFromLockScreenEnabled: flag(),
    updateAppAfterUnlocking: flag(),
    useDefaultSendAKeySmsText: flag(),
    useDefaultSendAKeyMailText: flag(),
    customSendAKeySmsText: text(),
    customSendAKeyMailText: text(),
    automaticSmartphoneReplacementApprovalActive: flag(),
    twoFactorActive: flag(),
    fourEyesEnabled: flag(),
  },
  { $id: 'Settings', description: 'Settings of the customer; read-only.' },
);

export const CreditInfoSchema = Type.Object(
  {
    temporalCreditEndOfValidity: Type.Optional(Timestamp),
    quantityCreditsAmount: Type.Optional(Type.Integer({ format: 'int32' })),
  },
  { $id: 'CreditInfo', description: 'Credit balance and the end of the time-based credit.' },
);

export const AcoSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64' }),
    title: text(),
    firstname: text(),
    lastname: text(),
    birthday: text(),
    address: text(),
    phone: text(),
    email: text(),
    createdOn: text(),
    comment: text(),
    failedLoginCounter: Type.Optional(Type.Integer({ format: 'int32' })),
  },
  { $id: 'Aco', description: 'An access control operator (administrator) or support login.' },
);

export const AcoListSchema = Type.Object({ acoList: Type.Array(Type.Ref(AcoSchema)) }, { $id: 'AcoList' });
