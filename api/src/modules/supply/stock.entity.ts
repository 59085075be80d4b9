import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { Item } from '../catalog/item.entity.ts';
import { Store } from './store.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// An item in one store: how many are left (in the item's base unit), the price shoppers pay, the price
// approved dealers pay, and the quantity at or under which the supplier is warned. Money is numeric.
const StockSchema = defineEntity({
  name: 'Stock',
  extends: BaseEntity,
  properties: {
    store: () => p.manyToOne(Store),
    item: () => p.manyToOne(Item),
    quantity: p.integer().default(0).check('quantity >= 0'),
    price: p.decimal().precision(12).scale(2).check('price >= 0'),
    dealerPrice: p.decimal().precision(12).scale(2).check('dealer_price >= 0'),
    alertThreshold: p.integer().default(5).check('alert_threshold >= 0'),
  },
  uniques: [{ properties: ['store', 'item'] }],
  indexes: [{ properties: ['item'] }],
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Stock extends StockSchema.class {}
StockSchema.setClass(Stock);
