// The catalogue's reference lists as the storefront reads them: years, models, makers, categories.
import Type, { type Static } from 'typebox';
import { Id, Nullable, MAX_INT32, PageQuery } from './envelope.ts';

const NameKh = Nullable(Type.String({ description: 'Khmer name; clients fall back to name' }));
const ImageUrl = Nullable(Type.String({ description: 'Address of the picture (GET /files/<key>)' }));

/** Any catalogue row named in English and Khmer. */
export const NamedRef = Type.Object({ id: Id, name: Type.String(), nameKh: NameKh });
export type NamedRef = Static<typeof NamedRef>;

export const Year = Type.Object({ id: Id, value: Type.Integer({ minimum: 1900, maximum: 2100 }) });
export type Year = Static<typeof Year>;

/** A model year with the vehicle brands that have models that year (the selector's first step). */
export const YearWithBrands = Type.Object({ id: Id, value: Type.Integer(), brandIds: Type.Array(Id) });
export type YearWithBrands = Static<typeof YearWithBrands>;

export const VehicleModel = Type.Object({ id: Id, brandId: Id, name: Type.String(), nameKh: NameKh });
export type VehicleModel = Static<typeof VehicleModel>;

export const VehicleModelDetail = Type.Object({
  id: Id,
  brandId: Id,
  name: Type.String(),
  nameKh: NameKh,
  years: Type.Array(Year, { description: 'Model years, oldest first' }),
});
export type VehicleModelDetail = Static<typeof VehicleModelDetail>;

export const ModelListQuery = Type.Object({ ...PageQuery.properties, brandId: Type.Optional(Id) });
export type ModelListQuery = Static<typeof ModelListQuery>;

/** The maker of parts and accessories (Bosch, Denso), not the vehicle brand. */
export const BrandItem = Type.Object({
  id: Id,
  name: Type.String(),
  nameKh: NameKh,
  logo: Nullable(Type.String()),
  country: Nullable(Type.String()),
});
export type BrandItem = Static<typeof BrandItem>;

export const BrandItemDetail = Type.Object({
  ...BrandItem.properties,
  partCount: Type.Integer({ minimum: 0 }),
  accessoryCount: Type.Integer({ minimum: 0 }),
});
export type BrandItemDetail = Static<typeof BrandItemDetail>;

export const BrandItemShort = Type.Object({ id: Id, name: Type.String(), nameKh: NameKh });
export type BrandItemShort = Static<typeof BrandItemShort>;

export const BrandItemListQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the maker name, any case' })),
});
export type BrandItemListQuery = Static<typeof BrandItemListQuery>;

/** A part category or an accessory category. */
export const Category = Type.Object({
  id: Id,
  name: Type.String(),
  nameKh: NameKh,
  image: ImageUrl,
  sortOrder: Type.Integer(),
});
export type Category = Static<typeof Category>;

export const CategoryWithCount = Type.Object({ ...Category.properties, count: Type.Integer({ minimum: 0 }) });
export type CategoryWithCount = Static<typeof CategoryWithCount>;

/** A vehicle: brand, model and model year. */
export const Vehicle = Type.Object({ year: Year, brand: NamedRef, model: NamedRef });
export type Vehicle = Static<typeof Vehicle>;

export const BrandIdParams = Type.Object({ brandId: Id });
export type BrandIdParams = Static<typeof BrandIdParams>;

export const YearBrandParams = Type.Object({ yearId: Id, brandId: Id });
export type YearBrandParams = Static<typeof YearBrandParams>;

export const ConfigKeyParams = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]+$' }),
});
export type ConfigKeyParams = Static<typeof ConfigKeyParams>;

/** Upper bound of any id a client may send; larger numbers are refused by the schemas. */
export const CATALOG_MAX_ID = MAX_INT32;
