import { defineEntity, p } from '@mikro-orm/core';
import { LOCATION_TYPES } from '@shop/contracts';
import { BaseEntity } from '../../db/base-entity.ts';

// A province of Cambodia (or the capital). Reference data: the rows are inserted by the migration that
// creates the table, so every installation has them, with or without the demo shop.
const LocationSchema = defineEntity({
  name: 'Location',
  extends: BaseEntity,
  properties: {
    code: p.string().length(10).unique(),
    name: p.string().length(100),
    nameKh: p.string().length(100),
    type: p.enum(LOCATION_TYPES),
    sortOrder: p.integer().default(0),
  },
});

export class Location extends LocationSchema.class {}
LocationSchema.setClass(Location);
