import { defineEntity, p } from '@mikro-orm/core';
import { Brand } from './brand.entity.ts';
import { Model } from './model.entity.ts';
import { Year } from './year.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// How many distinct parts fit a model (model set), a brand as a whole (model and year null) or a brand's year (year
// set), kept by statement triggers on part_fit (part-fit.entity.ts), so a search naming only a vehicle ("hilux",
// "mazda", "toyota 2009") reads its total in one row instead of counting up to 1.6 M fitments. A part fitting several
// years of a model counts once for it, and a part fitting several models of a brand in one year once for that year.
const VehiclePartCountSchema = defineEntity({
  name: 'VehiclePartCount',
  properties: {
    id: p.integer().primary(),
    brand: () => p.manyToOne(Brand).deleteRule('cascade'),
    model: () => p.manyToOne(Model).nullable().deleteRule('cascade'),
    year: () => p.manyToOne(Year).nullable().deleteRule('cascade'),
    count: p.integer().default(0),
  },
  indexes: [
    {
      name: 'vehicle_part_count_model_key',
      expression:
        'create unique index "vehicle_part_count_model_key" on "vehicle_part_count" ("model_id") where "model_id" is not null',
    },
    {
      name: 'vehicle_part_count_brand_key',
      expression:
        'create unique index "vehicle_part_count_brand_key" on "vehicle_part_count" ("brand_id") where "model_id" is null and "year_id" is null',
    },
    {
      name: 'vehicle_part_count_brand_year_key',
      expression:
        'create unique index "vehicle_part_count_brand_year_key" on "vehicle_part_count" ("brand_id", "year_id") where "year_id" is not null',
    },
  ],
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class VehiclePartCount extends VehiclePartCountSchema.class {}
VehiclePartCountSchema.setClass(VehiclePartCount);
