import { defineEntity, p } from '@mikro-orm/core';
import { StoredFile } from '../content/stored-file.entity.ts';

// An accessory category (Floor Mats, Dash Cameras); accessories fit any vehicle, so they are browsed by these.
const AccessoryCategorySchema = defineEntity({
  name: 'AccessoryCategory',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100).unique(),
    nameKh: p.string().length(100).nullable(),
    image: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AccessoryCategory extends AccessoryCategorySchema.class {}
AccessoryCategorySchema.setClass(AccessoryCategory);
