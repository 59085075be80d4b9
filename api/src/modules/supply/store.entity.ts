import { defineEntity, p } from '@mikro-orm/core';
import { Supplier } from './supplier.entity.ts';

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
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class Store extends StoreSchema.class {}
StoreSchema.setClass(Store);
