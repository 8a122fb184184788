import { bool, str, url } from 'envalid';
import { count, tcpPort } from './config-validators.ts';
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

/** The delivery variables, checked with the rest of the configuration (src/kernel/config.ts). */
export const deliveryEnv = {
  SMTP_HOST: str({ default: undefined }),
  SMTP_PORT: tcpPort({ default: undefined }),
  SMTP_SECURE: bool({ default: false }),
  SMTP_USER: str({ default: undefined }),
  SMTP_PASSWORD: str({ default: undefined }),
  MAIL_FROM: str({ default: 'access-cloud <no-reply@localhost>' }),
  SMS_PROVIDER: str({ default: 'http-json' }),
  SMS_GATEWAY_URL: url({ default: undefined }),
  SMS_GATEWAY_TOKEN: str({ default: undefined }),
  SMS_DAILY_QUOTA: count({ default: 100 }),
  MAIL_DAILY_QUOTA: count({ default: 500 }),
  OUTBOX_INTERVAL_MS: count({ default: 5000 }),
  OUTBOX_RETRY_BASE_SECONDS: count({ default: 30 }),
  OUTBOX_RETRY_MAX_SECONDS: count({ default: 3600 }),
};

interface DeliveryEnv {
  SMTP_HOST?: string;
  SMTP_PORT?: number;
  SMTP_SECURE: boolean;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  MAIL_FROM: string;
  SMS_PROVIDER: string;
  SMS_GATEWAY_URL?: string;
  SMS_GATEWAY_TOKEN?: string;
  SMS_DAILY_QUOTA: number;
  MAIL_DAILY_QUOTA: number;
  OUTBOX_INTERVAL_MS: number;
  OUTBOX_RETRY_BASE_SECONDS: number;
  OUTBOX_RETRY_MAX_SECONDS: number;
}

export function deliveryConfigFrom(e: DeliveryEnv): DeliveryConfig {
  return {
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587),
      secure: e.SMTP_SECURE,
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      from: e.MAIL_FROM,
    },
    sms: { provider: e.SMS_PROVIDER, gatewayUrl: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN },
    smsDailyQuota: e.SMS_DAILY_QUOTA,
    mailDailyQuota: e.MAIL_DAILY_QUOTA,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    retryBaseSeconds: e.OUTBOX_RETRY_BASE_SECONDS,
    retryMaxSeconds: e.OUTBOX_RETRY_MAX_SECONDS,
  };
}
