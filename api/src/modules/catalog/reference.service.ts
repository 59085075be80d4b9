// The catalogue's reference lists for the storefront: models, makers, part and accessory categories.
import type {
  BrandItem,
  BrandItemDetail,
  BrandItemShort,
  Category,
  CategoryWithCount,
  VehicleModel,
  VehicleModelDetail,
} from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { onReplica, queryRows, rawSql, sql, type RowSource, type SqlFragment } from '../../lib/sql.ts';
import { pictureUrlSql } from '../content/public-pictures.ts';
import type { Paged } from './part.service.ts';

const categoryColumns = sql`c.id, c.name, c.name_kh as "nameKh", ${pictureUrlSql(sql`c.image_id`)} as image, c.sort_order as "sortOrder"`;
const makerColumns = sql`b.id, b.name, b.name_kh as "nameKh", b.logo, b.country`;

export class ReferenceService {
  /** Where this service's hand-written reads go: the primary, or a read replica (`reads: 'replica'`). */
  readonly #rows: RowSource;

  /**
   * `reads: 'replica'` for the storefront's pages, which may be a moment behind a write; answers the catalogue
   * cache keeps stay on the primary, so a cache refilled right after a change never keeps a replica's older answer.
   */
  constructor(orm: Orm, options: { reads?: 'primary' | 'replica' } = {}) {
    this.#rows = options.reads === 'replica' ? onReplica(orm) : orm;
  }

  async models(page: PageRequest, brandId?: number): Promise<Paged<VehicleModel>> {
    const where = brandId === undefined ? sql`true` : sql`m.brand_id = ${brandId}`;
    return this.#page<VehicleModel>(
      sql`select count(*)::int from vehicle_model m where ${where}`,
      sql`select m.id, m.brand_id as "brandId", m.name, m.name_kh as "nameKh" from vehicle_model m
          join brand b on b.id = m.brand_id where ${where} order by b.sort_order, b.name, m.name, m.id`,
      page,
    );
  }

  async model(id: number): Promise<VehicleModelDetail> {
    const [model] = await queryRows<VehicleModelDetail>(
      this.#rows,
      sql`select m.id, m.brand_id as "brandId", m.name, m.name_kh as "nameKh",
                 coalesce((select json_agg(json_build_object('id', y.id, 'value', y.value) order by y.value)
                           from vehicle_model_year my join year y on y.id = my.year_id where my.model_id = m.id), '[]') as years
          from vehicle_model m where m.id = ${id}`,
    );
    if (!model) throw notFound(`Model ${id} not found`);
    return model;
  }

  async makers(page: PageRequest, name?: string): Promise<Paged<BrandItem>> {
    const trimmed = name?.trim();
    const where = trimmed
      ? sql`lower(b.name) like ${`%${trimmed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : sql`true`;
    return this.#page<BrandItem>(
      sql`select count(*)::int from brand_item b where ${where}`,
      sql`select ${makerColumns} from brand_item b where ${where} order by b.name, b.id`,
      page,
    );
  }

  async maker(id: number, accessoriesOnly = false): Promise<BrandItemDetail> {
    const [maker] = await queryRows<BrandItemDetail>(
      this.#rows,
      sql`select ${makerColumns},
                 (select count(*)::int from part p where p.brand_item_id = b.id) as "partCount",
                 (select count(*)::int from accessory a where a.brand_item_id = b.id) as "accessoryCount"
          from brand_item b where b.id = ${id}`,
    );
    if (!maker || (accessoriesOnly && maker.accessoryCount === 0))
      throw notFound(`${accessoriesOnly ? 'Accessory maker' : 'Maker'} ${id} not found`);
    return maker;
  }

  /** Makers that make accessories, by name (the accessory filters' list). */
  async accessoryMakersShort(): Promise<BrandItemShort[]> {
    return queryRows<BrandItemShort>(
      this.#rows,
      sql`select b.id, b.name, b.name_kh as "nameKh" from brand_item b
          where exists (select 1 from accessory a where a.brand_item_id = b.id) order by b.name, b.id`,
    );
  }

  async categories(page: PageRequest, accessory = false): Promise<Paged<Category>> {
    const table = rawSql(accessory ? 'accessory_category' : 'category');
    return this.#page<Category>(
      sql`select count(*)::int from ${table}`,
      sql`select ${categoryColumns} from ${table} c order by c.sort_order, c.id`,
      page,
    );
  }

  async category(id: number, accessory = false): Promise<CategoryWithCount> {
    const count = accessory
      ? sql`(select count(*)::int from accessory a where a.accessory_category_id = c.id)`
      : sql`(select count(*)::int from part p where p.category_id = c.id)`;
    const [category] = await queryRows<CategoryWithCount>(
      this.#rows,
      sql`select ${categoryColumns}, ${count} as count from ${rawSql(accessory ? 'accessory_category' : 'category')} c where c.id = ${id}`,
    );
    if (!category) throw notFound(`${accessory ? 'Accessory category' : 'Category'} ${id} not found`);
    return category;
  }

  async #page<T>(count: SqlFragment, select: SqlFragment, page: PageRequest): Promise<Paged<T>> {
    const [rows, [total]] = await Promise.all([
      queryRows<T>(this.#rows, sql`${select} limit ${page.size} offset ${page.offset}`),
      queryRows<{ count: number }>(this.#rows, count),
    ]);
    return { data: rows, pagination: pagination(page, total?.count ?? 0) };
  }
}
