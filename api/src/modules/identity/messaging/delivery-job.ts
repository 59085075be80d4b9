// Delivering the outbox as jobs: one job per message, its id derived from the message's, so however often a message
// is announced (its insert's NOTIFY, the sweep) it is queued once. A run locks the message's row, sends, and marks
// it delivered in the same transaction (which deletes its secret); a second run, or a second worker, finds it
// delivered and sends nothing. A refusal throws, and pg-boss retries with a growing delay. (A process that dies
// between the transport's acceptance and the commit is the one case that sends again: SMTP and HTTP have no way
// to ask whether the other side already took it.)
import { createHash } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../../db/orm.ts';
import type { JobKind, JobQueue } from '../../../jobs/job-queue.ts';
import { MessageOutbox } from '../message-outbox.entity.ts';
import { OutboxDelivery } from './outbox-delivery.ts';
import type { Transports } from './transports.ts';

export const DELIVERY_JOB = 'message-delivery';
export const SWEEP_JOB = 'message-sweep';
/** Messages older than this are not sent any more (a reset code lives 15 minutes; order news a day at most). */
const SWEEP_HOURS = 24;

/** The message's job id: a UUID made from the message id, the same every time. */
export const deliveryJobId = (messageId: number): string => {
  const hex = createHash('sha256').update(`message-delivery:${messageId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export function deliveryJob(
  orm: Orm,
  transports: Transports,
  installationSecret: string,
  publicOrigin = '',
): JobKind<{ messageId: number }> {
  const delivery = new OutboxDelivery(installationSecret, publicOrigin);
  return {
    name: DELIVERY_JOB,
    queue: { retryLimit: 10, retryDelay: 1, retryBackoff: true, retryDelayMax: 60 * 60 },
    run: ({ data }) =>
      orm.em.fork().transactional(async (em) => {
        const message = await em.findOne(MessageOutbox, data.messageId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!message || message.sentAt) return { sent: false, why: 'already delivered' };
        const transport = transports[message.channel];
        if (!transport) return { sent: false, why: `no transport for ${message.channel}` };
        const text = delivery.text(message);
        if (text === undefined) return { sent: false, why: 'its code expired' };
        await transport({ recipient: message.recipient, subject: message.subject, text });
        await delivery.delivered(em, message);
        return { sent: true, channel: message.channel };
      }),
  };
}

/** Queues a job for every message still waiting (sent at start and every few minutes, for messages no NOTIFY announced). */
export function sweepJob(orm: Orm, transports: Transports, jobs: JobQueue): JobKind {
  return {
    name: SWEEP_JOB,
    schedule: '*/5 * * * *',
    async run() {
      const channels = Object.keys(transports);
      if (channels.length === 0) return { queued: 0 };
      const waiting = await orm.em.fork().find(
        MessageOutbox,
        {
          sentAt: null,
          channel: { $in: channels as MessageOutbox['channel'][] },
          createdAt: { $gt: new Date(Date.now() - SWEEP_HOURS * 3600_000) },
        },
        { fields: ['id'] },
      );
      for (const { id } of waiting) await jobs.send(DELIVERY_JOB, { messageId: id }, { id: deliveryJobId(id) });
      return { queued: waiting.length };
    },
  };
}

/**
 * Hears each new message when its transaction commits (the outbox's trigger NOTIFYs) and queues its delivery. One
 * connection held open; when it drops, it is made again after a pause, and the sweep covers what was missed.
 */
export function listenForMessages(
  databaseUrl: string,
  jobs: JobQueue,
  log: FastifyBaseLogger,
): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  const again = (error: unknown) => {
    if (closed) return;
    log.warn({ err: error }, 'outbox listener lost its connection; listening again shortly');
    setTimeout(() => void connect(), 2_000).unref();
  };
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'shop-outbox-listener' });
    client = next;
    let lost = false;
    // A connection that fails on connect may also emit 'error': one way back per connection.
    const lose = (error: unknown) => {
      if (lost) return;
      lost = true;
      void next.end().catch(() => {});
      again(error);
    };
    next.on('error', lose);
    next.on('notification', (notice) => {
      const messageId = Number(notice.payload);
      if (!Number.isInteger(messageId)) return;
      jobs
        .send(DELIVERY_JOB, { messageId }, { id: deliveryJobId(messageId) })
        .catch((error: unknown) => log.error({ err: error, messageId }, 'could not queue a message for delivery'));
    });
    try {
      await next.connect();
      await next.query('listen message_outbox');
    } catch (error) {
      lose(error);
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
