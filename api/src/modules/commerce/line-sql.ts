// SQL pieces shared by cart, order and invoice reads: the item's names (a part or an accessory), the unit and
// the supplier of a line, as columns the mappers below turn into the contract's shapes.
import type { ItemUnitOption, LineItem, LineUnit } from '@shop/contracts';
import { rawSql, sql, type SqlFragment } from '../../lib/sql.ts';

/** Joins for an `item_unit iu` and a `stock s` already in the query: item, part/accessory, unit type, store, supplier. */
export const lineJoinsSql: SqlFragment = rawSql(`
  join item i on i.id = s.item_id
  left join part pa on pa.item_id = i.id
  left join accessory ac on ac.item_id = i.id
  join unit_type ut on ut.id = iu.unit_type_id
  join store st on st.id = s.store_id
  join supplier su on su.id = st.supplier_id`);

export const lineColumnsSql: SqlFragment = rawSql(`
  i.id as item_id, i.type as item_type, pa.id as part_id, ac.id as accessory_id,
  coalesce(pa.part_number, ac.part_number) as part_number, coalesce(pa.name, ac.name) as item_name,
  coalesce(pa.name_kh, ac.name_kh) as item_name_kh,
  iu.id as unit_id, ut.name as unit_name, ut.name_kh as unit_name_kh, iu.factor,
  su.id as supplier_id, su.name as supplier_name, su.name_kh as supplier_name_kh`);

export interface LineColumns {
  item_id: number;
  item_type: string;
  part_id: number | null;
  accessory_id: number | null;
  part_number: string;
  item_name: string;
  item_name_kh: string | null;
  unit_id: number;
  unit_name: string;
  unit_name_kh: string | null;
  factor: number;
  supplier_id: number;
  supplier_name: string;
  supplier_name_kh: string | null;
}

export const toLineItem = (row: LineColumns): LineItem => ({
  itemId: row.item_id,
  type: row.item_type,
  partId: row.part_id,
  accessoryId: row.accessory_id,
  partNumber: row.part_number,
  name: row.item_name,
  nameKh: row.item_name_kh,
});

export const toLineUnit = (row: LineColumns): LineUnit => ({ id: row.unit_id, name: row.unit_name, nameKh: row.unit_name_kh, factor: row.factor });

export const toLineSupplier = (row: LineColumns) => ({ id: row.supplier_id, name: row.supplier_name, nameKh: row.supplier_name_kh });

/**
 * The picture of the item with id `itemId`: the part's or accessory's own, else its category's, as `/files/<id>`
 * (as the catalogue's part rows show it); null when none has one.
 */
export const itemImageSql = (itemId: SqlFragment): SqlFragment => sql`(
  select '/files/' || coalesce(p.image_id, pc.image_id, a.image_id, ac.image_id)
  from item x
  left join part p on p.item_id = x.id left join category pc on pc.id = p.category_id
  left join accessory a on a.item_id = x.id left join accessory_category ac on ac.id = a.accessory_category_id
  where x.id = ${itemId})`;

/** Every unit the item with id `itemId` is sold in, base unit first, as a JSON array of ItemUnitOption. */
export const itemUnitsSql = (itemId: SqlFragment): SqlFragment => sql`(
  select coalesce(json_agg(json_build_object('id', u.id, 'name', t.name, 'nameKh', t.name_kh, 'factor', u.factor, 'isBase', u.is_base)
                           order by u.is_base desc, u.factor, u.id), '[]'::json)
  from item_unit u join unit_type t on t.id = u.unit_type_id where u.item_id = ${itemId})`;

export type ItemUnitsColumn = ItemUnitOption[];
