// KHQR confirmation (decisions.md): the shop asks Bakong whether a code it showed for a BANK order was paid, by the
// code's md5, on a schedule while the code is valid (a job per order, never two queued: the queue is `stately` by
// order) and when staff ask. A payment of exactly the code's amount and currency, while the order's due is still
// what the code was made for, records the BANK receipts (ReceiptService.recordBankPayment) by the system account,
// audited, then moves the parts on as receipts marked paid by hand would; the shopper and staff are notified. Any
// other payment notifies staff once and records nothing. The code row is locked while its answer is recorded and
// keeps the bank's hash (unique), so two processes seeing the same payment record it once.
import { LockMode } from '@mikro-orm/core';
import type { PaymentCheckView } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/orm.ts';
import type { JobKind, JobQueue } from '../../jobs/job-queue.ts';
import { HttpError } from '../../lib/http-error.ts';
import { queryRows, runSql, sql } from '../../lib/sql.ts';
import { systemAccountId } from '../identity/system-account.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { runAs } from '../platform/audit-context.ts';
import { BakongError, type BakongClient, type BakongPayment } from './bakong-client.ts';
import { KhqrCode } from './khqr-code.entity.ts';
import { toCents } from './money.ts';
import type { OrderService } from './order.service.ts';
import type { ReceiptService } from './receipt.service.ts';

export const KHQR_CHECK_JOB = 'khqr-payment-check';

/**
 * Seconds until the next question to the bank, by the age of the newest shown code: most shoppers pay within
 * minutes of seeing the code, so often at first, then less often until it expires.
 */
export function nextCheckSeconds(ageMs: number): number {
  if (ageMs < 5 * 60_000) return 10;
  if (ageMs < 60 * 60_000) return 60;
  return 600;
}

export interface PaymentCheck extends PaymentCheckView {
  /** The newest code still to be watched (valid, unanswered), when there is one. */
  watchSince: Date | null;
}

const answer = (
  orderId: number,
  outcome: PaymentCheckView['outcome'],
  payment?: BakongPayment,
): Omit<PaymentCheck, 'watchSince'> => ({
  orderId,
  outcome,
  hash: payment?.hash ?? null,
  paidAmount: payment ? String(payment.amount) : null,
  paidCurrency: payment?.currency ?? null,
});

/** Exactly the code's amount: cents for dollars, whole riel for riel. */
function exactPayment(code: KhqrCode, payment: BakongPayment): boolean {
  if (payment.currency !== code.currency || typeof payment.amount !== 'number') return false;
  // The bank's amount is a JSON number: 12.35 is 1234.9999… cents, so compared within far less than a cent.
  const wanted = code.currency === 'USD' ? toCents(String(code.amount)) : Number(code.amount);
  const paid = code.currency === 'USD' ? payment.amount * 100 : payment.amount;
  return Math.abs(paid - wanted) < 1e-6;
}

export class KhqrConfirmation {
  readonly #orm: Orm;
  readonly #bakong: BakongClient;
  readonly #receipts: ReceiptService;
  readonly #notifications: NotificationService;
  readonly #orders: OrderService;

  constructor(
    orm: Orm,
    bakong: BakongClient,
    services: { receipts: ReceiptService; orders: OrderService },
    notifications: NotificationService,
  ) {
    this.#orm = orm;
    this.#orders = services.orders;
    this.#bakong = bakong;
    this.#receipts = services.receipts;
    this.#notifications = notifications;
  }

