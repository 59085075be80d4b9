// Parts and accessories for the storefront: details with fitments, offers and units; lists by flag,
// category or maker; search. Reads are hand-written SQL (see sql/), shaped here into the contracts.
import type {
  AccessoryCounts,
  AccessoryDetail,
  AccessoryGroup,
  AccessorySummary,
  CountedRef,
  Fitment,
  MakerAccessories,
  PartDetail,
  PartSearchAnswer,
  PartSummary,
  SaleUnit,
} from '@shop/contracts';
import { type PriceKind } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { PageRequest } from '../../lib/paging.ts';
import {
  emptySql,
  joinSql,
  onReplica,
  queryRows,
  rawSql,
  sql,
  type RowSource,
  type SqlFragment,
} from '../../lib/sql.ts';
import { pictureSizesSql, pictureUrlSql } from '../content/public-pictures.ts';
import type { PictureSize } from '@shop/contracts/picture-sizes.ts';
import { offersSql, toOffer, type OfferRow } from '../supply/offer-sql.ts';
import {
  accessoryColumns,
  accessoryJoins,
  partColumns,
  partJoins,
  toAccessorySummary,
  toPartSummary,
  type AccessoryRow,
  type PartRow,
} from './sql/part-rows.ts';
import { rankName, searchAccessoriesSql } from './sql/search-sql.ts';
import { queryDictionary } from './query-dictionary.ts';
import { readQuery } from './query-reading.ts';
import { readPartNumbers } from './part-numbers.service.ts';
import { ormRunner, paged, searchRead, type Counted, type Paged } from './part-search.ts';

export type { Paged } from './part-search.ts';

export interface PartFilter {
  categoryId?: number;
  brandItemId?: number;
  popular?: boolean;
  bestSeller?: boolean;
}

export interface AccessoryFilter {
  accessoryCategoryId?: number;
  brandItemId?: number;
}

/** What a detail page reads beyond the summary's columns. */
interface DetailColumns {
  description: string | null;
  description_kh: string | null;
  image_sizes: PictureSize[];
}

export class PartService {
  readonly #orm: Orm;
  /** Where this service's hand-written reads go: the primary, or a read replica (`reads: 'replica'`). */
  readonly #rows: RowSource;

  /**
   * `reads: 'replica'` for the storefront's pages, which may be a moment behind a write; answers the catalogue
   * cache keeps stay on the primary, so a cache refilled right after a change never keeps a replica's older answer.
   */
  constructor(orm: Orm, options: { reads?: 'primary' | 'replica' } = {}) {
    this.#orm = orm;
    this.#rows = options.reads === 'replica' ? onReplica(orm) : orm;
  }

