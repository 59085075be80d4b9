// A shopper's cart: lines of a stock in one of the item's units. Prices and stock are read live on every
// read, so the cart always shows what ordering would cost now, and warns when a stock has too few units.
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { AddToCartBody, Cart, CartLine, CartWarningCode, UpdateCartBody } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { queryRows, sql } from '../../lib/sql.ts';
import { CommerceErrorCode } from '@shop/contracts';
import { ItemUnit } from '../catalog/item-unit.entity.ts';
import { User } from '../identity/user.entity.ts';
import { Stock } from '../supply/stock.entity.ts';
import { CartItem } from './cart-item.entity.ts';
import { itemImageSql, itemUnitsSql, lineColumnsSql, lineJoinsSql, toLineItem, toLineSupplier, toLineUnit, type ItemUnitsColumn, type LineColumns } from './line-sql.ts';
import { centsToRiel, fromCents, toCents } from './money.ts';
import { paysDealerPrice, khrRate } from './pricing.ts';

/** More lines than any real cart has; stops a script from growing one without bound. */
export const MAX_CART_LINES = 100;

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
    let totalCents = 0;
    const lines = rows.map((row): CartLine => {
      const unitCents = toCents(dealer ? row.dealer_price : row.price) * row.factor;
      const lineCents = unitCents * row.quantity;
      totalCents += lineCents;
      const baseQuantity = row.quantity * row.factor;
      const warningCode: CartWarningCode | null = !row.selling ? 'UNAVAILABLE' : row.available < baseQuantity ? 'SHORT' : null;
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
        unitPriceKhr: centsToRiel(unitCents, rate),
        lineTotal: fromCents(lineCents),
        lineTotalKhr: centsToRiel(lineCents, rate),
        warning: warningCode === 'UNAVAILABLE'
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
      totalKhr: centsToRiel(totalCents, rate),
      dealerPricing: dealer,
      hasWarnings: lines.some((line) => line.warning !== null),
    };
  }

  /** Adds a stock in a unit (the item's base unit by default); the same stock and unit again adds to its line. */
  async add(userId: number, body: AddToCartBody): Promise<Cart> {
    await this.#em.transactional(async (em) => {
      const stock = await em.findOne(Stock, { id: body.stockId }, { populate: ['store', 'store.supplier'] });
      if (!stock || !stock.store.enabled || !stock.store.supplier.enabled) throw notFound(`Stock ${body.stockId} not found`);
      const unit = await this.#unitOf(em, stock, body.itemUnitId);
      // Lock the user's row so two adds at once neither both create the line nor pass the line limit.
      await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const line = await em.findOne(CartItem, { user: userId, stock, itemUnit: unit });
      const quantity = body.quantity ?? 1;
      if (line) {
        if (line.quantity + quantity > 10_000) throw new HttpError(400, 'VALIDATION', 'A cart line holds at most 10000');
        line.quantity += quantity;
      } else {
        if ((await em.count(CartItem, { user: userId })) >= MAX_CART_LINES) {
          throw new HttpError(400, CommerceErrorCode.cartFull, `A cart holds at most ${MAX_CART_LINES} lines`);
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

  async #unitOf(em: EntityManager, stock: Stock, itemUnitId: number | undefined): Promise<ItemUnit> {
    const unit = itemUnitId === undefined
      ? await em.findOne(ItemUnit, { item: stock.item, isBase: true })
      : await em.findOne(ItemUnit, { id: itemUnitId, item: stock.item });
    if (!unit) {
      throw new HttpError(400, 'VALIDATION', itemUnitId === undefined ? 'This item has no base unit' : `Unit ${itemUnitId} is not a unit of this item`);
    }
    return unit;
  }
}
