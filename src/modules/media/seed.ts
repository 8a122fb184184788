import { newPairingCode } from './pairing-code.ts';
import { phoneDigits } from './phone-number.ts';
import type { CardForm } from '../../kernel/db/schema.ts';
import type { SeedWriter } from '../../kernel/db/seeder.ts';

/**
 * Media of the test data set: phones in every state (unpaired, code sent, paired, with PIN,
 * PIN reset requested, deactivated, unassigned), cards with and without a served cardUid, key
 * tags, and phone replacements (two pending, one rejected). Seed keys of table `media` are the
 * names below; authorizations of later parts refer to them.
 */

interface SeedPhone {
  person?: string;
  phoneNumber: string;
  name?: string;
  /** Paired with an app: identifier, device and registration time. */
  paired?: { identifier: string; appType: string; platformVersion: string; registeredDaysAgo: number };
  pinSet?: boolean;
  pinResetRequested?: boolean;
  /** A pairing code that is still valid, sent this many days ago. */
  codeSentDaysAgo?: number;
  deactivated?: boolean;
}

export const SEED_PHONES: Record<string, SeedPhone> = {
  'anna-phone': {
    person: 'anna',
    phoneNumber: '+43 664 1234567',
    name: 'Anna work phone',
    paired: { identifier: 'PHN-1001', appType: 'ANDROID', platformVersion: '14', registeredDaysAgo: 60 },
  },
  'james-phone': {
    person: 'james',
    phoneNumber: '+44 7700 900123',
    paired: { identifier: 'PHN-1002', appType: 'IPHONE', platformVersion: '17.5', registeredDaysAgo: 45 },
    pinSet: true,
  },
  'maria-phone': {
    person: 'maria',
    phoneNumber: '+34 612 345 678',
    paired: { identifier: 'PHN-1003', appType: 'ANDROID', platformVersion: '13', registeredDaysAgo: 30 },
    pinSet: true,
    pinResetRequested: true,
  },
  'marco-phone': {
    person: 'marco',
    phoneNumber: '+39 347 1234567',
    paired: { identifier: 'PHN-1004', appType: 'ANDROID', platformVersion: '12', registeredDaysAgo: 80 },
    deactivated: true,
  },
  'lars-phone': {
    person: 'lars',
    phoneNumber: '+46 70 123 45 67',
    paired: { identifier: 'PHN-1005', appType: 'ANDROID', platformVersion: '13', registeredDaysAgo: 20 },
  },
  'jana-phone': {
    person: 'jana',
    phoneNumber: '+420 601 123 456',
    paired: { identifier: 'PHN-1006', appType: 'IPHONE', platformVersion: '16.7', registeredDaysAgo: 25 },
  },
  'sophie-phone': { person: 'sophie', phoneNumber: '+33 6 12 34 56 78', codeSentDaysAgo: 1 },
  'joao-phone': { person: 'joao', phoneNumber: '+351 912 345 678' },
  'spare-phone': { phoneNumber: '+43 664 5550000', name: 'Spare phone reception' },
};

interface SeedRfid {
  form: CardForm;
  identifier: string;
  designation: string;
  productionDate: string;
  uid?: string;
  person?: string;
  name?: string;
  deactivated?: boolean;
}

export const SEED_RFID_MEDIA: Record<string, SeedRfid> = {
  // Supported generation produced after 2022-09-13: cardUid is served.
  'anna-card': {
    form: 'CARD',
    identifier: 'CRD-2001',
    designation: 'J80K+D08K',
    productionDate: '2023-03-01',
    uid: '04A1B2C3D4E5F6',
    person: 'anna',
    name: 'Anna badge',
  },
  // Older generation: the UID is known but not served.
  'james-card': {
    form: 'CARD',
    identifier: 'CRD-2002',
    designation: 'J40K+D04K',
    productionDate: '2021-05-10',
    uid: '0A1B2C3D',
    person: 'james',
  },
  // Produced on the cut-off day itself: not served.
  'pieter-card': {
    form: 'CARD',
    identifier: 'CRD-2003',
    designation: 'J80K+D08K',
    productionDate: '2022-09-13',
    uid: '04D1D2D3D4D5D6',
    person: 'pieter',
  },
  'piotr-card': {
    form: 'CARD',
    identifier: 'CRD-2004',
    designation: 'J80K+D40K',
    productionDate: '2024-04-02',
    uid: '04C1C2C3C4C5C6',
    person: 'piotr',
    deactivated: true,
  },
  'spare-card': {
    form: 'CARD',
    identifier: 'CRD-2005',
    designation: 'J80K+D40K',
    productionDate: '2024-02-01',
    uid: '04112233445566',
    name: 'Visitor card 1',
  },
  'maria-key-tag': {
    form: 'KEY_TAG',
    identifier: 'KTG-3001',
    designation: 'J80K+D08K',
    productionDate: '2024-01-10',
    uid: '04AABBCCDDEEFF',
    person: 'maria',
  },
  'spare-key-tag': {
    form: 'KEY_TAG',
    identifier: 'KTG-3002',
    designation: 'J80K+D08K',
    productionDate: '2022-06-01',
    name: 'Key tag garage',
  },
};

