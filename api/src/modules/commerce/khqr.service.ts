// The KHQR a shopper pays a BANK order with: the exact amount still due (the order's total less the receipts
// recorded and not void: the sum still due over its supplier parts' invoices, since a cancelled part's lines leave
// the total and its cancelled invoice's receipts leave the sum), in USD or in riel at the shop's KHR rate rounded to 100 riel, the order number as the bill
// number, to the shop's Bakong account (configuration rows khqr.*). Each code made is kept (khqr_code) and shown
// again while it stays valid for the same amount, so the bank can be asked about it (khqr-confirmation.ts, where
// Bakong access is configured); otherwise staff record the transfer as a receipt.
import { KhqrErrorCode, type KhqrCurrency, type KhqrView } from '@shop/contracts';
import QRCode from 'qrcode';
import type { Orm } from '../../db/orm.ts';
import { conflict, notFound, serviceUnavailable } from '../../lib/http-error.ts';
import { queryRows, sql } from '../../lib/sql.ts';
import { lineRielSql } from '../supply/offer-sql.ts';
import { orderRielSql } from './order-read.ts';
import { khqrMd5 } from './bakong-client.ts';
import { KHQR_LIMITS, khqrPayload } from './khqr.ts';

/** The configuration rows the code is made from. */
export const KHQR_CONFIG_KEYS = {
  bakongAccountId: 'khqr.bakong-account-id',
  merchantName: 'khqr.merchant-name',
  merchantCity: 'khqr.merchant-city',
} as const;

/** How long a code stays payable; the pages ask again when it expires and get a fresh one. */
const VALID_FOR_MS = 24 * 60 * 60 * 1000;
/** A kept code is shown again only while it has at least this long left (time to scan and pay it). */
const SHOWN_AGAIN_MS = 10 * 60 * 1000;

/** Printable ASCII: EMV's merchant fields carry no other characters. */
const PRINTABLE = /^[\x20-\x7E]+$/;

interface DueRow {
  id: number;
  status: string;
  payment_method: string;
  khqr_currency: KhqrCurrency | null;
  due: string;
  due_khr: string;
}

/** 409 NOTHING_DUE; `facts.paid` 1 when the order was paid (not cancelled), so a page can say it is paid. */
const nothingDue = (orderId: number, paid: boolean) =>
  conflict(`Nothing is due on order ${orderId}`, {
    code: KhqrErrorCode.nothingDue,
    facts: { orderId, paid: paid ? 1 : 0 },
  });

export class KhqrService {
  readonly #orm: Orm;

  /** Told each time a code is shown (the bank confirmation watches the order). */
  readonly #shown: (orderId: number) => Promise<unknown>;

  constructor(orm: Orm, shown: (orderId: number) => Promise<unknown> = async () => {}) {
    this.#orm = orm;
    this.#shown = shown;
  }

