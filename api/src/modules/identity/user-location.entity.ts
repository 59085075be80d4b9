import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { Location } from './location.entity.ts';
import { User } from './user.entity.ts';

// A shopper's saved delivery address. At most one per user is the default (a partial unique index
// guards it, so two requests racing to set a default cannot both win).
const UserLocationSchema = defineEntity({
  name: 'UserLocation',
  extends: BaseEntity,
  uniques: [{ name: 'user_location_one_default_per_user', properties: ['user'], where: 'is_default' }],
  properties: {
    user: () => p.manyToOne(User).index(),
    location: () => p.manyToOne(Location),
    label: p.string().length(60),
    recipientName: p.string().length(200).nullable(),
    phone: p.string().length(32).nullable(),
    address: p.string().length(500),
    note: p.string().length(500).nullable(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    isDefault: p.boolean().default(false),
  },
});

export class UserLocation extends UserLocationSchema.class {}
UserLocationSchema.setClass(UserLocation);
