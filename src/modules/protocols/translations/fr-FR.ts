/** French (France). */
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
import type { Gender, LanguagePack } from './types.ts';

/** "de la synchronisation", "du remplacement", "de l'installation". */
function withDe(phrase: string, g: Gender): string {
  const lower = phrase.charAt(0).toLowerCase() + phrase.slice(1);
  if (/^[aeiouyéèêh]/i.test(lower)) return `de l'${lower}`;
  return g === 'f' ? `de la ${lower}` : `du ${lower}`;
}

const unlockFailed = (reason: string) => `${MEDIUM} n'a pas pu ouvrir ${LOCK} : ${failure(reason)}`;
const replacement = (medium: 'de la carte' | 'du smartphone', what: string) => `Remplacement ${medium} ${MEDIUM} ${what}`;

const fr: LanguagePack = {
  tag: 'fr-FR',
  yes: 'oui',
  no: 'non',

  operations: {
    actions: {
      sync: { g: 'f', phrase: (s) => `Synchronisation ${s}` },
      addToSystem: { g: 'm', phrase: (s) => `Ajout ${s} au système de fermeture` },
      removeFromSystem: { g: 'm', phrase: (s) => `Retrait ${s} du système de fermeture` },
      deactivation: { g: 'f', phrase: (s) => `Désactivation ${s}` },
      reactivation: { g: 'f', phrase: (s) => `Réactivation ${s}` },
      capUpdate: { g: 'f', phrase: (s) => `Mise à jour du fichier CAP ${s}` },
      firmwareUpdate: { g: 'f', phrase: (s) => `Mise à jour du firmware ${s}` },
      replacement: { g: 'm', phrase: (s) => `Remplacement ${s}` },
      installation: { g: 'f', phrase: (s) => `Installation ${s}` },
      removal: { g: 'm', phrase: (s) => `Retrait ${s}` },
      pinReset: { g: 'f', phrase: (s) => `Réinitialisation du code PIN ${s}` },
    },
    subjects: {
      cylinder: 'du cylindre',
      knob: 'du bouton',
      wallReader: 'du lecteur mural',
      readerUnit: "de l'unité de lecture",
      component: 'du composant de fermeture',
      medium: 'du support',
      card: 'de la carte',
      phone: 'du smartphone',
      faultyCylinder: 'du cylindre défectueux',
      faultyWallReader: 'du lecteur mural défectueux',
    },
    channels: {
      cardReader: 'via le lecteur de cartes',
      ota: 'par OTA',
      otaAfterUnlock: "par OTA après l'ouverture",
      proxy: "via l'application proxy",
      support: "par l'assistance technique",
      phone: 'via le smartphone',
      app: "via l'application",
      browser: 'via le navigateur',
    },
    outcomes: {
      ok: { m: 'réussi', f: 'réussie' },
      completed: { m: 'terminé', f: 'terminée' },
      started: { m: 'lancé', f: 'lancée' },
      partial: { m: 'partiellement effectué', f: 'partiellement effectuée' },
      failed: 'Échec',
    },
    errorCode: "code d'erreur",
    join: (phrase, word, outcome, g) => (outcome === 'failed' ? `${word} ${withDe(phrase, g)}` : `${phrase} ${word}`),
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: "Mise à jour après l'ouverture", g: 'f' },
      handsFree: { text: 'Mode mains libres', g: 'm' },
      unlockFromLockScreen: { text: "Ouverture depuis l'écran de verrouillage", g: 'f' },
      defaultSmsText: { text: 'Texte SMS par défaut', g: 'm' },
      autoPhoneReplacementApproval: { text: 'Approbation automatique des remplacements de smartphone', g: 'f' },
      fourEyes: { text: 'Principe des quatre yeux', g: 'm' },
      twoFactor: { text: 'Authentification à deux facteurs', g: 'f' },
      holidays: { text: 'Calendrier des jours fériés', g: 'm' },
      pinProtection: { text: 'Protection par code PIN', g: 'f' },
    },
    on: { m: 'activé', f: 'activée' },
    off: { m: 'désactivé', f: 'désactivée' },
    targets: { lock: 'pour le cylindre', medium: 'pour le support', operator: "pour l'administrateur" },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Administrateur', g: 'm' },
      area: { text: 'Zone', g: 'f' },
      person: { text: 'Personne', g: 'f' },
      medium: { text: 'Support', g: 'm' },
      cylinder: { text: 'Cylindre', g: 'm' },
      wallReader: { text: 'Lecteur mural', g: 'm' },
      holiday: { text: 'Jour férié', g: 'm' },
      holidaySeriesEntry: { text: "Jour férié% d'une série", g: 'm' },
      holidaySeries: { text: 'Série de jours fériés', g: 'f' },
      maintenanceWindow: { text: 'Fenêtre de maintenance', g: 'f' },
      timeZone: { text: 'Fuseau horaire', g: 'm' },
      dstRule: { text: "Règle d'heure d'été", g: 'f' },
    },
    verbs: {
      created: { m: 'créé', f: 'créée' },
      edited: { m: 'modifié', f: 'modifiée' },
      deleted: { m: 'supprimé', f: 'supprimée' },
    },
  },

  exports: {
    phrase: (o) => `Export ${o}`,
    objects: {
      operators: 'des administrateurs',
      areas: 'des zones',
      media: 'des supports',
      ownMedia: 'des supports propres',
      foreignMedia: 'des supports tiers',
      persons: 'des personnes',
      lockingComponents: 'des composants de fermeture',
      lockingPlan: 'du plan de fermeture',
      issueReceipt: 'du bon de remise',
      systemProtocol: 'du journal système',
      mediumProtocol: 'du journal des supports',
      lockProtocol: 'du journal des composants de fermeture',
    },
    prepared: 'préparé',
    fetched: 'téléchargé',
  },

  permanentOpening: {
    modes: { manual: 'Ouverture permanente manuelle', automatic: 'Ouverture permanente automatique' },
    changes: {
      started: 'démarrée',
      stoppedManually: 'arrêtée manuellement',
      stoppedAutomatically: 'arrêtée automatiquement',
      weakBattery: 'arrêtée en raison de la batterie faible',
      wrongTime: "arrêtée car l'heure du cylindre n'est pas valide",
      firmwareUpdate: "arrêtée en raison d'une mise à jour du firmware",
      holidayBegin: "arrêtée en raison du début d'un jour férié",
    },
    atLock: 'du cylindre',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Ouverture réussie', `${MEDIUM} a ouvert ${LOCK}`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: ['Ouverture réussie (mains libres)', `${MEDIUM} a ouvert ${LOCK} en mode mains libres`],
    UNLOCKING_FAILED: ["Échec de l'ouverture", `${MEDIUM} ${failure("n'a pas pu ouvrir")} ${LOCK}`],
    UNLOCKING_FAILED_BLACKLISTED: ["Échec de l'ouverture : support bloqué", unlockFailed('le support figure sur la liste de blocage')],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      "Échec de l'ouverture : aucune autorisation",
      unlockFailed("le support n'est pas autorisé pour ce cylindre"),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      "Échec de l'ouverture : heure du cylindre non synchronisée",
      unlockFailed("l'heure du cylindre n'est pas synchronisée"),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      "Échec de l'ouverture : signature de l'autorisation non valide",
      unlockFailed("la signature de l'autorisation n'est pas valide"),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: [
      "Échec de l'ouverture : jour férié",
      unlockFailed("l'accès n'est pas autorisé les jours fériés"),
    ],
    CREATE_MOBILE_PHONE: ['Smartphone créé', `Smartphone ${MEDIUM} créé${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartphone supprimé', `Smartphone ${MEDIUM} supprimé${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Désactivation du support terminée immédiatement',
      `Désactivation du support ${MEDIUM} ${success('terminée')} immédiatement`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: ['Couplage du smartphone terminé', `Smartphone ${MEDIUM} couplé${opt(` (${PHONE_NUMBER})`)}`],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Nouveau couplage du smartphone terminé',
      `Smartphone ${MEDIUM} couplé à nouveau${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Code de partage utilisé', `Code de partage du cylindre ${LOCK} utilisé`],
    MEDIUM_REMOVED_MANUALLY: ['Support retiré manuellement', `Support ${MEDIUM} retiré manuellement${opt(` par ${OPERATOR}`)}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Support marqué pour le retrait', `Support ${MEDIUM} marqué pour le retrait`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Risque de saturation du journal du cylindre',
      `La mémoire du journal du cylindre ${LOCK} est ${warning('presque pleine')} ; synchronisez le cylindre pour conserver toutes les entrées`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      "Action d'ouverture permanente inconnue",
      `Le cylindre ${LOCK} a signalé une action d'ouverture permanente inconnue`,
    ],
    PRODUCTION_DUMMY_RECORD: ['Entrée de test de production', `Entrée de test écrite lors de la production du cylindre ${LOCK}`],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: [
      'Fenêtre de maintenance confirmée',
      `Fenêtre de maintenance${opt(` ${VALID_FROM} – ${VALID_TO}`)} confirmée`,
    ],
    ADD_SUPPORT_ACO: ["Accès de l'assistance technique accordé", `Accès de l'assistance technique accordé${opt(` à ${ACO}`)}`],
    DELETE_SUPPORT_ACO: ["Accès de l'assistance technique supprimé", `Accès de l'assistance technique${opt(` de ${ACO}`)} supprimé`],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      "Toutes les entrées de journal d'une personne supprimées",
      `Toutes les entrées de journal de la personne ${PERSON} supprimées`,
    ],
    API_GENERATE_KEY: ['Clé API générée', `Clé API${opt(` ${NAME}`)} générée`],
    API_REGENERATE_KEY: ['Clé API régénérée', `Clé API${opt(` ${NAME}`)} régénérée`],
    API_UPDATE_KEY: ['Clé API modifiée', `Clé API${opt(` ${NAME}`)} modifiée`],
    API_DEACTIVATE_KEY: ['Clé API désactivée', `Clé API${opt(` ${NAME}`)} désactivée`],
    API_REACTIVATE_KEY: ['Clé API réactivée', `Clé API${opt(` ${NAME}`)} réactivée`],
    API_DELETE_KEY: ['Clé API supprimée', `Clé API${opt(` ${NAME}`)} supprimée`],
    API_PURCHASE_ACCESS: ['Accès API acheté', `Accès API acheté${opt(` pour ${AMOUNT} crédits`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Zone attribuée au cylindre', `Zone ${AREA} attribuée au cylindre ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ['Cylindre attribué à la zone', `Cylindre ${LOCK} attribué à la zone ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Zone retirée du cylindre', `Zone ${AREA} retirée du cylindre ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Cylindre retiré de la zone', `Cylindre ${LOCK} retiré de la zone ${AREA}`],
    AUTH_KEY_PRODUCTION_FINISHED: [
      'Autorisation prête pour le transfert',
      `L'autorisation pour le support ${MEDIUM} est prête pour le transfert`,
    ],
    CREATE_AUTHORIZATION_KEY: [
      'Autorisation créée',
      `Autorisation pour le support ${MEDIUM} créée${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Autorisation modifiée',
      `Autorisation pour le support ${MEDIUM} modifiée${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Autorisation supprimée avant le transfert',
      `Autorisation pour le support ${MEDIUM} supprimée avant son transfert`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: [
      'Autorisation marquée comme supprimée',
      `Autorisation pour le support ${MEDIUM} marquée comme supprimée`,
    ],
    UNDELETE_AUTHORIZATION_KEY: [
      "Suppression de l'autorisation annulée",
      `Suppression de l'autorisation pour le support ${MEDIUM} annulée`,
    ],
    CHANGE_KEYRING_OWNER: ['Support attribué à une personne', `Support ${MEDIUM} attribué à ${PERSON}`],
    REVOKE_KEYRING_OWNER: ['Attribution du support annulée', `Attribution du support ${MEDIUM} à ${PERSON} annulée`],
    CREATE_ACO_FINISHED: ["Inscription de l'administrateur terminée", `L'administrateur ${ACO} a terminé son inscription`],
    REMOVE_EXPIRED_ACO_ACTIVATION: [
      "Invitation d'administrateur expirée supprimée",
      `Invitation expirée de l'administrateur ${ACO} supprimée`,
    ],
    CREATE_SHARED_CYLINDER_CODE: [
      'Code de partage créé',
      `Code de partage du cylindre ${LOCK} créé${opt(`, valable jusqu'au ${VALID_TO}`)}`,
    ],
    REDEEM_SHARED_CYLINDER_CODE: ['Code de partage utilisé', `Code de partage du cylindre ${LOCK} utilisé`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Propre code de partage utilisé par un autre système de fermeture',
      `Code de partage du cylindre ${LOCK} utilisé par un autre système de fermeture${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Partage du cylindre terminé', `Partage du cylindre ${LOCK} terminé${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Utilisation de crédits bloquée',
      `Utilisation de crédits ${warning('bloquée')} après trop de tentatives non valides`,
    ],
    INVALID_CREDIT_ENTERED: ['Code de crédit non valide saisi', `Le code de crédit saisi n'est ${failure('pas valide')}`],
    QUANTITY_CREDIT_ADDED: ['Crédits ajoutés', `${AMOUNT} crédits ajoutés`],
    TEMPORAL_CREDIT_ADDED: ['Crédit temporel ajouté', `Crédit temporel ajouté${opt(`, valable jusqu'au ${VALID_TO}`)}`],
    CYLINDER_DEFAULTS_EDITED: ['Paramètres par défaut des cylindres modifiés', 'Paramètres par défaut des cylindres modifiés'],
    EDIT_CUSTOMER_SETTINGS: ['Paramètres client modifiés', 'Paramètres du compte client modifiés'],
    EDIT_DEFAULT_LOG_SETTINGS: ['Paramètres par défaut des journaux modifiés', 'Paramètres par défaut des journaux modifiés'],
    EDIT_TIMEZONE_NEW_DEFAULT: ['Fuseau horaire par défaut modifié', `Fuseau horaire par défaut modifié${opt(` : ${NAME}`)}`],
    FINALIZE_MOBILE_PHONE_PAIRING: ['Couplage du smartphone terminé', `Smartphone ${MEDIUM} couplé${opt(` (${PHONE_NUMBER})`)}`],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Nouveau couplage du smartphone terminé',
      `Smartphone ${MEDIUM} couplé à nouveau${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: ['Code de couplage généré', `Code de couplage généré pour le smartphone ${MEDIUM}`],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Code de nouveau couplage généré',
      `Code de nouveau couplage généré pour le smartphone ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      "Principe des quatre yeux : e-mail d'activation envoyé",
      `E-mail d'activation du principe des quatre yeux envoyé${opt(` à ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Principe des quatre yeux : e-mail de désactivation envoyé',
      `E-mail de désactivation du principe des quatre yeux envoyé${opt(` à ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Principe des quatre yeux : e-mail de déblocage envoyé',
      `E-mail de déblocage de l'accès selon le principe des quatre yeux envoyé${opt(` à ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Principe des quatre yeux : accès débloqué',
      `Accès${opt(` de ${ACO}`)} débloqué selon le principe des quatre yeux`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Principe des quatre yeux : lien de confirmation non valide',
      `Un lien de confirmation du principe des quatre yeux ${failure('non valide ou expiré')} a été utilisé`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Remplacement de carte lancé', replacement('de la carte', 'lancé')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: ['Remplacement de carte terminé', replacement('de la carte', success('terminé'))],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      "Remplacement de carte annulé par l'administrateur",
      replacement('de la carte', `${failure('annulé')} par un administrateur`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      "Remplacement de smartphone lancé par l'administrateur",
      replacement('du smartphone', 'lancé par un administrateur'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      "Remplacement de smartphone lancé par l'utilisateur",
      replacement('du smartphone', 'lancé par son utilisateur'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Remplacement de smartphone approuvé automatiquement',
      replacement('du smartphone', `${success('approuvé')} automatiquement`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Remplacement de smartphone approuvé manuellement',
      replacement('du smartphone', `${success('approuvé')} par un administrateur`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Remplacement de smartphone refusé manuellement',
      replacement('du smartphone', `${failure('refusé')} par un administrateur`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      "Remplacement de smartphone annulé par l'administrateur",
      replacement('du smartphone', `${failure('annulé')} par un administrateur`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      "Remplacement de smartphone annulé par l'utilisateur",
      replacement('du smartphone', `${failure('annulé')} par son utilisateur`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: ['Remplacement de smartphone terminé', replacement('du smartphone', success('terminé'))],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Échec de la connexion : mot de passe',
      `${failure('Échec')} de la connexion${opt(` de ${ACO}`)} : nom d'utilisateur ou mot de passe incorrect`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Échec de la connexion : second facteur',
      `${failure('Échec')} de la connexion${opt(` de ${ACO}`)} : code du second facteur incorrect`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: ['E-mails de maintenance désactivés', `E-mails de maintenance désactivés${opt(` pour ${ACO}`)}`],
    MEDIUM_EMPTIED: ['Support vidé', `Toutes les autorisations du support ${MEDIUM} supprimées`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Support marqué pour le retrait', `Support ${MEDIUM} marqué pour le retrait`],
    MEDIUM_REMOVED_MANUALLY: ['Support retiré manuellement', `Support ${MEDIUM} retiré manuellement`],
    PASSWORD_RESET: ['Mot de passe réinitialisé', `Mot de passe${opt(` de ${ACO}`)} réinitialisé`],
    QUICK_REGISTRY_SMS_SENT: ["SMS d'inscription envoyé", `SMS d'inscription envoyé${opt(` au ${PHONE_NUMBER}`)}`],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Support retiré après désactivation',
      `Support ${MEDIUM} retiré après la fin de sa désactivation`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: ['Entrée de journal supprimée', `Entrée de journal${opt(` concernant ${PERSON}`)} supprimée`],
    SMS_TEXT: ['Texte SMS modifié', "Texte du SMS d'inscription modifié"],
    VIEW_LOG: ['Journal consulté', 'Journal consulté'],
  },
};

export default fr;
