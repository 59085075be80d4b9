// The vehicle filter in one statement: the vehicle (no row at all when the year, brand and model are not
// a vehicle the shop knows), the number of matching parts, optionally the per-category, per-position and
// per-maker counts, and one page of parts with their fit, price and availability.
//
// The page reads the fitment index (model, year, category, part) INCLUDE (brand, maker, position): the
// first `size` entries after `offset` in category order, without visiting the other parts.
import type { PriceKind, VehicleFilterBody } from '@shop/contracts';
import { emptySql, genericPlan, sql, type SqlFragment } from '../../../lib/sql.ts';
import { pictureUrlSql } from '../../content/public-pictures.ts';
import { partColumns, partJoins, type PartRow } from './part-rows.ts';

export interface VehicleFilterPartRow extends PartRow {
  fit_position: string;
  fit_note: string | null;
}

/** The one row the statement answers (none when the year, brand and model are not a vehicle). */
export interface VehicleFilterRow {
  year_id: number;
  year: number;
  brand_id: number;
  brand_name: string;
  brand_name_kh: string | null;
  model_id: number;
  model_name: string;
  model_name_kh: string | null;
  total: number;
  summary?: {
    categories:
      | { id: number; name: string; name_kh: string | null; image: string | null; sort_order: number; count: number }[]
      | null;
    positions: { position: string; count: number }[] | null;
    makers: { id: number; name: string; name_kh: string | null; count: number }[] | null;
  };
  parts: VehicleFilterPartRow[];
}

export interface VehicleFilterQuery extends Required<Pick<VehicleFilterBody, 'yearId' | 'brandId' | 'modelId'>> {
  categoryId?: number;
  position?: string;
  brandItemId?: number;
  partIds?: readonly number[];
  size: number;
  offset: number;
  showSummary: boolean;
  /** Whose prices the parts carry. */
  priceKind: PriceKind;
}

export function vehicleFilterSql(q: VehicleFilterQuery): SqlFragment {
  const vehicle = sql`f.model_id = ${q.modelId} and f.year_id = ${q.yearId} and f.brand_id = ${q.brandId}`;
  const narrowing = sql`${q.categoryId === undefined ? emptySql : sql` and f.category_id = ${q.categoryId}`}${
    q.position === undefined ? emptySql : sql` and f.position = ${q.position}`
  }${q.brandItemId === undefined ? emptySql : sql` and f.brand_item_id = ${q.brandItemId}`}`;
  const onlyParts = q.partIds === undefined ? emptySql : sql` and f.part_id = any(${[...q.partIds]}::int[])`;
  // Totals and the summary come from part_fit_count (a few hundred rows a vehicle, kept by a trigger),
  // never from counting the fitments themselves; a list of at most 100 parts is counted directly.
  const total =
    q.partIds === undefined
      ? sql`(select coalesce(sum(f.count), 0)::int from part_fit_count f where ${vehicle}${narrowing})`
      : sql`(select count(*)::int from part_fit f where ${vehicle}${narrowing}${onlyParts})`;
  const summary = q.showSummary
    ? sql`, (with g as materialized (
          select f.category_id, f.position, f.brand_item_id, sum(f.count)::int as n from part_fit_count f
          where ${vehicle} and f.count > 0
          group by grouping sets ((f.category_id), (f.position), (f.brand_item_id)))
        select json_build_object(
          'categories', (select json_agg(json_build_object('id', c.id, 'name', c.name, 'name_kh', c.name_kh,
                               'image', ${pictureUrlSql(sql`c.image_id`)}, 'sort_order', c.sort_order, 'count', g.n) order by c.sort_order, c.id)
                         from g join category c on c.id = g.category_id),
          'positions', (select json_agg(json_build_object('position', g.position, 'count', g.n) order by g.n desc, g.position)
                        from g where g.position is not null),
          'makers', (select json_agg(json_build_object('id', b.id, 'name', b.name, 'name_kh', b.name_kh, 'count', g.n) order by b.name)
                     from g join brand_item b on b.id = g.brand_item_id))) as summary`
    : emptySql;
  // One row: the vehicle, the total, the summary and the page as a JSON array (the summary travels once).
  // Its generic plan runs as fast as a custom one and saves the 2-5 ms of planning (lib/sql.ts genericPlan).
  return genericPlan(sql`
    select v.*, ${total} as total${summary},
      (select coalesce(json_agg(r order by r.fit_category_id, r.id), '[]')
       from (select ${partColumns}, page.position as fit_position, note.note as fit_note, page.category_id as fit_category_id
             from (select f.part_id, f.category_id, f.position from part_fit f where ${vehicle}${narrowing}${onlyParts}
                   order by f.category_id, f.part_id limit ${q.size} offset ${q.offset}) page
             join part_fit note on note.part_id = page.part_id and note.model_id = ${q.modelId} and note.year_id = ${q.yearId}
             join part p on p.id = page.part_id
             ${partJoins(q.priceKind)}) r) as parts
    from (select y.id as year_id, y.value as year, b.id as brand_id, b.name as brand_name, b.name_kh as brand_name_kh,
                 m.id as model_id, m.name as model_name, m.name_kh as model_name_kh
          from vehicle_model m
          join brand b on b.id = m.brand_id
          join vehicle_model_year my on my.model_id = m.id
          join year y on y.id = my.year_id
          where m.id = ${q.modelId} and b.id = ${q.brandId} and y.id = ${q.yearId}) v`);
}
