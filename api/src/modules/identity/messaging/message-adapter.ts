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
  body: string;
}

/**
 * How messages leave the shop (the spec's MESSAGE_ADAPTER). `send` runs inside the caller's transaction
 * (`em`), so a message exists exactly when the change that caused it was committed.
 */
export interface MessageAdapter {
  send(em: EntityManager, message: OutgoingMessage): Promise<void>;
}
