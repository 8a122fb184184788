/** Czech (Czech Republic). */
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

const unlockFailed = (reason: string) =>
  `Médium ${MEDIUM} nemohlo odemknout cylindr ${LOCK}: ${failure(reason)}`;
/** "Výměna" is feminine, so the participles passed in take the -a form. */
const replacement = (medium: 'karty' | 'smartphonu', what: string) => `Výměna ${medium} ${MEDIUM} ${what}`;

const cs: LanguagePack = {
  tag: 'cs-CZ',
  yes: 'ano',
  no: 'ne',

  operations: {
    actions: {
      sync: { g: 'f', phrase: (s) => `Synchronizace ${s}` },
      addToSystem: { g: 'n', phrase: (s) => `Přidání ${s} do uzamykacího systému` },
      removeFromSystem: { g: 'n', phrase: (s) => `Odebrání ${s} z uzamykacího systému` },
      deactivation: { g: 'f', phrase: (s) => `Deaktivace ${s}` },
      reactivation: { g: 'f', phrase: (s) => `Reaktivace ${s}` },
      capUpdate: { g: 'f', phrase: (s) => `Aktualizace souboru CAP ${s}` },
      firmwareUpdate: { g: 'f', phrase: (s) => `Aktualizace firmwaru ${s}` },
      replacement: { g: 'f', phrase: (s) => `Výměna ${s}` },
      installation: { g: 'f', phrase: (s) => `Instalace ${s}` },
      removal: { g: 'n', phrase: (s) => `Odstranění ${s}` },
      pinReset: { g: 'n', phrase: (s) => `Obnovení PIN ${s}` },
    },
    subjects: {
      cylinder: 'cylindru',
      knob: 'knoflíku',
      wallReader: 'nástěnné čtečky',
      readerUnit: 'čtecí jednotky',
      component: 'uzamykací komponenty',
      medium: 'média',
      card: 'karty',
      phone: 'smartphonu',
      faultyCylinder: 'vadného cylindru',
      faultyWallReader: 'vadné nástěnné čtečky',
    },
    channels: {
      cardReader: 'přes čtečku karet',
      ota: 'přes OTA',
      otaAfterUnlock: 'přes OTA po odemknutí',
      proxy: 'přes proxy aplikaci',
      support: 'technickou podporou',
      phone: 'přes smartphone',
      app: 'přes aplikaci',
      browser: 'přes prohlížeč',
    },
    outcomes: {
      ok: { m: 'proběhl úspěšně', f: 'proběhla úspěšně', n: 'proběhlo úspěšně' },
      completed: { m: 'dokončen', f: 'dokončena', n: 'dokončeno' },
      started: { m: 'zahájen', f: 'zahájena', n: 'zahájeno' },
      partial: { m: 'proběhl částečně', f: 'proběhla částečně', n: 'proběhlo částečně' },
      failed: { m: 'se nezdařil', f: 'se nezdařila', n: 'se nezdařilo' },
    },
    errorCode: 'kód chyby',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: 'Aktualizace po odemknutí', g: 'f' },
      handsFree: { text: 'Režim hands-free', g: 'm' },
      unlockFromLockScreen: { text: 'Odemykání z uzamčené obrazovky', g: 'n' },
      defaultSmsText: { text: 'Výchozí text SMS', g: 'm' },
      autoPhoneReplacementApproval: { text: 'Automatické schvalování výměn smartphonu', g: 'n' },
      fourEyes: { text: 'Princip čtyř očí', g: 'm' },
      twoFactor: { text: 'Dvoufázové ověření', g: 'n' },
      holidays: { text: 'Kalendář svátků', g: 'm' },
      pinProtection: { text: 'Ochrana kódem PIN', g: 'f' },
    },
    on: { m: 'aktivován', f: 'aktivována', n: 'aktivováno' },
    off: { m: 'deaktivován', f: 'deaktivována', n: 'deaktivováno' },
    targets: { lock: 'pro cylindr', medium: 'pro médium', operator: 'pro administrátora' },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Administrátor', g: 'm' },
      area: { text: 'Oblast', g: 'f' },
      person: { text: 'Osoba', g: 'f' },
      medium: { text: 'Médium', g: 'n' },
      cylinder: { text: 'Cylindr', g: 'm' },
      wallReader: { text: 'Nástěnná čtečka', g: 'f' },
      holiday: { text: 'Svátek', g: 'm' },
      holidaySeriesEntry: { text: 'Svátek% ze série', g: 'm' },
      holidaySeries: { text: 'Série svátků', g: 'f' },
      maintenanceWindow: { text: 'Okno údržby', g: 'n' },
      timeZone: { text: 'Časové pásmo', g: 'n' },
      dstRule: { text: 'Pravidlo letního času', g: 'n' },
    },
    verbs: {
      created: { m: 'vytvořen', f: 'vytvořena', n: 'vytvořeno' },
      edited: { m: 'upraven', f: 'upravena', n: 'upraveno' },
      deleted: { m: 'smazán', f: 'smazána', n: 'smazáno' },
    },
  },

  exports: {
    phrase: (o) => `Export ${o}`,
    objects: {
      operators: 'administrátorů',
      areas: 'oblastí',
      media: 'médií',
      ownMedia: 'vlastních médií',
      foreignMedia: 'cizích médií',
      persons: 'osob',
      lockingComponents: 'uzamykacích komponent',
      lockingPlan: 'uzamykacího plánu',
      issueReceipt: 'předávacího protokolu',
      systemProtocol: 'systémového protokolu',
      mediumProtocol: 'protokolu médií',
      lockProtocol: 'protokolu uzamykacích komponent',
    },
    prepared: 'připraven',
    fetched: 'stažen',
  },

  permanentOpening: {
    modes: { manual: 'Ruční trvalé otevření', automatic: 'Automatické trvalé otevření' },
    changes: {
      started: 'zahájeno',
      stoppedManually: 'ručně ukončeno',
      stoppedAutomatically: 'automaticky ukončeno',
      weakBattery: 'ukončeno kvůli slabé baterii',
      wrongTime: 'ukončeno kvůli neplatnému času cylindru',
      firmwareUpdate: 'ukončeno kvůli aktualizaci firmwaru',
      holidayBegin: 'ukončeno kvůli začátku svátku',
    },
    atLock: 'na cylindru',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Odemknutí úspěšné', `Cylindr ${LOCK} odemčen médiem ${MEDIUM}`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: [
      'Odemknutí úspěšné (hands-free)',
      `Cylindr ${LOCK} odemčen médiem ${MEDIUM} v režimu hands-free`,
    ],
    UNLOCKING_FAILED: [
      'Odemknutí se nezdařilo',
      `Médium ${MEDIUM} ${failure('nemohlo odemknout')} cylindr ${LOCK}`,
    ],
    UNLOCKING_FAILED_BLACKLISTED: [
      'Odemknutí se nezdařilo: médium blokováno',
      unlockFailed('médium je na seznamu blokovaných'),
    ],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Odemknutí se nezdařilo: chybí oprávnění',
      unlockFailed('médium nemá oprávnění pro tento cylindr'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Odemknutí se nezdařilo: čas cylindru není synchronizován',
      unlockFailed('čas cylindru není synchronizován'),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      'Odemknutí se nezdařilo: neplatný podpis oprávnění',
      unlockFailed('podpis oprávnění je neplatný'),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: [
      'Odemknutí se nezdařilo: svátek',
      unlockFailed('ve svátky není přístup povolen'),
    ],
    CREATE_MOBILE_PHONE: ['Smartphone vytvořen', `Smartphone ${MEDIUM} vytvořen${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartphone smazán', `Smartphone ${MEDIUM} smazán${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Deaktivace média okamžitě dokončena',
      `Deaktivace média ${MEDIUM} okamžitě ${success('dokončena')}`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: [
      'Spárování smartphonu dokončeno',
      `Smartphone ${MEDIUM} spárován${opt(` (${PHONE_NUMBER})`)}`,
    ],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Opětovné spárování smartphonu dokončeno',
      `Smartphone ${MEDIUM} znovu spárován${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Kód pro sdílení uplatněn', `Kód pro sdílení cylindru ${LOCK} uplatněn`],
    MEDIUM_REMOVED_MANUALLY: [
      'Médium ručně odebráno',
      `Médium ${MEDIUM} ručně odebráno${opt(` administrátorem ${OPERATOR}`)}`,
    ],
    MEDIUM_MARKED_FOR_REMOVAL: ['Médium označeno k odebrání', `Médium ${MEDIUM} označeno k odebrání`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Možné přetečení protokolu cylindru',
      `Paměť protokolu cylindru ${LOCK} je ${warning('téměř plná')}; synchronizujte cylindr, aby se neztratily žádné záznamy`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      'Neznámá akce trvalého otevření',
      `Cylindr ${LOCK} nahlásil neznámou akci trvalého otevření`,
    ],
    PRODUCTION_DUMMY_RECORD: [
      'Testovací záznam z výroby',
      `Testovací záznam zapsaný při výrobě cylindru ${LOCK}`,
    ],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: [
      'Okno údržby potvrzeno',
      `Okno údržby${opt(` ${VALID_FROM} – ${VALID_TO}`)} potvrzeno`,
    ],
    ADD_SUPPORT_ACO: [
      'Přístup technické podpory udělen',
      `Přístup technické podpory udělen${opt(` pro ${ACO}`)}`,
    ],
    DELETE_SUPPORT_ACO: [
      'Přístup technické podpory odebrán',
      `Přístup technické podpory${opt(` pro ${ACO}`)} odebrán`,
    ],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'Všechny záznamy protokolu jedné osoby smazány',
      `Všechny záznamy protokolu osoby ${PERSON} smazány`,
    ],
    API_GENERATE_KEY: ['Klíč API vygenerován', `Klíč API${opt(` ${NAME}`)} vygenerován`],
    API_REGENERATE_KEY: ['Klíč API znovu vygenerován', `Klíč API${opt(` ${NAME}`)} znovu vygenerován`],
    API_UPDATE_KEY: ['Klíč API upraven', `Klíč API${opt(` ${NAME}`)} upraven`],
    API_DEACTIVATE_KEY: ['Klíč API deaktivován', `Klíč API${opt(` ${NAME}`)} deaktivován`],
    API_REACTIVATE_KEY: ['Klíč API reaktivován', `Klíč API${opt(` ${NAME}`)} reaktivován`],
    API_DELETE_KEY: ['Klíč API smazán', `Klíč API${opt(` ${NAME}`)} smazán`],
    API_PURCHASE_ACCESS: ['Přístup k API zakoupen', `Přístup k API zakoupen${opt(` (kredity: ${AMOUNT})`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Oblast přiřazena k cylindru', `Oblast ${AREA} přiřazena k cylindru ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ['Cylindr přiřazen k oblasti', `Cylindr ${LOCK} přiřazen k oblasti ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Oblast odebrána z cylindru', `Oblast ${AREA} odebrána z cylindru ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Cylindr odebrán z oblasti', `Cylindr ${LOCK} odebrán z oblasti ${AREA}`],
    AUTH_KEY_PRODUCTION_FINISHED: [
      'Oprávnění připraveno k přenosu',
      `Oprávnění pro médium ${MEDIUM} je připraveno k přenosu`,
    ],
    CREATE_AUTHORIZATION_KEY: [
      'Oprávnění vytvořeno',
      `Oprávnění pro médium ${MEDIUM} vytvořeno${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Oprávnění upraveno',
      `Oprávnění pro médium ${MEDIUM} upraveno${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Oprávnění smazáno před přenosem',
      `Oprávnění pro médium ${MEDIUM} smazáno dříve, než bylo přeneseno`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: [
      'Oprávnění označeno jako smazané',
      `Oprávnění pro médium ${MEDIUM} označeno jako smazané`,
    ],
    UNDELETE_AUTHORIZATION_KEY: [
      'Smazání oprávnění vráceno zpět',
      `Smazání oprávnění pro médium ${MEDIUM} vráceno zpět`,
    ],
    CHANGE_KEYRING_OWNER: ['Médium přiřazeno osobě', `Médium ${MEDIUM} přiřazeno osobě ${PERSON}`],
    REVOKE_KEYRING_OWNER: ['Přiřazení média zrušeno', `Přiřazení média ${MEDIUM} osobě ${PERSON} zrušeno`],
    CREATE_ACO_FINISHED: ['Registrace administrátora dokončena', `Administrátor ${ACO} dokončil registraci`],
    REMOVE_EXPIRED_ACO_ACTIVATION: [
      'Prošlá pozvánka administrátora odstraněna',
      `Prošlá pozvánka pro administrátora ${ACO} odstraněna`,
    ],
    CREATE_SHARED_CYLINDER_CODE: [
      'Kód pro sdílení vytvořen',
      `Kód pro sdílení cylindru ${LOCK} vytvořen${opt(`, platný do ${VALID_TO}`)}`,
    ],
    REDEEM_SHARED_CYLINDER_CODE: ['Kód pro sdílení uplatněn', `Kód pro sdílení cylindru ${LOCK} uplatněn`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Vlastní kód pro sdílení uplatněn jiným uzamykacím systémem',
      `Kód pro sdílení cylindru ${LOCK} uplatněn jiným uzamykacím systémem${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Sdílení cylindru ukončeno', `Sdílení cylindru ${LOCK} ukončeno${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Uplatňování kreditů zablokováno',
      `Uplatňování kreditů ${warning('zablokováno')} po příliš mnoha neplatných pokusech`,
    ],
    INVALID_CREDIT_ENTERED: ['Zadán neplatný kód kreditu', `Zadaný kód kreditu ${failure('je neplatný')}`],
    QUANTITY_CREDIT_ADDED: ['Kredity přidány', `Kredity přidány: ${AMOUNT}`],
    TEMPORAL_CREDIT_ADDED: [
      'Časový kredit přidán',
      `Časový kredit přidán${opt(`, platný do ${VALID_TO}`)}`,
    ],
    CYLINDER_DEFAULTS_EDITED: ['Výchozí nastavení cylindrů změněno', 'Výchozí nastavení cylindrů změněno'],
    EDIT_CUSTOMER_SETTINGS: ['Nastavení zákazníka změněno', 'Nastavení zákaznického účtu změněno'],
    EDIT_DEFAULT_LOG_SETTINGS: ['Výchozí nastavení protokolů změněno', 'Výchozí nastavení protokolů změněno'],
    EDIT_TIMEZONE_NEW_DEFAULT: [
      'Výchozí časové pásmo změněno',
      `Výchozí časové pásmo změněno${opt(` na ${NAME}`)}`,
    ],
    FINALIZE_MOBILE_PHONE_PAIRING: [
      'Spárování smartphonu dokončeno',
      `Smartphone ${MEDIUM} spárován${opt(` (${PHONE_NUMBER})`)}`,
    ],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Opětovné spárování smartphonu dokončeno',
      `Smartphone ${MEDIUM} znovu spárován${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: [
      'Kód pro spárování vygenerován',
      `Kód pro spárování vygenerován pro smartphone ${MEDIUM}`,
    ],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Kód pro opětovné spárování vygenerován',
      `Kód pro opětovné spárování vygenerován pro smartphone ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Princip čtyř očí: e-mail k aktivaci odeslán',
      `E-mail k aktivaci principu čtyř očí odeslán${opt(` administrátorovi ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Princip čtyř očí: e-mail k deaktivaci odeslán',
      `E-mail k deaktivaci principu čtyř očí odeslán${opt(` administrátorovi ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Princip čtyř očí: e-mail k odblokování odeslán',
      `E-mail k odblokování přístupu podle principu čtyř očí odeslán${opt(` administrátorovi ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Princip čtyř očí: přístup odblokován',
      `Přístup${opt(` administrátora ${ACO}`)} odblokován podle principu čtyř očí`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Princip čtyř očí: neplatný potvrzovací odkaz',
      `Byl použit ${failure('neplatný nebo prošlý')} potvrzovací odkaz principu čtyř očí`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Výměna karty zahájena', replacement('karty', 'zahájena')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: ['Výměna karty dokončena', replacement('karty', success('dokončena'))],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      'Výměna karty zrušena administrátorem',
      replacement('karty', `${failure('zrušena')} administrátorem`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      'Výměna smartphonu zahájena administrátorem',
      replacement('smartphonu', 'zahájena administrátorem'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      'Výměna smartphonu zahájena uživatelem',
      replacement('smartphonu', 'zahájena uživatelem'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Výměna smartphonu automaticky schválena',
      replacement('smartphonu', `automaticky ${success('schválena')}`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Výměna smartphonu ručně schválena',
      replacement('smartphonu', `${success('schválena')} administrátorem`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Výměna smartphonu ručně zamítnuta',
      replacement('smartphonu', `${failure('zamítnuta')} administrátorem`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      'Výměna smartphonu zrušena administrátorem',
      replacement('smartphonu', `${failure('zrušena')} administrátorem`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      'Výměna smartphonu zrušena uživatelem',
      replacement('smartphonu', `${failure('zrušena')} uživatelem`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: [
      'Výměna smartphonu dokončena',
      replacement('smartphonu', success('dokončena')),
    ],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Přihlášení se nezdařilo: heslo',
      `Přihlášení${opt(` administrátora ${ACO}`)} ${failure('se nezdařilo')}: nesprávné uživatelské jméno nebo heslo`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Přihlášení se nezdařilo: druhý faktor',
      `Přihlášení${opt(` administrátora ${ACO}`)} ${failure('se nezdařilo')}: nesprávný kód druhého faktoru`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: [
      'E-maily o údržbě odhlášeny',
      `E-maily o údržbě odhlášeny${opt(` pro ${ACO}`)}`,
    ],
    MEDIUM_EMPTIED: ['Médium vyprázdněno', `Všechna oprávnění odebrána z média ${MEDIUM}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Médium označeno k odebrání', `Médium ${MEDIUM} označeno k odebrání`],
    MEDIUM_REMOVED_MANUALLY: ['Médium ručně odebráno', `Médium ${MEDIUM} ručně odebráno`],
    PASSWORD_RESET: ['Heslo obnoveno', `Heslo${opt(` administrátora ${ACO}`)} obnoveno`],
    QUICK_REGISTRY_SMS_SENT: [
      'Registrační SMS odeslána',
      `Registrační SMS odeslána${opt(` na číslo ${PHONE_NUMBER}`)}`,
    ],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Médium odebráno po deaktivaci',
      `Médium ${MEDIUM} odebráno po dokončení deaktivace`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: [
      'Záznam protokolu smazán',
      `Záznam protokolu${opt(` týkající se osoby ${PERSON}`)} smazán`,
    ],
    SMS_TEXT: ['Text SMS změněn', 'Text registrační SMS změněn'],
    VIEW_LOG: ['Protokol zobrazen', 'Protokol zobrazen'],
  },
};

export default cs;
