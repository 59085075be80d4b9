import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { Brand } from './brand.entity.ts';
import { Year } from './year.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// A vehicle model of a brand (Toyota Camry). `years` are the model years it was made in: together they
// are the vehicles the shop knows, and the vehicle selector offers only these combinations.
const ModelSchema = defineEntity({
  name: 'Model',
  extends: BaseEntity,
  tableName: 'vehicle_model',
  properties: {
    brand: () => p.manyToOne(Brand),
    name: p.string().length(100),
    nameKh: p.string().length(100).nullable(),
    years: () => p.manyToMany(Year).owner().pivotTable('vehicle_model_year'),
  },
  uniques: [{ properties: ['brand', 'name'] }],
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class Model extends ModelSchema.class {}
ModelSchema.setClass(Model);
