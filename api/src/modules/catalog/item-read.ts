// The item desk's reads (the staff item and accessory lists, one item, the model years with their part counts), each
// row saying whether the writer asking may change it (catalogue-ownership.ts); the writes are ItemDeskService's.
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import {
  partNumberKey,
  type AccessoryListQuery,
  type ItemListQuery,
  type PartNumberCheck,
  type PartNumberCheckQuery,
} from '@shop/contracts';
import type { Static } from 'typebox';
import type { Orm } from '../../db/orm.ts';
import { likePattern } from '../../lib/crud.ts';
import { notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination } from '../../lib/paging.ts';
import { emptySql, queryRows, sql } from '../../lib/sql.ts';
import { Accessory } from './accessory.entity.ts';
import { itemLocks, type CatalogueWriter } from './catalogue-ownership.ts';
import { namedRef } from './desk/references.ts';
import { itemRecordView } from './item-record-view.ts';
import { Part } from './part.entity.ts';

interface ItemRow {
  id: number;
  type: 'Part' | 'Accessory';
  condition: 'New';
  created_at: Date;
  record_id: number;
  part_number: string;
  name: string;
  name_kh: string | null;
  maker_id: number;
  maker_name: string;
  maker_name_kh: string | null;
  total: number;
}

type Ownership = Awaited<ReturnType<typeof itemLocks>>;
const ownershipOf = (locks: Ownership, itemId: number) => locks.get(itemId) ?? { editable: false, lock: null };

const itemView = (row: ItemRow, locks: Ownership) => ({
  id: row.id,
  type: row.type,
  condition: row.condition,
  recordId: row.record_id,
  partNumber: row.part_number,
  name: row.name,
  nameKh: row.name_kh,
  maker: { id: row.maker_id, name: row.maker_name, nameKh: row.maker_name_kh },
  createdAt: new Date(row.created_at).toISOString(),
  ...ownershipOf(locks, row.id),
});

const accessoryView = (row: Accessory, locks: Ownership) => ({
  ...itemRecordView(row),
  accessoryCategory: namedRef(row.accessoryCategory),
  ...ownershipOf(locks, row.item.id),
});

/** A part as the part-number check names it: number, names and maker. */
const partMatch = (row: Part) => ({
  id: row.id,
  partNumber: row.partNumber,
  name: row.name,
  nameKh: row.nameKh ?? null,
  maker: namedRef(row.brandItem),
});

/** Items (with their part's or accessory's names and maker), newest first. */
function itemsSql(where: { id?: number; type?: string; search?: string }, page?: { size: number; offset: number }) {
  const search = where.search?.trim();
  return sql`
    select i.id, i.type, i.condition, i.created_at, coalesce(p.id, a.id) as record_id,
           coalesce(p.part_number, a.part_number) as part_number, coalesce(p.name, a.name) as name, coalesce(p.name_kh, a.name_kh) as name_kh,
           m.id as maker_id, m.name as maker_name, m.name_kh as maker_name_kh, (count(*) over ())::int as total
      from item i
      left join part p on p.item_id = i.id
      left join accessory a on a.item_id = i.id
      join brand_item m on m.id = coalesce(p.brand_item_id, a.brand_item_id)
     where true
       ${where.id === undefined ? emptySql : sql`and i.id = ${where.id}`}
       ${where.type === undefined ? emptySql : sql`and i.type = ${where.type}`}
       ${
         search
           ? sql`and (coalesce(p.part_number_key, a.part_number_key) like ${`${partNumberKey(search)}%`}
                 or coalesce(p.name, a.name) ilike ${likePattern(search)} or coalesce(p.name_kh, a.name_kh) ilike ${likePattern(search)})`
           : emptySql
       }
     order by i.id desc
     ${page ? sql`limit ${page.size} offset ${page.offset}` : emptySql}`;
}

/** Rows as views, each saying whether `writer` may change it. */
async function itemViews(em: EntityManager, writer: CatalogueWriter, rows: ItemRow[]) {
  const locks = await itemLocks(
    em,
    writer,
    rows.map((row) => row.id),
  );
  return rows.map((row) => itemView(row, locks));
}

