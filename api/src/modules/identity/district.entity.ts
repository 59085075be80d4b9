import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { Location } from './location.entity.ts';

// A district (khan / srok) of a province, named in English and Khmer: reference data staff keep, which a delivery
// zone may name to price it apart from the rest of its province. One name per province (any case), a unique index on
// the lower-cased English name; the demo seed adds districts of Phnom Penh and a few provinces.
const DistrictSchema = defineEntity({
  name: 'District',
  extends: BaseEntity,
  indexes: [
    {
      name: 'district_name_unique',
      expression: 'create unique index "district_name_unique" on "district" ("location_id", lower("name"))',
    },
  ],
  properties: {
    location: () => p.manyToOne(Location).index(),
    name: p.string().length(100),
    nameKh: p.string().length(100),
  },
});

export class District extends DistrictSchema.class {}
DistrictSchema.setClass(District);
