import { defineEntity, p } from '@mikro-orm/core';

// A model year (2015). Vehicles are a Model in one of its Years (see Model.years).
const YearSchema = defineEntity({
  name: 'Year',
  properties: {
    id: p.integer().primary(),
    value: p.integer().unique().check('value >= 1900 and value <= 2100'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Year extends YearSchema.class {}
YearSchema.setClass(Year);
