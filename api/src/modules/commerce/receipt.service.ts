// Receipts: payments against one invoice, the invoice of one supplier's part of an order. Recording one locks the
// invoice, so two receipts recorded at once can never together pay more than is due. When a DELIVERED part's invoice
// is paid in full, that part moves to PAID through the state machine (history row, shopper notified), and the order
// with it once every part is. A supplier handles only receipts of its own invoices; any other answers 404.
import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  ReceiptErrorCode,
  type ErrorFacts,
  type InvoiceReceipts,
  type ReceiptBody,
  type ReceiptListQuery,
  type ReceiptView,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { emptySql, queryRows, runSql, sql, type SqlFragment } from '../../lib/sql.ts';
import { Invoice } from './invoice.entity.ts';
import { fromCents, toCents } from './money.ts';
import { Receipt } from './receipt.entity.ts';
import type { OrderService } from './order.service.ts';
import { ownRowsSql } from './order-scope.ts';
import type { StaffViewer } from './viewer.ts';

/** 409 OVERPAYMENT: names the amount the invoice still has due. */
export class OverpaymentError extends HttpError {
  readonly amountDue: string;

  constructor(amountDue: string) {
    super(409, ReceiptErrorCode.overpayment, `The invoice has ${amountDue} due; the receipt may not be more`, {
      field: 'amount',
      facts: { amountDue },
    });
    this.amountDue = amountDue;
  }

  override body() {
    return {
      statusCode: 409 as const,
      code: 'OVERPAYMENT' as const,
      message: this.message,
      field: 'amount' as const,
      amountDue: this.amountDue,
      facts: { amountDue: this.amountDue },
    };
  }
}

/** Days are Phnom Penh days, as the order list's date filters. */
const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

/** 409 RECEIPT_STATUS with what refused the change (the receipt's status, or its order being PAID), for the wording. */
const receiptStatusError = (message: string, facts: ErrorFacts) =>
  conflict(message, { code: ReceiptErrorCode.receiptStatus, facts });

interface ReceiptRow {
  id: number;
  invoice_id: number;
  order_id: number;
  supplier_id: number;
  amount: string;
  method: ReceiptView['method'];
  reference: string | null;
  status: ReceiptView['status'];
  recorded_by_id: number | null;
  recorded_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  full_count?: string;
}

/** Hand-written SQL on the transaction's connection. */

const ownInvoices = (viewer: StaffViewer): SqlFragment => ownRowsSql(viewer, sql`i.supplier_id`);

const selectReceipts = sql`select r.id, r.invoice_id, i.order_id, i.supplier_id, r.amount::text as amount, r.method, r.reference, r.status,
                                  r.recorded_by_id, u.name as recorded_by_name, r.created_at, r.updated_at
                           from receipt r join invoice i on i.id = r.invoice_id left join user_account u on u.id = r.recorded_by_id`;

export class ReceiptService {
  readonly #orm: Orm;
  readonly #orders: OrderService;

  constructor(orm: Orm, orders: OrderService) {
    this.#orm = orm;
    this.#orders = orders;
  }

  async list(viewer: StaffViewer, query: ReceiptListQuery, page: PageRequest) {
    if (query.from && query.to && query.to < query.from) throw badRequest('`to` is before `from`', { field: 'to' });
    const rows = await queryRows<ReceiptRow>(
      this.#orm,
      sql`select * , count(*) over () as full_count from (${selectReceipts}
            where true ${ownInvoices(viewer)}
              ${query.status ? sql`and r.status = ${query.status}` : emptySql}
              ${query.method ? sql`and r.method = ${query.method}` : emptySql}
              ${query.invoiceId ? sql`and r.invoice_id = ${query.invoiceId}` : emptySql}
              ${query.supplierId && viewer.kind === 'admin' ? sql`and i.supplier_id = ${query.supplierId}` : emptySql}
              ${query.from ? sql`and r.created_at >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}` : emptySql}
              ${query.to ? sql`and r.created_at < (${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}` : emptySql}) listed
          order by created_at desc, id desc limit ${page.size} offset ${page.offset}`,
    );
    return { data: rows.map(toView), pagination: pagination(page, rows[0] ? Number(rows[0].full_count) : 0) };
  }

  async get(viewer: StaffViewer, id: number): Promise<ReceiptView> {
    const [row] = await queryRows<ReceiptRow>(
      this.#orm,
      sql`${selectReceipts} where r.id = ${id} ${ownInvoices(viewer)}`,
    );
    if (!row) throw notFound(`Receipt ${id} not found`);
    return toView(row);
  }

