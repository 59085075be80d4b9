// The catalogue's short lists that several screens pick from (brands, makers, categories, unit types, years),
// each one query shared by every screen that needs it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData, getPage } from '@shop/client';
import type { BrandAdminView, CategoryAdminView, ModelRef, NamedRef, UnitTypeView } from '@shop/contracts';
import { localizedName } from '@shop/i18n';

export const lookupKeys = createQueryKeys('catalogue-lookups');

// Lists are paged at most 100 a page; the shop has tens of brands, categories and unit types.
const all = <T>(path: string) => getPage<T>(path, { size: 100 }).then((page) => page.data);

export const brandsQuery = queryOptions({
  queryKey: [...lookupKeys.all, 'brands'],
  queryFn: () => all<BrandAdminView>('/api/backend/brand'),
});
export const makersQuery = queryOptions({
  queryKey: [...lookupKeys.all, 'makers'],
  queryFn: () => getData<NamedRef[]>('/api/backend/brand-item/short'),
});
export const categoriesQuery = queryOptions({
  queryKey: [...lookupKeys.all, 'categories'],
  queryFn: () => all<CategoryAdminView>('/api/backend/category'),
});
export const accessoryCategoriesQuery = queryOptions({
  queryKey: [...lookupKeys.all, 'accessory-categories'],
  queryFn: () => all<CategoryAdminView>('/api/backend/accessory-category'),
});
export const unitTypesQuery = queryOptions({
  queryKey: [...lookupKeys.all, 'unit-types'],
  queryFn: () => all<UnitTypeView>('/api/backend/unit-type'),
});
export const yearsQuery = queryOptions({
  queryKey: [...lookupKeys.all, 'years'],
  queryFn: () => getData<{ id: number; value: number }[]>('/api/backend/part-fit/year'),
});
/** A brand's models with the years each is made in (GET part-fit/brand/:id). */
export const brandModelsQuery = (brandId: number) =>
  queryOptions({
    queryKey: [...lookupKeys.all, 'brand-models', brandId],
    queryFn: () => getData<ModelRef[]>(`/api/backend/part-fit/brand/${brandId}`),
  });

export const useBrands = () => useQuery(brandsQuery);
export const useMakers = () => useQuery(makersQuery);
export const useCategories = () => useQuery(categoriesQuery);
export const useAccessoryCategories = () => useQuery(accessoryCategoriesQuery);
export const useUnitTypes = () => useQuery(unitTypesQuery);
export const useYears = () => useQuery(yearsQuery);
export const useBrandModels = (brandId: number | undefined) =>
  useQuery({ ...brandModelsQuery(brandId ?? 0), enabled: brandId !== undefined });

/** Options of a Select from named records, in the user's language. */
export const nameOptions = (
  rows: readonly { id: number; name: string; nameKh?: string | null }[] | undefined,
  locale: string,
) => (rows ?? []).map((row) => ({ value: String(row.id), label: localizedName(row, locale) }));
