/** Portuguese (Portugal). */
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

const unlockFailed = (reason: string) => `${MEDIUM} não conseguiu abrir ${LOCK}: ${failure(reason)}`;
const replacement = (medium: 'do cartão' | 'do smartphone', what: string) => `Substituição ${medium} ${MEDIUM} ${what}`;

const pt: LanguagePack = {
  tag: 'pt-PT',
  yes: 'sim',
  no: 'não',

  operations: {
    actions: {
      sync: { g: 'f', phrase: (s) => `Sincronização ${s}` },
      addToSystem: { g: 'f', phrase: (s) => `Adição ${s} ao sistema de fecho` },
      removeFromSystem: { g: 'f', phrase: (s) => `Remoção ${s} do sistema de fecho` },
      deactivation: { g: 'f', phrase: (s) => `Desativação ${s}` },
      reactivation: { g: 'f', phrase: (s) => `Reativação ${s}` },
      capUpdate: { g: 'f', phrase: (s) => `Atualização do ficheiro CAP ${s}` },
      firmwareUpdate: { g: 'f', phrase: (s) => `Atualização do firmware ${s}` },
      replacement: { g: 'f', phrase: (s) => `Substituição ${s}` },
      installation: { g: 'f', phrase: (s) => `Instalação ${s}` },
      removal: { g: 'f', phrase: (s) => `Remoção ${s}` },
      pinReset: { g: 'f', phrase: (s) => `Reposição do PIN ${s}` },
    },
    subjects: {
      cylinder: 'do cilindro',
      knob: 'do manípulo',
      wallReader: 'do leitor de parede',
      readerUnit: 'da unidade de leitura',
      component: 'do componente de fecho',
      medium: 'do meio de acesso',
      card: 'do cartão',
      phone: 'do smartphone',
      faultyCylinder: 'do cilindro defeituoso',
      faultyWallReader: 'do leitor de parede defeituoso',
    },
    channels: {
      cardReader: 'através do leitor de cartões',
      ota: 'via OTA',
      otaAfterUnlock: 'via OTA após a abertura',
      proxy: 'através da aplicação proxy',
      support: 'pelo suporte técnico',
      phone: 'através do smartphone',
      app: 'através da aplicação',
      browser: 'através do navegador',
    },
    outcomes: {
      ok: { m: 'concluído com êxito', f: 'concluída com êxito' },
      completed: { m: 'concluído', f: 'concluída' },
      started: { m: 'iniciado', f: 'iniciada' },
      partial: { m: 'concluído parcialmente', f: 'concluída parcialmente' },
      failed: 'falhou',
    },
    errorCode: 'código de erro',
  },

  toggles: {
    features: {
      appUpdateAfterUnlocking: { text: 'Atualização após a abertura', g: 'f' },
      handsFree: { text: 'Modo mãos-livres', g: 'm' },
      unlockFromLockScreen: { text: 'Abertura a partir do ecrã de bloqueio', g: 'f' },
      defaultSmsText: { text: 'Texto SMS predefinido', g: 'm' },
      autoPhoneReplacementApproval: { text: 'Aprovação automática de substituições de smartphone', g: 'f' },
      fourEyes: { text: 'Princípio dos quatro olhos', g: 'm' },
      twoFactor: { text: 'Autenticação de dois fatores', g: 'f' },
      holidays: { text: 'Calendário de feriados', g: 'm' },
      pinProtection: { text: 'Proteção por PIN', g: 'f' },
    },
    on: { m: 'ativado', f: 'ativada' },
    off: { m: 'desativado', f: 'desativada' },
    targets: { lock: 'para o cilindro', medium: 'para o meio de acesso', operator: 'para o administrador' },
    targetPosition: 'afterState',
  },

  records: {
    entities: {
      operator: { text: 'Administrador', g: 'm' },
      area: { text: 'Área', g: 'f' },
      person: { text: 'Pessoa', g: 'f' },
      medium: { text: 'Meio de acesso', g: 'm' },
      cylinder: { text: 'Cilindro', g: 'm' },
      wallReader: { text: 'Leitor de parede', g: 'm' },
      holiday: { text: 'Feriado', g: 'm' },
      holidaySeriesEntry: { text: 'Feriado% de uma série', g: 'm' },
      holidaySeries: { text: 'Série de feriados', g: 'f' },
      maintenanceWindow: { text: 'Janela de manutenção', g: 'f' },
      timeZone: { text: 'Fuso horário', g: 'm' },
      dstRule: { text: 'Regra da hora de verão', g: 'f' },
    },
    verbs: {
      created: { m: 'criado', f: 'criada' },
      edited: { m: 'alterado', f: 'alterada' },
      deleted: { m: 'eliminado', f: 'eliminada' },
    },
  },

  exports: {
    phrase: (o) => `Exportação ${o}`,
    objects: {
      operators: 'dos administradores',
      areas: 'das áreas',
      media: 'dos meios de acesso',
      ownMedia: 'dos meios de acesso próprios',
      foreignMedia: 'dos meios de acesso de terceiros',
      persons: 'das pessoas',
      lockingComponents: 'dos componentes de fecho',
      lockingPlan: 'do plano de fecho',
      issueReceipt: 'do comprovativo de entrega',
      systemProtocol: 'do registo do sistema',
      mediumProtocol: 'do registo dos meios de acesso',
      lockProtocol: 'do registo dos componentes de fecho',
    },
    prepared: 'preparada',
    fetched: 'transferida',
  },

  permanentOpening: {
    modes: { manual: 'Abertura permanente manual', automatic: 'Abertura permanente automática' },
    changes: {
      started: 'iniciada',
      stoppedManually: 'terminada manualmente',
      stoppedAutomatically: 'terminada automaticamente',
      weakBattery: 'terminada devido a bateria fraca',
      wrongTime: 'terminada porque a hora do cilindro não é válida',
      firmwareUpdate: 'terminada devido a uma atualização do firmware',
      holidayBegin: 'terminada devido ao início de um feriado',
    },
    atLock: 'do cilindro',
  },

  lock: {
    UNLOCKING_SUCCESSFUL: ['Abertura bem-sucedida', `${MEDIUM} abriu ${LOCK}`],
    UNLOCKING_SUCCESSFUL_VIA_HANDS_FREE: ['Abertura bem-sucedida (mãos-livres)', `${MEDIUM} abriu ${LOCK} no modo mãos-livres`],
    UNLOCKING_FAILED: ['Abertura falhada', `${MEDIUM} ${failure('não conseguiu abrir')} ${LOCK}`],
    UNLOCKING_FAILED_BLACKLISTED: [
      'Abertura falhada: meio de acesso bloqueado',
      unlockFailed('o meio de acesso está na lista de bloqueio'),
    ],
    UNLOCKING_FAILED_NOT_WHITELISTED: [
      'Abertura falhada: sem autorização',
      unlockFailed('o meio de acesso não está autorizado para este cilindro'),
    ],
    UNLOCKING_FAILED_CYLINDER_TIME_OUT_OF_SYNC: [
      'Abertura falhada: hora do cilindro não sincronizada',
      unlockFailed('a hora do cilindro não está sincronizada'),
    ],
    UNLOCKING_FAILED_AUTHORIZATION_SIGNATURE_INVALID: [
      'Abertura falhada: assinatura da autorização inválida',
      unlockFailed('a assinatura da autorização é inválida'),
    ],
    UNLOCKING_FAILED_HOLIDAY_CALENDAR_ACTIVE: ['Abertura falhada: feriado', unlockFailed('o acesso não é permitido em feriados')],
    CREATE_MOBILE_PHONE: ['Smartphone criado', `Smartphone ${MEDIUM} criado${opt(` (${PHONE_NUMBER})`)}`],
    DELETE_MOBILE_PHONE: ['Smartphone eliminado', `Smartphone ${MEDIUM} eliminado${opt(` (${PHONE_NUMBER})`)}`],
    DEACTIVATION_COMPLETED_IMMEDIATELY: [
      'Desativação do meio de acesso concluída de imediato',
      `Desativação do meio de acesso ${MEDIUM} ${success('concluída')} de imediato`,
    ],
    MOBILE_PHONE_PAIRING_FINALIZED: [
      'Emparelhamento do smartphone concluído',
      `Smartphone ${MEDIUM} emparelhado${opt(` (${PHONE_NUMBER})`)}`,
    ],
    MOBILE_PHONE_RE_PAIRING_FINALIZED: [
      'Novo emparelhamento do smartphone concluído',
      `Smartphone ${MEDIUM} emparelhado novamente${opt(` (${PHONE_NUMBER})`)}`,
    ],
    SHARED_CYLINDER_CODE_REDEEMED: ['Código de partilha utilizado', `Código de partilha do cilindro ${LOCK} utilizado`],
    MEDIUM_REMOVED_MANUALLY: [
      'Meio de acesso removido manualmente',
      `Meio de acesso ${MEDIUM} removido manualmente${opt(` por ${OPERATOR}`)}`,
    ],
    MEDIUM_MARKED_FOR_REMOVAL: ['Meio de acesso marcado para remoção', `Meio de acesso ${MEDIUM} marcado para remoção`],
    CYLINDER_LOG_OVERFLOW_POSSIBLE: [
      'Possível sobrecarga do registo do cilindro',
      `A memória do registo do cilindro ${LOCK} está ${warning('quase cheia')}; sincronize o cilindro para manter todas as entradas`,
    ],
    UNKNOWN_PERMANENT_OPENING_ACTION: [
      'Ação de abertura permanente desconhecida',
      `O cilindro ${LOCK} comunicou uma ação de abertura permanente desconhecida`,
    ],
    PRODUCTION_DUMMY_RECORD: ['Entrada de teste da produção', `Entrada de teste escrita durante a produção do cilindro ${LOCK}`],
  },

  system: {
    ACKNOWLEDGE_MAINTENANCE_WINDOW: [
      'Janela de manutenção confirmada',
      `Janela de manutenção${opt(` ${VALID_FROM} – ${VALID_TO}`)} confirmada`,
    ],
    ADD_SUPPORT_ACO: ['Acesso do suporte técnico concedido', `Acesso do suporte técnico concedido${opt(` a ${ACO}`)}`],
    DELETE_SUPPORT_ACO: ['Acesso do suporte técnico removido', `Acesso do suporte técnico${opt(` de ${ACO}`)} removido`],
    ALL_LOCKING_SYSTEM_LOGS_OF_A_PERSON_DELETED: [
      'Todas as entradas de registo de uma pessoa eliminadas',
      `Todas as entradas de registo da pessoa ${PERSON} eliminadas`,
    ],
    API_GENERATE_KEY: ['Chave API gerada', `Chave API${opt(` ${NAME}`)} gerada`],
    API_REGENERATE_KEY: ['Chave API regenerada', `Chave API${opt(` ${NAME}`)} regenerada`],
    API_UPDATE_KEY: ['Chave API alterada', `Chave API${opt(` ${NAME}`)} alterada`],
    API_DEACTIVATE_KEY: ['Chave API desativada', `Chave API${opt(` ${NAME}`)} desativada`],
    API_REACTIVATE_KEY: ['Chave API reativada', `Chave API${opt(` ${NAME}`)} reativada`],
    API_DELETE_KEY: ['Chave API eliminada', `Chave API${opt(` ${NAME}`)} eliminada`],
    API_PURCHASE_ACCESS: ['Acesso API adquirido', `Acesso API adquirido${opt(` por ${AMOUNT} créditos`)}`],
    ASSIGN_AREA_TO_CYLINDER: ['Área atribuída ao cilindro', `Área ${AREA} atribuída ao cilindro ${LOCK}`],
    ASSIGN_CYLINDER_TO_AREA: ['Cilindro atribuído à área', `Cilindro ${LOCK} atribuído à área ${AREA}`],
    UNASSIGN_AREA_FROM_CYLINDER: ['Área removida do cilindro', `Área ${AREA} removida do cilindro ${LOCK}`],
    UNASSIGN_CYLINDER_FROM_AREA: ['Cilindro removido da área', `Cilindro ${LOCK} removido da área ${AREA}`],
    AUTH_KEY_PRODUCTION_FINISHED: [
      'Autorização pronta para transferência',
      `A autorização para o meio de acesso ${MEDIUM} está pronta para transferência`,
    ],
    CREATE_AUTHORIZATION_KEY: [
      'Autorização criada',
      `Autorização para o meio de acesso ${MEDIUM} criada${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    EDIT_AUTHORIZATION_KEY: [
      'Autorização alterada',
      `Autorização para o meio de acesso ${MEDIUM} alterada${opt(` (${VALID_FROM} – ${VALID_TO})`)}`,
    ],
    DELETE_AUTHORIZATION_KEY_IN_STATE_CREATE: [
      'Autorização eliminada antes da transferência',
      `Autorização para o meio de acesso ${MEDIUM} eliminada antes da sua transferência`,
    ],
    MARK_AUTHORIZATION_KEY_AS_DELETED: [
      'Autorização marcada como eliminada',
      `Autorização para o meio de acesso ${MEDIUM} marcada como eliminada`,
    ],
    UNDELETE_AUTHORIZATION_KEY: ['Eliminação da autorização anulada', `Eliminação da autorização para o meio de acesso ${MEDIUM} anulada`],
    CHANGE_KEYRING_OWNER: ['Meio de acesso atribuído a uma pessoa', `Meio de acesso ${MEDIUM} atribuído a ${PERSON}`],
    REVOKE_KEYRING_OWNER: ['Atribuição do meio de acesso anulada', `Atribuição do meio de acesso ${MEDIUM} a ${PERSON} anulada`],
    CREATE_ACO_FINISHED: ['Registo do administrador concluído', `O administrador ${ACO} concluiu o registo`],
    REMOVE_EXPIRED_ACO_ACTIVATION: ['Convite expirado de administrador removido', `Convite expirado do administrador ${ACO} removido`],
    CREATE_SHARED_CYLINDER_CODE: [
      'Código de partilha criado',
      `Código de partilha do cilindro ${LOCK} criado${opt(`, válido até ${VALID_TO}`)}`,
    ],
    REDEEM_SHARED_CYLINDER_CODE: ['Código de partilha utilizado', `Código de partilha do cilindro ${LOCK} utilizado`],
    REDEEM_SHARED_CYLINDER_CODE_OWNER: [
      'Código de partilha próprio utilizado por outro sistema de fecho',
      `Código de partilha do cilindro ${LOCK} utilizado por outro sistema de fecho${opt(` (${NAME})`)}`,
    ],
    UNSHARE_CYLINDER: ['Partilha do cilindro terminada', `Partilha do cilindro ${LOCK} terminada${opt(` (${NAME})`)}`],
    CREDIT_REDEEMING_LOCKED: [
      'Resgate de créditos bloqueado',
      `Resgate de créditos ${warning('bloqueado')} após demasiadas tentativas inválidas`,
    ],
    INVALID_CREDIT_ENTERED: ['Código de crédito inválido introduzido', `O código de crédito introduzido ${failure('é inválido')}`],
    QUANTITY_CREDIT_ADDED: ['Créditos adicionados', `${AMOUNT} créditos adicionados`],
    TEMPORAL_CREDIT_ADDED: ['Crédito temporal adicionado', `Crédito temporal adicionado${opt(`, válido até ${VALID_TO}`)}`],
    CYLINDER_DEFAULTS_EDITED: ['Definições predefinidas dos cilindros alteradas', 'Definições predefinidas dos cilindros alteradas'],
    EDIT_CUSTOMER_SETTINGS: ['Definições do cliente alteradas', 'Definições da conta de cliente alteradas'],
    EDIT_DEFAULT_LOG_SETTINGS: ['Definições predefinidas dos registos alteradas', 'Definições predefinidas dos registos alteradas'],
    EDIT_TIMEZONE_NEW_DEFAULT: ['Fuso horário predefinido alterado', `Fuso horário predefinido alterado${opt(`: ${NAME}`)}`],
    FINALIZE_MOBILE_PHONE_PAIRING: [
      'Emparelhamento do smartphone concluído',
      `Smartphone ${MEDIUM} emparelhado${opt(` (${PHONE_NUMBER})`)}`,
    ],
    FINALIZE_MOBILE_PHONE_RE_PAIRING: [
      'Novo emparelhamento do smartphone concluído',
      `Smartphone ${MEDIUM} emparelhado novamente${opt(` (${PHONE_NUMBER})`)}`,
    ],
    GENERATE_MOBILE_PHONE_PAIRING_CODE: ['Código de emparelhamento gerado', `Código de emparelhamento gerado para o smartphone ${MEDIUM}`],
    GENERATE_MOBILE_PHONE_RE_PAIRING_CODE: [
      'Código de novo emparelhamento gerado',
      `Código de novo emparelhamento gerado para o smartphone ${MEDIUM}`,
    ],
    FOUR_EYES_ENABLE_EMAIL_SENT: [
      'Princípio dos quatro olhos: e-mail de ativação enviado',
      `E-mail de ativação do princípio dos quatro olhos enviado${opt(` a ${ACO}`)}`,
    ],
    FOUR_EYES_DISABLE_EMAIL_SENT: [
      'Princípio dos quatro olhos: e-mail de desativação enviado',
      `E-mail de desativação do princípio dos quatro olhos enviado${opt(` a ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCK_EMAIL_SENT: [
      'Princípio dos quatro olhos: e-mail de desbloqueio enviado',
      `E-mail de desbloqueio do acesso segundo o princípio dos quatro olhos enviado${opt(` a ${ACO}`)}`,
    ],
    FOUR_EYES_UNLOCKED: [
      'Princípio dos quatro olhos: acesso desbloqueado',
      `Acesso${opt(` de ${ACO}`)} desbloqueado segundo o princípio dos quatro olhos`,
    ],
    FOUR_EYES_INVALID_TOKEN: [
      'Princípio dos quatro olhos: ligação de confirmação inválida',
      `Foi utilizada uma ligação de confirmação do princípio dos quatro olhos ${failure('inválida ou expirada')}`,
    ],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_STARTED: ['Substituição de cartão iniciada', replacement('do cartão', 'iniciada')],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_FINISHED: ['Substituição de cartão concluída', replacement('do cartão', success('concluída'))],
    KEY_RING_REPLACEMENT_OF_KEY_CARD_ABORTED_BY_ACO: [
      'Substituição de cartão cancelada pelo administrador',
      replacement('do cartão', `${failure('cancelada')} por um administrador`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_ACO: [
      'Substituição de smartphone iniciada pelo administrador',
      replacement('do smartphone', 'iniciada por um administrador'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_STARTED_BY_USER: [
      'Substituição de smartphone iniciada pelo utilizador',
      replacement('do smartphone', 'iniciada pelo seu utilizador'),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_AUTOMATICALLY_APPROVED: [
      'Substituição de smartphone aprovada automaticamente',
      replacement('do smartphone', `${success('aprovada')} automaticamente`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_APPROVED: [
      'Substituição de smartphone aprovada manualmente',
      replacement('do smartphone', `${success('aprovada')} por um administrador`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_MANUALLY_REJECTED: [
      'Substituição de smartphone rejeitada manualmente',
      replacement('do smartphone', `${failure('rejeitada')} por um administrador`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_ACO: [
      'Substituição de smartphone cancelada pelo administrador',
      replacement('do smartphone', `${failure('cancelada')} por um administrador`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_ABORTED_BY_USER: [
      'Substituição de smartphone cancelada pelo utilizador',
      replacement('do smartphone', `${failure('cancelada')} pelo seu utilizador`),
    ],
    KEY_RING_REPLACEMENT_OF_MOBILE_PHONE_FINISHED: [
      'Substituição de smartphone concluída',
      replacement('do smartphone', success('concluída')),
    ],
    LOGIN_FAILED_FIRST_FACTOR: [
      'Início de sessão falhado: palavra-passe',
      `Início de sessão${opt(` de ${ACO}`)} ${failure('falhado')}: nome de utilizador ou palavra-passe incorretos`,
    ],
    LOGIN_FAILED_SECOND_FACTOR: [
      'Início de sessão falhado: segundo fator',
      `Início de sessão${opt(` de ${ACO}`)} ${failure('falhado')}: código do segundo fator incorreto`,
    ],
    MAINTENANCE_MAIL_DISCONTINUED: ['E-mails de manutenção desativados', `E-mails de manutenção desativados${opt(` para ${ACO}`)}`],
    MEDIUM_EMPTIED: ['Meio de acesso esvaziado', `Todas as autorizações removidas do meio de acesso ${MEDIUM}`],
    MEDIUM_MARKED_FOR_REMOVAL: ['Meio de acesso marcado para remoção', `Meio de acesso ${MEDIUM} marcado para remoção`],
    MEDIUM_REMOVED_MANUALLY: ['Meio de acesso removido manualmente', `Meio de acesso ${MEDIUM} removido manualmente`],
    PASSWORD_RESET: ['Palavra-passe reposta', `Palavra-passe${opt(` de ${ACO}`)} reposta`],
    QUICK_REGISTRY_SMS_SENT: ['SMS de registo enviado', `SMS de registo enviado${opt(` para ${PHONE_NUMBER}`)}`],
    REMOVE_KEYRING_AFTER_COMPLETE_DEACTIVATION: [
      'Meio de acesso removido após a desativação',
      `Meio de acesso ${MEDIUM} removido após a conclusão da sua desativação`,
    ],
    SINGLE_LOCKING_SYSTEM_LOG_DELETED: ['Entrada de registo eliminada', `Entrada de registo${opt(` de ${PERSON}`)} eliminada`],
    SMS_TEXT: ['Texto SMS alterado', 'Texto do SMS de registo alterado'],
    VIEW_LOG: ['Registo de eventos consultado', 'Registo de eventos consultado'],
  },
};

export default pt;
