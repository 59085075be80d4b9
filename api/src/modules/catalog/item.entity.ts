import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { ITEM_CONDITIONS, ITEM_TYPES } from '@shop/contracts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';
import { Supplier } from '../supply/supplier.entity.ts';

// What is sold: one Part or one Accessory (each points at its Item). Stock, units, cart and order lines
// refer to the Item, so selling works the same for both kinds.
// `createdBySupplierId` is the supplier that added the item (null: the shop's, added by an admin, an import or the
// seed); it decides who besides admins may change it (catalogue-ownership.ts). A plain id, as User.supplierId, so
// catalogue code never loads suppliers; a supplier removed for good leaves its items to the shop.
const ItemSchema = defineEntity({
  name: 'Item',
  extends: BaseEntity,
  properties: {
    type: p.enum(ITEM_TYPES),
    condition: p.enum(ITEM_CONDITIONS).default('New'),
    createdBySupplierId: () =>
      p.manyToOne(Supplier).mapToPk().joinColumn('created_by_supplier_id').nullable().deleteRule('set null').index(),
    /** Grams one base unit weighs packed, for delivery fees by weight band; null: not weighed yet (counts as 0). */
    shippingWeightGrams: p.integer().nullable().check('shipping_weight_grams >= 0'),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Item extends ItemSchema.class {}
ItemSchema.setClass(Item);
