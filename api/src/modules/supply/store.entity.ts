import { defineEntity, p } from '@mikro-orm/core';
import { Supplier } from './supplier.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// The one shop front of a supplier (decisions: a supplier runs one store); its stock is what shoppers buy.
const StoreSchema = defineEntity({
  name: 'Store',
  properties: {
    id: p.integer().primary(),
    supplier: () => p.oneToOne(Supplier).owner().unique().deleteRule('cascade'),
    name: p.string().length(200),
    nameKh: p.string().length(200).nullable(),
    phone: p.string().length(32).nullable(),
    address: p.string().length(500).nullable(),
    enabled: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Store extends StoreSchema.class {}
StoreSchema.setClass(Store);
