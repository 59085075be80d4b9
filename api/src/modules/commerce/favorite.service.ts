// A shopper's favourite items: a toggle and a paged list, newest first.
import type { FavoriteItem, PriceKind } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { queryRows, sql } from '../../lib/sql.ts';
import { Item } from '../catalog/item.entity.ts';
import { availabilitySql, offerAggregateSql, toRielSql } from '../supply/offer-sql.ts';
import { itemColumnsSql, itemNamesJoinSql, toItemView, type ItemColumns } from '../catalog/sql/item-sql.ts';
import { itemImageSql } from './line-sql.ts';
import { priceKindOf } from './pricing.ts';
import { Favorite } from './favorite.entity.ts';

interface FavoriteRow extends ItemColumns {
  id: number;
  created_at: Date;
  image: string | null;
  stock_id: number | null;
  price: string | null;
  price_khr: string | null;
  price_kind: PriceKind;
  availability: FavoriteItem['availability'];
}

export class FavoriteService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Adds the item to the favourites, or removes it when it is there; answers whether it is now a favourite. */
  async toggle(userId: number, itemId: number): Promise<{ itemId: number; favorite: boolean }> {
    const em = this.#orm.em;
    if (!(await em.count(Item, { id: itemId }))) throw notFound(`Item ${itemId} not found`);
    const removed = await em.nativeDelete(Favorite, { user: userId, item: itemId });
    if (removed) return { itemId, favorite: false };
    // "on conflict do nothing": a double click racing itself still leaves one row.
    await em
      .getConnection()
      .execute(
        'insert into favorite (user_id, item_id, created_at) values (?, ?, now()) on conflict (user_id, item_id) do nothing',
        [userId, itemId],
        'run',
      );
    return { itemId, favorite: true };
  }

  /** The shopper's favourites, each at the price the shopper pays (an approved dealer's: the dealer price). */
  async list(userId: number, page: PageRequest) {
    const kind = await priceKindOf(this.#orm.em, userId);
    const [rows, total] = await Promise.all([
      queryRows<FavoriteRow>(
        this.#orm,
        sql`select f.id, f.created_at, ${itemColumnsSql}, ${itemImageSql(sql`i.id`)} as image,
                   -- What the catalogue offers for the item: the same price, availability and stock to add.
                   o.stock_id, o.price::text as price, ${toRielSql(sql`o.price`)} as price_khr, o.price_kind,
                   ${availabilitySql(sql`o.quantity`, sql`o.plenty`)} as availability
            from favorite f
            join item i on i.id = f.item_id ${itemNamesJoinSql}
            left join lateral (${offerAggregateSql(sql`i.id`, kind)}) o on true
            where f.user_id = ${userId}
            order by f.created_at desc, f.id desc
            limit ${page.size} offset ${page.offset}`,
      ),
      this.#orm.em.count(Favorite, { user: userId }),
    ]);
    const data: FavoriteItem[] = rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      link:
        row.part_id !== null
          ? { kind: 'part' as const, id: row.part_id }
          : row.accessory_id !== null
            ? { kind: 'accessory' as const, id: row.accessory_id }
            : null,
      image: row.image,
      stockId: row.stock_id,
      price: row.price,
      priceKhr: row.price_khr,
      priceKind: row.price_kind,
      availability: row.availability,
      item: toItemView(row),
    }));
    return { data, pagination: pagination(page, total) };
  }
}