export class ItemReader {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Items by id, in the given order, as `writer` sees them (after a write: read from the committed rows). */
  async items(writer: CatalogueWriter, ids: number[]) {
    const views = [];
    for (const id of ids) {
      const [row] = await queryRows<ItemRow>(this.#orm, itemsSql({ id }));
      if (!row) throw notFound(`Item ${id} not found`);
      views.push(...(await itemViews(this.#orm.em, writer, [row])));
    }
    return views;
  }

  /** A page of items, newest first, by ?type and ?search. */
  async list(writer: CatalogueWriter, query: Static<typeof ItemListQuery>) {
    const page = pageRequest(query);
    const filter = {
      ...(query.type ? { type: query.type } : {}),
      ...(query.search ? { search: query.search } : {}),
    };
    const rows = await queryRows<ItemRow>(this.#orm, itemsSql(filter, page));
    // A page past the end has no row to carry the total: ask for the first one.
    const total =
      rows[0]?.total ??
      (page.offset > 0
        ? ((await queryRows<ItemRow>(this.#orm, itemsSql(filter, { size: 1, offset: 0 })))[0]?.total ?? 0)
        : 0);
    return { data: await itemViews(this.#orm.em, writer, rows), pagination: pagination(page, total) };
  }

  /** Every model year, oldest first, with how many parts fit it. */
  years() {
    return queryRows<{ id: number; value: number; parts: number }>(
      this.#orm,
      sql`select y.id, y.value, count(distinct f.part_id)::int as parts from year y left join part_fit f on f.year_id = y.id group by y.id order by y.value`,
    );
  }

  /** A page of accessories by name, by ?search, ?accessoryCategoryId and ?brandItemId. */
  async accessories(writer: CatalogueWriter, query: Static<typeof AccessoryListQuery>) {
    const { search, accessoryCategoryId, brandItemId } = query;
    const text = search?.trim();
    const where: FilterQuery<Accessory> = {
      ...(accessoryCategoryId ? { accessoryCategory: accessoryCategoryId } : {}),
      ...(brandItemId ? { brandItem: brandItemId } : {}),
      ...(text
        ? {
            $or: [
              { partNumberKey: { $like: `${partNumberKey(text)}%` } },
              { name: { $ilike: likePattern(text) } },
              { nameKh: { $ilike: likePattern(text) } },
            ],
          }
        : {}),
    };
    const page = pageRequest(query);
    const em = this.#orm.em;
    const [rows, total] = await em.findAndCount(Accessory, where, {
      populate: ['brandItem', 'accessoryCategory', 'image', 'item'],
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      limit: page.size,
      offset: page.offset,
    });
    const locks = await itemLocks(
      em,
      writer,
      rows.map((row) => row.item.id),
    );
    return { data: rows.map((row) => accessoryView(row, locks)), pagination: pagination(page, total) };
  }

  /**
   * The parts already going by a number, compared by partNumberKey as the save's check is (item-records.ts): the
   * maker's own (a save would be refused) and up to ten of other makers' (allowed, with a warning).
   */
  async partNumberMatches(query: PartNumberCheckQuery): Promise<PartNumberCheck> {
    const { partNumber, brandItemId, exceptId } = query;
    const key = partNumberKey(partNumber);
    if (!key) return { sameMaker: null, otherMakers: [] };
    const em = this.#orm.em.fork();
    const except = exceptId ? { id: { $ne: exceptId } } : {};
    const same = brandItemId
      ? await em.findOne(Part, { partNumberKey: key, brandItem: brandItemId, ...except }, { populate: ['brandItem'] })
      : null;
    const others = await em.find(
      Part,
      { partNumberKey: key, ...except, ...(brandItemId ? { brandItem: { $ne: brandItemId } } : {}) },
      { populate: ['brandItem'], orderBy: { id: 'asc' }, limit: 10 },
    );
    return { sameMaker: same ? partMatch(same) : null, otherMakers: others.map(partMatch) };
  }
}
