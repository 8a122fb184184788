import type { OutboxChannel } from '../../kernel/db/schema.ts';

/** One message as a transport sends it. */
export interface OutgoingMessage {
  id: number;
  channel: OutboxChannel;
  /** E-mail address, or phone number as stored (blanks kept). */
  recipient: string;
  subject: string | null;
  body: string;
  /** Correspondence language of the text, e.g. de-DE. */
  language: string;
}

/**
 * Delivers messages of one channel. `send` resolves once the provider has accepted the message
 * and throws on any failure; the outbox then retries later.
 */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
  close?(): void;
}

export type Transports = Partial<Record<OutboxChannel, MessageTransport>>;
