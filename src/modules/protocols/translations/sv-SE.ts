/** Swedish (Sweden). */
import {
  ACO,
  AMOUNT,
  AREA,
  LOCK,
  MEDIUM,
  NAME,
  OPERATOR,
  PERSON,
  PHONE_NUMBER,
  VALID_FROM,
  VALID_TO,
  failure,
  opt,
  success,
  warning,
} from './markup.ts';
import type { LanguagePack } from './types.ts';

const unlockFailed = (reason: string) => `${MEDIUM} kunde inte låsa upp ${LOCK}: ${failure(reason)}`;
/** "Byte" is a neuter noun, so the participles passed in take the -t form. */
const replacement = (medium: 'kort' | 'mobiltelefon', what: string) => `Byte av ${medium} ${MEDIUM} ${what}`;

const sv: LanguagePack = {
  tag: 'sv-SE',
  yes: 'ja',
  no: 'nej',

  operations: {
    actions: {
      sync: { g: 'c', phrase: (s) => `Synkronisering ${s}` },
      addToSystem: { g: 'n', phrase: (s) => `Tillägg ${s} till låssystemet` },
      removeFromSystem: { g: 'c', phrase: (s) => `Borttagning ${s} från låssystemet` },
      deactivation: { g: 'c', phrase: (s) => `Avaktivering ${s}` },
      reactivation: { g: 'c', phrase: (s) => `Återaktivering ${s}` },
      capUpdate: { g: 'c', phrase: (s) => `CAP-filuppdatering ${s}` },
      firmwareUpdate: { g: 'c', phrase: (s) => `Firmwareuppdatering ${s}` },
      replacement: { g: 'n', phrase: (s) => `Byte ${s}` },
      installation: { g: 'c', phrase: (s) => `Installation ${s}` },
      removal: { g: 'c', phrase: (s) => `Borttagning ${s}` },
      pinReset: { g: 'c', phrase: (s) => `PIN-återställning ${s}` },
    },
    subjects: {
      cylinder: 'av cylinder',
      knob: 'av vred',
      wallReader: 'av väggläsare',
      readerUnit: 'av läsenhet',
      component: 'av låskomponent',
      medium: 'av medium',
      card: 'av kort',
      phone: 'av mobiltelefon',
      faultyCylinder: 'av defekt cylinder',
      faultyWallReader: 'av defekt väggläsare',
    },
    channels: {
      cardReader: 'via kortläsare',
      ota: 'via OTA',
      otaAfterUnlock: 'via OTA efter upplåsning',
      proxy: 'via proxyapp',
      support: 'genom supporten',
      phone: 'via mobiltelefon',
      app: 'via appen',
      browser: 'via webbläsaren',
    },
    outcomes: {
      ok: 'lyckades',
      completed: { c: 'slutförd', n: 'slutfört' },
      started: { c: 'påbörjad', n: 'påbörjat' },
      partial: { c: 'delvis slutförd', n: 'delvis slutfört' },
      failed: 'misslyckades',
    },
    errorCode: 'felkod',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: 'Uppdatering efter upplåsning', g: 'c' },
      handsFree: { text: 'Handsfree-läge', g: 'n' },
      unlockFromLockScreen: { text: 'Upplåsning från låsskärmen', g: 'c' },
      defaultSmsText: { text: 'Standard-sms-text', g: 'c' },
      autoPhoneReplacementApproval: { text: 'Automatiskt godkännande av mobiltelefonbyten', g: 'n' },
      fourEyes: { text: 'Fyraögonsprincipen', g: 'c' },
      twoFactor: { text: 'Tvåfaktorsautentisering', g: 'c' },
      holidays: { text: 'Helgdagskalender', g: 'c' },
      pinProtection: { text: 'PIN-skydd', g: 'n' },
    },
    on: { c: 'aktiverad', n: 'aktiverat' },
    off: { c: 'avaktiverad', n: 'avaktiverat' },
    targets: { lock: 'för cylinder', medium: 'för medium', operator: 'för administratör' },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Administratör', g: 'c' },
      area: { text: 'Område', g: 'n' },
      person: { text: 'Person', g: 'c' },
      medium: { text: 'Medium', g: 'n' },
      cylinder: { text: 'Cylinder', g: 'c' },
      wallReader: { text: 'Väggläsare', g: 'c' },
      holiday: { text: 'Helgdag', g: 'c' },
      holidaySeriesEntry: { text: 'Helgdag% i en serie', g: 'c' },
      holidaySeries: { text: 'Helgdagsserie', g: 'c' },
      maintenanceWindow: { text: 'Underhållsfönster', g: 'n' },
      timeZone: { text: 'Tidszon', g: 'c' },
      dstRule: { text: 'Sommartidsregel', g: 'c' },
    },
    verbs: {
      created: { c: 'skapad', n: 'skapat' },
      edited: { c: 'ändrad', n: 'ändrat' },
      deleted: { c: 'raderad', n: 'raderat' },
    },
  },

  exports: {
    phrase: (o) => `Export ${o}`,
    objects: {
      operators: 'av administratörer',
      areas: 'av områden',
      media: 'av medier',
      ownMedia: 'av egna medier',
      foreignMedia: 'av externa medier',
      persons: 'av personer',
      lockingComponents: 'av låskomponenter',
      lockingPlan: 'av låsplan',
      issueReceipt: 'av utlämningskvitto',
      systemProtocol: 'av systemloggen',
      mediumProtocol: 'av medieloggen',
      lockProtocol: 'av låskomponentloggen',
    },
    prepared: 'förberedd',
    fetched: 'nedladdad',
  },

  permanentOpening: {
    modes: { manual: 'Manuell permanent öppning', automatic: 'Automatisk permanent öppning' },
    changes: {
      started: 'startad',
      stoppedManually: 'avslutad manuellt',
      stoppedAutomatically: 'avslutad automatiskt',
      weakBattery: 'avslutad på grund av svagt batteri',
      wrongTime: 'avslutad eftersom cylinderns tid är ogiltig',
      firmwareUpdate: 'avslutad på grund av en firmwareuppdatering',
      holidayBegin: 'avslutad eftersom en helgdag börjar',
    },
    atLock: 'på cylinder',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Upplåsning lyckades', `${MEDIUM} låste upp ${LOCK}`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: [
      'Upplåsning lyckades (handsfree)',
      `${MEDIUM} låste upp ${LOCK} i handsfree-läge`,
    ],
    UNLOCKING_FAILED: ['Upplåsning misslyckades', `${MEDIUM} ${failure('kunde inte låsa upp')} ${LOCK}`],
    UNLOCKING_FAILED_BLACKLISTED: [
      'Upplåsning misslyckades: mediet spärrat',
      unlockFailed('mediet finns på spärrlistan'),
    ],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Upplåsning misslyckades: ingen behörighet',
      unlockFailed('mediet har ingen behörighet för den här cylindern'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Upplåsning misslyckades: cylinderns tid inte synkroniserad',
      unlockFailed('cylinderns tid är inte synkroniserad'),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      'Upplåsning misslyckades: ogiltig signatur för behörigheten',
      unlockFailed('behörighetens signatur är ogiltig'),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: [
      'Upplåsning misslyckades: helgdag',
      unlockFailed('tillträde är inte tillåtet på helgdagar'),
    ],
    CREATE_MOBILE_PHONE: ['Mobiltelefon skapad', `Mobiltelefon ${MEDIUM} skapad${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Mobiltelefon raderad', `Mobiltelefon ${MEDIUM} raderad${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Avaktivering av medium slutförd omedelbart',
      `Avaktivering av medium ${MEDIUM} ${success('slutförd')} omedelbart`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: [
      'Parkoppling av mobiltelefon slutförd',
      `Mobiltelefon ${MEDIUM} parkopplad${opt(` (${PHONE_NUMBER})`)}`,
    ],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Ny parkoppling av mobiltelefon slutförd',
      `Mobiltelefon ${MEDIUM} parkopplad på nytt${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Delningskod inlöst', `Delningskod för cylinder ${LOCK} inlöst`],
    MEDIUM_REMOVED_MANUALLY: [
      'Medium borttaget manuellt',
      `Medium ${MEDIUM} borttaget manuellt${opt(` av ${OPERATOR}`)}`,
    ],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medium markerat för borttagning', `Medium ${MEDIUM} markerat för borttagning`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Cylinderns logg kan bli full',
      `Loggminnet i cylinder ${LOCK} är ${warning('nästan fullt')}; synkronisera cylindern för att behålla alla poster`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      'Okänd åtgärd för permanent öppning',
      `Cylinder ${LOCK} rapporterade en okänd åtgärd för permanent öppning`,
    ],
    PRODUCTION_DUMMY_RECORD: [
      'Testpost från produktionen',
      `Testpost skriven vid tillverkningen av cylinder ${LOCK}`,
    ],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: [
      'Underhållsfönster bekräftat',
      `Underhållsfönster${opt(` ${VALID_FROM} – ${VALID_TO}`)} bekräftat`,
    ],
    ADD_SUPPORT_ACO: ['Supportåtkomst beviljad', `Supportåtkomst beviljad${opt(` för ${ACO}`)}`],
    DELETE_SUPPORT_ACO: ['Supportåtkomst borttagen', `Supportåtkomst${opt(` för ${ACO}`)} borttagen`],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'Alla loggposter för en person raderade',
      `Alla loggposter för personen ${PERSON} raderade`,
    ],
    API_GENERATE_KEY: ['API-nyckel genererad', `API-nyckel${opt(` ${NAME}`)} genererad`],
    API_REGENERATE_KEY: ['API-nyckel genererad på nytt', `API-nyckel${opt(` ${NAME}`)} genererad på nytt`],
    API_UPDATE_KEY: ['API-nyckel ändrad', `API-nyckel${opt(` ${NAME}`)} ändrad`],
    API_DEACTIVATE_KEY: ['API-nyckel avaktiverad', `API-nyckel${opt(` ${NAME}`)} avaktiverad`],
    API_REACTIVATE_KEY: ['API-nyckel återaktiverad', `API-nyckel${opt(` ${NAME}`)} återaktiverad`],
    API_DELETE_KEY: ['API-nyckel raderad', `API-nyckel${opt(` ${NAME}`)} raderad`],
    API_PURCHASE_ACCESS: ['API-åtkomst köpt', `API-åtkomst köpt${opt(` för ${AMOUNT} krediter`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Område tilldelat cylinder', `Område ${AREA} tilldelat cylinder ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ['Cylinder tilldelad område', `Cylinder ${LOCK} tilldelad område ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Område borttaget från cylinder', `Område ${AREA} borttaget från cylinder ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Cylinder borttagen från område', `Cylinder ${LOCK} borttagen från område ${AREA}`],
    AUTH_KEY_PRODUCTION_FINISHED: [
      'Behörighet redo för överföring',
      `Behörigheten för medium ${MEDIUM} är redo för överföring`,
    ],
    CREATE_AUTHORIZATION_KEY: [
      'Behörighet skapad',
      `Behörighet för medium ${MEDIUM} skapad${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Behörighet ändrad',
      `Behörighet för medium ${MEDIUM} ändrad${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Behörighet raderad före överföring',
      `Behörighet för medium ${MEDIUM} raderad innan den överfördes`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: [
      'Behörighet markerad som raderad',
      `Behörighet för medium ${MEDIUM} markerad som raderad`,
    ],
    UNDELETE_AUTHORIZATION_KEY: [
      'Radering av behörighet ångrad',
      `Radering av behörigheten för medium ${MEDIUM} ångrad`,
    ],
    CHANGE_KEYRING_OWNER: ['Medium tilldelat person', `Medium ${MEDIUM} tilldelat ${PERSON}`],
    REVOKE_KEYRING_OWNER: [
      'Tilldelning av medium upphävd',
      `Tilldelning av medium ${MEDIUM} till ${PERSON} upphävd`,
    ],
    CREATE_ACO_FINISHED: [
      'Administratörens registrering slutförd',
      `Administratör ${ACO} har slutfört registreringen`,
    ],
    REMOVE_EXPIRED_ACO_ACTIVATION: [
      'Utgången administratörsinbjudan borttagen',
      `Utgången inbjudan för administratör ${ACO} borttagen`,
    ],
    CREATE_SHARED_CYLINDER_CODE: [
      'Delningskod skapad',
      `Delningskod för cylinder ${LOCK} skapad${opt(`, giltig till ${VALID_TO}`)}`,
    ],
    REDEEM_SHARED_CYLINDER_CODE: ['Delningskod inlöst', `Delningskod för cylinder ${LOCK} inlöst`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Egen delningskod inlöst av ett annat låssystem',
      `Delningskod för cylinder ${LOCK} inlöst av ett annat låssystem${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Delning av cylinder avslutad', `Delning av cylinder ${LOCK} avslutad${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Inlösen av krediter spärrad',
      `Inlösen av krediter ${warning('spärrad')} efter för många ogiltiga försök`,
    ],
    INVALID_CREDIT_ENTERED: ['Ogiltig kreditkod angiven', `Den angivna kreditkoden är ${failure('ogiltig')}`],
    QUANTITY_CREDIT_ADDED: ['Krediter tillagda', `${AMOUNT} krediter tillagda`],
    TEMPORAL_CREDIT_ADDED: [
      'Tidsbegränsad kredit tillagd',
      `Tidsbegränsad kredit tillagd${opt(`, giltig till ${VALID_TO}`)}`,
    ],
    CYLINDER_DEFAULTS_EDITED: [
      'Standardinställningar för cylindrar ändrade',
      'Standardinställningar för cylindrar ändrade',
    ],
    EDIT_CUSTOMER_SETTINGS: ['Kundinställningar ändrade', 'Inställningar för kundkontot ändrade'],
    EDIT_DEFAULT_LOG_SETTINGS: [
      'Standardinställningar för loggar ändrade',
      'Standardinställningar för loggar ändrade',
    ],
    EDIT_TIMEZONE_NEW_DEFAULT: ['Standardtidszon ändrad', `Standardtidszon ändrad${opt(` till ${NAME}`)}`],
    FINALIZE_MOBILE_PHONE_PAIRING: [
      'Parkoppling av mobiltelefon slutförd',
      `Mobiltelefon ${MEDIUM} parkopplad${opt(` (${PHONE_NUMBER})`)}`,
    ],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Ny parkoppling av mobiltelefon slutförd',
      `Mobiltelefon ${MEDIUM} parkopplad på nytt${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: [
      'Parkopplingskod genererad',
      `Parkopplingskod genererad för mobiltelefon ${MEDIUM}`,
    ],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Kod för ny parkoppling genererad',
      `Kod för ny parkoppling genererad för mobiltelefon ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Fyraögonsprincipen: e-post för aktivering skickad',
      `E-post för aktivering av fyraögonsprincipen skickad${opt(` till ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Fyraögonsprincipen: e-post för avaktivering skickad',
      `E-post för avaktivering av fyraögonsprincipen skickad${opt(` till ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Fyraögonsprincipen: e-post för upplåsning skickad',
      `E-post för upplåsning av åtkomsten enligt fyraögonsprincipen skickad${opt(` till ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Fyraögonsprincipen: åtkomst upplåst',
      `Åtkomst${opt(` för ${ACO}`)} upplåst enligt fyraögonsprincipen`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Fyraögonsprincipen: ogiltig bekräftelselänk',
      `En ${failure('ogiltig eller utgången')} bekräftelselänk för fyraögonsprincipen användes`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Kortbyte påbörjat', replacement('kort', 'påbörjat')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: ['Kortbyte slutfört', replacement('kort', success('slutfört'))],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      'Kortbyte avbrutet av administratör',
      replacement('kort', `${failure('avbrutet')} av en administratör`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      'Byte av mobiltelefon påbörjat av administratör',
      replacement('mobiltelefon', 'påbörjat av en administratör'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      'Byte av mobiltelefon påbörjat av användaren',
      replacement('mobiltelefon', 'påbörjat av användaren'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Byte av mobiltelefon godkänt automatiskt',
      replacement('mobiltelefon', `${success('godkänt')} automatiskt`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Byte av mobiltelefon godkänt manuellt',
      replacement('mobiltelefon', `${success('godkänt')} av en administratör`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Byte av mobiltelefon avvisat manuellt',
      replacement('mobiltelefon', `${failure('avvisat')} av en administratör`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      'Byte av mobiltelefon avbrutet av administratör',
      replacement('mobiltelefon', `${failure('avbrutet')} av en administratör`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      'Byte av mobiltelefon avbrutet av användaren',
      replacement('mobiltelefon', `${failure('avbrutet')} av användaren`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: [
      'Byte av mobiltelefon slutfört',
      replacement('mobiltelefon', success('slutfört')),
    ],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Inloggning misslyckades: lösenord',
      `Inloggning${opt(` för ${ACO}`)} ${failure('misslyckades')}: fel användarnamn eller lösenord`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Inloggning misslyckades: andra faktorn',
      `Inloggning${opt(` för ${ACO}`)} ${failure('misslyckades')}: fel kod för andra faktorn`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: [
      'E-post om underhåll avbeställd',
      `E-post om underhåll avbeställd${opt(` för ${ACO}`)}`,
    ],
    MEDIUM_EMPTIED: ['Medium tömt', `Alla behörigheter borttagna från medium ${MEDIUM}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medium markerat för borttagning', `Medium ${MEDIUM} markerat för borttagning`],
    MEDIUM_REMOVED_MANUALLY: ['Medium borttaget manuellt', `Medium ${MEDIUM} borttaget manuellt`],
    PASSWORD_RESET: ['Lösenord återställt', `Lösenord${opt(` för ${ACO}`)} återställt`],
    QUICK_REGISTRY_SMS_SENT: ['Registrerings-sms skickat', `Registrerings-sms skickat${opt(` till ${PHONE_NUMBER}`)}`],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Medium borttaget efter avaktivering',
      `Medium ${MEDIUM} borttaget efter slutförd avaktivering`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: ['Loggpost raderad', `Loggpost${opt(` om ${PERSON}`)} raderad`],
    SMS_TEXT: ['Sms-text ändrad', 'Texten i registrerings-sms:et ändrad'],
    VIEW_LOG: ['Logg visad', 'Logg visad'],
  },
};

export default sv;
