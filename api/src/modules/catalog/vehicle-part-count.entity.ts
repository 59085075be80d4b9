import { defineEntity, p } from '@mikro-orm/core';
import { Brand } from './brand.entity.ts';
import { Model } from './model.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// How many distinct parts fit a model (model set) or a brand as a whole (model null), kept by statement triggers on
// part_fit (part-fit.entity.ts), so a search naming only a vehicle ("hilux", "mazda") reads its total in one row
// instead of counting up to 1.6 M fitments. A part fitting several years of a model counts once for it.
const VehiclePartCountSchema = defineEntity({
  name: 'VehiclePartCount',
  properties: {
    id: p.integer().primary(),
    brand: () => p.manyToOne(Brand).deleteRule('cascade'),
    model: () => p.manyToOne(Model).nullable().deleteRule('cascade'),
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
        'create unique index "vehicle_part_count_brand_key" on "vehicle_part_count" ("brand_id") where "model_id" is null',
    },
  ],
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class VehiclePartCount extends VehiclePartCountSchema.class {}
VehiclePartCountSchema.setClass(VehiclePartCount);