  /** Asks the bank about each valid code of the order not yet answered, newest first; stops at a payment. */
  async check(orderId: number): Promise<PaymentCheck> {
    const em = this.#orm.em.fork();
    const now = new Date();
    const codes = await em.find(
      KhqrCode,
      { order: orderId, paidHash: null, mismatchHash: null, expiresAt: { $gt: now } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    for (const code of codes) {
      const result = await this.#bakong.checkByMd5(code.md5);
      const checkedAt = new Date();
      await em.nativeUpdate(KhqrCode, { id: code.id }, { checkedAt, updatedAt: checkedAt });
      if (result.paid) return { ...(await this.#settle(code.id, result.payment)), watchSince: null };
    }
    if (codes.length > 0) return { ...answer(orderId, 'NOT_PAID'), watchSince: codes[0]!.createdAt };
    // Nothing to ask about: an earlier answer, or no code shown (or all expired).
    const answered = await em.findOne(
      KhqrCode,
      { order: orderId, $or: [{ paidHash: { $ne: null } }, { mismatchHash: { $ne: null } }] },
      { orderBy: { id: 'desc' } },
    );
    if (!answered) return { ...answer(orderId, 'NO_CODE'), watchSince: null };
    return {
      ...answer(orderId, answered.paidHash ? 'PAID' : 'WRONG_AMOUNT'),
      hash: answered.paidHash ?? answered.mismatchHash ?? null,
      watchSince: null,
    };
  }

  /** When the newest valid, unanswered code of the order was shown (null: nothing left to watch). */
  async watchSince(orderId: number): Promise<Date | null> {
    const code = await this.#orm.em
      .fork()
      .findOne(
        KhqrCode,
        { order: orderId, paidHash: null, mismatchHash: null, expiresAt: { $gt: new Date() } },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
    return code?.createdAt ?? null;
  }

  /** Records the bank's answer about one paid code (once, under the code's lock) and tells the people concerned. */
  async #settle(codeId: number, payment: BakongPayment): Promise<Omit<PaymentCheck, 'watchSince'>> {
    const em = this.#orm.em.fork();
    const actorId = await systemAccountId(em);
    // Everything below is the system account's doing, audited as such.
    const system = { id: actorId, type: 'ADMIN' };
    await runAs(system, () => this.#acceptWhenPaid(codeId, payment, actorId));
    const outcome = await runAs(system, () =>
      em.transactional(async (tx) => {
        const code = await tx.findOneOrFail(
          KhqrCode,
          { id: codeId },
          { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['order'] },
        );
        const orderId = code.order.id;
        if (code.paidHash) return { orderId, kind: 'PAID' as const, invoiceIds: [], notify: [] as number[] };
        if (code.mismatchHash)
          return { orderId, kind: 'WRONG_AMOUNT' as const, invoiceIds: [], notify: [] as number[] };
        const [recorded] = await runSql<{ id: number }>(
          tx,
          sql`select id from receipt where method = 'BANK' and reference = ${payment.hash} limit 1`,
        );
        const invoiceIds = recorded
          ? null
          : exactPayment(code, payment)
            ? await this.#receipts.recordBankPayment(tx, actorId, orderId, toCents(String(code.due)), payment.hash)
            : null;
        const people = await this.#people(tx, orderId);
        if (recorded) {
          // Recorded already (another code of the same payment, or by hand with the hash as reference).
          code.paidHash = payment.hash;
          return { orderId, kind: 'PAID' as const, invoiceIds: [], notify: [] as number[] };
        }
        if (invoiceIds) {
          code.paidHash = payment.hash;
          const notify = this.#notifications.add(tx, [people.shopper, ...people.staff], {
            kind: 'PAYMENT_RECEIVED',
            title: `Payment received for order #${orderId}`,
            message: `The bank confirmed the payment of ${payment.amount} ${payment.currency} for order #${orderId}.`,
            orderId,
            note: `${payment.amount} ${payment.currency}`,
          });
          return { orderId, kind: 'PAID' as const, invoiceIds, notify };
        }
        code.mismatchHash = payment.hash;
        const notify = this.#notifications.add(tx, people.staff, {
          kind: 'PAYMENT_MISMATCH',
          title: `Order #${orderId}: a KHQR was paid with another amount`,
          message: `The bank reports ${payment.amount} ${payment.currency} paid for order #${orderId}, which is not what was due; no receipt was recorded.`,
          orderId,
          note: `${payment.amount} ${payment.currency}`,
        });
        return { orderId, kind: 'WRONG_AMOUNT' as const, invoiceIds: [], notify };
      }),
    );
    await runAs(system, () => this.#receipts.settleParts(actorId, outcome.invoiceIds));
    await this.#notifications.publish(outcome.notify);
    return answer(outcome.orderId, outcome.kind, payment);
  }

  /**
   * A payment of the exact amount accepts the order's parts still PENDING (a receipt needs its part's invoice, which
   * accepting makes), through the state machine, by the system account; the shopper is notified of the move.
   */
  async #acceptWhenPaid(codeId: number, payment: BakongPayment, actorId: number): Promise<void> {
    const code = await this.#orm.em.fork().findOneOrFail(KhqrCode, { id: codeId });
    if (code.paidHash || code.mismatchHash || !exactPayment(code, payment)) return;
    const [pending] = await queryRows<{ id: number }>(
      this.#orm,
      sql`select id from order_part where order_id = ${code.order.id} and status = 'PENDING' limit 1`,
    );
    if (!pending) return;
    try {
      await this.#orders.move({ kind: 'admin' }, actorId, code.order.id, 'ACCEPTED', {
        systemNote: { code: 'BANK_PAYMENT', facts: {} },
      });
    } catch (error) {
      // Someone moved it first (409): the parts are where they should be.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }

  /** The order's shopper, and the staff it concerns: active admins and its suppliers' accounts. */
  async #people(em: Parameters<NotificationService['adminIds']>[0], orderId: number) {
    const [order] = await runSql<{ user_id: number }>(em, sql`select user_id from shop_order where id = ${orderId}`);
    const suppliers = await runSql<{ supplier_id: number }>(
      em,
      sql`select supplier_id from order_part where order_id = ${orderId}`,
    );
    const staff = [
      ...(await this.#notifications.adminIds(em)),
      ...(await this.#notifications.supplierUserIds(
        em,
        suppliers.map((row) => row.supplier_id),
      )),
    ];
    return { shopper: order!.user_id, staff };
  }
}

/** Queues the order's next question to the bank (none while one waits: the queue keeps one per order). */
export function watchOrder(jobs: JobQueue, orderId: number, afterSeconds: number): Promise<string | null> {
  return jobs.send(KHQR_CHECK_JOB, { orderId }, { singletonKey: `order:${orderId}`, startAfter: afterSeconds });
}

/**
 * The scheduled check: asks, and while a shown code is still unanswered and valid, queues the next check. A bank
 * that cannot be reached is asked again at the next time (the run does not fail: pg-boss would give up after its
 * retries, and the code would go unwatched).
 */
export function khqrCheckJob(
  confirmation: KhqrConfirmation,
  jobs: JobQueue,
  log: FastifyBaseLogger,
): JobKind<{ orderId: number }> {
  return {
    name: KHQR_CHECK_JOB,
    queue: { policy: 'stately' },
    async run({ data }) {
      let watchSince: Date | null;
      let outcome: string;
      try {
        const result = await confirmation.check(data.orderId);
        watchSince = result.watchSince;
        outcome = result.outcome;
      } catch (error) {
        if (!(error instanceof BakongError)) throw error;
        log.warn({ err: error, orderId: data.orderId }, 'Bakong could not be asked; asking again later');
        watchSince = await confirmation.watchSince(data.orderId);
        outcome = 'BANK_UNREACHABLE';
      }
      if (watchSince) await watchOrder(jobs, data.orderId, nextCheckSeconds(Date.now() - watchSince.getTime()));
      return { outcome };
    },
  };
}
