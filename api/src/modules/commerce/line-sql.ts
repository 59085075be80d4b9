// SQL pieces shared by cart, order and invoice reads: the item's names (a part or an accessory), the unit and
// the supplier of a line, as columns the mappers below turn into the contract's shapes.
import type { LineUnit } from '@shop/contracts';
import { sql, type SqlFragment } from '../../lib/sql.ts';
import { pictureUrlSql } from '../content/public-pictures.ts';
import { itemColumnsSql, itemNamesJoinSql, toItemView, type ItemColumns } from '../catalog/sql/item-sql.ts';

/** Joins for an `item_unit iu` and a `stock s` already in the query: item, part/accessory, unit type, store, supplier. */
export const lineJoinsSql: SqlFragment = sql`
  join item i on i.id = s.item_id ${itemNamesJoinSql}
  join unit_type ut on ut.id = iu.unit_type_id
  join store st on st.id = s.store_id
  join supplier su on su.id = st.supplier_id`;

export const lineColumnsSql: SqlFragment = sql`${itemColumnsSql},
  iu.id as unit_id, ut.name as unit_name, ut.name_kh as unit_name_kh, iu.factor,
  su.id as supplier_id, su.name as supplier_name, su.name_kh as supplier_name_kh`;

export interface LineColumns extends ItemColumns {
  unit_id: number;
  unit_name: string;
  unit_name_kh: string | null;
  factor: number;
  supplier_id: number;
  supplier_name: string;
  supplier_name_kh: string | null;
}

export const toLineItem = toItemView;

export const toLineUnit = (row: LineColumns): LineUnit => ({
  id: row.unit_id,
  name: row.unit_name,
  nameKh: row.unit_name_kh,
  factor: row.factor,
});

export const toLineSupplier = (row: LineColumns) => ({
  id: row.supplier_id,
  name: row.supplier_name,
  nameKh: row.supplier_name_kh,
});

/**
 * The picture of the item with id `itemId`: the part's or accessory's own, else its category's, as `/files/<key>`
 * (as the catalogue's part rows show it); null when none has one.
 */
export const itemImageSql = (itemId: SqlFragment): SqlFragment => sql`(
  select ${pictureUrlSql(sql`coalesce(p.image_id, pc.image_id, a.image_id, ac.image_id)`)}
  from item x
  left join part p on p.item_id = x.id left join category pc on pc.id = p.category_id
  left join accessory a on a.item_id = x.id left join accessory_category ac on ac.id = a.accessory_category_id
  where x.id = ${itemId})`;
