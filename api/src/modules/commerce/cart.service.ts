// A shopper's cart: lines of a stock in one of the item's units. Prices and stock are read live on every
// read, so the cart always shows what ordering would cost now, and warns when a stock has too few units.
import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  MAX_CART_LINES,
  type AddToCartBody,
  type Cart,
  type CartLine,
  type CartWarningCode,
  type GuestCartLine,
  type GuestMergeBody,
  type GuestMergeResult,
  type UpdateCartBody,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { queryRows, runSql, sql } from '../../lib/sql.ts';
import { CommerceErrorCode } from '@shop/contracts';
import { ItemUnit } from '../catalog/item-unit.entity.ts';
import { User } from '../identity/user.entity.ts';
import { Stock } from '../supply/stock.entity.ts';
import { CartItem } from './cart-item.entity.ts';
import { Favorite } from './favorite.entity.ts';
import { Item } from '../catalog/item.entity.ts';
import { itemUnitsSql, type ItemUnitsColumn } from '../catalog/sql/item-sql.ts';
import {
  itemImageSql,
  lineColumnsSql,
  lineJoinsSql,
  toLineItem,
  toLineSupplier,
  toLineUnit,
  type LineColumns,
} from './line-sql.ts';
import { lineRiel, sumRiel } from '@shop/ui/riel.ts';
import { centsToRiel, fromCents, toCents } from './money.ts';
import { paysDealerPrice, khrRate } from './pricing.ts';

/** Most a cart line holds, in its unit. */
const MAX_LINE_QUANTITY = 10_000;
/** How long an add's id (AddToCartBody.addId) is remembered: longer than any add waits offline in a browser. */
const ADD_ID_DAYS = 30;

interface CartRow extends LineColumns {
  id: number;
  stock_id: number;
  quantity: number;
  available: number;
  price: string;
  dealer_price: string;
  selling: boolean;
  image: string | null;
  units: ItemUnitsColumn;
}

