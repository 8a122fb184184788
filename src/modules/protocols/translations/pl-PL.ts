/** Polish (Poland). */
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

const unlockFailed = (reason: string) => `Nośnik ${MEDIUM} nie mógł otworzyć cylindra ${LOCK}: ${failure(reason)}`;
/** "Wymiana" is feminine, so the participles passed in take the -a form. */
const replacement = (medium: 'karty' | 'smartfona', what: string) => `Wymiana ${medium} ${MEDIUM} ${what}`;

const pl: LanguagePack = {
  tag: 'pl-PL',
  yes: 'tak',
  no: 'nie',

  operations: {
    actions: {
      sync: { g: 'f', phrase: (s) => `Synchronizacja ${s}` },
      addToSystem: { g: 'n', phrase: (s) => `Dodanie ${s} do systemu zamknięć` },
      removeFromSystem: { g: 'n', phrase: (s) => `Usunięcie ${s} z systemu zamknięć` },
      deactivation: { g: 'f', phrase: (s) => `Dezaktywacja ${s}` },
      reactivation: { g: 'f', phrase: (s) => `Ponowna aktywacja ${s}` },
      capUpdate: { g: 'f', phrase: (s) => `Aktualizacja pliku CAP ${s}` },
      firmwareUpdate: { g: 'f', phrase: (s) => `Aktualizacja oprogramowania sprzętowego ${s}` },
      replacement: { g: 'f', phrase: (s) => `Wymiana ${s}` },
      installation: { g: 'm', phrase: (s) => `Montaż ${s}` },
      removal: { g: 'n', phrase: (s) => `Usunięcie ${s}` },
      pinReset: { g: 'n', phrase: (s) => `Resetowanie kodu PIN ${s}` },
    },
    subjects: {
      cylinder: 'cylindra',
      knob: 'gałki',
      wallReader: 'czytnika ściennego',
      readerUnit: 'jednostki czytnika',
      component: 'komponentu zamykającego',
      medium: 'nośnika',
      card: 'karty',
      phone: 'smartfona',
      faultyCylinder: 'uszkodzonego cylindra',
      faultyWallReader: 'uszkodzonego czytnika ściennego',
    },
    channels: {
      cardReader: 'przez czytnik kart',
      ota: 'przez OTA',
      otaAfterUnlock: 'przez OTA po otwarciu',
      proxy: 'przez aplikację proxy',
      support: 'przez pomoc techniczną',
      phone: 'przez smartfon',
      app: 'przez aplikację',
      browser: 'przez przeglądarkę',
    },
    outcomes: {
      ok: { m: 'zakończony pomyślnie', f: 'zakończona pomyślnie', n: 'zakończone pomyślnie' },
      completed: { m: 'zakończony', f: 'zakończona', n: 'zakończone' },
      started: { m: 'rozpoczęty', f: 'rozpoczęta', n: 'rozpoczęte' },
      partial: { m: 'zakończony częściowo', f: 'zakończona częściowo', n: 'zakończone częściowo' },
      failed: { m: 'nie powiódł się', f: 'nie powiodła się', n: 'nie powiodło się' },
    },
    errorCode: 'kod błędu',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: 'Aktualizacja po otwarciu', g: 'f' },
      handsFree: { text: 'Tryb hands-free', g: 'm' },
      unlockFromLockScreen: { text: 'Otwieranie z ekranu blokady', g: 'n' },
      defaultSmsText: { text: 'Domyślny tekst SMS', g: 'm' },
      autoPhoneReplacementApproval: { text: 'Automatyczne zatwierdzanie wymiany smartfonów', g: 'n' },
      fourEyes: { text: 'Zasada czterech oczu', g: 'f' },
      twoFactor: { text: 'Uwierzytelnianie dwuskładnikowe', g: 'n' },
      holidays: { text: 'Kalendarz świąt', g: 'm' },
      pinProtection: { text: 'Ochrona kodem PIN', g: 'f' },
    },
    on: { m: 'włączony', f: 'włączona', n: 'włączone' },
    off: { m: 'wyłączony', f: 'wyłączona', n: 'wyłączone' },
    targets: { lock: 'dla cylindra', medium: 'dla nośnika', operator: 'dla administratora' },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Administrator', g: 'm' },
      area: { text: 'Obszar', g: 'm' },
      person: { text: 'Osoba', g: 'f' },
      medium: { text: 'Nośnik', g: 'm' },
      cylinder: { text: 'Cylinder', g: 'm' },
      wallReader: { text: 'Czytnik ścienny', g: 'm' },
      holiday: { text: 'Święto', g: 'n' },
      holidaySeriesEntry: { text: 'Święto% z serii', g: 'n' },
      holidaySeries: { text: 'Seria świąt', g: 'f' },
      maintenanceWindow: { text: 'Okno serwisowe', g: 'n' },
      timeZone: { text: 'Strefa czasowa', g: 'f' },
      dstRule: { text: 'Reguła czasu letniego', g: 'f' },
    },
    verbs: {
      created: { m: 'utworzony', f: 'utworzona', n: 'utworzone' },
      edited: { m: 'zmieniony', f: 'zmieniona', n: 'zmienione' },
      deleted: { m: 'usunięty', f: 'usunięta', n: 'usunięte' },
    },
  },

  exports: {
    phrase: (o) => `Eksport ${o}`,
    objects: {
      operators: 'administratorów',
      areas: 'obszarów',
      media: 'nośników',
      ownMedia: 'własnych nośników',
      foreignMedia: 'obcych nośników',
      persons: 'osób',
      lockingComponents: 'komponentów zamykających',
      lockingPlan: 'planu zamknięć',
      issueReceipt: 'potwierdzenia wydania',
      systemProtocol: 'dziennika systemowego',
      mediumProtocol: 'dziennika nośników',
      lockProtocol: 'dziennika komponentów zamykających',
    },
    prepared: 'przygotowany',
    fetched: 'pobrany',
  },

  permanentOpening: {
    modes: { manual: 'Ręczne stałe otwarcie', automatic: 'Automatyczne stałe otwarcie' },
    changes: {
      started: 'rozpoczęte',
      stoppedManually: 'zakończone ręcznie',
      stoppedAutomatically: 'zakończone automatycznie',
      weakBattery: 'zakończone z powodu słabej baterii',
      wrongTime: 'zakończone z powodu nieprawidłowego czasu cylindra',
      firmwareUpdate: 'zakończone z powodu aktualizacji oprogramowania sprzętowego',
      holidayBegin: 'zakończone z powodu rozpoczęcia święta',
    },
    atLock: 'cylindra',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Otwarcie zakończone pomyślnie', `Cylinder ${LOCK} otwarty nośnikiem ${MEDIUM}`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: [
      'Otwarcie zakończone pomyślnie (hands-free)',
      `Cylinder ${LOCK} otwarty nośnikiem ${MEDIUM} w trybie hands-free`,
    ],
    UNLOCKING_FAILED: ['Otwarcie nie powiodło się', `Nośnik ${MEDIUM} ${failure('nie mógł otworzyć')} cylindra ${LOCK}`],
    UNLOCKING_FAILED_BLACKLISTED: ['Otwarcie nie powiodło się: nośnik zablokowany', unlockFailed('nośnik jest na liście zablokowanych')],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Otwarcie nie powiodło się: brak uprawnienia',
      unlockFailed('nośnik nie ma uprawnienia do tego cylindra'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Otwarcie nie powiodło się: czas cylindra niezsynchronizowany',
      unlockFailed('czas cylindra nie jest zsynchronizowany'),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      'Otwarcie nie powiodło się: nieprawidłowy podpis uprawnienia',
      unlockFailed('podpis uprawnienia jest nieprawidłowy'),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: ['Otwarcie nie powiodło się: święto', unlockFailed('w święta dostęp jest niedozwolony')],
    CREATE_MOBILE_PHONE: ['Smartfon utworzony', `Smartfon ${MEDIUM} utworzony${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartfon usunięty', `Smartfon ${MEDIUM} usunięty${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Dezaktywacja nośnika zakończona natychmiast',
      `Dezaktywacja nośnika ${MEDIUM} ${success('zakończona')} natychmiast`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: ['Parowanie smartfona zakończone', `Smartfon ${MEDIUM} sparowany${opt(` (${PHONE_NUMBER})`)}`],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Ponowne parowanie smartfona zakończone',
      `Smartfon ${MEDIUM} ponownie sparowany${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Kod udostępniania wykorzystany', `Kod udostępniania cylindra ${LOCK} wykorzystany`],
    MEDIUM_REMOVED_MANUALLY: ['Nośnik usunięty ręcznie', `Nośnik ${MEDIUM} usunięty ręcznie${opt(` przez ${OPERATOR}`)}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Nośnik oznaczony do usunięcia', `Nośnik ${MEDIUM} oznaczony do usunięcia`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Możliwe przepełnienie dziennika cylindra',
      `Pamięć dziennika cylindra ${LOCK} jest ${warning('prawie pełna')}; zsynchronizuj cylinder, aby zachować wszystkie wpisy`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: ['Nieznana akcja stałego otwarcia', `Cylinder ${LOCK} zgłosił nieznaną akcję stałego otwarcia`],
    PRODUCTION_DUMMY_RECORD: ['Wpis testowy z produkcji', `Wpis testowy zapisany podczas produkcji cylindra ${LOCK}`],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: ['Okno serwisowe potwierdzone', `Okno serwisowe${opt(` ${VALID_FROM} – ${VALID_TO}`)} potwierdzone`],
    ADD_SUPPORT_ACO: ['Przyznano dostęp pomocy technicznej', `Przyznano dostęp pomocy technicznej${opt(` dla ${ACO}`)}`],
    DELETE_SUPPORT_ACO: ['Usunięto dostęp pomocy technicznej', `Usunięto dostęp pomocy technicznej${opt(` dla ${ACO}`)}`],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'Usunięto wszystkie wpisy dziennika osoby',
      `Usunięto wszystkie wpisy dziennika osoby ${PERSON}`,
    ],
    API_GENERATE_KEY: ['Klucz API wygenerowany', `Klucz API${opt(` ${NAME}`)} wygenerowany`],
    API_REGENERATE_KEY: ['Klucz API ponownie wygenerowany', `Klucz API${opt(` ${NAME}`)} ponownie wygenerowany`],
    API_UPDATE_KEY: ['Klucz API zmieniony', `Klucz API${opt(` ${NAME}`)} zmieniony`],
    API_DEACTIVATE_KEY: ['Klucz API dezaktywowany', `Klucz API${opt(` ${NAME}`)} dezaktywowany`],
    API_REACTIVATE_KEY: ['Klucz API ponownie aktywowany', `Klucz API${opt(` ${NAME}`)} ponownie aktywowany`],
    API_DELETE_KEY: ['Klucz API usunięty', `Klucz API${opt(` ${NAME}`)} usunięty`],
    API_PURCHASE_ACCESS: ['Zakupiono dostęp do API', `Zakupiono dostęp do API${opt(` (kredyty: ${AMOUNT})`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Obszar przypisany do cylindra', `Obszar ${AREA} przypisany do cylindra ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ['Cylinder przypisany do obszaru', `Cylinder ${LOCK} przypisany do obszaru ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Obszar odłączony od cylindra', `Obszar ${AREA} odłączony od cylindra ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Cylinder usunięty z obszaru', `Cylinder ${LOCK} usunięty z obszaru ${AREA}`],
    AUTH_KEY_PRODUCTION_FINISHED: ['Uprawnienie gotowe do przesłania', `Uprawnienie dla nośnika ${MEDIUM} jest gotowe do przesłania`],
    CREATE_AUTHORIZATION_KEY: [
      'Uprawnienie utworzone',
      `Uprawnienie dla nośnika ${MEDIUM} utworzone${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Uprawnienie zmienione',
      `Uprawnienie dla nośnika ${MEDIUM} zmienione${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Uprawnienie usunięte przed przesłaniem',
      `Uprawnienie dla nośnika ${MEDIUM} usunięte, zanim zostało przesłane`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: ['Uprawnienie oznaczone jako usunięte', `Uprawnienie dla nośnika ${MEDIUM} oznaczone jako usunięte`],
    UNDELETE_AUTHORIZATION_KEY: ['Cofnięto usunięcie uprawnienia', `Cofnięto usunięcie uprawnienia dla nośnika ${MEDIUM}`],
    CHANGE_KEYRING_OWNER: ['Nośnik przypisany do osoby', `Nośnik ${MEDIUM} przypisany do osoby ${PERSON}`],
    REVOKE_KEYRING_OWNER: ['Przypisanie nośnika anulowane', `Przypisanie nośnika ${MEDIUM} do osoby ${PERSON} anulowane`],
    CREATE_ACO_FINISHED: ['Rejestracja administratora zakończona', `Administrator ${ACO} zakończył rejestrację`],
    REMOVE_EXPIRED_ACO_ACTIVATION: [
      'Usunięto wygasłe zaproszenie administratora',
      `Usunięto wygasłe zaproszenie dla administratora ${ACO}`,
    ],
    CREATE_SHARED_CYLINDER_CODE: [
      'Kod udostępniania utworzony',
      `Kod udostępniania cylindra ${LOCK} utworzony${opt(`, ważny do ${VALID_TO}`)}`,
    ],
    REDEEM_SHARED_CYLINDER_CODE: ['Kod udostępniania wykorzystany', `Kod udostępniania cylindra ${LOCK} wykorzystany`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Własny kod udostępniania wykorzystany przez inny system zamknięć',
      `Kod udostępniania cylindra ${LOCK} wykorzystany przez inny system zamknięć${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Udostępnianie cylindra zakończone', `Udostępnianie cylindra ${LOCK} zakończone${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Realizacja kredytów zablokowana',
      `Realizacja kredytów ${warning('zablokowana')} po zbyt wielu nieprawidłowych próbach`,
    ],
    INVALID_CREDIT_ENTERED: ['Wprowadzono nieprawidłowy kod kredytu', `Wprowadzony kod kredytu ${failure('jest nieprawidłowy')}`],
    QUANTITY_CREDIT_ADDED: ['Dodano kredyty', `Dodano kredyty: ${AMOUNT}`],
    TEMPORAL_CREDIT_ADDED: ['Dodano kredyt czasowy', `Dodano kredyt czasowy${opt(`, ważny do ${VALID_TO}`)}`],
    CYLINDER_DEFAULTS_EDITED: ['Zmieniono domyślne ustawienia cylindrów', 'Zmieniono domyślne ustawienia cylindrów'],
    EDIT_CUSTOMER_SETTINGS: ['Zmieniono ustawienia klienta', 'Zmieniono ustawienia konta klienta'],
    EDIT_DEFAULT_LOG_SETTINGS: ['Zmieniono domyślne ustawienia dzienników', 'Zmieniono domyślne ustawienia dzienników'],
    EDIT_TIMEZONE_NEW_DEFAULT: ['Zmieniono domyślną strefę czasową', `Zmieniono domyślną strefę czasową${opt(` na ${NAME}`)}`],
    FINALIZE_MOBILE_PHONE_PAIRING: ['Parowanie smartfona zakończone', `Smartfon ${MEDIUM} sparowany${opt(` (${PHONE_NUMBER})`)}`],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Ponowne parowanie smartfona zakończone',
      `Smartfon ${MEDIUM} ponownie sparowany${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: ['Wygenerowano kod parowania', `Wygenerowano kod parowania dla smartfona ${MEDIUM}`],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Wygenerowano kod ponownego parowania',
      `Wygenerowano kod ponownego parowania dla smartfona ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Zasada czterech oczu: wysłano e-mail aktywacyjny',
      `Wysłano e-mail w celu aktywacji zasady czterech oczu${opt(` do ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Zasada czterech oczu: wysłano e-mail dezaktywacyjny',
      `Wysłano e-mail w celu dezaktywacji zasady czterech oczu${opt(` do ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Zasada czterech oczu: wysłano e-mail odblokowujący',
      `Wysłano e-mail w celu odblokowania dostępu zgodnie z zasadą czterech oczu${opt(` do ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Zasada czterech oczu: dostęp odblokowany',
      `Dostęp${opt(` dla ${ACO}`)} odblokowany zgodnie z zasadą czterech oczu`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Zasada czterech oczu: nieprawidłowy link potwierdzający',
      `Użyto ${failure('nieprawidłowego lub wygasłego')} linku potwierdzającego zasady czterech oczu`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Wymiana karty rozpoczęta', replacement('karty', 'rozpoczęta')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: ['Wymiana karty zakończona', replacement('karty', success('zakończona'))],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      'Wymiana karty anulowana przez administratora',
      replacement('karty', `${failure('anulowana')} przez administratora`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      'Wymiana smartfona rozpoczęta przez administratora',
      replacement('smartfona', 'rozpoczęta przez administratora'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      'Wymiana smartfona rozpoczęta przez użytkownika',
      replacement('smartfona', 'rozpoczęta przez użytkownika'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Wymiana smartfona zatwierdzona automatycznie',
      replacement('smartfona', `${success('zatwierdzona')} automatycznie`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Wymiana smartfona zatwierdzona ręcznie',
      replacement('smartfona', `${success('zatwierdzona')} przez administratora`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Wymiana smartfona odrzucona ręcznie',
      replacement('smartfona', `${failure('odrzucona')} przez administratora`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      'Wymiana smartfona anulowana przez administratora',
      replacement('smartfona', `${failure('anulowana')} przez administratora`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      'Wymiana smartfona anulowana przez użytkownika',
      replacement('smartfona', `${failure('anulowana')} przez użytkownika`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: ['Wymiana smartfona zakończona', replacement('smartfona', success('zakończona'))],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Logowanie nie powiodło się: hasło',
      `Logowanie${opt(` użytkownika ${ACO}`)} ${failure('nie powiodło się')}: nieprawidłowa nazwa użytkownika lub hasło`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Logowanie nie powiodło się: drugi składnik',
      `Logowanie${opt(` użytkownika ${ACO}`)} ${failure('nie powiodło się')}: nieprawidłowy kod drugiego składnika`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: ['Wyłączono e-maile serwisowe', `Wyłączono e-maile serwisowe${opt(` dla ${ACO}`)}`],
    MEDIUM_EMPTIED: ['Nośnik opróżniony', `Usunięto wszystkie uprawnienia z nośnika ${MEDIUM}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Nośnik oznaczony do usunięcia', `Nośnik ${MEDIUM} oznaczony do usunięcia`],
    MEDIUM_REMOVED_MANUALLY: ['Nośnik usunięty ręcznie', `Nośnik ${MEDIUM} usunięty ręcznie`],
    PASSWORD_RESET: ['Hasło zresetowane', `Hasło${opt(` użytkownika ${ACO}`)} zresetowane`],
    QUICK_REGISTRY_SMS_SENT: ['Wysłano SMS rejestracyjny', `Wysłano SMS rejestracyjny${opt(` na numer ${PHONE_NUMBER}`)}`],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Nośnik usunięty po dezaktywacji',
      `Nośnik ${MEDIUM} usunięty po zakończeniu dezaktywacji`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: ['Usunięto wpis dziennika', `Usunięto wpis dziennika${opt(` dotyczący osoby ${PERSON}`)}`],
    SMS_TEXT: ['Zmieniono tekst SMS', 'Zmieniono tekst SMS rejestracyjnego'],
    VIEW_LOG: ['Wyświetlono dziennik', 'Wyświetlono dziennik'],
  },
};

export default pl;
