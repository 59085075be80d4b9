import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// A vehicle brand (Toyota). Models and years hang off it in the catalogue.
const BrandSchema = defineEntity({
  name: 'Brand',
  extends: BaseEntity,
  properties: {
    name: p.string().length(100).unique(),
    nameKh: p.string().length(100).nullable(),
    logo: p.string().length(500).nullable(),
    sortOrder: p.integer().default(0),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Brand extends BrandSchema.class {}
BrandSchema.setClass(Brand);
