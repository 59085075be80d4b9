import type { EntityManager } from '@mikro-orm/core';
import type { MessageChannel } from '../message-outbox.entity.ts';

/** A message for one person: a reset code today, order news later. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** E-mail address or phone number. */
  recipient: string;
  /** What it is about, for the delivery worker and the log: PASSWORD_RESET... */
  kind: string;
  subject: string;
  /** The text; a secret goes where SECRET_PLACEHOLDER (message-secret.ts) stands, so the stored body never holds it. */
  body: string;
  /** A code the message carries: sealed in the outbox, deleted once delivered or expired (never stored in the clear). */
  secret?: { value: string; expiresAt: Date };
}

/**
 * How messages leave the shop (the spec's MESSAGE_ADAPTER). `send` runs inside the caller's transaction
 * (`em`), so a message exists exactly when the change that caused it was committed.
 */
export interface MessageAdapter {
  send(em: EntityManager, message: OutgoingMessage): Promise<void>;
}
