import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { Model } from '../catalog/model.entity.ts';
import { Year } from '../catalog/year.entity.ts';
import { User } from '../identity/user.entity.ts';

// A vehicle in a shopper's garage: a catalogue model in one of its years, with an optional VIN and the shopper's
// name for it. The brand is the model's; it is not stored twice.
const GarageVehicleSchema = defineEntity({
  name: 'GarageVehicle',
  extends: BaseEntity,
  properties: {
    user: () => p.manyToOne(User).deleteRule('cascade'),
    // A model or year the catalogue removes takes the vehicle with it: a garage entry the selector cannot show is no use.
    model: () => p.manyToOne(Model).deleteRule('cascade'),
    year: () => p.manyToOne(Year).deleteRule('cascade'),
    vin: p.string().length(17).nullable(),
    name: p.string().length(60).nullable(),
  },
  indexes: [{ properties: ['user', 'createdAt'] }],
});

export class GarageVehicle extends GarageVehicleSchema.class {}
GarageVehicleSchema.setClass(GarageVehicle);
