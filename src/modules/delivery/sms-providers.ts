import type { DeliveryConfig } from '../../kernel/delivery-config.ts';
import type { MessageTransport } from './transport.ts';

type SmsConfig = DeliveryConfig['sms'];

/** Builds the SMS transport of a provider from the configuration (undefined: not configured). */
export type SmsProviderFactory = (config: SmsConfig) => MessageTransport | undefined;

/**
 * The generic HTTP gateway: `POST <SMS_GATEWAY_URL>` with JSON `{"to": "+43…", "text": "…"}`
 * and `Authorization: Bearer <SMS_GATEWAY_TOKEN>`; any 2xx answer means accepted. The number
 * goes out without blanks (E.164).
 */
const httpJsonGateway: SmsProviderFactory = (config) => {
  if (!config.gatewayUrl) return undefined;
  const url = config.gatewayUrl;
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ to: message.recipient.replace(/\s+/g, ''), text: message.body }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        // The answer ends up in logs and the outbox: never with the token, should a gateway echo it.
        const answer = await response.text().catch(() => '');
        const detail = (config.token ? answer.split(config.token).join('***') : answer).slice(0, 200);
        throw new Error(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
};

/** Adapters by SMS_PROVIDER name; add another provider by registering its factory. */
const PROVIDERS = new Map<string, SmsProviderFactory>([['http-json', httpJsonGateway]]);

export function registerSmsProvider(name: string, factory: SmsProviderFactory): void {
  PROVIDERS.set(name, factory);
}

export function smsTransport(config: SmsConfig): MessageTransport | undefined {
  const factory = PROVIDERS.get(config.provider);
  if (!factory) throw new Error(`SMS_PROVIDER "${config.provider}" is unknown; known: ${[...PROVIDERS.keys()].join(', ')}`);
  return factory(config);
}
