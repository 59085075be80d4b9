// SQL pieces for an item as every desk names it (a cart or order line, a favourite, a stock, an adjustment, a
// return): its part or accessory, its part number and names, and the units it is sold in. One place, so the
// storefront and the back-office cannot drift apart on how an item reads.
import type { ItemUnitOption, LineItem } from '@shop/contracts';
import { rawSql, sql, type SqlFragment } from '../../../lib/sql.ts';

/** The part or the accessory of an `item i` already in the query (aliases `pa`, `ac`). */
export const itemNamesJoinSql: SqlFragment = rawSql(`
  left join part pa on pa.item_id = i.id
  left join accessory ac on ac.item_id = i.id`);

/**
 * The item's columns, read by `toItemView`. An item is always a part or an accessory; were it neither, it still
 * reads as a number-less "Item <id>" rather than nulls the answer's schema refuses.
 */
export const itemColumnsSql: SqlFragment = rawSql(`
  i.id as item_id, i.type as item_type, pa.id as part_id, ac.id as accessory_id,
  coalesce(pa.part_number, ac.part_number, '') as part_number, coalesce(pa.name, ac.name, 'Item ' || i.id) as item_name,
  coalesce(pa.name_kh, ac.name_kh) as item_name_kh`);

export interface ItemColumns {
  item_id: number;
  item_type: string;
  part_id: number | null;
  accessory_id: number | null;
  part_number: string;
  item_name: string;
  item_name_kh: string | null;
}

export const toItemView = (row: ItemColumns): LineItem => ({
  itemId: row.item_id,
  type: row.item_type,
  partId: row.part_id,
  accessoryId: row.accessory_id,
  partNumber: row.part_number,
  name: row.item_name,
  nameKh: row.item_name_kh,
});

/** Every unit the item with id `itemId` is sold in, base unit first, as a JSON array of ItemUnitOption. */
export const itemUnitsSql = (itemId: SqlFragment): SqlFragment => sql`(
  select coalesce(json_agg(json_build_object('id', u.id, 'name', t.name, 'nameKh', t.name_kh, 'factor', u.factor, 'isBase', u.is_base)
                           order by u.is_base desc, u.factor, u.id), '[]'::json)
  from item_unit u join unit_type t on t.id = u.unit_type_id where u.item_id = ${itemId})`;

export type ItemUnitsColumn = ItemUnitOption[];
