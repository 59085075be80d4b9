// Addresses of the catalogue's pages, relative to the site root (`/{locale}/...`).
export { vehicleFilterPath } from '@shop/client';

export { useRouteLocale } from '@shop/federation/route-params.ts';

export const paths = {
  home: (locale: string) => `/${locale}`,
  part: (locale: string, id: number) => `/${locale}/part/${id}`,
  accessory: (locale: string, id: number) => `/${locale}/accessories/${id}`,
  accessories: (locale: string, categoryId?: number) =>
    `/${locale}/accessories?show-summary=true${categoryId === undefined ? '' : `&category=${categoryId}`}`,
  brand: (locale: string, brandId: number) => `/${locale}/brand/${brandId}`,
  category: (locale: string, categoryId: number) => `/${locale}/category/${categoryId}`,
  search: (locale: string, query: string) => `/${locale}/search?q=${encodeURIComponent(query)}`,
};
