/** Spanish (Spain). */
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

const unlockFailed = (reason: string) => `${MEDIUM} no ha podido abrir ${LOCK}: ${failure(reason)}`;
const replacement = (medium: 'de la tarjeta' | 'del smartphone', what: string) => `Sustitución ${medium} ${MEDIUM} ${what}`;

const es: LanguagePack = {
  tag: 'es-ES',
  yes: 'sí',
  no: 'no',

  operations: {
    actions: {
      sync: { g: 'f', phrase: (s) => `Sincronización ${s}` },
      addToSystem: { g: 'f', phrase: (s) => `Incorporación ${s} al sistema de cierre` },
      removeFromSystem: { g: 'f', phrase: (s) => `Retirada ${s} del sistema de cierre` },
      deactivation: { g: 'f', phrase: (s) => `Desactivación ${s}` },
      reactivation: { g: 'f', phrase: (s) => `Reactivación ${s}` },
      capUpdate: { g: 'f', phrase: (s) => `Actualización del archivo CAP ${s}` },
      firmwareUpdate: { g: 'f', phrase: (s) => `Actualización del firmware ${s}` },
      replacement: { g: 'f', phrase: (s) => `Sustitución ${s}` },
      installation: { g: 'f', phrase: (s) => `Instalación ${s}` },
      removal: { g: 'f', phrase: (s) => `Retirada ${s}` },
      pinReset: { g: 'm', phrase: (s) => `Restablecimiento del PIN ${s}` },
    },
    subjects: {
      cylinder: 'del cilindro',
      knob: 'del pomo',
      wallReader: 'del lector de pared',
      readerUnit: 'de la unidad de lectura',
      component: 'del componente de cierre',
      medium: 'del medio',
      card: 'de la tarjeta',
      phone: 'del smartphone',
      faultyCylinder: 'del cilindro defectuoso',
      faultyWallReader: 'del lector de pared defectuoso',
    },
    channels: {
      cardReader: 'mediante lector de tarjetas',
      ota: 'mediante OTA',
      otaAfterUnlock: 'mediante OTA tras la apertura',
      proxy: 'mediante app proxy',
      support: 'por el soporte técnico',
      phone: 'mediante smartphone',
      app: 'mediante la app',
      browser: 'mediante el navegador',
    },
    outcomes: {
      ok: { m: 'realizado correctamente', f: 'realizada correctamente' },
      completed: { m: 'completado', f: 'completada' },
      started: { m: 'iniciado', f: 'iniciada' },
      partial: { m: 'completado parcialmente', f: 'completada parcialmente' },
      failed: { m: 'fallido', f: 'fallida' },
    },
    errorCode: 'código de error',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: 'Actualización tras la apertura', g: 'f' },
      handsFree: { text: 'Modo manos libres', g: 'm' },
      unlockFromLockScreen: { text: 'Apertura desde la pantalla de bloqueo', g: 'f' },
      defaultSmsText: { text: 'Texto SMS predeterminado', g: 'm' },
      autoPhoneReplacementApproval: { text: 'Aprobación automática de sustituciones de smartphone', g: 'f' },
      fourEyes: { text: 'Principio de los cuatro ojos', g: 'm' },
      twoFactor: { text: 'Autenticación de dos factores', g: 'f' },
      holidays: { text: 'Calendario de festivos', g: 'm' },
      pinProtection: { text: 'Protección por PIN', g: 'f' },
    },
    on: { m: 'activado', f: 'activada' },
    off: { m: 'desactivado', f: 'desactivada' },
    targets: { lock: 'para el cilindro', medium: 'para el medio', operator: 'para el administrador' },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Administrador', g: 'm' },
      area: { text: 'Área', g: 'f' },
      person: { text: 'Persona', g: 'f' },
      medium: { text: 'Medio', g: 'm' },
      cylinder: { text: 'Cilindro', g: 'm' },
      wallReader: { text: 'Lector de pared', g: 'm' },
      holiday: { text: 'Festivo', g: 'm' },
      holidaySeriesEntry: { text: 'Festivo% de una serie', g: 'm' },
      holidaySeries: { text: 'Serie de festivos', g: 'f' },
      maintenanceWindow: { text: 'Ventana de mantenimiento', g: 'f' },
      timeZone: { text: 'Zona horaria', g: 'f' },
      dstRule: { text: 'Regla de horario de verano', g: 'f' },
    },
    verbs: {
      created: { m: 'creado', f: 'creada' },
      edited: { m: 'modificado', f: 'modificada' },
      deleted: { m: 'eliminado', f: 'eliminada' },
    },
  },

  exports: {
    phrase: (o) => `Exportación ${o}`,
    objects: {
      operators: 'de administradores',
      areas: 'de áreas',
      media: 'de medios',
      ownMedia: 'de medios propios',
      foreignMedia: 'de medios ajenos',
      persons: 'de personas',
      lockingComponents: 'de componentes de cierre',
      lockingPlan: 'del plan de cierre',
      issueReceipt: 'del recibo de entrega',
      systemProtocol: 'del registro del sistema',
      mediumProtocol: 'del registro de medios',
      lockProtocol: 'del registro de componentes de cierre',
    },
    prepared: 'preparada',
    fetched: 'descargada',
  },

  permanentOpening: {
    modes: { manual: 'Apertura permanente manual', automatic: 'Apertura permanente automática' },
    changes: {
      started: 'iniciada',
      stoppedManually: 'finalizada manualmente',
      stoppedAutomatically: 'finalizada automáticamente',
      weakBattery: 'finalizada por batería baja',
      wrongTime: 'finalizada porque la hora del cilindro no es válida',
      firmwareUpdate: 'finalizada por una actualización del firmware',
      holidayBegin: 'finalizada por el inicio de un festivo',
    },
    atLock: 'del cilindro',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Apertura correcta', `${MEDIUM} ha abierto ${LOCK}`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: ['Apertura correcta (manos libres)', `${MEDIUM} ha abierto ${LOCK} en modo manos libres`],
    UNLOCKING_FAILED: ['Apertura fallida', `${MEDIUM} ${failure('no ha podido abrir')} ${LOCK}`],
    UNLOCKING_FAILED_BLACKLISTED: ['Apertura fallida: medio bloqueado', unlockFailed('el medio está en la lista de bloqueo')],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Apertura fallida: sin autorización',
      unlockFailed('el medio no está autorizado para este cilindro'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Apertura fallida: hora del cilindro no sincronizada',
      unlockFailed('la hora del cilindro no está sincronizada'),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      'Apertura fallida: firma de la autorización no válida',
      unlockFailed('la firma de la autorización no es válida'),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: ['Apertura fallida: festivo', unlockFailed('no se permite el acceso en días festivos')],
    CREATE_MOBILE_PHONE: ['Smartphone creado', `Smartphone ${MEDIUM} creado${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartphone eliminado', `Smartphone ${MEDIUM} eliminado${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Desactivación del medio completada de inmediato',
      `Desactivación del medio ${MEDIUM} ${success('completada')} de inmediato`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: ['Vinculación del smartphone completada', `Smartphone ${MEDIUM} vinculado${opt(` (${PHONE_NUMBER})`)}`],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Nueva vinculación del smartphone completada',
      `Smartphone ${MEDIUM} vinculado de nuevo${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Código de uso compartido canjeado', `Código de uso compartido del cilindro ${LOCK} canjeado`],
    MEDIUM_REMOVED_MANUALLY: ['Medio retirado manualmente', `Medio ${MEDIUM} retirado manualmente${opt(` por ${OPERATOR}`)}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medio marcado para su retirada', `Medio ${MEDIUM} marcado para su retirada`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Posible desbordamiento del registro del cilindro',
      `La memoria del registro del cilindro ${LOCK} está ${warning('casi llena')}; sincronice el cilindro para conservar todas las entradas`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      'Acción de apertura permanente desconocida',
      `El cilindro ${LOCK} ha notificado una acción de apertura permanente desconocida`,
    ],
    PRODUCTION_DUMMY_RECORD: ['Entrada de prueba de fabricación', `Entrada de prueba escrita durante la fabricación del cilindro ${LOCK}`],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: [
      'Ventana de mantenimiento confirmada',
      `Ventana de mantenimiento${opt(` ${VALID_FROM} – ${VALID_TO}`)} confirmada`,
    ],
    ADD_SUPPORT_ACO: ['Acceso del soporte técnico concedido', `Acceso del soporte técnico concedido${opt(` a ${ACO}`)}`],
    DELETE_SUPPORT_ACO: ['Acceso del soporte técnico retirado', `Acceso del soporte técnico${opt(` de ${ACO}`)} retirado`],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'Todas las entradas de registro de una persona eliminadas',
      `Todas las entradas de registro de la persona ${PERSON} eliminadas`,
    ],
    API_GENERATE_KEY: ['Clave API generada', `Clave API${opt(` ${NAME}`)} generada`],
    API_REGENERATE_KEY: ['Clave API regenerada', `Clave API${opt(` ${NAME}`)} regenerada`],
    API_UPDATE_KEY: ['Clave API modificada', `Clave API${opt(` ${NAME}`)} modificada`],
    API_DEACTIVATE_KEY: ['Clave API desactivada', `Clave API${opt(` ${NAME}`)} desactivada`],
    API_REACTIVATE_KEY: ['Clave API reactivada', `Clave API${opt(` ${NAME}`)} reactivada`],
    API_DELETE_KEY: ['Clave API eliminada', `Clave API${opt(` ${NAME}`)} eliminada`],
    API_PURCHASE_ACCESS: ['Acceso API adquirido', `Acceso API adquirido${opt(` por ${AMOUNT} créditos`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Área asignada al cilindro', `Área ${AREA} asignada al cilindro ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ['Cilindro asignado al área', `Cilindro ${LOCK} asignado al área ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Área retirada del cilindro', `Área ${AREA} retirada del cilindro ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Cilindro retirado del área', `Cilindro ${LOCK} retirado del área ${AREA}`],
    AUTH_KEY_PRODUCTION_FINISHED: [
      'Autorización lista para la transferencia',
      `La autorización para el medio ${MEDIUM} está lista para la transferencia`,
    ],
    CREATE_AUTHORIZATION_KEY: [
      'Autorización creada',
      `Autorización para el medio ${MEDIUM} creada${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Autorización modificada',
      `Autorización para el medio ${MEDIUM} modificada${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Autorización eliminada antes de la transferencia',
      `Autorización para el medio ${MEDIUM} eliminada antes de su transferencia`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: [
      'Autorización marcada como eliminada',
      `Autorización para el medio ${MEDIUM} marcada como eliminada`,
    ],
    UNDELETE_AUTHORIZATION_KEY: [
      'Eliminación de la autorización deshecha',
      `Eliminación de la autorización para el medio ${MEDIUM} deshecha`,
    ],
    CHANGE_KEYRING_OWNER: ['Medio asignado a una persona', `Medio ${MEDIUM} asignado a ${PERSON}`],
    REVOKE_KEYRING_OWNER: ['Asignación del medio anulada', `Asignación del medio ${MEDIUM} a ${PERSON} anulada`],
    CREATE_ACO_FINISHED: ['Registro del administrador completado', `El administrador ${ACO} ha completado el registro`],
    REMOVE_EXPIRED_ACO_ACTIVATION: [
      'Invitación caducada de administrador eliminada',
      `Invitación caducada del administrador ${ACO} eliminada`,
    ],
    CREATE_SHARED_CYLINDER_CODE: [
      'Código de uso compartido creado',
      `Código de uso compartido del cilindro ${LOCK} creado${opt(`, válido hasta el ${VALID_TO}`)}`,
    ],
    REDEEM_SHARED_CYLINDER_CODE: ['Código de uso compartido canjeado', `Código de uso compartido del cilindro ${LOCK} canjeado`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Código de uso compartido propio canjeado por otro sistema de cierre',
      `Código de uso compartido del cilindro ${LOCK} canjeado por otro sistema de cierre${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Uso compartido del cilindro finalizado', `Uso compartido del cilindro ${LOCK} finalizado${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Canje de créditos bloqueado',
      `Canje de créditos ${warning('bloqueado')} tras demasiados intentos no válidos`,
    ],
    INVALID_CREDIT_ENTERED: ['Código de crédito no válido introducido', `El código de crédito introducido ${failure('no es válido')}`],
    QUANTITY_CREDIT_ADDED: ['Créditos añadidos', `${AMOUNT} créditos añadidos`],
    TEMPORAL_CREDIT_ADDED: ['Crédito temporal añadido', `Crédito temporal añadido${opt(`, válido hasta el ${VALID_TO}`)}`],
    CYLINDER_DEFAULTS_EDITED: [
      'Configuración predeterminada de los cilindros modificada',
      'Configuración predeterminada de los cilindros modificada',
    ],
    EDIT_CUSTOMER_SETTINGS: ['Configuración del cliente modificada', 'Configuración de la cuenta de cliente modificada'],
    EDIT_DEFAULT_LOG_SETTINGS: [
      'Configuración predeterminada de los registros modificada',
      'Configuración predeterminada de los registros modificada',
    ],
    EDIT_TIMEZONE_NEW_DEFAULT: ['Zona horaria predeterminada modificada', `Zona horaria predeterminada modificada${opt(`: ${NAME}`)}`],
    FINALIZE_MOBILE_PHONE_PAIRING: ['Vinculación del smartphone completada', `Smartphone ${MEDIUM} vinculado${opt(` (${PHONE_NUMBER})`)}`],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Nueva vinculación del smartphone completada',
      `Smartphone ${MEDIUM} vinculado de nuevo${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: ['Código de vinculación generado', `Código de vinculación generado para el smartphone ${MEDIUM}`],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Código de nueva vinculación generado',
      `Código de nueva vinculación generado para el smartphone ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Principio de los cuatro ojos: correo de activación enviado',
      `Correo electrónico de activación del principio de los cuatro ojos enviado${opt(` a ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Principio de los cuatro ojos: correo de desactivación enviado',
      `Correo electrónico de desactivación del principio de los cuatro ojos enviado${opt(` a ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Principio de los cuatro ojos: correo de desbloqueo enviado',
      `Correo electrónico de desbloqueo del acceso según el principio de los cuatro ojos enviado${opt(` a ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Principio de los cuatro ojos: acceso desbloqueado',
      `Acceso${opt(` de ${ACO}`)} desbloqueado según el principio de los cuatro ojos`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Principio de los cuatro ojos: enlace de confirmación no válido',
      `Se ha usado un enlace de confirmación del principio de los cuatro ojos ${failure('no válido o caducado')}`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Sustitución de tarjeta iniciada', replacement('de la tarjeta', 'iniciada')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: ['Sustitución de tarjeta completada', replacement('de la tarjeta', success('completada'))],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      'Sustitución de tarjeta cancelada por el administrador',
      replacement('de la tarjeta', `${failure('cancelada')} por un administrador`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      'Sustitución de smartphone iniciada por el administrador',
      replacement('del smartphone', 'iniciada por un administrador'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      'Sustitución de smartphone iniciada por el usuario',
      replacement('del smartphone', 'iniciada por su usuario'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Sustitución de smartphone aprobada automáticamente',
      replacement('del smartphone', `${success('aprobada')} automáticamente`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Sustitución de smartphone aprobada manualmente',
      replacement('del smartphone', `${success('aprobada')} por un administrador`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Sustitución de smartphone rechazada manualmente',
      replacement('del smartphone', `${failure('rechazada')} por un administrador`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      'Sustitución de smartphone cancelada por el administrador',
      replacement('del smartphone', `${failure('cancelada')} por un administrador`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      'Sustitución de smartphone cancelada por el usuario',
      replacement('del smartphone', `${failure('cancelada')} por su usuario`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: [
      'Sustitución de smartphone completada',
      replacement('del smartphone', success('completada')),
    ],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Inicio de sesión fallido: contraseña',
      `Inicio de sesión${opt(` de ${ACO}`)} ${failure('fallido')}: nombre de usuario o contraseña incorrectos`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Inicio de sesión fallido: segundo factor',
      `Inicio de sesión${opt(` de ${ACO}`)} ${failure('fallido')}: código del segundo factor incorrecto`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: ['Correos de mantenimiento desactivados', `Correos de mantenimiento desactivados${opt(` para ${ACO}`)}`],
    MEDIUM_EMPTIED: ['Medio vaciado', `Todas las autorizaciones retiradas del medio ${MEDIUM}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Medio marcado para su retirada', `Medio ${MEDIUM} marcado para su retirada`],
    MEDIUM_REMOVED_MANUALLY: ['Medio retirado manualmente', `Medio ${MEDIUM} retirado manualmente`],
    PASSWORD_RESET: ['Contraseña restablecida', `Contraseña${opt(` de ${ACO}`)} restablecida`],
    QUICK_REGISTRY_SMS_SENT: ['SMS de registro enviado', `SMS de registro enviado${opt(` a ${PHONE_NUMBER}`)}`],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Medio retirado tras la desactivación',
      `Medio ${MEDIUM} retirado tras completarse su desactivación`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: ['Entrada de registro eliminada', `Entrada de registro${opt(` de ${PERSON}`)} eliminada`],
    SMS_TEXT: ['Texto SMS modificado', 'Texto del SMS de registro modificado'],
    VIEW_LOG: ['Registro consultado', 'Registro consultado'],
  },
};

export default es;
