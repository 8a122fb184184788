/** Slovak (Slovakia). Published by the interface as `sk-SL`, served as `sk-SK`. */
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
  `Médium ${MEDIUM} nemohlo odomknúť cylinder ${LOCK}: ${failure(reason)}`;
/** "Výmena" is feminine, so the participles passed in take the -á form. */
const replacement = (medium: 'karty' | 'smartfónu', what: string) => `Výmena ${medium} ${MEDIUM} ${what}`;

const sk: LanguagePack = {
  tag: 'sk-SK',
  yes: 'áno',
  no: 'nie',

  operations: {
    actions: {
      sync: { g: 'f', phrase: (s) => `Synchronizácia ${s}` },
      addToSystem: { g: 'n', phrase: (s) => `Pridanie ${s} do uzamykacieho systému` },
      removeFromSystem: { g: 'n', phrase: (s) => `Odobratie ${s} z uzamykacieho systému` },
      deactivation: { g: 'f', phrase: (s) => `Deaktivácia ${s}` },
      reactivation: { g: 'f', phrase: (s) => `Reaktivácia ${s}` },
      capUpdate: { g: 'f', phrase: (s) => `Aktualizácia súboru CAP ${s}` },
      firmwareUpdate: { g: 'f', phrase: (s) => `Aktualizácia firmvéru ${s}` },
      replacement: { g: 'f', phrase: (s) => `Výmena ${s}` },
      installation: { g: 'f', phrase: (s) => `Inštalácia ${s}` },
      removal: { g: 'n', phrase: (s) => `Odstránenie ${s}` },
      pinReset: { g: 'n', phrase: (s) => `Obnovenie PIN ${s}` },
    },
    subjects: {
      cylinder: 'cylindra',
      knob: 'gombíka',
      wallReader: 'nástennej čítačky',
      readerUnit: 'čítacej jednotky',
      component: 'uzamykacieho komponentu',
      medium: 'média',
      card: 'karty',
      phone: 'smartfónu',
      faultyCylinder: 'chybného cylindra',
      faultyWallReader: 'chybnej nástennej čítačky',
    },
    channels: {
      cardReader: 'cez čítačku kariet',
      ota: 'cez OTA',
      otaAfterUnlock: 'cez OTA po odomknutí',
      proxy: 'cez proxy aplikáciu',
      support: 'technickou podporou',
      phone: 'cez smartfón',
      app: 'cez aplikáciu',
      browser: 'cez prehliadač',
    },
    outcomes: {
      ok: { m: 'prebehol úspešne', f: 'prebehla úspešne', n: 'prebehlo úspešne' },
      completed: { m: 'dokončený', f: 'dokončená', n: 'dokončené' },
      started: { m: 'spustený', f: 'spustená', n: 'spustené' },
      partial: { m: 'prebehol čiastočne', f: 'prebehla čiastočne', n: 'prebehlo čiastočne' },
      failed: { m: 'zlyhal', f: 'zlyhala', n: 'zlyhalo' },
    },
    errorCode: 'kód chyby',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: 'Aktualizácia po odomknutí', g: 'f' },
      handsFree: { text: 'Režim hands-free', g: 'm' },
      unlockFromLockScreen: { text: 'Odomykanie zo zamknutej obrazovky', g: 'n' },
      defaultSmsText: { text: 'Predvolený text SMS', g: 'm' },
      autoPhoneReplacementApproval: { text: 'Automatické schvaľovanie výmen smartfónu', g: 'n' },
      fourEyes: { text: 'Princíp štyroch očí', g: 'm' },
      twoFactor: { text: 'Dvojfaktorové overenie', g: 'n' },
      holidays: { text: 'Kalendár sviatkov', g: 'm' },
      pinProtection: { text: 'Ochrana kódom PIN', g: 'f' },
    },
    on: { m: 'aktivovaný', f: 'aktivovaná', n: 'aktivované' },
    off: { m: 'deaktivovaný', f: 'deaktivovaná', n: 'deaktivované' },
    targets: { lock: 'pre cylinder', medium: 'pre médium', operator: 'pre administrátora' },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Administrátor', g: 'm' },
      area: { text: 'Oblasť', g: 'f' },
      person: { text: 'Osoba', g: 'f' },
      medium: { text: 'Médium', g: 'n' },
      cylinder: { text: 'Cylinder', g: 'm' },
      wallReader: { text: 'Nástenná čítačka', g: 'f' },
      holiday: { text: 'Sviatok', g: 'm' },
      holidaySeriesEntry: { text: 'Sviatok% zo série', g: 'm' },
      holidaySeries: { text: 'Séria sviatkov', g: 'f' },
      maintenanceWindow: { text: 'Okno údržby', g: 'n' },
      timeZone: { text: 'Časové pásmo', g: 'n' },
      dstRule: { text: 'Pravidlo letného času', g: 'n' },
    },
    verbs: {
      created: { m: 'vytvorený', f: 'vytvorená', n: 'vytvorené' },
      edited: { m: 'upravený', f: 'upravená', n: 'upravené' },
      deleted: { m: 'odstránený', f: 'odstránená', n: 'odstránené' },
    },
  },

  exports: {
    phrase: (o) => `Export ${o}`,
    objects: {
      operators: 'administrátorov',
      areas: 'oblastí',
      media: 'médií',
      ownMedia: 'vlastných médií',
      foreignMedia: 'cudzích médií',
      persons: 'osôb',
      lockingComponents: 'uzamykacích komponentov',
      lockingPlan: 'uzamykacieho plánu',
      issueReceipt: 'preberacieho protokolu',
      systemProtocol: 'systémového protokolu',
      mediumProtocol: 'protokolu médií',
      lockProtocol: 'protokolu uzamykacích komponentov',
    },
    prepared: 'pripravený',
    fetched: 'stiahnutý',
  },

  permanentOpening: {
    modes: { manual: 'Manuálne trvalé otvorenie', automatic: 'Automatické trvalé otvorenie' },
    changes: {
      started: 'spustené',
      stoppedManually: 'ručne ukončené',
      stoppedAutomatically: 'automaticky ukončené',
      weakBattery: 'ukončené pre slabú batériu',
      wrongTime: 'ukončené pre neplatný čas cylindra',
      firmwareUpdate: 'ukončené pre aktualizáciu firmvéru',
      holidayBegin: 'ukončené pre začiatok sviatku',
    },
    atLock: 'na cylindri',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Odomknutie úspešné', `Cylinder ${LOCK} odomknutý médiom ${MEDIUM}`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: [
      'Odomknutie úspešné (hands-free)',
      `Cylinder ${LOCK} odomknutý médiom ${MEDIUM} v režime hands-free`,
    ],
    UNLOCKING_FAILED: ['Odomknutie zlyhalo', `Médium ${MEDIUM} ${failure('nemohlo odomknúť')} cylinder ${LOCK}`],
    UNLOCKING_FAILED_BLACKLISTED: [
      'Odomknutie zlyhalo: médium zablokované',
      unlockFailed('médium je na zozname blokovaných'),
    ],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Odomknutie zlyhalo: chýba oprávnenie',
      unlockFailed('médium nemá oprávnenie pre tento cylinder'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Odomknutie zlyhalo: čas cylindra nie je synchronizovaný',
      unlockFailed('čas cylindra nie je synchronizovaný'),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      'Odomknutie zlyhalo: neplatný podpis oprávnenia',
      unlockFailed('podpis oprávnenia je neplatný'),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: [
      'Odomknutie zlyhalo: sviatok',
      unlockFailed('počas sviatkov nie je prístup povolený'),
    ],
    CREATE_MOBILE_PHONE: ['Smartfón vytvorený', `Smartfón ${MEDIUM} vytvorený${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartfón odstránený', `Smartfón ${MEDIUM} odstránený${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Deaktivácia média okamžite dokončená',
      `Deaktivácia média ${MEDIUM} okamžite ${success('dokončená')}`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: [
      'Spárovanie smartfónu dokončené',
      `Smartfón ${MEDIUM} spárovaný${opt(` (${PHONE_NUMBER})`)}`,
    ],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Opätovné spárovanie smartfónu dokončené',
      `Smartfón ${MEDIUM} znova spárovaný${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Kód na zdieľanie uplatnený', `Kód na zdieľanie cylindra ${LOCK} uplatnený`],
    MEDIUM_REMOVED_MANUALLY: [
      'Médium ručne odobraté',
      `Médium ${MEDIUM} ručne odobraté${opt(` administrátorom ${OPERATOR}`)}`,
    ],
    MEDIUM_MARKED_FOR_REMOVAL: ['Médium označené na odobratie', `Médium ${MEDIUM} označené na odobratie`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Možné pretečenie protokolu cylindra',
      `Pamäť protokolu cylindra ${LOCK} je ${warning('takmer plná')}; synchronizujte cylinder, aby sa nestratili žiadne záznamy`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      'Neznáma akcia trvalého otvorenia',
      `Cylinder ${LOCK} nahlásil neznámu akciu trvalého otvorenia`,
    ],
    PRODUCTION_DUMMY_RECORD: [
      'Testovací záznam z výroby',
      `Testovací záznam zapísaný pri výrobe cylindra ${LOCK}`,
    ],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: [
      'Okno údržby potvrdené',
      `Okno údržby${opt(` ${VALID_FROM} – ${VALID_TO}`)} potvrdené`,
    ],
    ADD_SUPPORT_ACO: [
      'Prístup technickej podpory udelený',
      `Prístup technickej podpory udelený${opt(` pre ${ACO}`)}`,
    ],
    DELETE_SUPPORT_ACO: [
      'Prístup technickej podpory odobratý',
      `Prístup technickej podpory${opt(` pre ${ACO}`)} odobratý`,
    ],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'Všetky záznamy protokolu jednej osoby odstránené',
      `Všetky záznamy protokolu osoby ${PERSON} odstránené`,
    ],
    API_GENERATE_KEY: ['Kľúč API vygenerovaný', `Kľúč API${opt(` ${NAME}`)} vygenerovaný`],
    API_REGENERATE_KEY: ['Kľúč API znova vygenerovaný', `Kľúč API${opt(` ${NAME}`)} znova vygenerovaný`],
    API_UPDATE_KEY: ['Kľúč API upravený', `Kľúč API${opt(` ${NAME}`)} upravený`],
    API_DEACTIVATE_KEY: ['Kľúč API deaktivovaný', `Kľúč API${opt(` ${NAME}`)} deaktivovaný`],
    API_REACTIVATE_KEY: ['Kľúč API reaktivovaný', `Kľúč API${opt(` ${NAME}`)} reaktivovaný`],
    API_DELETE_KEY: ['Kľúč API odstránený', `Kľúč API${opt(` ${NAME}`)} odstránený`],
    API_PURCHASE_ACCESS: ['Prístup k API zakúpený', `Prístup k API zakúpený${opt(` (kredity: ${AMOUNT})`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Oblasť priradená k cylindru', `Oblasť ${AREA} priradená k cylindru ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ['Cylinder priradený k oblasti', `Cylinder ${LOCK} priradený k oblasti ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Oblasť odobratá z cylindra', `Oblasť ${AREA} odobratá z cylindra ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Cylinder odobratý z oblasti', `Cylinder ${LOCK} odobratý z oblasti ${AREA}`],
    AUTH_KEY_PRODUCTION_FINISHED: [
      'Oprávnenie pripravené na prenos',
      `Oprávnenie pre médium ${MEDIUM} je pripravené na prenos`,
    ],
    CREATE_AUTHORIZATION_KEY: [
      'Oprávnenie vytvorené',
      `Oprávnenie pre médium ${MEDIUM} vytvorené${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Oprávnenie upravené',
      `Oprávnenie pre médium ${MEDIUM} upravené${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Oprávnenie odstránené pred prenosom',
      `Oprávnenie pre médium ${MEDIUM} odstránené skôr, než bolo prenesené`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: [
      'Oprávnenie označené ako odstránené',
      `Oprávnenie pre médium ${MEDIUM} označené ako odstránené`,
    ],
    UNDELETE_AUTHORIZATION_KEY: [
      'Odstránenie oprávnenia vrátené späť',
      `Odstránenie oprávnenia pre médium ${MEDIUM} vrátené späť`,
    ],
    CHANGE_KEYRING_OWNER: ['Médium priradené osobe', `Médium ${MEDIUM} priradené osobe ${PERSON}`],
    REVOKE_KEYRING_OWNER: ['Priradenie média zrušené', `Priradenie média ${MEDIUM} osobe ${PERSON} zrušené`],
    CREATE_ACO_FINISHED: ['Registrácia administrátora dokončená', `Administrátor ${ACO} dokončil registráciu`],
    REMOVE_EXPIRED_ACO_ACTIVATION: [
      'Expirovaná pozvánka administrátora odstránená',
      `Expirovaná pozvánka pre administrátora ${ACO} odstránená`,
    ],
    CREATE_SHARED_CYLINDER_CODE: [
      'Kód na zdieľanie vytvorený',
      `Kód na zdieľanie cylindra ${LOCK} vytvorený${opt(`, platný do ${VALID_TO}`)}`,
    ],
    REDEEM_SHARED_CYLINDER_CODE: ['Kód na zdieľanie uplatnený', `Kód na zdieľanie cylindra ${LOCK} uplatnený`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Vlastný kód na zdieľanie uplatnený iným uzamykacím systémom',
      `Kód na zdieľanie cylindra ${LOCK} uplatnený iným uzamykacím systémom${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Zdieľanie cylindra ukončené', `Zdieľanie cylindra ${LOCK} ukončené${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Uplatňovanie kreditov zablokované',
      `Uplatňovanie kreditov ${warning('zablokované')} po príliš mnohých neplatných pokusoch`,
    ],
    INVALID_CREDIT_ENTERED: ['Zadaný neplatný kód kreditu', `Zadaný kód kreditu ${failure('je neplatný')}`],
    QUANTITY_CREDIT_ADDED: ['Kredity pridané', `Kredity pridané: ${AMOUNT}`],
    TEMPORAL_CREDIT_ADDED: [
      'Časový kredit pridaný',
      `Časový kredit pridaný${opt(`, platný do ${VALID_TO}`)}`,
    ],
    CYLINDER_DEFAULTS_EDITED: [
      'Predvolené nastavenia cylindrov zmenené',
      'Predvolené nastavenia cylindrov zmenené',
    ],
    EDIT_CUSTOMER_SETTINGS: ['Nastavenia zákazníka zmenené', 'Nastavenia zákazníckeho účtu zmenené'],
    EDIT_DEFAULT_LOG_SETTINGS: [
      'Predvolené nastavenia protokolov zmenené',
      'Predvolené nastavenia protokolov zmenené',
    ],
    EDIT_TIMEZONE_NEW_DEFAULT: [
      'Predvolené časové pásmo zmenené',
      `Predvolené časové pásmo zmenené${opt(` na ${NAME}`)}`,
    ],
    FINALIZE_MOBILE_PHONE_PAIRING: [
      'Spárovanie smartfónu dokončené',
      `Smartfón ${MEDIUM} spárovaný${opt(` (${PHONE_NUMBER})`)}`,
    ],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Opätovné spárovanie smartfónu dokončené',
      `Smartfón ${MEDIUM} znova spárovaný${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: [
      'Kód na spárovanie vygenerovaný',
      `Kód na spárovanie vygenerovaný pre smartfón ${MEDIUM}`,
    ],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Kód na opätovné spárovanie vygenerovaný',
      `Kód na opätovné spárovanie vygenerovaný pre smartfón ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Princíp štyroch očí: e-mail na aktiváciu odoslaný',
      `E-mail na aktiváciu princípu štyroch očí odoslaný${opt(` administrátorovi ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Princíp štyroch očí: e-mail na deaktiváciu odoslaný',
      `E-mail na deaktiváciu princípu štyroch očí odoslaný${opt(` administrátorovi ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Princíp štyroch očí: e-mail na odblokovanie odoslaný',
      `E-mail na odblokovanie prístupu podľa princípu štyroch očí odoslaný${opt(` administrátorovi ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Princíp štyroch očí: prístup odblokovaný',
      `Prístup${opt(` administrátora ${ACO}`)} odblokovaný podľa princípu štyroch očí`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Princíp štyroch očí: neplatný potvrdzovací odkaz',
      `Bol použitý ${failure('neplatný alebo expirovaný')} potvrdzovací odkaz princípu štyroch očí`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Výmena karty spustená', replacement('karty', 'spustená')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: ['Výmena karty dokončená', replacement('karty', success('dokončená'))],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      'Výmena karty zrušená administrátorom',
      replacement('karty', `${failure('zrušená')} administrátorom`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      'Výmena smartfónu spustená administrátorom',
      replacement('smartfónu', 'spustená administrátorom'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      'Výmena smartfónu spustená používateľom',
      replacement('smartfónu', 'spustená používateľom'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Výmena smartfónu automaticky schválená',
      replacement('smartfónu', `automaticky ${success('schválená')}`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Výmena smartfónu ručne schválená',
      replacement('smartfónu', `${success('schválená')} administrátorom`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Výmena smartfónu ručne zamietnutá',
      replacement('smartfónu', `${failure('zamietnutá')} administrátorom`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      'Výmena smartfónu zrušená administrátorom',
      replacement('smartfónu', `${failure('zrušená')} administrátorom`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      'Výmena smartfónu zrušená používateľom',
      replacement('smartfónu', `${failure('zrušená')} používateľom`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: [
      'Výmena smartfónu dokončená',
      replacement('smartfónu', success('dokončená')),
    ],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Prihlásenie zlyhalo: heslo',
      `Prihlásenie${opt(` administrátora ${ACO}`)} ${failure('zlyhalo')}: nesprávne používateľské meno alebo heslo`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Prihlásenie zlyhalo: druhý faktor',
      `Prihlásenie${opt(` administrátora ${ACO}`)} ${failure('zlyhalo')}: nesprávny kód druhého faktora`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: [
      'E-maily o údržbe odhlásené',
      `E-maily o údržbe odhlásené${opt(` pre ${ACO}`)}`,
    ],
    MEDIUM_EMPTIED: ['Médium vyprázdnené', `Všetky oprávnenia odobraté z média ${MEDIUM}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Médium označené na odobratie', `Médium ${MEDIUM} označené na odobratie`],
    MEDIUM_REMOVED_MANUALLY: ['Médium ručne odobraté', `Médium ${MEDIUM} ručne odobraté`],
    PASSWORD_RESET: ['Heslo obnovené', `Heslo${opt(` administrátora ${ACO}`)} obnovené`],
    QUICK_REGISTRY_SMS_SENT: [
      'Registračná SMS odoslaná',
      `Registračná SMS odoslaná${opt(` na číslo ${PHONE_NUMBER}`)}`,
    ],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Médium odobraté po deaktivácii',
      `Médium ${MEDIUM} odobraté po dokončení deaktivácie`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: [
      'Záznam protokolu odstránený',
      `Záznam protokolu${opt(` týkajúci sa osoby ${PERSON}`)} odstránený`,
    ],
    SMS_TEXT: ['Text SMS zmenený', 'Text registračnej SMS zmenený'],
    VIEW_LOG: ['Protokol zobrazený', 'Protokol zobrazený'],
  },
};

export default sk;
