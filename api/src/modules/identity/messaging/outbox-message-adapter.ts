import type { EntityManager } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { requestLog } from '../../../lib/request-log.ts';
import { MessageOutbox } from '../message-outbox.entity.ts';
import type { MessageAdapter, OutgoingMessage } from './message-adapter.ts';
import { fillSecret, outboxKey, sealSecret } from './message-secret.ts';
import { forgetExpiredSecrets } from './outbox-delivery.ts';

/**
 * Writes each message to the outbox table, where a delivery worker (e-mail, SMS) picks it up, and to the
 * log. The message's secret is stored sealed only (message-secret.ts). Outside production the log line carries the
 * body with its secret, so a developer can read a reset code there; production logs never do.
 */
export class OutboxMessageAdapter implements MessageAdapter {
  readonly #log: FastifyBaseLogger;
  readonly #logBodies: boolean;
  readonly #key: Buffer;

  constructor(log: FastifyBaseLogger, options: { logBodies: boolean; installationSecret: string }) {
    this.#log = log;
    this.#logBodies = options.logBodies;
    this.#key = outboxKey(options.installationSecret);
  }

  async send(em: EntityManager, message: OutgoingMessage): Promise<void> {
    const { secret, ...text } = message;
    const row = em.create(MessageOutbox, {
      ...text,
      secretSealed: secret ? sealSecret(this.#key, secret.value, message.recipient) : null,
      secretExpiresAt: secret?.expiresAt ?? null,
    });
    await em.flush();
    // Codes nobody can use any more leave the table as new ones arrive (no worker needs to run for that).
    await forgetExpiredSecrets(em);
    const body = secret ? fillSecret(message.body, secret.value) : message.body;
    // Inside a request (a reset code asked for), its line carries that request's id.
    requestLog(this.#log).info(
      {
        outboxId: row.id,
        channel: message.channel,
        recipient: message.recipient,
        kind: message.kind,
        ...(this.#logBodies ? { body } : {}),
      },
      `message queued: ${message.subject}`,
    );
  }
}
