import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { StoredFile } from '../content/stored-file.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// An accessory category (Floor Mats, Dash Cameras); accessories fit any vehicle, so they are browsed by these.
const AccessoryCategorySchema = defineEntity({
  name: 'AccessoryCategory',
  extends: BaseEntity,
  properties: {
    name: p.string().length(100).unique(),
    nameKh: p.string().length(100).nullable(),
    image: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    sortOrder: p.integer().default(0),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class AccessoryCategory extends AccessoryCategorySchema.class {}
AccessoryCategorySchema.setClass(AccessoryCategory);