export class CartService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  get #em(): EntityManager {
    return this.#orm.em;
  }

  /** How many lines the cart has: the session's cartCount. */
  count(userId: number): Promise<number> {
    return this.#em.count(CartItem, { user: userId });
  }

  async cart(userId: number): Promise<Cart> {
    const [dealer, rate] = await Promise.all([paysDealerPrice(this.#em, userId), khrRate(this.#em)]);
    const rows = await queryRows<CartRow>(
      this.#orm,
      sql`select ci.id, ci.stock_id, ci.quantity, s.quantity as available, s.price::text as price,
                 s.dealer_price::text as dealer_price, (st.enabled and su.enabled) as selling, ${lineColumnsSql},
                 ${itemImageSql(sql`s.item_id`)} as image, ${itemUnitsSql(sql`s.item_id`)} as units
          from cart_item ci
          join stock s on s.id = ci.stock_id
          join item_unit iu on iu.id = ci.item_unit_id
          ${lineJoinsSql}
          where ci.user_id = ${userId}
          order by ci.id`,
    );
    return toCart(rows, dealer, rate);
  }

  /**
   * A signed-out shopper's cart, kept in the browser, priced as a cart at retail prices. Each line's `id` is its
   * position in `lines` plus one; lines of a stock that no longer exists, or in a unit not of its item, are left
   * out (the browser drops them).
   */
  async guestCart(lines: readonly GuestCartLine[]): Promise<Cart> {
    const rate = await khrRate(this.#em);
    if (lines.length === 0) return toCart([], false, rate);
    // Arrays, not a VALUES list, so the statement text (and its prepared plan) is the same for any number of lines.
    const rows = await queryRows<CartRow>(
      this.#orm,
      sql`select g.position::int as id, g.stock_id, g.quantity, s.quantity as available, s.price::text as price,
                 s.dealer_price::text as dealer_price, (st.enabled and su.enabled) as selling, ${lineColumnsSql},
                 ${itemImageSql(sql`s.item_id`)} as image, ${itemUnitsSql(sql`s.item_id`)} as units
          from unnest(${lines.map((line) => line.stockId)}::int[], ${lines.map((line) => line.itemUnitId ?? null)}::int[],
                      ${lines.map((line) => line.quantity)}::int[]) with ordinality as g(stock_id, item_unit_id, quantity, position)
          join stock s on s.id = g.stock_id
          join item_unit iu on iu.item_id = s.item_id and (iu.id = g.item_unit_id or (g.item_unit_id is null and iu.is_base))
          ${lineJoinsSql}
          order by g.position`,
    );
    return toCart(rows, false, rate);
  }

  /**
   * Merges what a guest kept in the browser into the account that signed in, in one transaction: each line adds
   * its quantity to the account's line of the same stock and unit, cut down to what the store has (never below
   * what the account's line had); stocks no longer sold, and lines past a full cart, are left out; favourites
   * are added (one already there stays).
   */
  async mergeGuest(userId: number, body: GuestMergeBody): Promise<GuestMergeResult> {
    const limited: number[] = [];
    const skipped: number[] = [];
    await this.#em.transactional(async (em) => {
      await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      let lineCount = await em.count(CartItem, { user: userId });
      for (const guest of body.lines) {
        const stock = await em.findOne(
          Stock,
          { id: guest.stockId },
          { populate: ['store', 'store.supplier'], lockMode: LockMode.PESSIMISTIC_READ },
        );
        const unit =
          stock && stock.store.enabled && stock.store.supplier.enabled
            ? await this.#unitOrNull(em, stock, guest.itemUnitId)
            : null;
        if (!stock || !unit) {
          skipped.push(guest.stockId);
          continue;
        }
        const line = await em.findOne(CartItem, { user: userId, stock, itemUnit: unit });
        const had = line?.quantity ?? 0;
        const most = Math.max(had, Math.min(MAX_LINE_QUANTITY, Math.floor(stock.quantity / unit.factor)));
        const quantity = Math.min(had + guest.quantity, most);
        if (quantity < had + guest.quantity) limited.push(guest.stockId);
        if (line) line.quantity = quantity;
        else if (quantity > 0 && lineCount < MAX_CART_LINES) {
          em.create(CartItem, { user: userId, stock, itemUnit: unit, quantity });
          lineCount += 1;
        } else skipped.push(guest.stockId);
      }
      const favorites = new Set(
        (await em.find(Favorite, { user: userId, item: { $in: body.favoriteItemIds } })).map(
          (favorite) => favorite.item.id,
        ),
      );
      const items = await em.find(Item, { id: { $in: body.favoriteItemIds.filter((id) => !favorites.has(id)) } });
      for (const item of items) em.create(Favorite, { user: userId, item });
    });
    return { cart: await this.cart(userId), limited: [...new Set(limited)], skipped: [...new Set(skipped)] };
  }

  /** Adds a stock in a unit (the item's base unit by default); the same stock and unit again adds to its line. */
  async add(userId: number, body: AddToCartBody): Promise<Cart> {
    await this.#em.transactional(async (em) => {
      const stock = await em.findOne(Stock, { id: body.stockId }, { populate: ['store', 'store.supplier'] });
      if (!stock || !stock.store.enabled || !stock.store.supplier.enabled)
        throw notFound(`Stock ${body.stockId} not found`);
      const unit = await this.#unitOf(em, stock, body.itemUnitId);
      // Lock the user's row so two adds at once neither both create the line nor pass the line limit.
      await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (body.addId !== undefined && !(await this.#firstSendOf(em, userId, body.addId))) return;
      const line = await em.findOne(CartItem, { user: userId, stock, itemUnit: unit });
      const quantity = body.quantity ?? 1;
      if (line) {
        if (line.quantity + quantity > MAX_LINE_QUANTITY)
          throw badRequest(`A cart line holds at most ${MAX_LINE_QUANTITY}`);
        line.quantity += quantity;
      } else {
        if ((await em.count(CartItem, { user: userId })) >= MAX_CART_LINES) {
          throw badRequest(`A cart holds at most ${MAX_CART_LINES} lines`, { code: CommerceErrorCode.cartFull });
        }
        em.create(CartItem, { user: userId, stock, itemUnit: unit, quantity });
      }
    });
    return this.cart(userId);
  }

  /** Sets a line's quantity (and unit); another shopper's line is 404. */
  async update(userId: number, id: number, body: UpdateCartBody): Promise<Cart> {
    await this.#em.transactional(async (em) => {
      const line = await em.findOne(CartItem, { id, user: userId }, { populate: ['stock'] });
      if (!line) throw notFound(`Cart line ${id} not found`);
      if (body.itemUnitId !== undefined && body.itemUnitId !== line.itemUnit.id) {
        const unit = await this.#unitOf(em, line.stock, body.itemUnitId);
        const twin = await em.findOne(CartItem, { user: userId, stock: line.stock, itemUnit: unit });
        if (twin) {
          // The line now matches another one: keep one line with the new quantity.
          twin.quantity = body.quantity;
          em.remove(line);
          return;
        }
        line.itemUnit = unit;
      }
      line.quantity = body.quantity;
    });
    return this.cart(userId);
  }

  async remove(userId: number, id: number): Promise<Cart> {
    const deleted = await this.#em.nativeDelete(CartItem, { id, user: userId });
    if (!deleted) throw notFound(`Cart line ${id} not found`);
    return this.cart(userId);
  }

  /**
   * Whether this is the first time the shopper's add `addId` arrives (then it is remembered); under the user-row lock
   * of add(), so two sends of one add at once add once. Ids older than ADD_ID_DAYS are forgotten on the way.
   */
  async #firstSendOf(em: EntityManager, userId: number, addId: string): Promise<boolean> {
    await runSql(
      em,
      sql`delete from cart_add_sent where user_id = ${userId} and sent_at < now() - make_interval(days => ${ADD_ID_DAYS})`,
    );
    const inserted = await runSql<{ add_id: string }>(
      em,
      sql`insert into cart_add_sent (user_id, add_id, sent_at) values (${userId}, ${addId}, now())
          on conflict do nothing returning add_id`,
    );
    return inserted.length > 0;
  }

  async #unitOrNull(em: EntityManager, stock: Stock, itemUnitId: number | undefined): Promise<ItemUnit | null> {
    return itemUnitId === undefined
      ? em.findOne(ItemUnit, { item: stock.item, isBase: true })
      : em.findOne(ItemUnit, { id: itemUnitId, item: stock.item });
  }

  async #unitOf(em: EntityManager, stock: Stock, itemUnitId: number | undefined): Promise<ItemUnit> {
    const unit = await this.#unitOrNull(em, stock, itemUnitId);
    if (!unit) {
      throw badRequest(
        itemUnitId === undefined ? 'This item has no base unit' : `Unit ${itemUnitId} is not a unit of this item`,
      );
    }
    return unit;
  }
}

