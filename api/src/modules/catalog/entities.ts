// The catalogue's tables: vehicles (Brand, Model, Year; UncarriedBrand, the brands the shop has no parts for), makers, categories, parts, fitments, accessories, items and units.
import { AccessoryCategory } from './accessory-category.entity.ts';
import { Accessory } from './accessory.entity.ts';
import { BrandItem } from './brand-item.entity.ts';
import { Category } from './category.entity.ts';
import { ItemUnit } from './item-unit.entity.ts';
import { Item } from './item.entity.ts';
import { Model } from './model.entity.ts';
import { PartFit } from './part-fit.entity.ts';
import { Part } from './part.entity.ts';
import { UnitType } from './unit-type.entity.ts';
import { Year } from './year.entity.ts';
import { PartFitCount } from './part-fit-count.entity.ts';
import { SearchName } from './search-name.entity.ts';
import { PartNumber } from './part-number.entity.ts';
import { UncarriedBrand } from './uncarried-brand.entity.ts';
import { VehiclePartCount } from './vehicle-part-count.entity.ts';

export const catalogEntities = [
  Year,
  Model,
  BrandItem,
  Category,
  AccessoryCategory,
  UnitType,
  Item,
  ItemUnit,
  Part,
  PartFit,
  Accessory,
  PartFitCount,
  VehiclePartCount,
  SearchName,
  PartNumber,
  UncarriedBrand,
];