  /** The shopper's own BANK order's code (another's: 404); 409 when it is not BANK or nothing is due. */
  async forOrder(userId: number, orderId: number, currency: KhqrCurrency | undefined): Promise<KhqrView> {
    const [order] = await queryRows<DueRow>(
      this.#orm,
      // A riel code asks for the order's riel total (the sum its lines list) less each receipt's riel.
      sql`select o.id, o.status, o.payment_method, o.khqr_currency, due.usd::text as due,
                 greatest(${orderRielSql()} - due.paid_khr, 0)::text as due_khr
          from shop_order o,
               lateral (select o.total - coalesce(sum(r.amount), 0) as usd,
                               coalesce(sum(${lineRielSql(sql`r.amount`, sql`1`)}), 0) as paid_khr
                        from receipt r join invoice i on i.id = r.invoice_id
                        where i.order_id = o.id and i.status <> 'CANCELLED' and r.status <> 'VOID') due
          where o.id = ${orderId} and o.user_id = ${userId}`,
    );
    if (!order) throw notFound(`Order ${orderId} not found`);
    if (order.payment_method !== 'BANK')
      throw conflict(`Order ${orderId} is not paid by bank transfer`, { code: KhqrErrorCode.notBankOrder });
    if (order.status === 'CANCELLED' || order.status === 'PAID' || Number(order.due) <= 0)
      throw nothingDue(orderId, order.status !== 'CANCELLED');
    const chosen = currency ?? order.khqr_currency ?? 'USD';
    const amount = chosen === 'USD' ? order.due : order.due_khr;
    if (chosen === 'KHR' && order.due_khr === '0') throw nothingDue(orderId, true);
    const config = await this.#config();
    const billNumber = String(order.id);
    const { khqr, expiresAt } = await this.#code(order, chosen, amount, () => {
      const createdAt = new Date();
      const expiresAt = new Date(createdAt.getTime() + VALID_FOR_MS);
      const khqr = khqrPayload({ ...config, currency: chosen, amount, billNumber, createdAt, expiresAt });
      return { khqr, createdAt, expiresAt };
    });
    await this.#shown(order.id);
    const svg = await QRCode.toString(khqr, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      orderId: order.id,
      currency: chosen,
      amount,
      billNumber,
      ...config,
      khqr,
      svg,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The kept code for this amount that stays valid a while yet, or a new one (kept). */
  async #code(
    order: DueRow,
    currency: KhqrCurrency,
    amount: string,
    make: () => { khqr: string; createdAt: Date; expiresAt: Date },
  ): Promise<{ khqr: string; expiresAt: Date }> {
    const [kept] = await queryRows<{ khqr: string; expires_at: Date }>(
      this.#orm,
      sql`select khqr, expires_at from khqr_code
          where order_id = ${order.id} and currency = ${currency} and amount = ${amount}::numeric and due = ${order.due}::numeric
            and paid_hash is null and mismatch_hash is null and expires_at > ${new Date(Date.now() + SHOWN_AGAIN_MS)}
          order by created_at desc, id desc limit 1`,
    );
    if (kept) return { khqr: kept.khqr, expiresAt: new Date(kept.expires_at) };
    const made = make();
    await queryRows(
      this.#orm,
      sql`insert into khqr_code (order_id, md5, khqr, currency, amount, due, created_at, updated_at, expires_at)
          values (${order.id}, ${khqrMd5(made.khqr)}, ${made.khqr}, ${currency}, ${amount}::numeric, ${order.due}::numeric, ${made.createdAt}, ${made.createdAt}, ${made.expiresAt})`,
    );
    return made;
  }

  /** The shop's account, name and city; 503 naming the row when one is missing or not what a banking app accepts. */
  async #config(): Promise<{ bakongAccountId: string; merchantName: string; merchantCity: string }> {
    const rows = await queryRows<{ key: string; value: string }>(
      this.#orm,
      sql`select key, value from configuration where key in (${KHQR_CONFIG_KEYS.bakongAccountId}, ${KHQR_CONFIG_KEYS.merchantName}, ${KHQR_CONFIG_KEYS.merchantCity})`,
    );
    const values = new Map(rows.map((row) => [row.key, row.value.trim()]));
    const read = (name: keyof typeof KHQR_CONFIG_KEYS) => {
      const value = values.get(KHQR_CONFIG_KEYS[name]) ?? '';
      if (
        !value ||
        value.length > KHQR_LIMITS[name] ||
        !PRINTABLE.test(value) ||
        (name === 'bakongAccountId' && !value.includes('@'))
      ) {
        throw serviceUnavailable(
          `Bank payment by KHQR is not set up: configuration ${KHQR_CONFIG_KEYS[name]} is missing or not valid`,
          { code: KhqrErrorCode.notConfigured },
        );
      }
      return value;
    };
    return {
      bakongAccountId: read('bakongAccountId'),
      merchantName: read('merchantName'),
      merchantCity: read('merchantCity'),
    };
  }
}
