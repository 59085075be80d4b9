import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// A vehicle brand sold in Cambodia that the shop carries no parts for (BMW, Suzuki). Not a Brand: it has no models
// and is never offered in the storefront's vehicle pickers; search only uses it to say "the shop does not know this
// vehicle" instead of silently searching every vehicle (query-reading.ts). `otherNames` are further spellings in
// either script ("Benz", "បេន").
const UncarriedBrandSchema = defineEntity({
  name: 'UncarriedBrand',
  extends: BaseEntity,
  properties: {
    name: p.string().length(100).unique(),
    nameKh: p.string().length(100).nullable(),
    otherNames: p.array().default([]),
  },
  // Search answers are cached (plugins/catalog-cache.ts) and read this table.
  triggers: [catalogChangedTrigger],
});

export class UncarriedBrand extends UncarriedBrandSchema.class {}
UncarriedBrandSchema.setClass(UncarriedBrand);
