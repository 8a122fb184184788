/** Configuration of message delivery (README table: SMTP_*, MAIL_FROM, SMS_*, *_DAILY_QUOTA, OUTBOX_*). */
export interface DeliveryConfig {
  smtp: {
    /** Unset: e-mails wait in the outbox until a server is configured. */
    host: string | undefined;
    port: number;
    /** True: TLS from the first byte (usually port 465); false: STARTTLS when the server offers it. */
    secure: boolean;
    user: string | undefined;
    password: string | undefined;
    from: string;
  };
  sms: {
    /** Name of the SMS adapter (see sms-providers.ts). */
    provider: string;
    /** Unset: SMS wait in the outbox until a gateway is configured. */
    gatewayUrl: string | undefined;
    token: string | undefined;
  };
  /** Messages per environment, channel and UTC day; 0 = unlimited. */
  smsDailyQuota: number;
  mailDailyQuota: number;
  /** How often the server's worker looks for due messages. */
  outboxIntervalMs: number;
  /** Retry delays double from the base up to the maximum; messages are never dropped. */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
}

type IntReader = (env: NodeJS.ProcessEnv, name: string, fallback: number) => number;

function boolFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** Reads the delivery variables; `readInt` is the configuration's integer reader. */
export function loadDeliveryConfig(env: NodeJS.ProcessEnv, readInt: IntReader): DeliveryConfig {
  const secure = boolFrom(env, 'SMTP_SECURE', false);
  return {
    smtp: {
      host: env.SMTP_HOST || undefined,
      port: readInt(env, 'SMTP_PORT', secure ? 465 : 587),
      secure,
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
      from: env.MAIL_FROM || 'access-cloud <no-reply@localhost>',
    },
    sms: {
      provider: env.SMS_PROVIDER || 'http-json',
      gatewayUrl: env.SMS_GATEWAY_URL || undefined,
      token: env.SMS_GATEWAY_TOKEN || undefined,
    },
    smsDailyQuota: readInt(env, 'SMS_DAILY_QUOTA', 100),
    mailDailyQuota: readInt(env, 'MAIL_DAILY_QUOTA', 500),
    outboxIntervalMs: readInt(env, 'OUTBOX_INTERVAL_MS', 5000),
    retryBaseSeconds: readInt(env, 'OUTBOX_RETRY_BASE_SECONDS', 30),
    retryMaxSeconds: readInt(env, 'OUTBOX_RETRY_MAX_SECONDS', 3600),
  };
}
