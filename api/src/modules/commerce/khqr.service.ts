// The KHQR a shopper pays a BANK order with: the exact amount still due (the order's total less the receipts
// recorded and not void: the sum still due over its supplier parts' invoices, since a cancelled part's lines leave
// the total and its cancelled invoice's receipts leave the sum), in USD or in riel at the shop's KHR rate rounded to 100 riel, the order number as the bill
// number, to the shop's Bakong account (configuration rows khqr.*). No bank API is called; staff record the
// transfer as a receipt.
import { KhqrErrorCode, type KhqrCurrency, type KhqrView } from '@shop/contracts';
import QRCode from 'qrcode';
import type { Orm } from '../../db/orm.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { queryRows, sql } from '../../lib/sql.ts';
import { lineRielSql } from '../supply/offer-sql.ts';
import { orderRielSql } from './order-read.ts';
import { KHQR_LIMITS, khqrPayload } from './khqr.ts';

/** The configuration rows the code is made from. */
export const KHQR_CONFIG_KEYS = {
  bakongAccountId: 'khqr.bakong-account-id',
  merchantName: 'khqr.merchant-name',
  merchantCity: 'khqr.merchant-city',
} as const;

/** How long a code stays payable; the pages ask for a fresh one each time they show it. */
const VALID_FOR_MS = 24 * 60 * 60 * 1000;

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

const nothingDue = (orderId: number) =>
  new HttpError(409, KhqrErrorCode.nothingDue, `Nothing is due on order ${orderId}`);

export class KhqrService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
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
      throw new HttpError(409, KhqrErrorCode.notBankOrder, `Order ${orderId} is not paid by bank transfer`);
    if (order.status === 'CANCELLED' || order.status === 'PAID' || Number(order.due) <= 0) throw nothingDue(orderId);
    const chosen = currency ?? order.khqr_currency ?? 'USD';
    const amount = chosen === 'USD' ? order.due : order.due_khr;
    if (chosen === 'KHR' && order.due_khr === '0') throw nothingDue(orderId);
    const config = await this.#config();
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + VALID_FOR_MS);
    const billNumber = String(order.id);
    const khqr = khqrPayload({ ...config, currency: chosen, amount, billNumber, createdAt, expiresAt });
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
        throw new HttpError(
          503,
          KhqrErrorCode.notConfigured,
          `Bank payment by KHQR is not set up: configuration ${KHQR_CONFIG_KEYS[name]} is missing or not valid`,
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
