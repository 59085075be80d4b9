import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// The maker of a part or accessory (Bosch, Denso, NGK, Toyota Genuine), not the vehicle brand.
const BrandItemSchema = defineEntity({
  name: 'BrandItem',
  extends: BaseEntity,
  properties: {
    name: p.string().length(100).unique(),
    nameKh: p.string().length(100).nullable(),
    logo: p.string().length(500).nullable(),
    country: p.string().length(100).nullable(),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class BrandItem extends BrandItemSchema.class {}
BrandItemSchema.setClass(BrandItem);
