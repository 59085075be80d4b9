import { defineEntity, p } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base-entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// The name of a unit an item is sold in (Piece, Set, Box, Litre).
const UnitTypeSchema = defineEntity({
  name: 'UnitType',
  extends: BaseEntity,
  properties: {
    name: p.string().length(50).unique(),
    nameKh: p.string().length(50).nullable(),
  },
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class UnitType extends UnitTypeSchema.class {}
UnitTypeSchema.setClass(UnitType);
