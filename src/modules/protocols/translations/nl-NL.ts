/** Dutch (Netherlands). */
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

const unlockFailed = (reason: string) => `${MEDIUM} kon ${LOCK} niet openen: ${failure(reason)}`;
const replacement = (medium: 'kaart' | 'smartphone', what: string) => `Vervanging van ${medium} ${MEDIUM} ${what}`;

const nl: LanguagePack = {
  tag: 'nl-NL',
  yes: 'ja',
  no: 'nee',

  operations: {
    actions: {
      sync: { g: 'c', phrase: (s) => `Synchronisatie ${s}` },
      addToSystem: { g: 'c', phrase: (s) => `Toevoeging ${s} aan het sluitsysteem` },
      removeFromSystem: { g: 'c', phrase: (s) => `Verwijdering ${s} uit het sluitsysteem` },
      deactivation: { g: 'c', phrase: (s) => `Deactivering ${s}` },
      reactivation: { g: 'c', phrase: (s) => `Heractivering ${s}` },
      capUpdate: { g: 'c', phrase: (s) => `Update van het CAP-bestand ${s}` },
      firmwareUpdate: { g: 'c', phrase: (s) => `Firmware-update ${s}` },
      replacement: { g: 'c', phrase: (s) => `Vervanging ${s}` },
      installation: { g: 'c', phrase: (s) => `Installatie ${s}` },
      removal: { g: 'c', phrase: (s) => `Verwijdering ${s}` },
      pinReset: { g: 'c', phrase: (s) => `Reset van de pincode ${s}` },
    },
    subjects: {
      cylinder: 'van cilinder',
      knob: 'van knop',
      wallReader: 'van wandlezer',
      readerUnit: 'van leeseenheid',
      component: 'van sluitcomponent',
      medium: 'van medium',
      card: 'van kaart',
      phone: 'van smartphone',
      faultyCylinder: 'van defecte cilinder',
      faultyWallReader: 'van defecte wandlezer',
    },
    channels: {
      cardReader: 'via kaartlezer',
      ota: 'via OTA',
      otaAfterUnlock: 'via OTA na het openen',
      proxy: 'via proxy-app',
      support: 'door support',
      phone: 'via smartphone',
      app: 'via app',
      browser: 'via browser',
    },
    outcomes: {
      ok: 'geslaagd',
      completed: 'voltooid',
      started: 'gestart',
      partial: 'gedeeltelijk voltooid',
      failed: 'mislukt',
    },
    errorCode: 'foutcode',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: 'Update na het openen', g: 'c' },
      handsFree: { text: 'Handsfree-modus', g: 'c' },
      unlockFromLockScreen: { text: 'Openen vanaf het vergrendelscherm', g: 'n' },
      defaultSmsText: { text: 'Standaard-sms-tekst', g: 'c' },
      autoPhoneReplacementApproval: { text: 'Automatische goedkeuring van smartphonevervangingen', g: 'c' },
      fourEyes: { text: 'Vier-ogenprincipe', g: 'n' },
      twoFactor: { text: 'Tweefactorauthenticatie', g: 'c' },
      holidays: { text: 'Feestdagenkalender', g: 'c' },
      pinProtection: { text: 'Pincodebeveiliging', g: 'c' },
    },
    on: 'ingeschakeld',
    off: 'uitgeschakeld',
    targets: { lock: 'voor cilinder', medium: 'voor medium', operator: 'voor beheerder' },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Beheerder', g: 'c' },
      area: { text: 'Gebied', g: 'n' },
      person: { text: 'Persoon', g: 'c' },
      medium: { text: 'Medium', g: 'n' },
      cylinder: { text: 'Cilinder', g: 'c' },
      wallReader: { text: 'Wandlezer', g: 'c' },
      holiday: { text: 'Feestdag', g: 'c' },
      holidaySeriesEntry: { text: 'Feestdag% uit een reeks', g: 'c' },
      holidaySeries: { text: 'Feestdagenreeks', g: 'c' },
      maintenanceWindow: { text: 'Onderhoudsvenster', g: 'n' },
      timeZone: { text: 'Tijdzone', g: 'c' },
      dstRule: { text: 'Zomertijdregel', g: 'c' },
    },
    verbs: { created: 'aangemaakt', edited: 'bewerkt', deleted: 'verwijderd' },
  },

  exports: {
    phrase: (o) => `Export ${o}`,
    objects: {
      operators: 'van beheerders',
      areas: 'van gebieden',
      media: 'van media',
      ownMedia: 'van eigen media',
      foreignMedia: 'van externe media',
      persons: 'van personen',
      lockingComponents: 'van sluitcomponenten',
      lockingPlan: 'van sluitplan',
      issueReceipt: 'van uitgiftebewijs',
      systemProtocol: 'van systeemlogboek',
      mediumProtocol: 'van mediumlogboek',
      lockProtocol: 'van logboek van sluitcomponenten',
    },
    prepared: 'voorbereid',
    fetched: 'gedownload',
  },

  permanentOpening: {
    modes: { manual: 'Handmatige permanente opening', automatic: 'Automatische permanente opening' },
    changes: {
      started: 'gestart',
      stoppedManually: 'handmatig beëindigd',
      stoppedAutomatically: 'automatisch beëindigd',
      weakBattery: 'beëindigd wegens zwakke batterij',
      wrongTime: 'beëindigd wegens ongeldige tijd van de cilinder',
      firmwareUpdate: 'beëindigd wegens een firmware-update',
      holidayBegin: 'beëindigd wegens het begin van een feestdag',
    },
    atLock: 'van cilinder',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Openen geslaagd', `${MEDIUM} heeft ${LOCK} geopend`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: ['Openen geslaagd (handsfree)', `${MEDIUM} heeft ${LOCK} handsfree geopend`],
    UNLOCKING_FAILED: ['Openen mislukt', `${MEDIUM} kon ${LOCK} ${failure('niet openen')}`],
    UNLOCKING_FAILED_BLACKLISTED: ['Openen mislukt: medium geblokkeerd', unlockFailed('het medium staat op de blokkeerlijst')],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Openen mislukt: geen autorisatie',
      unlockFailed('het medium is niet geautoriseerd voor deze cilinder'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Openen mislukt: tijd van cilinder niet gesynchroniseerd',
      unlockFailed('de tijd van de cilinder is niet gesynchroniseerd'),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      'Openen mislukt: ongeldige handtekening van autorisatie',
      unlockFailed('de handtekening van de autorisatie is ongeldig'),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: ['Openen mislukt: feestdag', unlockFailed('op feestdagen is geen toegang toegestaan')],
    CREATE_MOBILE_PHONE: ['Smartphone aangemaakt', `Smartphone ${MEDIUM} aangemaakt${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartphone verwijderd', `Smartphone ${MEDIUM} verwijderd${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Deactivering van medium direct voltooid',
      `Deactivering van medium ${MEDIUM} direct ${success('voltooid')}`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: ['Koppeling van smartphone voltooid', `Smartphone ${MEDIUM} gekoppeld${opt(` (${PHONE_NUMBER})`)}`],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Opnieuw koppelen van smartphone voltooid',
      `Smartphone ${MEDIUM} opnieuw gekoppeld${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Deelcode ingewisseld', `Deelcode voor cilinder ${LOCK} ingewisseld`],
    MEDIUM_REMOVED_MANUALLY: ['Medium handmatig verwijderd', `Medium ${MEDIUM} handmatig verwijderd${opt(` door ${OPERATOR}`)}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medium gemarkeerd voor verwijdering', `Medium ${MEDIUM} gemarkeerd voor verwijdering`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Logboek van cilinder kan overlopen',
      `Het logboekgeheugen van cilinder ${LOCK} is ${warning('bijna vol')}; synchroniseer de cilinder om alle vermeldingen te bewaren`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      'Onbekende actie van permanente opening',
      `Cilinder ${LOCK} heeft een onbekende actie van de permanente opening gemeld`,
    ],
    PRODUCTION_DUMMY_RECORD: ['Testvermelding uit de productie', `Testvermelding geschreven tijdens de productie van cilinder ${LOCK}`],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: ['Onderhoudsvenster bevestigd', `Onderhoudsvenster${opt(` ${VALID_FROM} – ${VALID_TO}`)} bevestigd`],
    ADD_SUPPORT_ACO: ['Supporttoegang verleend', `Supporttoegang verleend${opt(` aan ${ACO}`)}`],
    DELETE_SUPPORT_ACO: ['Supporttoegang verwijderd', `Supporttoegang${opt(` van ${ACO}`)} verwijderd`],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'Alle logboekvermeldingen van een persoon verwijderd',
      `Alle logboekvermeldingen van persoon ${PERSON} verwijderd`,
    ],
    API_GENERATE_KEY: ['API-sleutel gegenereerd', `API-sleutel${opt(` ${NAME}`)} gegenereerd`],
    API_REGENERATE_KEY: ['API-sleutel opnieuw gegenereerd', `API-sleutel${opt(` ${NAME}`)} opnieuw gegenereerd`],
    API_UPDATE_KEY: ['API-sleutel bewerkt', `API-sleutel${opt(` ${NAME}`)} bewerkt`],
    API_DEACTIVATE_KEY: ['API-sleutel gedeactiveerd', `API-sleutel${opt(` ${NAME}`)} gedeactiveerd`],
    API_REACTIVATE_KEY: ['API-sleutel opnieuw geactiveerd', `API-sleutel${opt(` ${NAME}`)} opnieuw geactiveerd`],
    API_DELETE_KEY: ['API-sleutel verwijderd', `API-sleutel${opt(` ${NAME}`)} verwijderd`],
    API_PURCHASE_ACCESS: ['API-toegang gekocht', `API-toegang gekocht${opt(` voor ${AMOUNT} credits`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Gebied toegewezen aan cilinder', `Gebied ${AREA} toegewezen aan cilinder ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ['Cilinder toegewezen aan gebied', `Cilinder ${LOCK} toegewezen aan gebied ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Gebied losgekoppeld van cilinder', `Gebied ${AREA} losgekoppeld van cilinder ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Cilinder uit gebied verwijderd', `Cilinder ${LOCK} uit gebied ${AREA} verwijderd`],
    AUTH_KEY_PRODUCTION_FINISHED: ['Autorisatie klaar voor overdracht', `Autorisatie voor medium ${MEDIUM} is klaar voor overdracht`],
    CREATE_AUTHORIZATION_KEY: [
      'Autorisatie aangemaakt',
      `Autorisatie voor medium ${MEDIUM} aangemaakt${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: ['Autorisatie bewerkt', `Autorisatie voor medium ${MEDIUM} bewerkt${opt(` (${VALID_FROM} – ${VALID_TO})`)}`],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Autorisatie verwijderd vóór overdracht',
      `Autorisatie voor medium ${MEDIUM} verwijderd voordat deze werd overgedragen`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: [
      'Autorisatie gemarkeerd als verwijderd',
      `Autorisatie voor medium ${MEDIUM} gemarkeerd als verwijderd`,
    ],
    UNDELETE_AUTHORIZATION_KEY: [
      'Verwijdering van autorisatie ongedaan gemaakt',
      `Verwijdering van de autorisatie voor medium ${MEDIUM} ongedaan gemaakt`,
    ],
    CHANGE_KEYRING_OWNER: ['Medium toegewezen aan persoon', `Medium ${MEDIUM} toegewezen aan ${PERSON}`],
    REVOKE_KEYRING_OWNER: ['Toewijzing van medium opgeheven', `Toewijzing van medium ${MEDIUM} aan ${PERSON} opgeheven`],
    CREATE_ACO_FINISHED: ['Registratie van beheerder voltooid', `Beheerder ${ACO} heeft de registratie voltooid`],
    REMOVE_EXPIRED_ACO_ACTIVATION: [
      'Verlopen uitnodiging van beheerder verwijderd',
      `Verlopen uitnodiging van beheerder ${ACO} verwijderd`,
    ],
    CREATE_SHARED_CYLINDER_CODE: ['Deelcode aangemaakt', `Deelcode voor cilinder ${LOCK} aangemaakt${opt(`, geldig tot ${VALID_TO}`)}`],
    REDEEM_SHARED_CYLINDER_CODE: ['Deelcode ingewisseld', `Deelcode voor cilinder ${LOCK} ingewisseld`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Eigen deelcode ingewisseld door ander sluitsysteem',
      `Deelcode voor cilinder ${LOCK} ingewisseld door een ander sluitsysteem${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Delen van cilinder beëindigd', `Delen van cilinder ${LOCK} beëindigd${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Inwisselen van credits geblokkeerd',
      `Inwisselen van credits ${warning('geblokkeerd')} na te veel ongeldige pogingen`,
    ],
    INVALID_CREDIT_ENTERED: ['Ongeldige creditcode ingevoerd', `De ingevoerde creditcode is ${failure('ongeldig')}`],
    QUANTITY_CREDIT_ADDED: ['Credits toegevoegd', `${AMOUNT} credits toegevoegd`],
    TEMPORAL_CREDIT_ADDED: ['Tijdgebonden tegoed toegevoegd', `Tijdgebonden tegoed toegevoegd${opt(`, geldig tot ${VALID_TO}`)}`],
    CYLINDER_DEFAULTS_EDITED: ['Standaardinstellingen voor cilinders gewijzigd', 'Standaardinstellingen voor cilinders gewijzigd'],
    EDIT_CUSTOMER_SETTINGS: ['Klantinstellingen gewijzigd', 'Instellingen van het klantaccount gewijzigd'],
    EDIT_DEFAULT_LOG_SETTINGS: ['Standaardinstellingen voor logboeken gewijzigd', 'Standaardinstellingen voor logboeken gewijzigd'],
    EDIT_TIMEZONE_NEW_DEFAULT: ['Standaardtijdzone gewijzigd', `Standaardtijdzone gewijzigd${opt(` in ${NAME}`)}`],
    FINALIZE_MOBILE_PHONE_PAIRING: ['Koppeling van smartphone voltooid', `Smartphone ${MEDIUM} gekoppeld${opt(` (${PHONE_NUMBER})`)}`],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Opnieuw koppelen van smartphone voltooid',
      `Smartphone ${MEDIUM} opnieuw gekoppeld${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: ['Koppelingscode gegenereerd', `Koppelingscode gegenereerd voor smartphone ${MEDIUM}`],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Code voor opnieuw koppelen gegenereerd',
      `Code voor opnieuw koppelen gegenereerd voor smartphone ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Vier-ogenprincipe: activeringsmail verzonden',
      `E-mail voor het activeren van het vier-ogenprincipe verzonden${opt(` aan ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Vier-ogenprincipe: deactiveringsmail verzonden',
      `E-mail voor het deactiveren van het vier-ogenprincipe verzonden${opt(` aan ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Vier-ogenprincipe: vrijgavemail verzonden',
      `E-mail voor het vrijgeven van de toegang volgens het vier-ogenprincipe verzonden${opt(` aan ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Vier-ogenprincipe: toegang vrijgegeven',
      `Toegang${opt(` van ${ACO}`)} vrijgegeven volgens het vier-ogenprincipe`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Vier-ogenprincipe: ongeldige bevestigingslink',
      `Er is een ${failure('ongeldige of verlopen')} bevestigingslink voor het vier-ogenprincipe gebruikt`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Kaartvervanging gestart', replacement('kaart', 'gestart')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: ['Kaartvervanging voltooid', replacement('kaart', success('voltooid'))],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      'Kaartvervanging afgebroken door beheerder',
      replacement('kaart', `${failure('afgebroken')} door een beheerder`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      'Smartphonevervanging gestart door beheerder',
      replacement('smartphone', 'gestart door een beheerder'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      'Smartphonevervanging gestart door gebruiker',
      replacement('smartphone', 'gestart door de gebruiker'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Smartphonevervanging automatisch goedgekeurd',
      replacement('smartphone', `automatisch ${success('goedgekeurd')}`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Smartphonevervanging handmatig goedgekeurd',
      replacement('smartphone', `${success('goedgekeurd')} door een beheerder`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Smartphonevervanging handmatig afgewezen',
      replacement('smartphone', `${failure('afgewezen')} door een beheerder`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      'Smartphonevervanging afgebroken door beheerder',
      replacement('smartphone', `${failure('afgebroken')} door een beheerder`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      'Smartphonevervanging afgebroken door gebruiker',
      replacement('smartphone', `${failure('afgebroken')} door de gebruiker`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: ['Smartphonevervanging voltooid', replacement('smartphone', success('voltooid'))],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Aanmelding mislukt: wachtwoord',
      `Aanmelding${opt(` van ${ACO}`)} ${failure('mislukt')}: gebruikersnaam of wachtwoord onjuist`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Aanmelding mislukt: tweede factor',
      `Aanmelding${opt(` van ${ACO}`)} ${failure('mislukt')}: code van de tweede factor onjuist`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: ['Onderhoudsmails stopgezet', `Onderhoudsmails stopgezet${opt(` voor ${ACO}`)}`],
    MEDIUM_EMPTIED: ['Medium leeggemaakt', `Alle autorisaties van medium ${MEDIUM} verwijderd`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medium gemarkeerd voor verwijdering', `Medium ${MEDIUM} gemarkeerd voor verwijdering`],
    MEDIUM_REMOVED_MANUALLY: ['Medium handmatig verwijderd', `Medium ${MEDIUM} handmatig verwijderd`],
    PASSWORD_RESET: ['Wachtwoord opnieuw ingesteld', `Wachtwoord${opt(` van ${ACO}`)} opnieuw ingesteld`],
    QUICK_REGISTRY_SMS_SENT: ['Registratie-sms verzonden', `Registratie-sms verzonden${opt(` naar ${PHONE_NUMBER}`)}`],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Medium verwijderd na deactivering',
      `Medium ${MEDIUM} verwijderd nadat de deactivering was voltooid`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: ['Logboekvermelding verwijderd', `Logboekvermelding${opt(` over ${PERSON}`)} verwijderd`],
    SMS_TEXT: ['Sms-tekst gewijzigd', 'Tekst van de registratie-sms gewijzigd'],
    VIEW_LOG: ['Logboek bekeken', 'Logboek bekeken'],
  },
};

export default nl;
