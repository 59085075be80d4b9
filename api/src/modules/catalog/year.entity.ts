import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// A model year (2015). Vehicles are a Model in one of its Years (see Model.years).
const YearSchema = defineEntity({
  name: 'Year',
  extends: BaseEntity,
  properties: {
    value: p.integer().unique().check('value >= 1900 and value <= 2100'),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Year extends YearSchema.class {}
YearSchema.setClass(Year);
