// The columns of a part or accessory as the storefront lists it: names, category, maker, image (its own
// or its category's), price in USD and KHR, total quantity and availability, and the stock to buy.
import type { AccessorySummary, PartSummary, PriceKind } from '@shop/contracts';
import { sql } from '../../../lib/sql.ts';
import { pictureUrlSql } from '../../content/public-pictures.ts';
import { availabilitySql, offerAggregateSql, toRielSql } from '../../supply/offer-sql.ts';

const priceColumns = sql`o.price::text as price, ${toRielSql(sql`o.price`)} as price_khr, o.price_kind, o.quantity,
  ${availabilitySql(sql`o.quantity`, sql`o.plenty`)} as availability, o.stock_id`;

/** Select list over `p` (part), `c` (category), `bi` (maker) and `o` (offers). */
export const partColumns = sql`p.id, p.item_id, p.part_number, p.name, p.name_kh, p.position, p.popular, p.best_seller,
  ${pictureUrlSql(sql`coalesce(p.image_id, c.image_id)`)} as image,
  c.id as category_id, c.name as category_name, c.name_kh as category_name_kh,
  bi.id as maker_id, bi.name as maker_name, bi.name_kh as maker_name_kh, ${priceColumns}`;

/** The joins of `partColumns`, with the offers at the prices of `kind`. */
export const partJoins = (kind: PriceKind) => sql`join category c on c.id = p.category_id
  join brand_item bi on bi.id = p.brand_item_id
  left join lateral (${offerAggregateSql(sql`p.item_id`, kind)}) o on true`;

/** Select list over `a` (accessory), `c` (accessory category), `bi` (maker) and `o` (offers). */
export const accessoryColumns = sql`a.id, a.item_id, a.part_number, a.name, a.name_kh, a.popular,
  ${pictureUrlSql(sql`coalesce(a.image_id, c.image_id)`)} as image,
  c.id as category_id, c.name as category_name, c.name_kh as category_name_kh,
  bi.id as maker_id, bi.name as maker_name, bi.name_kh as maker_name_kh, ${priceColumns}`;

/** The joins of `accessoryColumns`, with the offers at the prices of `kind`. */
export const accessoryJoins = (kind: PriceKind) => sql`join accessory_category c on c.id = a.accessory_category_id
  join brand_item bi on bi.id = a.brand_item_id
  left join lateral (${offerAggregateSql(sql`a.item_id`, kind)}) o on true`;

interface CommonRow {
  id: number;
  item_id: number;
  part_number: string;
  name: string;
  name_kh: string | null;
  popular: boolean;
  image: string | null;
  category_id: number;
  category_name: string;
  category_name_kh: string | null;
  maker_id: number;
  maker_name: string;
  maker_name_kh: string | null;
  price: string | null;
  price_khr: string | null;
  price_kind: PriceKind;
  quantity: number;
  availability: PartSummary['availability'];
  stock_id: number | null;
}

export interface PartRow extends CommonRow {
  position: PartSummary['position'];
  best_seller: boolean;
}

export type AccessoryRow = CommonRow;

function common(row: CommonRow) {
  return {
    id: row.id,
    itemId: row.item_id,
    partNumber: row.part_number,
    name: row.name,
    nameKh: row.name_kh,
    image: row.image,
    category: { id: row.category_id, name: row.category_name, nameKh: row.category_name_kh },
    maker: { id: row.maker_id, name: row.maker_name, nameKh: row.maker_name_kh },
    popular: row.popular,
    price: row.price,
    priceKhr: row.price_khr,
    priceKind: row.price_kind,
    quantity: row.quantity,
    availability: row.availability,
    stockId: row.stock_id,
  };
}

export function toPartSummary(row: PartRow): PartSummary {
  return { ...common(row), position: row.position, bestSeller: row.best_seller };
}

export function toAccessorySummary(row: AccessoryRow): AccessorySummary {
  return common(row);
}
