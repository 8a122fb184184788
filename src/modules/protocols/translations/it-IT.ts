/** Italian (Italy). */
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

const unlockFailed = (reason: string) => `${MEDIUM} non è riuscito ad aprire ${LOCK}: ${failure(reason)}`;
const replacement = (medium: 'della tessera' | 'dello smartphone', what: string) => `Sostituzione ${medium} ${MEDIUM} ${what}`;

const it: LanguagePack = {
  tag: 'it-IT',
  yes: 'sì',
  no: 'no',

  operations: {
    actions: {
      sync: { g: 'f', phrase: (s) => `Sincronizzazione ${s}` },
      addToSystem: { g: 'f', phrase: (s) => `Aggiunta ${s} al sistema di chiusura` },
      removeFromSystem: { g: 'f', phrase: (s) => `Rimozione ${s} dal sistema di chiusura` },
      deactivation: { g: 'f', phrase: (s) => `Disattivazione ${s}` },
      reactivation: { g: 'f', phrase: (s) => `Riattivazione ${s}` },
      capUpdate: { g: 'm', phrase: (s) => `Aggiornamento del file CAP ${s}` },
      firmwareUpdate: { g: 'm', phrase: (s) => `Aggiornamento del firmware ${s}` },
      replacement: { g: 'f', phrase: (s) => `Sostituzione ${s}` },
      installation: { g: 'f', phrase: (s) => `Installazione ${s}` },
      removal: { g: 'f', phrase: (s) => `Rimozione ${s}` },
      pinReset: { g: 'f', phrase: (s) => `Reimpostazione del PIN ${s}` },
    },
    subjects: {
      cylinder: 'del cilindro',
      knob: 'del pomolo',
      wallReader: 'del lettore da parete',
      readerUnit: "dell'unità di lettura",
      component: 'del componente di chiusura',
      medium: 'del supporto',
      card: 'della tessera',
      phone: 'dello smartphone',
      faultyCylinder: 'del cilindro difettoso',
      faultyWallReader: 'del lettore da parete difettoso',
    },
    channels: {
      cardReader: 'tramite lettore di tessere',
      ota: 'tramite OTA',
      otaAfterUnlock: "tramite OTA dopo l'apertura",
      proxy: 'tramite app proxy',
      support: "dall'assistenza tecnica",
      phone: 'tramite smartphone',
      app: 'tramite app',
      browser: 'tramite browser',
    },
    outcomes: {
      ok: { m: 'riuscito', f: 'riuscita' },
      completed: { m: 'completato', f: 'completata' },
      started: { m: 'avviato', f: 'avviata' },
      partial: { m: 'completato parzialmente', f: 'completata parzialmente' },
      failed: { m: 'non riuscito', f: 'non riuscita' },
    },
    errorCode: 'codice di errore',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: "Aggiornamento dopo l'apertura", g: 'm' },
      handsFree: { text: 'Modalità mani libere', g: 'f' },
      unlockFromLockScreen: { text: 'Apertura dalla schermata di blocco', g: 'f' },
      defaultSmsText: { text: 'Testo SMS predefinito', g: 'm' },
      autoPhoneReplacementApproval: { text: 'Approvazione automatica delle sostituzioni di smartphone', g: 'f' },
      fourEyes: { text: 'Principio dei quattro occhi', g: 'm' },
      twoFactor: { text: 'Autenticazione a due fattori', g: 'f' },
      holidays: { text: 'Calendario delle festività', g: 'm' },
      pinProtection: { text: 'Protezione con PIN', g: 'f' },
    },
    on: { m: 'attivato', f: 'attivata' },
    off: { m: 'disattivato', f: 'disattivata' },
    targets: { lock: 'per il cilindro', medium: 'per il supporto', operator: "per l'amministratore" },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Amministratore', g: 'm' },
      area: { text: 'Area', g: 'f' },
      person: { text: 'Persona', g: 'f' },
      medium: { text: 'Supporto', g: 'm' },
      cylinder: { text: 'Cilindro', g: 'm' },
      wallReader: { text: 'Lettore da parete', g: 'm' },
      holiday: { text: 'Festività', g: 'f' },
      holidaySeriesEntry: { text: 'Festività% di una serie', g: 'f' },
      holidaySeries: { text: 'Serie di festività', g: 'f' },
      maintenanceWindow: { text: 'Finestra di manutenzione', g: 'f' },
      timeZone: { text: 'Fuso orario', g: 'm' },
      dstRule: { text: "Regola dell'ora legale", g: 'f' },
    },
    verbs: {
      created: { m: 'creato', f: 'creata' },
      edited: { m: 'modificato', f: 'modificata' },
      deleted: { m: 'eliminato', f: 'eliminata' },
    },
  },

  exports: {
    phrase: (o) => `Esportazione ${o}`,
    objects: {
      operators: 'degli amministratori',
      areas: 'delle aree',
      media: 'dei supporti',
      ownMedia: 'dei supporti propri',
      foreignMedia: 'dei supporti di terzi',
      persons: 'delle persone',
      lockingComponents: 'dei componenti di chiusura',
      lockingPlan: 'del piano di chiusura',
      issueReceipt: 'della ricevuta di consegna',
      systemProtocol: 'del registro di sistema',
      mediumProtocol: 'del registro dei supporti',
      lockProtocol: 'del registro dei componenti di chiusura',
    },
    prepared: 'preparata',
    fetched: 'scaricata',
  },

  permanentOpening: {
    modes: { manual: 'Apertura permanente manuale', automatic: 'Apertura permanente automatica' },
    changes: {
      started: 'avviata',
      stoppedManually: 'terminata manualmente',
      stoppedAutomatically: 'terminata automaticamente',
      weakBattery: 'terminata per batteria scarica',
      wrongTime: "terminata perché l'ora del cilindro non è valida",
      firmwareUpdate: 'terminata a causa di un aggiornamento del firmware',
      holidayBegin: "terminata per l'inizio di una festività",
    },
    atLock: 'del cilindro',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Apertura riuscita', `${MEDIUM} ha aperto ${LOCK}`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: ['Apertura riuscita (mani libere)', `${MEDIUM} ha aperto ${LOCK} in modalità mani libere`],
    UNLOCKING_FAILED: ['Apertura non riuscita', `${MEDIUM} ${failure('non è riuscito ad aprire')} ${LOCK}`],
    UNLOCKING_FAILED_BLACKLISTED: ['Apertura non riuscita: supporto bloccato', unlockFailed('il supporto è nella lista di blocco')],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Apertura non riuscita: nessuna autorizzazione',
      unlockFailed('il supporto non è autorizzato per questo cilindro'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Apertura non riuscita: ora del cilindro non sincronizzata',
      unlockFailed("l'ora del cilindro non è sincronizzata"),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      "Apertura non riuscita: firma dell'autorizzazione non valida",
      unlockFailed("la firma dell'autorizzazione non è valida"),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: [
      'Apertura non riuscita: festività',
      unlockFailed("l'accesso non è consentito nei giorni festivi"),
    ],
    CREATE_MOBILE_PHONE: ['Smartphone creato', `Smartphone ${MEDIUM} creato${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartphone eliminato', `Smartphone ${MEDIUM} eliminato${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Disattivazione del supporto completata immediatamente',
      `Disattivazione del supporto ${MEDIUM} ${success('completata')} immediatamente`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: [
      'Associazione dello smartphone completata',
      `Smartphone ${MEDIUM} associato${opt(` (${PHONE_NUMBER})`)}`,
    ],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Nuova associazione dello smartphone completata',
      `Smartphone ${MEDIUM} associato di nuovo${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Codice di condivisione riscattato', `Codice di condivisione del cilindro ${LOCK} riscattato`],
    MEDIUM_REMOVED_MANUALLY: ['Supporto rimosso manualmente', `Supporto ${MEDIUM} rimosso manualmente${opt(` da ${OPERATOR}`)}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Supporto contrassegnato per la rimozione', `Supporto ${MEDIUM} contrassegnato per la rimozione`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Possibile saturazione del registro del cilindro',
      `La memoria del registro del cilindro ${LOCK} è ${warning('quasi piena')}; sincronizzare il cilindro per conservare tutte le voci`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      'Azione di apertura permanente sconosciuta',
      `Il cilindro ${LOCK} ha segnalato un'azione di apertura permanente sconosciuta`,
    ],
    PRODUCTION_DUMMY_RECORD: ['Voce di prova della produzione', `Voce di prova scritta durante la produzione del cilindro ${LOCK}`],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: [
      'Finestra di manutenzione confermata',
      `Finestra di manutenzione${opt(` ${VALID_FROM} – ${VALID_TO}`)} confermata`,
    ],
    ADD_SUPPORT_ACO: ["Accesso dell'assistenza tecnica concesso", `Accesso dell'assistenza tecnica concesso${opt(` a ${ACO}`)}`],
    DELETE_SUPPORT_ACO: ["Accesso dell'assistenza tecnica rimosso", `Accesso dell'assistenza tecnica${opt(` di ${ACO}`)} rimosso`],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'Tutte le voci di registro di una persona eliminate',
      `Tutte le voci di registro della persona ${PERSON} eliminate`,
    ],
    API_GENERATE_KEY: ['Chiave API generata', `Chiave API${opt(` ${NAME}`)} generata`],
    API_REGENERATE_KEY: ['Chiave API rigenerata', `Chiave API${opt(` ${NAME}`)} rigenerata`],
    API_UPDATE_KEY: ['Chiave API modificata', `Chiave API${opt(` ${NAME}`)} modificata`],
    API_DEACTIVATE_KEY: ['Chiave API disattivata', `Chiave API${opt(` ${NAME}`)} disattivata`],
    API_REACTIVATE_KEY: ['Chiave API riattivata', `Chiave API${opt(` ${NAME}`)} riattivata`],
    API_DELETE_KEY: ['Chiave API eliminata', `Chiave API${opt(` ${NAME}`)} eliminata`],
    API_PURCHASE_ACCESS: ['Accesso API acquistato', `Accesso API acquistato${opt(` per ${AMOUNT} crediti`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Area assegnata al cilindro', `Area ${AREA} assegnata al cilindro ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ["Cilindro assegnato all'area", `Cilindro ${LOCK} assegnato all'area ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Area rimossa dal cilindro', `Area ${AREA} rimossa dal cilindro ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ["Cilindro rimosso dall'area", `Cilindro ${LOCK} rimosso dall'area ${AREA}`],
    AUTH_KEY_PRODUCTION_FINISHED: [
      'Autorizzazione pronta per il trasferimento',
      `L'autorizzazione per il supporto ${MEDIUM} è pronta per il trasferimento`,
    ],
    CREATE_AUTHORIZATION_KEY: [
      'Autorizzazione creata',
      `Autorizzazione per il supporto ${MEDIUM} creata${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Autorizzazione modificata',
      `Autorizzazione per il supporto ${MEDIUM} modificata${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Autorizzazione eliminata prima del trasferimento',
      `Autorizzazione per il supporto ${MEDIUM} eliminata prima del trasferimento`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: [
      'Autorizzazione contrassegnata come eliminata',
      `Autorizzazione per il supporto ${MEDIUM} contrassegnata come eliminata`,
    ],
    UNDELETE_AUTHORIZATION_KEY: [
      "Eliminazione dell'autorizzazione annullata",
      `Eliminazione dell'autorizzazione per il supporto ${MEDIUM} annullata`,
    ],
    CHANGE_KEYRING_OWNER: ['Supporto assegnato a una persona', `Supporto ${MEDIUM} assegnato a ${PERSON}`],
    REVOKE_KEYRING_OWNER: ['Assegnazione del supporto annullata', `Assegnazione del supporto ${MEDIUM} a ${PERSON} annullata`],
    CREATE_ACO_FINISHED: ["Registrazione dell'amministratore completata", `L'amministratore ${ACO} ha completato la registrazione`],
    REMOVE_EXPIRED_ACO_ACTIVATION: ['Invito scaduto di un amministratore rimosso', `Invito scaduto dell'amministratore ${ACO} rimosso`],
    CREATE_SHARED_CYLINDER_CODE: [
      'Codice di condivisione creato',
      `Codice di condivisione del cilindro ${LOCK} creato${opt(`, valido fino al ${VALID_TO}`)}`,
    ],
    REDEEM_SHARED_CYLINDER_CODE: ['Codice di condivisione riscattato', `Codice di condivisione del cilindro ${LOCK} riscattato`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Proprio codice di condivisione riscattato da un altro sistema di chiusura',
      `Codice di condivisione del cilindro ${LOCK} riscattato da un altro sistema di chiusura${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Condivisione del cilindro terminata', `Condivisione del cilindro ${LOCK} terminata${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Riscatto dei crediti bloccato',
      `Riscatto dei crediti ${warning('bloccato')} dopo troppi tentativi non validi`,
    ],
    INVALID_CREDIT_ENTERED: ['Inserito codice credito non valido', `Il codice credito inserito ${failure('non è valido')}`],
    QUANTITY_CREDIT_ADDED: ['Crediti aggiunti', `${AMOUNT} crediti aggiunti`],
    TEMPORAL_CREDIT_ADDED: ['Credito a tempo aggiunto', `Credito a tempo aggiunto${opt(`, valido fino al ${VALID_TO}`)}`],
    CYLINDER_DEFAULTS_EDITED: ['Impostazioni predefinite dei cilindri modificate', 'Impostazioni predefinite dei cilindri modificate'],
    EDIT_CUSTOMER_SETTINGS: ['Impostazioni cliente modificate', "Impostazioni dell'account cliente modificate"],
    EDIT_DEFAULT_LOG_SETTINGS: ['Impostazioni predefinite dei registri modificate', 'Impostazioni predefinite dei registri modificate'],
    EDIT_TIMEZONE_NEW_DEFAULT: ['Fuso orario predefinito modificato', `Fuso orario predefinito modificato${opt(`: ${NAME}`)}`],
    FINALIZE_MOBILE_PHONE_PAIRING: [
      'Associazione dello smartphone completata',
      `Smartphone ${MEDIUM} associato${opt(` (${PHONE_NUMBER})`)}`,
    ],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Nuova associazione dello smartphone completata',
      `Smartphone ${MEDIUM} associato di nuovo${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: ['Codice di associazione generato', `Codice di associazione generato per lo smartphone ${MEDIUM}`],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Codice per nuova associazione generato',
      `Codice per nuova associazione generato per lo smartphone ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Principio dei quattro occhi: e-mail di attivazione inviata',
      `E-mail di attivazione del principio dei quattro occhi inviata${opt(` a ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Principio dei quattro occhi: e-mail di disattivazione inviata',
      `E-mail di disattivazione del principio dei quattro occhi inviata${opt(` a ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Principio dei quattro occhi: e-mail di sblocco inviata',
      `E-mail di sblocco dell'accesso secondo il principio dei quattro occhi inviata${opt(` a ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Principio dei quattro occhi: accesso sbloccato',
      `Accesso${opt(` di ${ACO}`)} sbloccato secondo il principio dei quattro occhi`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Principio dei quattro occhi: link di conferma non valido',
      `È stato usato un link di conferma del principio dei quattro occhi ${failure('non valido o scaduto')}`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Sostituzione della tessera avviata', replacement('della tessera', 'avviata')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: [
      'Sostituzione della tessera completata',
      replacement('della tessera', success('completata')),
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      "Sostituzione della tessera annullata dall'amministratore",
      replacement('della tessera', `${failure('annullata')} da un amministratore`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      "Sostituzione dello smartphone avviata dall'amministratore",
      replacement('dello smartphone', 'avviata da un amministratore'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      "Sostituzione dello smartphone avviata dall'utente",
      replacement('dello smartphone', 'avviata dal suo utente'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Sostituzione dello smartphone approvata automaticamente',
      replacement('dello smartphone', `${success('approvata')} automaticamente`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Sostituzione dello smartphone approvata manualmente',
      replacement('dello smartphone', `${success('approvata')} da un amministratore`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Sostituzione dello smartphone rifiutata manualmente',
      replacement('dello smartphone', `${failure('rifiutata')} da un amministratore`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      "Sostituzione dello smartphone annullata dall'amministratore",
      replacement('dello smartphone', `${failure('annullata')} da un amministratore`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      "Sostituzione dello smartphone annullata dall'utente",
      replacement('dello smartphone', `${failure('annullata')} dal suo utente`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: [
      'Sostituzione dello smartphone completata',
      replacement('dello smartphone', success('completata')),
    ],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Accesso non riuscito: password',
      `Accesso${opt(` di ${ACO}`)} ${failure('non riuscito')}: nome utente o password errati`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Accesso non riuscito: secondo fattore',
      `Accesso${opt(` di ${ACO}`)} ${failure('non riuscito')}: codice del secondo fattore errato`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: ['E-mail di manutenzione disattivate', `E-mail di manutenzione disattivate${opt(` per ${ACO}`)}`],
    MEDIUM_EMPTIED: ['Supporto svuotato', `Tutte le autorizzazioni rimosse dal supporto ${MEDIUM}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Supporto contrassegnato per la rimozione', `Supporto ${MEDIUM} contrassegnato per la rimozione`],
    MEDIUM_REMOVED_MANUALLY: ['Supporto rimosso manualmente', `Supporto ${MEDIUM} rimosso manualmente`],
    PASSWORD_RESET: ['Password reimpostata', `Password${opt(` di ${ACO}`)} reimpostata`],
    QUICK_REGISTRY_SMS_SENT: ['SMS di registrazione inviato', `SMS di registrazione inviato${opt(` a ${PHONE_NUMBER}`)}`],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Supporto rimosso dopo la disattivazione',
      `Supporto ${MEDIUM} rimosso dopo il completamento della disattivazione`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: ['Voce di registro eliminata', `Voce di registro${opt(` relativa a ${PERSON}`)} eliminata`],
    SMS_TEXT: ['Testo SMS modificato', 'Testo dello SMS di registrazione modificato'],
    VIEW_LOG: ['Registro visualizzato', 'Registro visualizzato'],
  },
};

export default it;
