import { defineEntity, p } from '@mikro-orm/core';
import { salesChangedTrigger } from '../../db/catalog-changed.ts';

// Open lines per day, supplier (0 = the whole shop) and vehicle, at four levels so a question reads the fewest
// rows: 1 brand, 2 brand and model, 3 brand and year, 4 brand, model and year (0 = any; -1 = no vehicle, e.g.
// accessories). Written only by the triggers of sales-rollup-sql.ts.
const VehicleSalesRollupSchema = defineEntity({
  name: 'VehicleSalesRollup',
  properties: {
    id: p.bigint().primary(),
    level: p.smallint(),
    day: p.date(),
    supplierId: p.integer(),
    brandId: p.integer(),
    modelId: p.integer(),
    yearId: p.integer(),
    lines: p.integer().default(0),
    units: p.bigint().default(0),
    sales: p.decimal().precision(16).scale(2).default(0),
  },
  uniques: [
    { name: 'vehicle_sales_rollup_key', properties: ['supplierId', 'level', 'day', 'brandId', 'modelId', 'yearId'] },
  ],
  indexes: [
    // Level 4 is as fine as the lines; it is read only with a year (a model of one year), so find it by year.
    {
      name: 'vehicle_sales_rollup_year_index',
      expression:
        'create index "vehicle_sales_rollup_year_index" on "vehicle_sales_rollup" ("supplier_id", "year_id", "day") where level = 4',
    },
  ],
  // Tells the dashboard's cache that the figures changed (plugins/catalog-cache.ts).
  triggers: [salesChangedTrigger],
});

export class VehicleSalesRollup extends VehicleSalesRollupSchema.class {}
VehicleSalesRollupSchema.setClass(VehicleSalesRollup);
