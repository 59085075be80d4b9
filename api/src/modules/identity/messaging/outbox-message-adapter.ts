import type { EntityManager } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { MessageOutbox } from '../message-outbox.entity.ts';
import type { MessageAdapter, OutgoingMessage } from './message-adapter.ts';

/**
 * Writes each message to the outbox table, where a delivery worker (e-mail, SMS) picks it up, and to the
 * log. Outside production the log line carries the body, so a developer can read a reset code there.
 */
export class OutboxMessageAdapter implements MessageAdapter {
  readonly #log: FastifyBaseLogger;
  readonly #logBodies: boolean;

  constructor(log: FastifyBaseLogger, options: { logBodies: boolean }) {
    this.#log = log;
    this.#logBodies = options.logBodies;
  }

  async send(em: EntityManager, message: OutgoingMessage): Promise<void> {
    const row = em.create(MessageOutbox, { ...message });
    await em.flush();
    this.#log.info(
      { outboxId: row.id, channel: message.channel, recipient: message.recipient, kind: message.kind, ...(this.#logBodies ? { body: message.body } : {}) },
      `message queued: ${message.subject}`,
    );
  }
}
