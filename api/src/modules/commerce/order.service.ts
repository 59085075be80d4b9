// Placing orders and moving their supplier parts through their states (decisions.md, "Per-supplier fulfilment").
// Every write runs in one transaction that locks the order row first, then its part rows in id order, then the stock
// rows it touches in id order (so two writers never deadlock), changes quantities only through the stock ledger
// (history row, low-stock alert), writes a status-history row and an audit entry naming the part for every part's
// move, and writes the order's derived status (order-parts.ts). A supplier's move touches only its own part: its
// lines, stock, invoice, timeline entries and notification. Notifications are stored in the same transaction and
// published over socket.io after it commits.
import type { SystemNote } from '@shop/contracts';
import type { EntityManager } from '@mikro-orm/core';
import {
  allows,
  CommerceErrorCode,
  STORE_PICKUP,
  type AdminPlaceOrderBody,
  type PlaceOrderBody,
  type UserType,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { joinSql, runSql, sql } from '../../lib/sql.ts';
import { Turns } from '../../lib/turns.ts';
import { UserLocation } from '../identity/user-location.entity.ts';
import { appendAuditEntry } from '../platform/audit-subscriber.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { StockLedger } from '../supply/stock-ledger.ts';
import { fromCents, toCents } from './money.ts';
import { syncOrderStatus } from './order-parts.ts';
import { scopeSupplierId, visibleOrderSql } from './order-scope.ts';
import {
  canMove,
  invalidStatus,
  shopperMayCancel,
  shopperMayChangeAddress,
  type OrderStatusName,
} from './order-status.ts';
import type { StaffViewer } from './viewer.ts';
import type { Viewer } from './order-read.ts';
import { PaymentMethod } from './payment-method.entity.ts';
import { chooseDelivery, type PartDeliveryTerms, type ZoneAnswer } from './delivery-rules.ts';
import { choiceFor, stockGrams, zoneFor } from './delivery.service.ts';
import { paysDealerPrice } from './pricing.ts';

/** Where a requested line came from: a cart line (the shopper's order) or a place in the body's `lines` (an admin's). */
export type LineRef = { cartItemId: number } | { lineIndex: number };

export type ShortLine<Ref extends LineRef = { cartItemId: number }> = Ref & {
  stockId: number;
  name: string;
  nameKh: string | null;
  wanted: number;
  available: number;
};

/** 409 naming the lines the stock cannot cover; the transaction rolled back, so nothing was taken. */
export class OutOfStockError<Ref extends LineRef = { cartItemId: number }> extends HttpError {
  readonly shortLines: ShortLine<Ref>[];

  constructor(shortLines: ShortLine<Ref>[]) {
    super(
      409,
      CommerceErrorCode.outOfStock,
      `Not enough stock for: ${shortLines.map((l) => `${l.name} (wanted ${l.wanted}, ${l.available} left)`).join('; ')}`,
    );
    this.shortLines = shortLines;
  }

  override body() {
    return {
      statusCode: 409 as const,
      code: 'OUT_OF_STOCK' as const,
      message: this.message,
      shortLines: this.shortLines,
    };
  }
}

/** One line to order: a stock in one of its item's units, in that unit's quantity. */
interface RequestedLine<Ref extends LineRef> {
  ref: Ref;
  stock_id: number;
  item_unit_id: number;
  quantity: number;
  factor: number;
  name: string;
  name_kh: string | null;
}

/** Everything an order is made of, whoever places it. */
interface NewOrder<Ref extends LineRef> {
  userId: number;
  /** Who placed it: the shopper, or the admin taking it on their behalf (status and stock history name them). */
  actorId: number;
  lines: RequestedLine<Ref>[];
  place: UserLocation;
  paymentMethod: PaymentMethodKind;
  /** BANK orders: the KHQR code's currency the shopper picked. */
  khqrCurrency?: PlaceOrderBody['khqrCurrency'];
  shippingOption: PlaceOrderBody['shippingOption'];
  /** The delivery chosen per supplier part (re-quoted here); a part left out takes `shippingOption`. */
  parts: PlaceOrderBody['parts'];
  note: string | null;
}

type PaymentMethodKind = PlaceOrderBody['paymentMethod'];

/** What a delivery quote reads from the database: the grams of each stock's base unit and the address's zone. */
interface QuoteFacts {
  grams: Map<number, number>;
  answer: ZoneAnswer;
}

interface LockedOrder {
  id: number;
  user_id: number;
  status: OrderStatusName;
}

/** One supplier's part of the locked order. */
interface LockedPart {
  id: number;
  supplier_id: number;
  supplier_name: string;
  supplier_name_kh: string | null;
  status: OrderStatusName;
  /** Its delivery fees (shipping and cash on delivery), as quoted when ordered. */
  fees: string;
}

interface OpenLine {
  id: number;
  stock_id: number;
  supplier_id: number;
  part_id: number;
  base_quantity: number;
  line_total: string;
}

export interface MoveOptions {
  note?: string | undefined;
  reasons?: string | undefined;
  refundNote?: string | undefined;
  /** A system-written note for the timeline: a code and facts, worded when shown (system-note.ts). */
  systemNote?: SystemNote | undefined;
}

const inList = (values: readonly number[]) =>
  joinSql(
    values.map((value) => sql`${value}`),
    ', ',
  );

/** The item's name for messages, over `stock s` with `part pa` and `accessory ac` left-joined by item. */
const itemNameSql = sql`coalesce(pa.name, ac.name, 'Item ' || s.item_id)`;
const itemNameKhSql = sql`coalesce(pa.name_kh, ac.name_kh)`;

/**
 * How many placements of this process run their transaction at once (lib/turns.ts): fewer than the pool's 10
 * connections, so buyers queued on one stock's lock never take every connection; the rest wait in memory, up to
 * PLACING_WAIT_MS (then 503 with Retry-After).
 */
const PLACING_AT_ONCE = 4;
const PLACING_WAIT_MS = 30_000;

export class OrderService {
  readonly #orm: Orm;
  readonly #placing = new Turns(
    PLACING_AT_ONCE,
    PLACING_WAIT_MS,
    'The shop is taking many orders at once; please try again in a moment',
  );
  readonly #notifications: NotificationService;
  readonly #ledger: StockLedger;

  constructor(orm: Orm, notifications: NotificationService, ledger: StockLedger) {
    this.#orm = orm;
    this.#notifications = notifications;
    this.#ledger = ledger;
  }

  /** Turns the shopper's whole cart into a PENDING order, taking the stock of every line, or nothing at all. */
  async place(userId: number, body: PlaceOrderBody): Promise<number> {
    const { id, notified } = await this.#placing.run(() => this.#placeCart(userId, body));
    await this.#notifications.publish(notified);
    return id;
  }

  #placeCart(userId: number, body: PlaceOrderBody): Promise<{ id: number; notified: number[] }> {
    return this.#orm.em.transactional(async (em) => {
      // The cart lines, locked so the same cart cannot become two orders at once.
      const lines = await runSql<{
        id: number;
        stock_id: number;
        item_unit_id: number;
        quantity: number;
        factor: number;
        name: string;
        name_kh: string | null;
      }>(
        em,
        sql`select ci.id, ci.stock_id, ci.item_unit_id, ci.quantity, iu.factor, ${itemNameSql} as name, ${itemNameKhSql} as name_kh
            from cart_item ci
            join item_unit iu on iu.id = ci.item_unit_id
            join stock s on s.id = ci.stock_id
            left join part pa on pa.item_id = s.item_id
            left join accessory ac on ac.item_id = s.item_id
            where ci.user_id = ${userId}
            order by ci.id
            for update of ci`,
      );
      if (lines.length === 0) throw badRequest('The cart is empty', { code: CommerceErrorCode.emptyCart });
      const place = await this.#deliveryAddress(em, userId, body.userLocationId);
      const taken = await this.#takeOrder(em, {
        userId,
        actorId: userId,
        lines: lines.map(({ id, ...line }) => ({ ...line, ref: { cartItemId: id } })),
        place,
        paymentMethod: body.paymentMethod,
        khqrCurrency: body.khqrCurrency,
        shippingOption: body.shippingOption,
        parts: body.parts,
        note: body.note ?? null,
      });
      await runSql(em, sql`delete from cart_item where user_id = ${userId}`);
      return taken;
    });
  }

  /**
   * An order an admin takes on a shopper's behalf, from the lines given: the same one-transaction stock taking,
   * prices (dealer prices for an approved dealer), history and notifications as the shopper's own order.
   */
  async placeForCustomer(adminId: number, body: AdminPlaceOrderBody): Promise<number> {
    const { id, notified } = await this.#placing.run(() => this.#placeForCustomer(adminId, body));
    await this.#notifications.publish(notified);
    return id;
  }

  #placeForCustomer(adminId: number, body: AdminPlaceOrderBody): Promise<{ id: number; notified: number[] }> {
    return this.#orm.em.transactional(async (em) => {
      const [customer] = await runSql<{ id: number; type: UserType; enabled: boolean; deleted: boolean }>(
        em,
        sql`select id, type, enabled, deleted_at is not null as deleted from user_account where id = ${body.userId}`,
      );
      if (!customer || customer.deleted) throw notFound(`User ${body.userId} not found`);
      if (!allows('shopper', customer.type)) {
        throw badRequest(`User ${body.userId} is a ${customer.type}: orders are taken for customers and dealers`, {
          code: CommerceErrorCode.notACustomer,
        });
      }
      if (!customer.enabled)
        throw badRequest(`User ${body.userId} is disabled`, { code: CommerceErrorCode.notACustomer });
      const place = await this.#deliveryAddress(em, customer.id, body.locationId);
      const method = await em.findOne(PaymentMethod, { id: body.paymentMethodId });
      if (!method) throw notFound(`Payment method ${body.paymentMethodId} not found`);
      if (!method.enabled)
        throw badRequest(`Payment method ${method.name} is switched off`, {
          code: CommerceErrorCode.paymentMethodDisabled,
        });
      const taken = await this.#takeOrder(em, {
        userId: customer.id,
        actorId: adminId,
        lines: await this.#resolveLines(em, body.lines),
        place,
        paymentMethod: method.type,
        shippingOption: body.shippingOption,
        parts: body.parts,
        note: body.note ?? null,
      });
      // The shopper learns of an order they did not place themselves.
      taken.notified.push(
        ...this.#notifications.add(em, [customer.id], {
          kind: 'ORDER_PLACED',
          title: `Order #${taken.id} was placed for you`,
          message: `The shop placed order #${taken.id} for you: ${body.lines.length} line(s)`,
          orderId: taken.id,
        }),
      );
      return taken;
    });
  }

  /** The body's lines as stocks in units: 404 for an unknown stock, 400 for a unit that is not the item's. */
  async #resolveLines(
    em: EntityManager,
    lines: AdminPlaceOrderBody['lines'],
  ): Promise<RequestedLine<{ lineIndex: number }>[]> {
    const stockIds = [...new Set(lines.map((line) => line.stockId))];
    const stocks = await runSql<{
      id: number;
      name: string;
      name_kh: string | null;
      unit_id: number;
      factor: number;
      is_base: boolean;
    }>(
      em,
      sql`select s.id, ${itemNameSql} as name, ${itemNameKhSql} as name_kh, iu.id as unit_id, iu.factor, iu.is_base
          from stock s
          join item_unit iu on iu.item_id = s.item_id
          left join part pa on pa.item_id = s.item_id
          left join accessory ac on ac.item_id = s.item_id
          where s.id in (${inList(stockIds)})`,
    );
    return lines.map((line, index) => {
      const units = stocks.filter((row) => row.id === line.stockId);
      if (units.length === 0) throw notFound(`lines[${index}]: stock ${line.stockId} not found`);
      const unit = units.find((row) => (line.unitId === undefined ? row.is_base : row.unit_id === line.unitId));
      if (!unit) {
        throw badRequest(
          line.unitId === undefined
            ? `lines[${index}]: the item of stock ${line.stockId} has no base unit`
            : `lines[${index}]: unit ${line.unitId} is not a unit of stock ${line.stockId}'s item`,
        );
      }
      return {
        ref: { lineIndex: index },
        stock_id: line.stockId,
        item_unit_id: unit.unit_id,
        quantity: line.quantity,
        factor: unit.factor,
        name: unit.name,
        name_kh: unit.name_kh,
      };
    });
  }

  /**
   * Makes a PENDING order of the lines: locks every stock they take from in id order, checks them all (409
   * naming the short lines, taking nothing), then takes the stock with history, copies prices and the address,
   * records the move and notifies the admins and suppliers concerned. Runs in the caller's transaction.
   */
  async #takeOrder<Ref extends LineRef>(
    em: EntityManager,
    order: NewOrder<Ref>,
  ): Promise<{ id: number; notified: number[] }> {
    const { lines, place, userId } = order;
    const stockIds = [...new Set(lines.map((line) => line.stock_id))].sort((a, b) => a - b);
    // What the delivery quote reads (the address's zone, the stocks' weights, whether the shopper pays dealer
    // prices) is read before the stock locks: every buyer of a stock waits in line for its lock, so the lock is held
    // only for the check, the arithmetic and the writes.
    const dealer = await paysDealerPrice(em, userId);
    const quoting = await this.#quoteFacts(em, order, stockIds);
    const stocks = await runSql<{
      id: number;
      quantity: number;
      price: string;
      dealer_price: string;
      supplier_id: number;
      selling: boolean;
    }>(
      em,
      sql`select s.id, s.quantity, s.price::text as price, s.dealer_price::text as dealer_price, st.supplier_id,
                 (st.enabled and su.enabled) as selling
          from stock s join store st on st.id = s.store_id join supplier su on su.id = st.supplier_id
          where s.id in (${inList(stockIds)})
          order by s.id
          for update of s`,
    );
    const stockById = new Map(stocks.map((stock) => [stock.id, stock]));
    const wanted = new Map<number, number>();
    for (const line of lines) wanted.set(line.stock_id, (wanted.get(line.stock_id) ?? 0) + line.quantity * line.factor);
    const short = lines
      .filter((line) => {
        const stock = stockById.get(line.stock_id)!;
        return !stock.selling || wanted.get(line.stock_id)! > stock.quantity;
      })
      .map((line): ShortLine<Ref> => {
        const stock = stockById.get(line.stock_id)!;
        return {
          ...line.ref,
          stockId: line.stock_id,
          name: line.name,
          nameKh: line.name_kh,
          wanted: wanted.get(line.stock_id)!,
          available: stock.selling ? stock.quantity : 0,
        };
      });
    if (short.length > 0) throw new OutOfStockError<Ref>(short);

    const priced = lines.map((line) => {
      const stock = stockById.get(line.stock_id)!;
      const unitCents = toCents(dealer ? stock.dealer_price : stock.price) * line.factor;
      return {
        ...line,
        supplierId: stock.supplier_id,
        unitCents,
        lineCents: unitCents * line.quantity,
        base: line.quantity * line.factor,
      };
    });
    const supplierIds = [...new Set(priced.map((line) => line.supplierId))].sort((x, y) => x - y);
    const deliveries = this.#quoteParts(order, quoting, priced, supplierIds);
    const feesCents = [...deliveries.values()].reduce((sum, part) => sum + part.feeCents + part.codFeeCents, 0);
    // What the shopper pays: the lines and every part's delivery fees.
    const totalCents = priced.reduce((sum, line) => sum + line.lineCents, 0) + feesCents;
    const shippingOption =
      order.shippingOption ??
      [...deliveries.values()].map((part) => part.option).find((option) => option !== STORE_PICKUP) ??
      'Ground Way';

    const [created] = await runSql<{ id: number }>(
      em,
      sql`insert into shop_order (user_id, status, dealer_pricing, total, payment_method, khqr_currency, shipping_option, location_id, user_location_id,
                                  recipient_name, phone, address, note, created_at, updated_at)
          values (${userId}, 'PENDING', ${dealer}, ${fromCents(totalCents)}, ${order.paymentMethod}, ${order.paymentMethod === 'BANK' ? (order.khqrCurrency ?? 'USD') : null},
                  ${shippingOption}, ${place.location.id},
                  ${place.id}, ${place.recipientName ?? null}, ${place.phone ?? null}, ${place.address}, ${order.note}, now(), now())
          returning id`,
    );
    const id = created!.id;
    // One part per supplier, each PENDING with the delivery quoted for it: from here on each moves by itself.
    const parts = await runSql<{ id: number; supplier_id: number }>(
      em,
      sql`insert into order_part (order_id, supplier_id, status, delivery_option, delivery_fee, cod_fee, delivery_days_min, delivery_days_max, created_at, updated_at)
          values ${joinSql(
            supplierIds.map((supplierId) => {
              const part = deliveries.get(supplierId)!;
              return sql`(${id}, ${supplierId}, 'PENDING', ${part.option}, ${fromCents(part.feeCents)}, ${fromCents(part.codFeeCents)},
                          ${part.daysMin}, ${part.daysMax}, now(), now())`;
            }),
            ', ',
          )}
          returning id, supplier_id`,
    );
    const partOf = new Map(parts.map((part) => [part.supplier_id, part.id]));
    await runSql(
      em,
      sql`insert into order_detail (order_id, part_id, stock_id, supplier_id, item_unit_id, quantity, factor, base_quantity, unit_price, line_total, status, created_at, updated_at)
          values ${joinSql(
            priced.map(
              (line) =>
                sql`(${id}, ${partOf.get(line.supplierId)!}, ${line.stock_id}, ${line.supplierId}, ${line.item_unit_id}, ${line.quantity}, ${line.factor}, ${line.base}, ${fromCents(line.unitCents)}, ${fromCents(line.lineCents)}, 'OPEN', now(), now())`,
            ),
            ', ',
          )}`,
    );
    const lowStock: number[] = [];
    for (const stockId of stockIds) {
      const changed = await this.#ledger.change(em, {
        stockId,
        delta: -wanted.get(stockId)!,
        reason: 'ORDER',
        note: null,
        systemNote: { code: 'ORDER_PLACED', facts: { orderId: id } },
        actorId: order.actorId,
      });
      lowStock.push(...changed.notified);
    }
    await this.#recordMove(em, id, null, null, 'PENDING', order.note, order.actorId);

    const staff = [
      ...(await this.#notifications.adminIds(em)),
      ...(await this.#notifications.supplierUserIds(em, supplierIds)),
    ];
    const notified = this.#notifications.add(em, staff, {
      kind: 'ORDER_PLACED',
      title: `New order #${id}`,
      message: `Order #${id}: ${lines.length} line(s), ${fromCents(totalCents)} USD`,
      orderId: id,
    });
    return { id, notified: [...notified, ...lowStock] };
  }

  /** What the delivery quote of the order's parts reads from the database: its stocks' grams and the address's zone. */
  async #quoteFacts<Ref extends LineRef>(
    em: EntityManager,
    order: NewOrder<Ref>,
    stockIds: number[],
  ): Promise<QuoteFacts> {
    const grams = await stockGrams(em, stockIds);
    const answer = await zoneFor(em, { locationId: order.place.location.id, address: order.place.address });
    return { grams, answer };
  }

  /**
   * Each supplier part's delivery, re-quoted here for the address (decisions.md, "Delivery"): the zone of the saved
   * location, the part's goods total at the prices just copied and its weight; the shopper's choice is only a choice.
   * 400 for a choice naming a supplier with no part in the order; 409 for a choice the zone does not allow.
   */
  #quoteParts<Ref extends LineRef>(
    order: NewOrder<Ref>,
    { grams, answer }: QuoteFacts,
    priced: { stock_id: number; supplierId: number; lineCents: number; base: number }[],
    supplierIds: number[],
  ): Map<number, PartDeliveryTerms> {
    const stray = order.parts?.find((choice) => !supplierIds.includes(choice.supplierId));
    if (stray) throw badRequest(`parts: supplier ${stray.supplierId} has no part in this order`, { field: 'parts' });
    return new Map(
      supplierIds.map((supplierId) => {
        const lines = priced.filter((line) => line.supplierId === supplierId);
        const part = {
          supplierId,
          goodsCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
          grams: lines.reduce((sum, line) => sum + (grams.get(line.stock_id) ?? 0) * line.base, 0),
        };
        const choice = choiceFor(supplierId, order.parts, order.shippingOption);
        return [
          supplierId,
          chooseDelivery(answer, part, choice, order.paymentMethod, order.place.location.id),
        ] as const;
      }),
    );
  }

  /**
   * A back-office move (staff). A supplier moves its own part only (409 naming the part's status when it cannot make
   * the move); an admin's move applies to every part that can make it (409 naming the order's status when none can).
   */
  async move(
    viewer: StaffViewer,
    actorId: number,
    orderId: number,
    to: OrderStatusName,
    options: MoveOptions = {},
  ): Promise<void> {
    const notified = await this.#orm.em.transactional(async (em) => {
      const order = await this.#lockOrder(em, orderId, viewer);
      const parts = await this.#lockParts(em, orderId);
      const supplierId = scopeSupplierId(viewer);
      if (supplierId !== null) {
        const own = parts.find((part) => part.supplier_id === supplierId)!;
        if (!canMove(own.status, to))
          throw invalidStatus(orderId, own.status, to, { id: own.supplier_id, name: own.supplier_name });
        return this.#moveParts(em, order, parts, [own], to, actorId, options);
      }
      const able = parts.filter((part) => canMove(part.status, to));
      if (able.length === 0) throw invalidStatus(orderId, order.status, to);
      return this.#moveParts(em, order, parts, able, to, actorId, options);
    });
    await this.#notifications.publish(notified);
  }

  /** The shopper cancels their whole order: every part still PENDING is cancelled (409 when none is). */
  async cancelByShopper(userId: number, orderId: number, reasons: string | undefined): Promise<void> {
    const notified = await this.#orm.em.transactional(async (em) => {
      const order = await this.#lockOrder(em, orderId, { kind: 'shopper', userId });
      const parts = await this.#lockParts(em, orderId);
      const pending = parts.filter((part) => shopperMayCancel(part.status));
      if (pending.length === 0) throw invalidStatus(orderId, order.status, 'cancelled by the shopper');
      return this.#moveParts(em, order, parts, pending, 'CANCELLED', userId, { reasons, note: reasons });
    });
    await this.#notifications.publish(notified);
  }

  /** The shopper cancels one line while its part is PENDING; cancelling the last open line of a part cancels the part. */
  async cancelLineByShopper(userId: number, orderId: number, detailId: number): Promise<void> {
    const notified = await this.#orm.em.transactional(async (em) => {
      const order = await this.#lockOrder(em, orderId, { kind: 'shopper', userId });
      const parts = await this.#lockParts(em, orderId);
      const [line] = await runSql<OpenLine & { status: string }>(
        em,
        sql`select id, stock_id, supplier_id, part_id, base_quantity, line_total::text as line_total, status from order_detail where id = ${detailId} and order_id = ${orderId}`,
      );
      if (!line) throw notFound(`Line ${detailId} of order ${orderId} not found`);
      const part = parts.find((candidate) => candidate.id === line.part_id)!;
      if (!shopperMayCancel(part.status))
        throw invalidStatus(orderId, part.status, 'changed by the shopper', {
          id: part.supplier_id,
          name: part.supplier_name,
        });
      if (line.status !== 'OPEN')
        throw conflict(`Line ${detailId} is already cancelled`, { code: CommerceErrorCode.invalidStatus });
      const open = await this.#openLines(em, part.id);
      if (open.length === 1) {
        return this.#moveParts(em, order, parts, [part], 'CANCELLED', userId, {
          systemNote: { code: 'LAST_LINE_CANCELLED', facts: { lineId: detailId } },
        });
      }
      await this.#returnLines(em, orderId, [line], userId);
      await runSql(
        em,
        sql`update shop_order set total = total - ${line.line_total}::numeric, updated_at = now() where id = ${orderId}`,
      );
      return [];
    });
    await this.#notifications.publish(notified);
  }

  /** The shopper sends the order to another of their saved locations (while no part has gone past ACCEPTED). */
  async modifyLocation(userId: number, orderId: number, userLocationId: number): Promise<void> {
    await this.#orm.em.transactional(async (em) => {
      const order = await this.#lockOrder(em, orderId, { kind: 'shopper', userId });
      const parts = await this.#lockParts(em, orderId);
      const place = await this.#deliveryAddress(em, userId, userLocationId);
      // The order's status is its least advanced part's: a part already on its way keeps the address it left with.
      const gone = parts.find((part) => part.status !== 'CANCELLED' && !shopperMayChangeAddress(part.status));
      if (!shopperMayChangeAddress(order.status) || gone)
        throw invalidStatus(orderId, gone?.status ?? order.status, 'sent elsewhere');
      await runSql(
        em,
        sql`update shop_order set location_id = ${place.location.id}, user_location_id = ${place.id}, recipient_name = ${place.recipientName ?? null},
                   phone = ${place.phone ?? null}, address = ${place.address}, updated_at = now()
            where id = ${orderId}`,
      );
    });
  }

  /**
   * Moves `moving` (parts of the locked order, each able to) to `to`: a cancelled part's open lines go back to their
   * stock and its invoice is cancelled, an accepted part gets its invoice; each part's move gets its history row and
   * audit entry; then the order's derived status is written. `parts` is every part of the order, as locked.
   */
  async #moveParts(
    em: EntityManager,
    order: LockedOrder,
    parts: LockedPart[],
    moving: LockedPart[],
    to: OrderStatusName,
    actorId: number,
    options: MoveOptions,
  ): Promise<number[]> {
    const note =
      options.note ??
      (to === 'CANCELLED' ? [options.reasons, options.refundNote].filter(Boolean).join(' / ') || null : null);
    let returnedCents = 0;
    for (const part of moving) {
      if (to === 'CANCELLED') {
        const lines = await this.#openLines(em, part.id);
        await this.#returnLines(em, order.id, lines, actorId);
        // A cancelled part is not delivered: its fees leave the order's total with its lines.
        returnedCents += lines.reduce((sum, line) => sum + toCents(line.line_total), 0) + toCents(part.fees);
        await runSql(
          em,
          sql`update invoice set status = 'CANCELLED', cancelled_at = now(), updated_at = now() where part_id = ${part.id} and status = 'ACCEPTED'`,
        );
      }
      await runSql(em, sql`update order_part set status = ${to}, updated_at = now() where id = ${part.id}`);
      if (to === 'ACCEPTED') {
        // The part's invoice, for the sum of its open lines and its delivery fees.
        await runSql(
          em,
          sql`insert into invoice (order_id, part_id, supplier_id, status, total, created_at, updated_at)
              select order_id, part_id, supplier_id, 'ACCEPTED', sum(line_total) + ${part.fees}::numeric, now(), now() from order_detail
              where part_id = ${part.id} and status = 'OPEN' group by order_id, part_id, supplier_id
              on conflict (order_id, supplier_id) do nothing`,
        );
      }
      await this.#recordMove(em, order.id, part, part.status, to, note, actorId, options.systemNote);
    }
    const derived = await syncOrderStatus(em, order.id);
    if (to === 'CANCELLED') {
      // A cancelled order keeps its total (what was ordered) and its reasons; a part cancelled while others go on
      // leaves the order's total, as a cancelled line does.
      if (derived.status === 'CANCELLED') {
        await runSql(
          em,
          sql`update shop_order set reasons = ${options.reasons ?? null}, refund_note = ${options.refundNote ?? null}, updated_at = now() where id = ${order.id}`,
        );
      } else if (returnedCents > 0) {
        await runSql(
          em,
          sql`update shop_order set total = total - ${fromCents(returnedCents)}::numeric, updated_at = now() where id = ${order.id}`,
        );
      }
    }
    return this.#notifyMoves(em, order, parts, moving, to, note);
  }

  /**
   * Tells the shopper: one notification for the order when every part still going moved together (a one-supplier
   * order, an admin's move of all), else one per part moved, naming its supplier (stored as facts, worded by the reader).
   */
  async #notifyMoves(
    em: EntityManager,
    order: LockedOrder,
    parts: LockedPart[],
    moving: LockedPart[],
    to: OrderStatusName,
    note: string | null,
  ): Promise<number[]> {
    const live = parts.filter((part) => part.status !== 'CANCELLED');
    const said = note ? `: ${note}` : '';
    if (moving.length === live.length) {
      return this.#notifications.addOrderNews(em, order.user_id, {
        title: `Order #${order.id} is ${to}`,
        message: `Your order #${order.id} moved from ${order.status} to ${to}${said}`,
        orderId: order.id,
        fromStatus: order.status,
        toStatus: to,
        note,
      });
    }
    const notified: number[] = [];
    for (const part of moving) {
      notified.push(
        ...(await this.#notifications.addOrderNews(em, order.user_id, {
          title: `${part.supplier_name}'s part of order #${order.id} is ${to}`,
          message: `${part.supplier_name}'s part of your order #${order.id} moved from ${part.status} to ${to}${said}`,
          orderId: order.id,
          fromStatus: part.status,
          toStatus: to,
          note,
          supplierName: part.supplier_name,
          supplierNameKh: part.supplier_name_kh,
        })),
      );
    }
    return notified;
  }

  /** Locks the order row; 404 when the viewer may not see it (order-scope.ts). */
  async #lockOrder(em: EntityManager, orderId: number, viewer: Viewer): Promise<LockedOrder> {
    const [order] = await runSql<LockedOrder & { visible: boolean }>(
      em,
      sql`select o.id, o.user_id, o.status, ${visibleOrderSql(viewer)} as visible from shop_order o where o.id = ${orderId} for update of o`,
    );
    if (!order?.visible) throw notFound(`Order ${orderId} not found`);
    return { id: order.id, user_id: order.user_id, status: order.status };
  }

  /** Every part of the locked order, locked in id order, with its supplier's names. */
  #lockParts(em: EntityManager, orderId: number): Promise<LockedPart[]> {
    return runSql<LockedPart>(
      em,
      sql`select p.id, p.supplier_id, su.name as supplier_name, su.name_kh as supplier_name_kh, p.status,
                 (p.delivery_fee + p.cod_fee)::text as fees
          from order_part p join supplier su on su.id = p.supplier_id
          where p.order_id = ${orderId} order by p.id for update of p`,
    );
  }

  #openLines(em: EntityManager, partId: number): Promise<OpenLine[]> {
    return runSql<OpenLine>(
      em,
      sql`select id, stock_id, supplier_id, part_id, base_quantity, line_total::text as line_total from order_detail where part_id = ${partId} and status = 'OPEN' order by id`,
    );
  }

  /** Marks lines cancelled and gives their base units back to their stocks (stocks locked in id order). */
  async #returnLines(em: EntityManager, orderId: number, lines: OpenLine[], actorId: number): Promise<void> {
    if (lines.length === 0) return;
    // Units coming back only ever raise a stock, so they never cross down to a low-stock alert.
    await runSql(
      em,
      sql`update order_detail set status = 'CANCELLED', cancelled_at = now(), updated_at = now() where id in (${inList(lines.map((l) => l.id))})`,
    );
    const back = new Map<number, number>();
    for (const line of lines) back.set(line.stock_id, (back.get(line.stock_id) ?? 0) + line.base_quantity);
    for (const stockId of [...back.keys()].sort((a, b) => a - b)) {
      await this.#ledger.change(em, {
        stockId,
        delta: back.get(stockId)!,
        reason: 'CANCEL',
        note: null,
        systemNote: { code: 'ORDER_CANCELLED', facts: { orderId } },
        actorId,
      });
    }
  }

  /**
   * The history row and audit entry of a move: of one supplier's part (the entry is that supplier's: no other
   * supplier of the order reads it), or of the whole order (`part` null: its creation).
   */
  async #recordMove(
    em: EntityManager,
    orderId: number,
    part: { id: number; supplier_id: number } | null,
    from: OrderStatusName | null,
    to: OrderStatusName,
    note: string | null,
    actorId: number,
    systemNote?: SystemNote,
  ) {
    await runSql(
      em,
      sql`insert into order_status_history (order_id, part_id, from_status, to_status, note, note_code, note_facts, changed_by_id, created_at)
          values (${orderId}, ${part?.id ?? null}, ${from}, ${to}, ${note}, ${systemNote?.code ?? null},
                  ${systemNote ? JSON.stringify(systemNote.facts) : null}::jsonb, ${actorId}, clock_timestamp())`,
    );
    await appendAuditEntry(
      em,
      {
        entity: 'order',
        entityId: orderId,
        action: from === null ? 'create' : 'status',
        changes: [{ field: 'status', from, to }],
        note,
        ...(systemNote ? { systemNote } : {}),
        supplierId: part?.supplier_id ?? null,
      },
      actorId,
    );
  }

  /** The chosen saved location of the shopper (404 when not theirs), else their default; 400 when they have none. */
  async #deliveryAddress(em: EntityManager, userId: number, userLocationId: number | undefined): Promise<UserLocation> {
    const place = await em.findOne(
      UserLocation,
      userLocationId === undefined ? { user: userId, isDefault: true } : { id: userLocationId, user: userId },
      { populate: ['location'] },
    );
    if (place) return place;
    if (userLocationId !== undefined) throw notFound(`Saved location ${userLocationId} not found`);
    throw badRequest('Save a delivery location first', { code: CommerceErrorCode.noLocation });
  }
}
