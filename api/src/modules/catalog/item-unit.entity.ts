import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { Item } from './item.entity.ts';
import { UnitType } from './unit-type.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// A unit an item is sold in, with its size in the item's base unit: a box of 10 spark plugs has factor 10.
// Stock quantities are always counted in the base unit (factor 1, `isBase`).
const ItemUnitSchema = defineEntity({
  name: 'ItemUnit',
  extends: BaseEntity,
  properties: {
    item: () => p.manyToOne(Item).deleteRule('cascade'),
    unitType: () => p.manyToOne(UnitType),
    factor: p.integer().default(1).check('factor >= 1'),
    isBase: p.boolean().default(false),
  },
  uniques: [{ properties: ['item', 'unitType'] }],
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class ItemUnit extends ItemUnitSchema.class {}
ItemUnitSchema.setClass(ItemUnit);