/** Prices cart rows as they are now (dealer or retail), in USD and KHR, with a warning per line that cannot be ordered as it is. */
function toCart(rows: readonly CartRow[], dealer: boolean, rate: bigint): Cart {
  let totalCents = 0;
  const lines = rows.map((row): CartLine => {
    const unitCents = toCents(dealer ? row.dealer_price : row.price) * row.factor;
    const lineCents = unitCents * row.quantity;
    totalCents += lineCents;
    const unitKhr = centsToRiel(unitCents, rate);
    const baseQuantity = row.quantity * row.factor;
    const warningCode: CartWarningCode | null = !row.selling
      ? 'UNAVAILABLE'
      : row.available < baseQuantity
        ? 'SHORT'
        : null;
    return {
      id: row.id,
      stockId: row.stock_id,
      item: toLineItem(row),
      unit: toLineUnit(row),
      supplier: toLineSupplier(row),
      quantity: row.quantity,
      baseQuantity,
      available: row.available,
      unitPrice: fromCents(unitCents),
      unitPriceKhr: unitKhr,
      lineTotal: fromCents(lineCents),
      // The unit's riel times the quantity, not the riel of the line's USD: the figures the cart lists add up.
      lineTotalKhr: lineRiel(unitKhr, row.quantity),
      warning:
        warningCode === 'UNAVAILABLE'
          ? 'This store no longer sells this item'
          : warningCode === 'SHORT'
            ? row.available === 0
              ? 'Out of stock'
              : `Only ${row.available} ${row.factor === 1 ? row.unit_name : 'base units'} left`
            : null,
      warningCode,
      image: row.image,
      units: row.units,
    };
  });
  return {
    lines,
    count: lines.length,
    total: fromCents(totalCents),
    totalKhr: sumRiel(lines.map((line) => line.lineTotalKhr)),
    dealerPricing: dealer,
    hasWarnings: lines.some((line) => line.warning !== null),
  };
}
