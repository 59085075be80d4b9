import { defineEntity, p } from '@mikro-orm/core';
import { PART_POSITIONS } from '@shop/contracts';
import { BrandItem } from './brand-item.entity.ts';
import { Brand } from './brand.entity.ts';
import { Category } from './category.entity.ts';
import { Model } from './model.entity.ts';
import { Year } from './year.entity.ts';
import { catalogChangedTrigger } from '../../db/catalog-changed.ts';

// How many parts fit a vehicle, per category, position and maker. Kept by a trigger on part_fit, so the
// vehicle filter's totals and summary read a few hundred rows instead of counting thousands of fitments.
const PartFitCountSchema = defineEntity({
  name: 'PartFitCount',
  properties: {
    id: p.integer().primary(),
    model: () => p.manyToOne(Model).deleteRule('cascade'),
    year: () => p.manyToOne(Year).deleteRule('cascade'),
    brand: () => p.manyToOne(Brand).createForeignKeyConstraint(false),
    category: () => p.manyToOne(Category).createForeignKeyConstraint(false),
    position: p.enum(PART_POSITIONS),
    brandItem: () => p.manyToOne(BrandItem).createForeignKeyConstraint(false),
    count: p.integer().default(0),
  },
  uniques: [{ name: 'part_fit_count_key', properties: ['model', 'year', 'category', 'position', 'brandItem'] }],
  // Tells the storefront cache that the catalogue changed (db/catalog-changed.ts).
  triggers: [catalogChangedTrigger],
});

export class PartFitCount extends PartFitCountSchema.class {}
PartFitCountSchema.setClass(PartFitCount);
