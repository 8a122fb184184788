/** German (Germany). */
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

const unlockFailed = (reason: string) => `${MEDIUM} konnte ${LOCK} nicht öffnen: ${failure(reason)}`;
const replacement = (medium: 'Karte' | 'Smartphone', what: string) => `Tausch von ${medium} ${MEDIUM} ${what}`;

const de: LanguagePack = {
  tag: 'de-DE',
  yes: 'ja',
  no: 'nein',

  operations: {
    actions: {
      sync: { g: 'f', phrase: (s) => `Synchronisation ${s}` },
      addToSystem: { g: 'f', phrase: (s) => `Aufnahme ${s} in die Schließanlage` },
      removeFromSystem: { g: 'f', phrase: (s) => `Entfernung ${s} aus der Schließanlage` },
      deactivation: { g: 'f', phrase: (s) => `Deaktivierung ${s}` },
      reactivation: { g: 'f', phrase: (s) => `Reaktivierung ${s}` },
      capUpdate: { g: 'f', phrase: (s) => `Aktualisierung der CAP-Datei ${s}` },
      firmwareUpdate: { g: 'n', phrase: (s) => `Firmware-Update ${s}` },
      replacement: { g: 'm', phrase: (s) => `Austausch ${s}` },
      installation: { g: 'm', phrase: (s) => `Einbau ${s}` },
      removal: { g: 'f', phrase: (s) => `Entfernung ${s}` },
      pinReset: { g: 'n', phrase: (s) => `Zurücksetzen der PIN ${s}` },
    },
    subjects: {
      cylinder: 'des Zylinders',
      knob: 'des Knaufs',
      wallReader: 'des Wandlesers',
      readerUnit: 'der Leseeinheit',
      component: 'der Schließkomponente',
      medium: 'des Mediums',
      card: 'der Karte',
      phone: 'des Smartphones',
      faultyCylinder: 'des defekten Zylinders',
      faultyWallReader: 'des defekten Wandlesers',
    },
    channels: {
      cardReader: 'über Kartenleser',
      ota: 'per OTA',
      otaAfterUnlock: 'per OTA nach dem Öffnen',
      proxy: 'über Proxy-App',
      support: 'durch den Support',
      phone: 'über Smartphone',
      app: 'über die App',
      browser: 'über den Browser',
    },
    outcomes: {
      ok: 'erfolgreich',
      completed: 'abgeschlossen',
      started: 'eingeleitet',
      partial: 'teilweise abgeschlossen',
      failed: 'fehlgeschlagen',
    },
    errorCode: 'Fehlercode',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: 'Aktualisierung nach dem Öffnen', g: 'f' },
      handsFree: { text: 'Freihandmodus', g: 'm' },
      unlockFromLockScreen: { text: 'Öffnen vom Sperrbildschirm', g: 'n' },
      defaultSmsText: { text: 'Standard-SMS-Text', g: 'm' },
      autoPhoneReplacementApproval: { text: 'Automatische Freigabe von Smartphone-Tauschvorgängen', g: 'f' },
      fourEyes: { text: 'Vier-Augen-Prinzip', g: 'n' },
      twoFactor: { text: 'Zwei-Faktor-Authentifizierung', g: 'f' },
      holidays: { text: 'Feiertagskalender', g: 'm' },
      pinProtection: { text: 'PIN-Schutz', g: 'm' },
    },
    on: 'aktiviert',
    off: 'deaktiviert',
    targets: { lock: 'für Zylinder', medium: 'für Medium', operator: 'für Administrator' },
    targetPosition: 'beforeState',
  },

  records: {
    entities: {
      operator: { text: 'Administrator', g: 'm' },
      area: { text: 'Bereich', g: 'm' },
      person: { text: 'Person', g: 'f' },
      medium: { text: 'Medium', g: 'n' },
      cylinder: { text: 'Zylinder', g: 'm' },
      wallReader: { text: 'Wandleser', g: 'm' },
      holiday: { text: 'Feiertag', g: 'm' },
      holidaySeriesEntry: { text: 'Feiertag% einer Serie', g: 'm' },
      holidaySeries: { text: 'Feiertagsserie', g: 'f' },
      maintenanceWindow: { text: 'Wartungsfenster', g: 'n' },
      timeZone: { text: 'Zeitzone', g: 'f' },
      dstRule: { text: 'Sommerzeitregel', g: 'f' },
    },
    verbs: { created: 'angelegt', edited: 'bearbeitet', deleted: 'gelöscht' },
  },

  exports: {
    phrase: (o) => `Export ${o}`,
    objects: {
      operators: 'der Administratoren',
      areas: 'der Bereiche',
      media: 'der Medien',
      ownMedia: 'der eigenen Medien',
      foreignMedia: 'der Fremdmedien',
      persons: 'der Personen',
      lockingComponents: 'der Schließkomponenten',
      lockingPlan: 'des Schließplans',
      issueReceipt: 'des Ausgabebelegs',
      systemProtocol: 'des Systemprotokolls',
      mediumProtocol: 'des Medienprotokolls',
      lockProtocol: 'des Schließkomponentenprotokolls',
    },
    prepared: 'vorbereitet',
    fetched: 'heruntergeladen',
  },

  permanentOpening: {
    modes: { manual: 'Manuelle Daueröffnung', automatic: 'Automatische Daueröffnung' },
    changes: {
      started: 'gestartet',
      stoppedManually: 'manuell beendet',
      stoppedAutomatically: 'automatisch beendet',
      weakBattery: 'wegen schwacher Batterie beendet',
      wrongTime: 'wegen ungültiger Uhrzeit des Zylinders beendet',
      firmwareUpdate: 'wegen eines Firmware-Updates beendet',
      holidayBegin: 'wegen Beginn eines Feiertags beendet',
    },
    atLock: 'an Zylinder',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Öffnung erfolgreich', `${MEDIUM} hat ${LOCK} geöffnet`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: ['Öffnung erfolgreich (Freihandmodus)', `${MEDIUM} hat ${LOCK} im Freihandmodus geöffnet`],
    UNLOCKING_FAILED: ['Öffnung fehlgeschlagen', `${MEDIUM} konnte ${LOCK} ${failure('nicht öffnen')}`],
    UNLOCKING_FAILED_BLACKLISTED: ['Öffnung fehlgeschlagen: Medium gesperrt', unlockFailed('das Medium steht auf der Sperrliste')],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Öffnung fehlgeschlagen: keine Berechtigung',
      unlockFailed('das Medium ist für diesen Zylinder nicht berechtigt'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Öffnung fehlgeschlagen: Uhrzeit des Zylinders nicht synchron',
      unlockFailed('die Uhrzeit des Zylinders ist nicht synchronisiert'),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      'Öffnung fehlgeschlagen: ungültige Signatur der Berechtigung',
      unlockFailed('die Signatur der Berechtigung ist ungültig'),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: ['Öffnung fehlgeschlagen: Feiertag', unlockFailed('an Feiertagen ist kein Zutritt erlaubt')],
    CREATE_MOBILE_PHONE: ['Smartphone angelegt', `Smartphone ${MEDIUM} angelegt${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartphone gelöscht', `Smartphone ${MEDIUM} gelöscht${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Deaktivierung des Mediums sofort abgeschlossen',
      `Deaktivierung des Mediums ${MEDIUM} sofort ${success('abgeschlossen')}`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: [
      'Kopplung des Smartphones abgeschlossen',
      `Smartphone ${MEDIUM} gekoppelt${opt(` (${PHONE_NUMBER})`)}`,
    ],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Erneute Kopplung des Smartphones abgeschlossen',
      `Smartphone ${MEDIUM} erneut gekoppelt${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Freigabecode eingelöst', `Freigabecode für Zylinder ${LOCK} eingelöst`],
    MEDIUM_REMOVED_MANUALLY: ['Medium manuell entfernt', `Medium ${MEDIUM} manuell entfernt${opt(` durch ${OPERATOR}`)}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medium zum Entfernen markiert', `Medium ${MEDIUM} zum Entfernen markiert`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Protokollspeicher des Zylinders kann überlaufen',
      `Der Protokollspeicher von Zylinder ${LOCK} ist ${warning('fast voll')}; bitte den Zylinder synchronisieren, damit keine Einträge verloren gehen`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      'Unbekannte Aktion der Daueröffnung',
      `Zylinder ${LOCK} hat eine unbekannte Aktion der Daueröffnung gemeldet`,
    ],
    PRODUCTION_DUMMY_RECORD: ['Testeintrag aus der Produktion', `Testeintrag, geschrieben bei der Produktion von Zylinder ${LOCK}`],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: ['Wartungsfenster bestätigt', `Wartungsfenster${opt(` ${VALID_FROM} – ${VALID_TO}`)} bestätigt`],
    ADD_SUPPORT_ACO: ['Support-Zugang gewährt', `Support-Zugang${opt(` für ${ACO}`)} gewährt`],
    DELETE_SUPPORT_ACO: ['Support-Zugang entfernt', `Support-Zugang${opt(` von ${ACO}`)} entfernt`],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'Alle Protokolleinträge einer Person gelöscht',
      `Alle Protokolleinträge der Person ${PERSON} gelöscht`,
    ],
    API_GENERATE_KEY: ['API-Schlüssel erzeugt', `API-Schlüssel${opt(` ${NAME}`)} erzeugt`],
    API_REGENERATE_KEY: ['API-Schlüssel neu erzeugt', `API-Schlüssel${opt(` ${NAME}`)} neu erzeugt`],
    API_UPDATE_KEY: ['API-Schlüssel bearbeitet', `API-Schlüssel${opt(` ${NAME}`)} bearbeitet`],
    API_DEACTIVATE_KEY: ['API-Schlüssel deaktiviert', `API-Schlüssel${opt(` ${NAME}`)} deaktiviert`],
    API_REACTIVATE_KEY: ['API-Schlüssel reaktiviert', `API-Schlüssel${opt(` ${NAME}`)} reaktiviert`],
    API_DELETE_KEY: ['API-Schlüssel gelöscht', `API-Schlüssel${opt(` ${NAME}`)} gelöscht`],
    API_PURCHASE_ACCESS: ['API-Zugang gekauft', `API-Zugang gekauft${opt(` für ${AMOUNT} Credits`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Bereich dem Zylinder zugeordnet', `Bereich ${AREA} dem Zylinder ${LOCK} zugeordnet`],
    ASSIGN_CYLINDER_TO_AREA: ['Zylinder dem Bereich zugeordnet', `Zylinder ${LOCK} dem Bereich ${AREA} zugeordnet`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Bereich vom Zylinder entfernt', `Bereich ${AREA} vom Zylinder ${LOCK} entfernt`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Zylinder aus dem Bereich entfernt', `Zylinder ${LOCK} aus dem Bereich ${AREA} entfernt`],
    AUTH_KEY_PRODUCTION_FINISHED: ['Berechtigung zur Übertragung bereit', `Berechtigung für Medium ${MEDIUM} ist zur Übertragung bereit`],
    CREATE_AUTHORIZATION_KEY: [
      'Berechtigung angelegt',
      `Berechtigung für Medium ${MEDIUM} angelegt${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Berechtigung bearbeitet',
      `Berechtigung für Medium ${MEDIUM} bearbeitet${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Berechtigung vor der Übertragung gelöscht',
      `Berechtigung für Medium ${MEDIUM} gelöscht, bevor sie übertragen wurde`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: ['Berechtigung als gelöscht markiert', `Berechtigung für Medium ${MEDIUM} als gelöscht markiert`],
    UNDELETE_AUTHORIZATION_KEY: [
      'Löschen der Berechtigung rückgängig gemacht',
      `Löschen der Berechtigung für Medium ${MEDIUM} rückgängig gemacht`,
    ],
    CHANGE_KEYRING_OWNER: ['Medium einer Person zugewiesen', `Medium ${MEDIUM} der Person ${PERSON} zugewiesen`],
    REVOKE_KEYRING_OWNER: ['Zuweisung des Mediums aufgehoben', `Zuweisung von Medium ${MEDIUM} an ${PERSON} aufgehoben`],
    CREATE_ACO_FINISHED: ['Registrierung des Administrators abgeschlossen', `Administrator ${ACO} hat die Registrierung abgeschlossen`],
    REMOVE_EXPIRED_ACO_ACTIVATION: [
      'Abgelaufene Administrator-Einladung entfernt',
      `Abgelaufene Einladung für Administrator ${ACO} entfernt`,
    ],
    CREATE_SHARED_CYLINDER_CODE: ['Freigabecode erstellt', `Freigabecode für Zylinder ${LOCK} erstellt${opt(`, gültig bis ${VALID_TO}`)}`],
    REDEEM_SHARED_CYLINDER_CODE: ['Freigabecode eingelöst', `Freigabecode für Zylinder ${LOCK} eingelöst`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Eigener Freigabecode von einer anderen Schließanlage eingelöst',
      `Freigabecode für Zylinder ${LOCK} von einer anderen Schließanlage eingelöst${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Freigabe des Zylinders beendet', `Freigabe von Zylinder ${LOCK} beendet${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Einlösen von Guthaben gesperrt',
      `Einlösen von Guthaben nach zu vielen ungültigen Versuchen ${warning('gesperrt')}`,
    ],
    INVALID_CREDIT_ENTERED: ['Ungültiger Guthabencode eingegeben', `Der eingegebene Guthabencode ist ${failure('ungültig')}`],
    QUANTITY_CREDIT_ADDED: ['Credits aufgeladen', `${AMOUNT} Credits aufgeladen`],
    TEMPORAL_CREDIT_ADDED: ['Zeitguthaben aufgeladen', `Zeitguthaben aufgeladen${opt(`, gültig bis ${VALID_TO}`)}`],
    CYLINDER_DEFAULTS_EDITED: ['Standardeinstellungen für Zylinder geändert', 'Standardeinstellungen für Zylinder geändert'],
    EDIT_CUSTOMER_SETTINGS: ['Kundeneinstellungen geändert', 'Einstellungen des Kundenkontos geändert'],
    EDIT_DEFAULT_LOG_SETTINGS: ['Standardeinstellungen für Protokolle geändert', 'Standardeinstellungen für Protokolle geändert'],
    EDIT_TIMEZONE_NEW_DEFAULT: ['Standardzeitzone geändert', `Standardzeitzone geändert${opt(` auf ${NAME}`)}`],
    FINALIZE_MOBILE_PHONE_PAIRING: ['Kopplung des Smartphones abgeschlossen', `Smartphone ${MEDIUM} gekoppelt${opt(` (${PHONE_NUMBER})`)}`],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Erneute Kopplung des Smartphones abgeschlossen',
      `Smartphone ${MEDIUM} erneut gekoppelt${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: ['Kopplungscode erzeugt', `Kopplungscode für Smartphone ${MEDIUM} erzeugt`],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Code für erneute Kopplung erzeugt',
      `Code für erneute Kopplung von Smartphone ${MEDIUM} erzeugt`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Vier-Augen-Prinzip: E-Mail zur Aktivierung gesendet',
      `E-Mail zur Aktivierung des Vier-Augen-Prinzips gesendet${opt(` an ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Vier-Augen-Prinzip: E-Mail zur Deaktivierung gesendet',
      `E-Mail zur Deaktivierung des Vier-Augen-Prinzips gesendet${opt(` an ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Vier-Augen-Prinzip: E-Mail zur Freischaltung gesendet',
      `E-Mail zur Freischaltung des Zugangs nach dem Vier-Augen-Prinzip gesendet${opt(` an ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Vier-Augen-Prinzip: Zugang freigeschaltet',
      `Zugang${opt(` von ${ACO}`)} nach dem Vier-Augen-Prinzip freigeschaltet`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Vier-Augen-Prinzip: ungültiger Bestätigungslink',
      `Ein ${failure('ungültiger oder abgelaufener')} Bestätigungslink für das Vier-Augen-Prinzip wurde verwendet`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Kartentausch gestartet', replacement('Karte', 'gestartet')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: ['Kartentausch abgeschlossen', replacement('Karte', success('abgeschlossen'))],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      'Kartentausch vom Administrator abgebrochen',
      replacement('Karte', `von einem Administrator ${failure('abgebrochen')}`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      'Smartphone-Tausch vom Administrator gestartet',
      replacement('Smartphone', 'von einem Administrator gestartet'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      'Smartphone-Tausch vom Benutzer gestartet',
      replacement('Smartphone', 'vom Benutzer gestartet'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Smartphone-Tausch automatisch freigegeben',
      replacement('Smartphone', `automatisch ${success('freigegeben')}`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Smartphone-Tausch manuell freigegeben',
      replacement('Smartphone', `von einem Administrator ${success('freigegeben')}`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Smartphone-Tausch manuell abgelehnt',
      replacement('Smartphone', `von einem Administrator ${failure('abgelehnt')}`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      'Smartphone-Tausch vom Administrator abgebrochen',
      replacement('Smartphone', `von einem Administrator ${failure('abgebrochen')}`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      'Smartphone-Tausch vom Benutzer abgebrochen',
      replacement('Smartphone', `vom Benutzer ${failure('abgebrochen')}`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: ['Smartphone-Tausch abgeschlossen', replacement('Smartphone', success('abgeschlossen'))],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Anmeldung fehlgeschlagen: Passwort',
      `Anmeldung${opt(` von ${ACO}`)} ${failure('fehlgeschlagen')}: Benutzername oder Passwort falsch`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Anmeldung fehlgeschlagen: zweiter Faktor',
      `Anmeldung${opt(` von ${ACO}`)} ${failure('fehlgeschlagen')}: Code des zweiten Faktors falsch`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: ['Wartungs-E-Mails abbestellt', `Wartungs-E-Mails abbestellt${opt(` für ${ACO}`)}`],
    MEDIUM_EMPTIED: ['Medium geleert', `Alle Berechtigungen von Medium ${MEDIUM} entfernt`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medium zum Entfernen markiert', `Medium ${MEDIUM} zum Entfernen markiert`],
    MEDIUM_REMOVED_MANUALLY: ['Medium manuell entfernt', `Medium ${MEDIUM} manuell entfernt`],
    PASSWORD_RESET: ['Passwort zurückgesetzt', `Passwort${opt(` von ${ACO}`)} zurückgesetzt`],
    QUICK_REGISTRY_SMS_SENT: ['Registrierungs-SMS gesendet', `Registrierungs-SMS gesendet${opt(` an ${PHONE_NUMBER}`)}`],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Medium nach Deaktivierung entfernt',
      `Medium ${MEDIUM} nach abgeschlossener Deaktivierung entfernt`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: ['Protokolleintrag gelöscht', `Protokolleintrag${opt(` zu ${PERSON}`)} gelöscht`],
    SMS_TEXT: ['SMS-Text geändert', 'Text der Registrierungs-SMS geändert'],
    VIEW_LOG: ['Protokoll angezeigt', 'Protokoll angezeigt'],
  },
};

export default de;
