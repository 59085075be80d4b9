import { defineEntity, p } from '@mikro-orm/core';
import { ITEM_CONDITIONS, ITEM_TYPES } from '@shop/contracts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// What is sold: one Part or one Accessory (each points at its Item). Stock, units, cart and order lines
// refer to the Item, so selling works the same for both kinds.
const ItemSchema = defineEntity({
  name: 'Item',
  properties: {
    id: p.integer().primary(),
    type: p.enum(ITEM_TYPES),
    condition: p.enum(ITEM_CONDITIONS).default('New'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Item extends ItemSchema.class {}
ItemSchema.setClass(Item);
