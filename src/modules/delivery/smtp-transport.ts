import { createRequire } from 'node:module';
import type nodemailer from 'nodemailer';
import type { DeliveryConfig } from '../../kernel/delivery-config.ts';
import type { MessageTransport } from './transport.ts';

/** E-mail through an SMTP server (nodemailer). Plain text, with the text's language declared. */
export function smtpTransport(config: DeliveryConfig['smtp']): MessageTransport | undefined {
  if (!config.host) return undefined;
  // Loaded only here: a service without SMTP starts faster without it.
  const { createTransport } = createRequire(import.meta.url)('nodemailer') as typeof nodemailer;
  const mailer = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    connectionTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await mailer.sendMail({
        from: config.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        headers: { 'Content-Language': message.language },
      });
    },
    close: () => mailer.close(),
  };
}
