import { defineEntity, p } from '@mikro-orm/core';

// The vehicle an order line is counted under (its part's first fitment), copied when the line is written, so a
// later change of fitments never moves past sales between rollup rows. Accessories have no row.
const SalesLineVehicleSchema = defineEntity({
  name: 'SalesLineVehicle',
  properties: {
    detailId: p.integer().primary().autoincrement(false),
    brandId: p.integer(),
    modelId: p.integer(),
    yearId: p.integer(),
  },
});

export class SalesLineVehicle extends SalesLineVehicleSchema.class {}
SalesLineVehicleSchema.setClass(SalesLineVehicle);