const PHONE_REPLACEMENTS = [
  { key: 'lars-replacement', phone: 'lars-phone', state: 'PENDING', startedDaysAgo: 2, appType: 'ANDROID', platformVersion: '15' },
  { key: 'jana-replacement', phone: 'jana-phone', state: 'PENDING', startedDaysAgo: 1, appType: 'IPHONE', platformVersion: '18.0' },
  { key: 'james-replacement', phone: 'james-phone', state: 'REJECTED', startedDaysAgo: 30, appType: 'ANDROID', platformVersion: '14' },
] as const;

async function seedPhones(w: SeedWriter): Promise<void> {
  for (const [key, p] of Object.entries(SEED_PHONES)) {
    const created = w.ago(90);
    const code = p.codeSentDaysAgo !== undefined;
    await w.insert('media', key, {
      version: 1,
      medium_type: 'PHONE',
      card_form: null,
      name: p.name ?? null,
      medium_identifier: p.paired?.identifier ?? null,
      person_id: p.person ? w.id('persons', p.person) : null,
      activated: p.deactivated ? 0 : 1,
      last_synchronized_on: p.paired ? w.ago(0, 3) : null,
      phone_number: p.phoneNumber,
      phone_number_digits: phoneDigits(p.phoneNumber),
      app_type: p.paired?.appType ?? null,
      platform_version: p.paired?.platformVersion ?? null,
      pin_set: p.pinSet ? 1 : 0,
      pin_reset_time: p.pinResetRequested ? w.ago(0, 5) : null,
      // Codes are unique across all environments, so each load draws new ones.
      pairing_code: code ? newPairingCode() : null,
      pairing_code_valid_until: code ? w.ago(-6) : null,
      sent_key_on: code ? w.ago(p.codeSentDaysAgo!) : null,
      registered_on: p.paired ? w.ago(p.paired.registeredDaysAgo) : null,
      created_at: created,
      updated_at: created,
    });
  }
}

async function seedRfidMedia(w: SeedWriter): Promise<void> {
  for (const [key, m] of Object.entries(SEED_RFID_MEDIA)) {
    const created = w.ago(120);
    await w.insert('media', key, {
      version: 1,
      medium_type: 'CARD',
      card_form: m.form,
      name: m.name ?? null,
      medium_identifier: m.identifier,
      person_id: m.person ? w.id('persons', m.person) : null,
      activated: m.deactivated ? 0 : 1,
      last_synchronized_on: w.ago(3),
      card_uid: m.uid ?? null,
      designation: m.designation,
      production_date: m.productionDate,
      created_at: created,
      updated_at: created,
    });
  }
}

async function seedPhoneReplacements(w: SeedWriter): Promise<void> {
  for (const r of PHONE_REPLACEMENTS) {
    await w.insert('phone_replacements', r.key, {
      phone_id: w.id('media', r.phone),
      state: r.state,
      new_app_type: r.appType,
      new_platform_version: r.platformVersion,
      started_on: w.ago(r.startedDaysAgo),
      decided_on: r.state === 'PENDING' ? null : w.ago(r.startedDaysAgo - 1),
    });
  }
}

export async function seedMedia(w: SeedWriter): Promise<void> {
  await seedPhones(w);
  await seedRfidMedia(w);
  await seedPhoneReplacements(w);
}