  /** An invoice's receipts, newest first, with its total, what is paid, what is recorded but not confirmed, and what is due. */
  async forInvoice(viewer: StaffViewer, invoiceId: number): Promise<InvoiceReceipts> {
    const [invoice] = await queryRows<{ total: string }>(
      this.#orm,
      sql`select i.total::text as total from invoice i where i.id = ${invoiceId} ${ownInvoices(viewer)}`,
    );
    if (!invoice) throw notFound(`Invoice ${invoiceId} not found`);
    const receipts = (
      await queryRows<ReceiptRow>(
        this.#orm,
        sql`${selectReceipts} where r.invoice_id = ${invoiceId} order by r.created_at desc, r.id desc`,
      )
    ).map(toView);
    const sum = (status: ReceiptView['status']) =>
      receipts.filter((r) => r.status === status).reduce((cents, r) => cents + toCents(r.amount), 0);
    const due = toCents(invoice.total) - sum('PAID') - sum('PENDING');
    return {
      invoiceId,
      total: invoice.total,
      paid: fromCents(sum('PAID')),
      pending: fromCents(sum('PENDING')),
      due: fromCents(Math.max(due, 0)),
      receipts,
    };
  }

  /** Records a payment (PENDING) against an invoice of the viewer's: 409 on a cancelled invoice or more than is due. */
  async create(viewer: StaffViewer, actorId: number, body: ReceiptBody): Promise<ReceiptView> {
    const id = await this.#orm.em.fork().transactional(async (em) => {
      const invoice = await this.#lockInvoice(em, viewer, body.invoiceId);
      if (invoice.status === 'CANCELLED')
        throw conflict(`Invoice ${invoice.id} is cancelled; nothing is due on it`, {
          code: ReceiptErrorCode.invoiceCancelled,
        });
      const due = toCents(String(invoice.total)) - (await this.#counted(em, invoice.id));
      if (toCents(body.amount) > due) throw new OverpaymentError(fromCents(Math.max(due, 0)));
      const receipt = em.create(Receipt, {
        invoice,
        amount: body.amount,
        method: body.method,
        reference: body.reference?.trim() || null,
        status: 'PENDING',
        recordedBy: actorId,
      });
      await em.flush();
      return receipt.id;
    });
    return this.get(viewer, id);
  }

  /** PENDING -> PAID (PAID again: nothing changes); then a DELIVERED part whose invoice is paid in full becomes PAID. */
  async markPaid(viewer: StaffViewer, actorId: number, id: number): Promise<ReceiptView> {
    const invoiceId = await this.#orm.em.fork().transactional(async (em) => {
      const receipt = await this.#lockReceipt(em, viewer, id);
      if (receipt.status === 'VOID')
        throw receiptStatusError(`Receipt ${id} is void; it cannot be paid`, { receiptId: id, status: 'VOID' });
      receipt.status = 'PAID';
      await em.flush();
      return receipt.invoice.id;
    });
    await this.#payPartWhenSettled(actorId, invoiceId);
    return this.get(viewer, id);
  }

  /** PENDING or PAID -> VOID; refused once the invoice's part is PAID (the money is settled). */
  async markVoid(viewer: StaffViewer, id: number): Promise<ReceiptView> {
    await this.#orm.em.fork().transactional(async (em) => {
      const receipt = await this.#lockReceipt(em, viewer, id);
      const [part] = await runSql<{ status: string }>(
        em,
        sql`select p.status from invoice i join order_part p on p.id = i.part_id where i.id = ${receipt.invoice.id}`,
      );
      if (part?.status === 'PAID')
        throw receiptStatusError(`Order ${receipt.invoice.order.id} is PAID; its receipts cannot be voided`, {
          receiptId: id,
          orderId: receipt.invoice.order.id,
          orderStatus: 'PAID',
        });
      receipt.status = 'VOID';
      await em.flush();
    });
    return this.get(viewer, id);
  }

  /** Only a PENDING receipt (recorded by mistake) may be deleted; a paid or void one stays as a record. */
  async delete(viewer: StaffViewer, id: number): Promise<void> {
    await this.#orm.em.fork().transactional(async (em) => {
      const receipt = await this.#lockReceipt(em, viewer, id);
      if (receipt.status !== 'PENDING')
        throw receiptStatusError(`Receipt ${id} is ${receipt.status}; only a pending receipt may be deleted`, {
          receiptId: id,
          status: receipt.status,
        });
      em.remove(receipt);
      await em.flush();
    });
  }

  /**
   * The bank's confirmation of a payment of the order's whole amount due (`dueCents`, the due the paid code was
   * made for): one PAID BANK receipt per live invoice for exactly what it has due, referenced by the bank's hash,
   * recorded by `actorId` (the system account), in `em`'s transaction (the caller's, which also marks the code
   * paid). Answers the invoices paid, or null when the order's due is no longer `dueCents` (a receipt recorded
   * meanwhile): then nothing is recorded. Invoices are locked in id order, as every receipt write locks them.
   */
  async recordBankPayment(
    em: EntityManager,
    actorId: number,
    orderId: number,
    dueCents: number,
    hash: string,
  ): Promise<number[] | null> {
    const invoices = await em.find(
      Invoice,
      { order: orderId, status: { $ne: 'CANCELLED' } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const dues = [];
    for (const invoice of invoices) {
      const due = toCents(String(invoice.total)) - (await this.#counted(em, invoice.id));
      if (due > 0) dues.push({ invoice, due });
    }
    if (dues.reduce((sum, { due }) => sum + due, 0) !== dueCents || dues.length === 0) return null;
    for (const { invoice, due } of dues)
      em.create(Receipt, {
        invoice,
        amount: fromCents(due),
        method: 'BANK',
        reference: hash,
        status: 'PAID',
        recordedBy: actorId,
      });
    await em.flush();
    return dues.map(({ invoice }) => invoice.id);
  }

  /** After a bank payment's commit: each part it settled moves on as a receipt marked paid by hand would move it. */
  async settleParts(actorId: number, invoiceIds: readonly number[]): Promise<void> {
    for (const invoiceId of invoiceIds) await this.#payPartWhenSettled(actorId, invoiceId);
  }

  /** Cents of the invoice's receipts that count against what is due (not void). */
  async #counted(em: EntityManager, invoiceId: number): Promise<number> {
    const [row] = await runSql<{ sum: string }>(
      em,
      sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as sum from receipt where invoice_id = ${invoiceId} and status <> 'VOID'`,
    );
    return toCents(row!.sum);
  }

  async #lockInvoice(em: EntityManager, viewer: StaffViewer, invoiceId: number): Promise<Invoice> {
    const invoice = await em.findOne(Invoice, { id: invoiceId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!invoice || (viewer.kind === 'supplier' && invoice.supplier.id !== viewer.supplierId))
      throw notFound(`Invoice ${invoiceId} not found`);
    return invoice;
  }

  /** The receipt, its invoice locked first (the order every receipt write takes), 404 when not the viewer's. */
  async #lockReceipt(em: EntityManager, viewer: StaffViewer, id: number): Promise<Receipt> {
    const found = await em.findOne(Receipt, { id }, { fields: ['invoice'] });
    if (!found) throw notFound(`Receipt ${id} not found`);
    await this.#lockInvoice(em, viewer, found.invoice.id).catch(() => {
      throw notFound(`Receipt ${id} not found`);
    });
    const receipt = await em.findOneOrFail(
      Receipt,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['invoice'], refresh: true },
    );
    return receipt;
  }

  /** A DELIVERED part whose live invoice has PAID receipts adding up to its total moves to PAID, as its supplier's move. */
  async #payPartWhenSettled(actorId: number, invoiceId: number): Promise<void> {
    const [state] = await queryRows<{ order_id: number; supplier_id: number; status: string; settled: boolean }>(
      this.#orm,
      sql`select i.order_id, i.supplier_id, p.status,
                 i.status = 'ACCEPTED' and i.total <= (select coalesce(sum(r.amount), 0) from receipt r where r.invoice_id = i.id and r.status = 'PAID') as settled
          from invoice i join order_part p on p.id = i.part_id where i.id = ${invoiceId}`,
    );
    if (state?.status !== 'DELIVERED' || !state.settled) return;
    try {
      await this.#orders.move({ kind: 'supplier', supplierId: state.supplier_id }, actorId, state.order_id, 'PAID', {
        systemNote: { code: 'INVOICE_PAID', facts: {} },
      });
    } catch (error) {
      // Someone moved it first (409): the part is where it should be.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
}

function toView(row: ReceiptRow): ReceiptView {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    orderId: row.order_id,
    supplierId: row.supplier_id,
    amount: row.amount,
    method: row.method,
    reference: row.reference,
    status: row.status,
    recordedBy: row.recorded_by_id === null ? null : { id: row.recorded_by_id, name: row.recorded_by_name ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
