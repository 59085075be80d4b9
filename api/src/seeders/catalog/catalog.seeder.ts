import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { AccessoryCategory } from '../../modules/catalog/accessory-category.entity.ts';
import { BrandItem } from '../../modules/catalog/brand-item.entity.ts';
import { Brand } from '../../modules/catalog/brand.entity.ts';
import { Category } from '../../modules/catalog/category.entity.ts';
import { Model } from '../../modules/catalog/model.entity.ts';
import { Part } from '../../modules/catalog/part.entity.ts';
import { UnitType } from '../../modules/catalog/unit-type.entity.ts';
import { Year } from '../../modules/catalog/year.entity.ts';
import { Configuration } from '../../modules/content/configuration.entity.ts';
import { StoredFile } from '../../modules/content/stored-file.entity.ts';
import { Store } from '../../modules/supply/store.entity.ts';
import { Supplier } from '../../modules/supply/supplier.entity.ts';
import { demoAccessoryCategories, demoAccessoryMakers } from './accessories-vocabulary.ts';
import { categoryImageSvg, type CategoryImage } from './category-image.ts';
import { generateCatalog } from './generate-catalog.ts';
import { demoCategories, demoMakers, demoUnitTypes } from './parts-vocabulary.ts';
import { demoConfiguration, demoSuppliers } from './shop-data.ts';
import { FIRST_YEAR, LAST_YEAR, demoModels } from './vehicles.ts';

/** Sizes of the demo catalogue (the benchmark generator adds far more parts to the same reference data). */
export const DEMO_PARTS = 3000;
export const DEMO_ACCESSORIES = 200;

/**
 * The demo shop's catalogue for the Cambodian market: years, models, makers, categories with generated
 * images, units, suppliers with their stores, public settings, then the bulk (parts, fitments, accessories,
 * stock) generated in SQL. Reference rows are added only where missing; the bulk only into an empty catalogue.
 */
export class CatalogSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await this.seedReferenceData(em);
    await em.flush();
    if ((await em.count(Part, {})) > 0) return;
    await (em as SqlEntityManager).transactional((tx) =>
      generateCatalog(
        (query, params) => tx.execute(query, params ?? [], query.trimStart().startsWith('select') ? 'all' : 'run'),
        {
          parts: DEMO_PARTS,
          accessories: DEMO_ACCESSORIES,
        },
      ),
    );
  }

  private async seedReferenceData(em: EntityManager): Promise<void> {
    const years = new Map((await em.find(Year, {})).map((year) => [year.value, year]));
    for (let value = FIRST_YEAR; value <= LAST_YEAR; value += 1) {
      if (!years.has(value)) years.set(value, em.create(Year, { value }));
    }
    const brands = new Map((await em.find(Brand, {})).map((brand) => [brand.name, brand]));
    const existingModels = new Map(
      (await em.find(Model, {}, { populate: ['brand'] })).map((model) => [`${model.brand.name}/${model.name}`, model]),
    );
    for (const model of demoModels) {
      const brand = brands.get(model.brand);
      const existing = existingModels.get(`${model.brand}/${model.name}`);
      // A model seeded before it had a Khmer name gains it (a name staff gave it stays).
      if (existing && !existing.nameKh) existing.nameKh = model.nameKh;
      if (!brand || existing) continue;
      const created = em.create(Model, { brand, name: model.name, nameKh: model.nameKh });
      for (let value = model.from; value <= model.to; value += 1) created.years.add(years.get(value)!);
    }

    const makers = new Set((await em.find(BrandItem, {})).map((maker) => maker.name));
    const allMakers: { name: string; nameKh?: string; country: string }[] = [...demoMakers, ...demoAccessoryMakers];
    for (const maker of allMakers) {
      if (makers.has(maker.name)) continue;
      makers.add(maker.name);
      em.create(BrandItem, { name: maker.name, nameKh: maker.nameKh ?? null, country: maker.country });
    }

    const categories = new Set((await em.find(Category, {})).map((category) => category.name));
    for (const [index, category] of demoCategories.entries()) {
      if (categories.has(category.name)) continue;
      em.create(Category, {
        name: category.name,
        nameKh: category.nameKh,
        sortOrder: index,
        image: svgFile(em, category),
      });
    }
    const accessoryCategories = new Set((await em.find(AccessoryCategory, {})).map((category) => category.name));
    for (const [index, category] of demoAccessoryCategories.entries()) {
      if (accessoryCategories.has(category.name)) continue;
      em.create(AccessoryCategory, {
        name: category.name,
        nameKh: category.nameKh,
        sortOrder: index,
        image: svgFile(em, category),
      });
    }

    const units = new Set((await em.find(UnitType, {})).map((unit) => unit.name));
    for (const unit of demoUnitTypes) {
      if (!units.has(unit.name)) em.create(UnitType, { name: unit.name, nameKh: unit.nameKh });
    }

    const suppliers = new Set((await em.find(Supplier, {})).map((supplier) => supplier.name));
    for (const { store, ...supplier } of demoSuppliers) {
      if (suppliers.has(supplier.name)) continue;
      const created = em.create(Supplier, supplier);
      em.create(Store, { ...store, supplier: created });
    }

    const settings = new Set((await em.find(Configuration, {})).map((setting) => setting.key));
    for (const setting of demoConfiguration) {
      if (!settings.has(setting.key)) em.create(Configuration, setting);
    }
  }
}

function svgFile(em: EntityManager, image: CategoryImage): StoredFile {
  const content = Buffer.from(categoryImageSvg(image), 'utf8');
  return em.create(StoredFile, {
    name: `${image.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
    mimeType: 'image/svg+xml',
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
  });
}
