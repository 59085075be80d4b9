// Writes of the stock desk: create a stock, change its prices and threshold, increase it, delete it, and change
// the prices of several at once. Quantities change only through the stock ledger; each write runs in one
// transaction that first locks the stock row (so a threshold change and a sale cannot cross unseen), and answers
// 404 for a stock outside the caller's scope.
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import {
  BackofficeErrorCode,
  ErrorCode,
  StockErrorCode,
  type StockBody,
  type StockIncreaseBody,
  type StockPatch,
  type StockPriceBody,
  type StockPriceResult,
  type StockView,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { joinSql, sql, type SqlFragment } from '../../lib/sql.ts';
import { fromCents, toCents } from '../commerce/money.ts';
import { scopeSql, type StaffScope } from './staff-scope.ts';
import type { StockLedger } from './stock-ledger.ts';
import type { StockReader } from './stock-read.ts';
import { Stock } from './stock.entity.ts';

const run = <T>(em: EntityManager, fragment: SqlFragment) =>
  (em as SqlEntityManager).execute<T[]>(fragment.text, [...fragment.params], 'all');

/** cents x (1 + basis points / 10000), rounded half up, exactly (BigInt). */
export function scaleCents(cents: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  const scaled = BigInt(cents) * (10_000n + basisPoints);
  return Number((scaled + 5_000n) / 10_000n);
}

export class StockService {
  readonly #orm: Orm;
  readonly #ledger: StockLedger;
  readonly #reader: StockReader;

  constructor(orm: Orm, ledger: StockLedger, reader: StockReader) {
    this.#orm = orm;
    this.#ledger = ledger;
    this.#reader = reader;
  }

  async create(scope: StaffScope, actorId: number, body: StockBody): Promise<StockView> {
    const { id, notified } = await this.#orm.em.transactional(async (em) => {
      const storeId = await this.#storeFor(em, scope, body.storeId);
      const [item] = await run<{ id: number }>(em, sql`select id from item where id = ${body.itemId}`);
      if (!item) throw notFound(`Item ${body.itemId} not found`, { field: 'itemId' });
      const taken = await run(em, sql`select 1 from stock where store_id = ${storeId} and item_id = ${body.itemId}`);
      if (taken.length > 0)
        throw conflict(`Store ${storeId} already stocks item ${body.itemId}`, {
          code: BackofficeErrorCode.duplicate,
          field: 'itemId',
        });
      const stock = em.create(Stock, {
        store: storeId,
        item: body.itemId,
        quantity: 0,
        price: body.price,
        dealerPrice: body.dealerPrice ?? body.price,
        alertThreshold: body.alertThreshold ?? 5,
      });
      // Another request that stocked the item since the check answers the same 409 DUPLICATE naming itemId, from the
      // error handler (db/constraint-errors.ts).
      await em.flush();
      const opening = body.quantity ?? 0;
      const changed =
        opening > 0
          ? await this.#ledger.change(em, {
              stockId: stock.id,
              delta: opening,
              reason: 'INITIAL',
              note: null,
              systemNote: { code: 'OPENING_STOCK', facts: {} },
              actorId,
            })
          : undefined;
      return { id: stock.id, notified: changed?.notified ?? [] };
    });
    await this.#ledger.publish(notified);
    return this.#view(scope, id);
  }

  /** Prices and threshold (the quantity has routes of its own). A threshold raised over the quantity alerts. */
  async update(scope: StaffScope, id: number, patch: StockPatch): Promise<StockView> {
    const notified = await this.#orm.em.transactional(async (em) => {
      const locked = await this.#lock(em, scope, id);
      const stock = await em.findOneOrFail(Stock, { id });
      em.assign(stock, patch);
      await em.flush();
      return this.#ledger.alertIfCrossed(
        em,
        id,
        { quantity: locked.quantity, threshold: locked.alert_threshold },
        { quantity: locked.quantity, threshold: stock.alertThreshold },
      );
    });
    await this.#ledger.publish(notified);
    return this.#view(scope, id);
  }

  async increase(scope: StaffScope, actorId: number, id: number, body: StockIncreaseBody): Promise<StockView> {
    await this.#orm.em.transactional(async (em) => {
      await this.#lock(em, scope, id);
      await this.#ledger.change(em, {
        stockId: id,
        delta: body.quantity,
        reason: 'INCREASE',
        note: body.note?.trim() || null,
        actorId,
      });
    });
    return this.#view(scope, id);
  }

  /** Refused while orders under way (PENDING, ACCEPTED, PROCESSING) hold it (409 STOCK_IN_ORDERS); once sold, its order lines keep it (409 IN_USE). */
  async remove(scope: StaffScope, id: number): Promise<void> {
    await this.#orm.em.transactional(async (em) => {
      await this.#lock(em, scope, id);
      const [lines] = await run<{ open: number; any: number }>(
        em,
        // Under way is the line's own supplier part's status (decisions.md, "Per-supplier fulfilment"), not the order's.
        sql`select count(*) filter (where d.status = 'OPEN' and p.status in ('PENDING', 'ACCEPTED', 'PROCESSING'))::int as open,
                   count(*)::int as any
            from order_detail d join order_part p on p.id = d.part_id where d.stock_id = ${id}`,
      );
      if (lines!.open > 0) {
        throw conflict(
          `Stock ${id} is held by ${lines!.open} open order line(s); finish or cancel those orders first`,
          { code: StockErrorCode.stockInOrders, usedBy: ['order_detail'] },
        );
      }
      if (lines!.any > 0) {
        throw conflict(
          `Stock ${id} is in ${lines!.any} past order line(s), which keep it; set its quantity to zero instead`,
          { code: BackofficeErrorCode.inUse, usedBy: ['order_detail'] },
        );
      }
      em.remove(await em.findOneOrFail(Stock, { id }));
      await em.flush();
    });
  }

  /** Each chosen stock's price (and dealer price) by a percentage; stocks outside the scope answer NOT_FOUND. */
  async changePrices(scope: StaffScope, body: StockPriceBody): Promise<StockPriceResult[]> {
    return this.#orm.em.transactional(async (em) => {
      const ids = [...new Set(body.ids)];
      const owned = new Set(
        (
          await run<{ id: number }>(
            em,
            sql`select s.id from stock s join store st on st.id = s.store_id where s.id in (${joinSql(
              ids.map((id) => sql`${id}`),
              ', ',
            )}) ${scopeSql(scope)} order by s.id for update of s`,
          )
        ).map((row) => row.id),
      );
      const stocks = new Map((await em.find(Stock, { id: { $in: [...owned] } })).map((stock) => [stock.id, stock]));
      const results = ids.map((id): StockPriceResult => {
        const stock = stocks.get(id);
        if (!stock) return { id, ok: false, code: ErrorCode.notFound, price: null, dealerPrice: null };
        const price = scaleCents(toCents(String(stock.price)), body.percent);
        const dealer =
          body.dealerPrice === false
            ? toCents(String(stock.dealerPrice))
            : scaleCents(toCents(String(stock.dealerPrice)), body.percent);
        if (price > 99_999_999_999 || dealer > 99_999_999_999)
          return { id, ok: false, code: ErrorCode.validation, price: null, dealerPrice: null };
        stock.price = fromCents(price);
        stock.dealerPrice = fromCents(dealer);
        return { id, ok: true, code: null, price: fromCents(price), dealerPrice: fromCents(dealer) };
      });
      await em.flush();
      return results;
    });
  }

  /** Locks the stock row when it is in the caller's scope; 404 otherwise. */
  async #lock(
    em: EntityManager,
    scope: StaffScope,
    id: number,
  ): Promise<{ quantity: number; alert_threshold: number }> {
    const [row] = await run<{ quantity: number; alert_threshold: number }>(
      em,
      sql`select s.quantity, s.alert_threshold from stock s join store st on st.id = s.store_id where s.id = ${id} ${scopeSql(scope)} for update of s`,
    );
    if (!row) throw notFound(`Stock ${id} not found`);
    return row;
  }

  /** A supplier stocks its own store (another store id: 404); an admin names the store. */
  async #storeFor(em: EntityManager, scope: StaffScope, storeId: number | undefined): Promise<number> {
    if (scope.kind === 'supplier') {
      const [own] = await run<{ id: number }>(em, sql`select id from store where supplier_id = ${scope.supplierId}`);
      if (!own || (storeId !== undefined && storeId !== own.id))
        throw notFound(`Store ${storeId ?? ''} not found`.trim(), { field: 'storeId' });
      return own.id;
    }
    if (storeId === undefined) throw badRequest('storeId: name the store to stock', { field: 'storeId' });
    const [store] = await run<{ id: number }>(em, sql`select id from store where id = ${storeId}`);
    if (!store) throw notFound(`Store ${storeId} not found`, { field: 'storeId' });
    return store.id;
  }

  async #view(scope: StaffScope, id: number): Promise<StockView> {
    const view = await this.#reader.get(scope, id);
    if (!view) throw notFound(`Stock ${id} not found`);
    return view;
  }
}
