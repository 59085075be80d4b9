import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { Supplier } from './supplier.entity.ts';
import { StoredFile } from '../content/stored-file.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// The one shop front of a supplier (decisions: a supplier runs one store); its stock is what shoppers buy.
const StoreSchema = defineEntity({
  name: 'Store',
  extends: BaseEntity,
  properties: {
    supplier: () => p.oneToOne(Supplier).owner().unique().deleteRule('cascade'),
    name: p.string().length(200),
    nameKh: p.string().length(200).nullable(),
    phone: p.string().length(32).nullable(),
    address: p.string().length(500).nullable(),
    enabled: p.boolean().default(true),
    // The store's picture: an image its supplier uploaded (public once shown, content/public-pictures.ts).
    image: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
  },
  indexes: [
    {
      name: 'store_image_id_index',
      expression: 'create index "store_image_id_index" on "store" ("image_id") where "image_id" is not null',
    },
  ],
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Store extends StoreSchema.class {}
StoreSchema.setClass(Store);
