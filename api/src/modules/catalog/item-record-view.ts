// A part and an accessory are the same kind of record (an item sold under a maker's number, with names, a
// description and a picture) browsed by different categories. Their shared fields are mapped here once, so a
// catalogue field is added to both views in one place; each view adds its category and what only it has.
import type { Accessory } from './accessory.entity.ts';
import { imageUrl, namedRef } from './desk/references.ts';
import type { Part } from './part.entity.ts';

/** The fields PartAdminView and AccessoryAdminView share; the row is read with brandItem, image and item populated. */
export const itemRecordView = (row: Part | Accessory) => ({
  id: row.id,
  itemId: row.item.id,
  partNumber: row.partNumber,
  name: row.name,
  nameKh: row.nameKh ?? null,
  description: row.description ?? null,
  descriptionKh: row.descriptionKh ?? null,
  maker: namedRef(row.brandItem),
  imageId: row.image?.id ?? null,
  image: imageUrl(row.image),
  popular: row.popular,
  shippingWeightGrams: row.item.shippingWeightGrams ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** PartAdminView: the shared fields and what only a part has; read with PART_POPULATE. */
export const partView = (row: Part) => ({
  ...itemRecordView(row),
  category: namedRef(row.category),
  position: row.position,
  bestSeller: row.bestSeller,
  updatedAt: row.updatedAt.toISOString(),
});

/** The relations partView reads. */
export const PART_POPULATE = ['brandItem', 'category', 'image', 'item'] as const;