  /** One part, its prices and offers at the prices of `kind` (commerce/price-kind.ts). */
  async part(id: number, kind: PriceKind): Promise<PartDetail> {
    const [row] = await queryRows<PartRow & DetailColumns>(
      this.#rows,
      sql`select ${partColumns}, p.description, p.description_kh,
                 ${pictureSizesSql(sql`coalesce(p.image_id, c.image_id)`)} as image_sizes
          from part p ${partJoins(kind)} where p.id = ${id}`,
    );
    if (!row) throw notFound(`Part ${id} not found`);
    const [fitments, offers, units, numbers] = await Promise.all([
      this.#fitments(id),
      this.#offers(row.item_id, kind),
      this.#units(row.item_id),
      readPartNumbers(this.#orm.em.fork(), id),
    ]);
    return {
      ...toPartSummary(row),
      imageSizes: row.image_sizes,
      description: row.description,
      descriptionKh: row.description_kh,
      fitments,
      offers,
      units,
      numbers,
    };
  }

  async accessory(id: number, kind: PriceKind): Promise<AccessoryDetail> {
    const [row] = await queryRows<AccessoryRow & DetailColumns>(
      this.#rows,
      sql`select ${accessoryColumns}, a.description, a.description_kh,
                 ${pictureSizesSql(sql`coalesce(a.image_id, c.image_id)`)} as image_sizes
          from accessory a ${accessoryJoins(kind)} where a.id = ${id}`,
    );
    if (!row) throw notFound(`Accessory ${id} not found`);
    const [offers, units] = await Promise.all([this.#offers(row.item_id, kind), this.#units(row.item_id)]);
    return {
      ...toAccessorySummary(row),
      imageSizes: row.image_sizes,
      description: row.description,
      descriptionKh: row.description_kh,
      offers,
      units,
    };
  }

  /** Parts by category, maker or flag, in catalogue order (unknown category or maker: 404). */
  async parts(filter: PartFilter, page: PageRequest, kind: PriceKind): Promise<Paged<PartSummary>> {
    if (filter.categoryId !== undefined) await this.#require('category', filter.categoryId, 'Category');
    if (filter.brandItemId !== undefined) await this.#require('brand_item', filter.brandItemId, 'Maker');
    const where = joinSql(
      [
        sql`true`,
        filter.categoryId === undefined ? null : sql`p.category_id = ${filter.categoryId}`,
        filter.brandItemId === undefined ? null : sql`p.brand_item_id = ${filter.brandItemId}`,
        filter.popular === undefined ? null : sql`p.popular = ${filter.popular}`,
        filter.bestSeller === undefined ? null : sql`p.best_seller = ${filter.bestSeller}`,
      ].filter((part): part is SqlFragment => part !== null),
      ' and ',
    );
    const rows = await queryRows<Counted<Partial<PartRow>>>(
      this.#rows,
      sql`select t.total, r.* from (select count(*)::int as total from part p where ${where}) t
          left join lateral (
            select ${partColumns} from (select p.id from part p where ${where} order by p.id limit ${page.size} offset ${page.offset}) page
            join part p on p.id = page.id ${partJoins(kind)}
          ) r on true order by r.id`,
    );
    return paged(rows, page, (row) => toPartSummary(row as PartRow));
  }

  async accessories(filter: AccessoryFilter, page: PageRequest, kind: PriceKind): Promise<Paged<AccessorySummary>> {
    if (filter.accessoryCategoryId !== undefined)
      await this.#require('accessory_category', filter.accessoryCategoryId, 'Accessory category');
    if (filter.brandItemId !== undefined) await this.#require('brand_item', filter.brandItemId, 'Maker');
    const where = joinSql(
      [
        sql`true`,
        filter.accessoryCategoryId === undefined ? null : sql`a.accessory_category_id = ${filter.accessoryCategoryId}`,
        filter.brandItemId === undefined ? null : sql`a.brand_item_id = ${filter.brandItemId}`,
      ].filter((part): part is SqlFragment => part !== null),
      ' and ',
    );
    const rows = await queryRows<Counted<Partial<AccessoryRow>>>(
      this.#rows,
      sql`select t.total, r.* from (select count(*)::int as total from accessory a where ${where}) t
          left join lateral (
            select ${accessoryColumns} from (select a.id from accessory a where ${where} order by a.id limit ${page.size} offset ${page.offset}) page
            join accessory a on a.id = page.id ${accessoryJoins(kind)}
          ) r on true order by r.id`,
    );
    return paged(rows, page, (row) => toAccessorySummary(row as AccessoryRow));
  }

  /**
   * Search by part number or keyword. `makerId` narrows it to one maker; without a query it lists that maker's items
   * (the brand-item lookup of the product spec). The query is read first (query-reading.ts): a vehicle it names
   * narrows the results to parts that fit it, a maker it names to that maker's parts, and the rest is searched;
   * with nothing left to search, the vehicle's (or the maker's) parts are listed. `understood` says how it was read.
   */
  async searchParts(
    query: string | undefined,
    makerId: number | undefined,
    page: PageRequest,
    kind: PriceKind,
    /** Whether an empty answer tries harder (search-fallback.ts); the header's suggestions, asked at each key, do not. */
    { noDeadEnd = true }: { noDeadEnd?: boolean } = {},
  ): Promise<PartSearchAnswer> {
    const text = requireQuery(query, makerId);
    if (makerId !== undefined) await this.#require('brand_item', makerId, 'Maker');
    if (text === null) return this.parts({ brandItemId: makerId }, page, kind);
    const read = readQuery(text, await queryDictionary(this.#orm));
    const answer = await searchRead(ormRunner(this.#orm, this.#rows), read, makerId, page, kind, noDeadEnd);
    if (answer) return answer;
    // Only a maker named ("bosch"): its parts.
    const listed = await this.parts({ brandItemId: makerId ?? read.makerId }, page, kind);
    return {
      ...listed,
      data: listed.data.map((part) => ({ ...part, match: 'maker' as const })),
      understood: read.reading,
    };
  }

  async searchAccessories(
    query: string | undefined,
    makerId: number | undefined,
    page: PageRequest,
    kind: PriceKind,
  ): Promise<Paged<AccessorySummary>> {
    const text = requireQuery(query, makerId);
    if (makerId !== undefined) await this.#require('brand_item', makerId, 'Maker');
    if (text === null) return this.accessories({ brandItemId: makerId }, page, kind);
    const rows = await queryRows<Counted<Partial<AccessoryRow> & { search_rank: number }>>(
      this.#rows,
      searchAccessoriesSql({ text, makerId, size: page.size, offset: page.offset, priceKind: kind }),
    );
    return paged(rows, page, (row) => ({
      ...toAccessorySummary(row as AccessoryRow),
      match: rankName(row.search_rank),
    }));
  }

  /** The accessories page: every accessory category with its count and its first `perCategory` accessories. */
  async accessoryGroups(perCategory: number, makerId: number | undefined, kind: PriceKind): Promise<AccessoryGroup[]> {
    if (makerId !== undefined) await this.#require('brand_item', makerId, 'Maker');
    const maker = makerId === undefined ? emptySql : sql` and a.brand_item_id = ${makerId}`;
    const rows = await queryRows<
      Partial<AccessoryRow> & {
        group_id: number;
        group_name: string;
        group_name_kh: string | null;
        group_image: string | null;
        group_sort: number;
        group_count: number;
      }
    >(
      this.#rows,
      sql`select g.id as group_id, g.name as group_name, g.name_kh as group_name_kh, ${pictureUrlSql(sql`g.image_id`)} as group_image,
                 g.sort_order as group_sort, g.count as group_count, r.*
          from (select c.*, (select count(*)::int from accessory a where a.accessory_category_id = c.id${maker}) as count
                from accessory_category c) g
          left join lateral (
            select ${accessoryColumns} from (select a.id from accessory a where a.accessory_category_id = g.id${maker}
                                               order by a.popular desc, a.id limit ${perCategory}) page
            join accessory a on a.id = page.id ${accessoryJoins(kind)}
          ) r on true
          where g.count > 0
          order by g.sort_order, g.id, r.popular desc, r.id`,
    );
    const groups = new Map<number, AccessoryGroup>();
    for (const row of rows) {
      let group = groups.get(row.group_id);
      if (!group) {
        group = {
          category: {
            id: row.group_id,
            name: row.group_name,
            nameKh: row.group_name_kh,
            image: row.group_image,
            sortOrder: row.group_sort,
            count: row.group_count,
          },
          accessories: [],
        };
        groups.set(row.group_id, group);
      }
      if (row.id != null) group.accessories.push(toAccessorySummary(row as AccessoryRow));
    }
    return [...groups.values()];
  }

  /**
   * The accessories page's chips: how many accessories there are, in all and per category (categories in their
   * order, empty ones left out). Over every accessory, so the chips keep their counts whichever one is chosen.
   */
  async accessoryCounts(): Promise<AccessoryCounts> {
    const categories = await queryRows<AccessoryGroup['category']>(
      this.#rows,
      sql`select c.id, c.name, c.name_kh as "nameKh", ${pictureUrlSql(sql`c.image_id`)} as image, c.sort_order as "sortOrder", count(*)::int as count
          from accessory a join accessory_category c on c.id = a.accessory_category_id
          group by c.id order by c.sort_order, c.id`,
    );
    return { total: categories.reduce((sum, category) => sum + category.count, 0), categories };
  }

  /** Makers that make accessories, with how many each makes, by name. */
  async accessoryMakers(): Promise<CountedRef[]> {
    return queryRows<CountedRef>(
      this.#rows,
      sql`select b.id, b.name, b.name_kh as "nameKh", count(*)::int as count
          from brand_item b join accessory a on a.brand_item_id = b.id group by b.id order by b.name, b.id`,
    );
  }

  /** One maker's accessory categories with counts (404 for an unknown maker). */
  async makerAccessories(makerId: number): Promise<MakerAccessories> {
    const [maker] = await queryRows<{ id: number; name: string; nameKh: string | null }>(
      this.#rows,
      sql`select id, name, name_kh as "nameKh" from brand_item where id = ${makerId}`,
    );
    if (!maker) throw notFound(`Maker ${makerId} not found`);
    const categories = await queryRows<AccessoryGroup['category']>(
      this.#rows,
      sql`select c.id, c.name, c.name_kh as "nameKh", ${pictureUrlSql(sql`c.image_id`)} as image, c.sort_order as "sortOrder", count(*)::int as count
          from accessory a join accessory_category c on c.id = a.accessory_category_id
          where a.brand_item_id = ${makerId} group by c.id order by c.sort_order, c.id`,
    );
    return { maker, categories };
  }

  async #fitments(partId: number): Promise<Fitment[]> {
    const rows = await queryRows<{
      id: number;
      year_id: number;
      year: number;
      brand_id: number;
      brand_name: string;
      brand_name_kh: string | null;
      model_id: number;
      model_name: string;
      model_name_kh: string | null;
      position: Fitment['position'];
      note: string | null;
    }>(
      this.#rows,
      sql`select f.id, y.id as year_id, y.value as year, b.id as brand_id, b.name as brand_name, b.name_kh as brand_name_kh,
                 m.id as model_id, m.name as model_name, m.name_kh as model_name_kh, f.position, f.note
          from part_fit f join year y on y.id = f.year_id join brand b on b.id = f.brand_id join vehicle_model m on m.id = f.model_id
          where f.part_id = ${partId}
          order by b.name, m.name, y.value`,
    );
    return rows.map((row) => ({
      id: row.id,
      year: { id: row.year_id, value: row.year },
      brand: { id: row.brand_id, name: row.brand_name, nameKh: row.brand_name_kh },
      model: { id: row.model_id, name: row.model_name, nameKh: row.model_name_kh },
      position: row.position,
      note: row.note,
    }));
  }

  async #offers(itemId: number, kind: PriceKind) {
    return (await queryRows<OfferRow>(this.#rows, offersSql(itemId, kind))).map(toOffer);
  }

  async #units(itemId: number): Promise<SaleUnit[]> {
    return queryRows<SaleUnit>(
      this.#rows,
      sql`select iu.id, u.name, u.name_kh as "nameKh", iu.factor, iu.is_base as "isBase"
          from item_unit iu join unit_type u on u.id = iu.unit_type_id where iu.item_id = ${itemId}
          order by iu.is_base desc, iu.factor, iu.id`,
    );
  }

  async #require(table: 'category' | 'accessory_category' | 'brand_item', id: number, label: string): Promise<void> {
    const found = await queryRows(this.#rows, sql`select 1 from ${rawSql(table)} where id = ${id}`);
    if (found.length === 0) throw notFound(`${label} ${id} not found`);
  }
}

/** The trimmed query, or null for "list the maker's items"; a blank query without a maker is refused. */
function requireQuery(query: string | undefined, makerId: number | undefined): string | null {
  const text = query?.trim() ?? '';
  if (text !== '') return text;
  if (makerId !== undefined) return null;
  throw badRequest('body/query must not be blank unless body/brandId names a maker');
}
