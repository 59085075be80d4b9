// The delivery side of the message outbox, for whatever sends the messages (e-mail, SMS, Telegram): read a message
// as its recipient should read it, and mark it delivered, which deletes its secret. The table's trigger
// (message_outbox_secret_leaves) deletes the secret of any row whose sent_at is set, whoever sets it.
import type { EntityManager } from '@mikro-orm/core';
import { ORDER_NEWS_KIND, wordOrderNews } from '../../notifications/order-news.ts';
import { MessageOutbox } from '../message-outbox.entity.ts';
import { fillSecret, openSecret, outboxKey } from './message-secret.ts';

export class OutboxDelivery {
  readonly #key: Buffer;
  readonly #publicOrigin: string;

  constructor(installationSecret: string, publicOrigin = '') {
    this.#key = outboxKey(installationSecret);
    this.#publicOrigin = publicOrigin;
  }

  /** The text to deliver, the secret written in; undefined when its secret has left (delivered, expired) or cannot be opened. */
  text(message: MessageOutbox): string | undefined {
    // Order news is stored as facts and worded now, in its reader's language.
    if (message.kind === ORDER_NEWS_KIND) return wordOrderNews(message.body, this.#publicOrigin);
    if (!message.secretSealed) return message.secretExpiresAt ? undefined : message.body;
    const secret = openSecret(this.#key, message.secretSealed, message.recipient);
    return secret === undefined ? undefined : fillSecret(message.body, secret);
  }

  /** Marks the message delivered: from now on the outbox holds no secret of it. */
  async delivered(em: EntityManager, message: MessageOutbox, at = new Date()): Promise<void> {
    message.sentAt = at;
    message.secretSealed = null;
    await em.flush();
  }
}

/** Deletes the sealed secrets whose codes have expired (a message never delivered keeps no usable code either). */
export async function forgetExpiredSecrets(em: EntityManager): Promise<void> {
  await em.nativeUpdate(
    MessageOutbox,
    { secretSealed: { $ne: null }, secretExpiresAt: { $lt: new Date() } },
    { secretSealed: null },
  );
}
