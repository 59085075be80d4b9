// The data of a storefront page's first view, worked out on the server so the HTML carries the page's top before any
// JavaScript runs: which page the address is and its record's values (names in the page's language, picture,
// description). The markup, CSS and words around them are the serving remote's own (its first-view.json, filled by
// first-view-html.ts), so the API does not change when the catalogue changes its pages' tops.
// The LCP of these pages is their heading; drawn here it no longer waits on React, Mantine and the remote.
// Undefined for every other address (the back-office, the cart, an unknown record): those keep the plain page.
import type { AccessoryDetail, PartDetail } from '@shop/contracts';
import { srcSet } from '@shop/contracts/picture-sizes.ts';
import type { FirstViewPage, FirstViewValues } from '@shop/contracts/first-view.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Orm } from '../../db/orm.ts';
import { queryRows, sql } from '../../lib/sql.ts';
import type { RouteLocale, CatalogReaders } from './page-meta.ts';

/** The stored size of a picture this shop serves (`/files/<key>`), if it knows it. */
export type ImageSize = (src: string) => Promise<{ width: number; height: number } | undefined>;

export function storedImageSize(orm: Orm): ImageSize {
  return async (src) => {
    const key = /^\/files\/([0-9a-f]{32})$/.exec(src)?.[1];
    if (!key) return undefined;
    const [row] = await queryRows<{ width: number | null; height: number | null }>(
      orm,
      sql`select width, height from stored_file where key = ${key}`,
    );
    return row?.width && row.height ? { width: row.width, height: row.height } : undefined;
  };
}

/**
 * A storefront page's first view as the API knows it: which page the address is and the values of its record. How it
 * looks and what it says around them is the serving remote's template (first-view-template.ts).
 */
export interface FirstView {
  locale: RouteLocale;
  page: FirstViewPage;
  /** The page's slots (@shop/contracts/first-view.ts, FIRST_VIEW_SLOTS); a missing one is left empty. */
  values: FirstViewValues;
}

const PAGE_PATH = /^\/(en|kh)(?:\/(part|accessories|brand|category|filter)(?:\/(\d{1,9}))?)?\/?$/;

/** Whether the page at `path` may have a first view (then the serving remote's template is worth reading). */
export const mayHaveFirstView = (path: string) => PAGE_PATH.test(path);
const ID = /^\d{1,9}$/;

const named = (locale: RouteLocale, thing: { name: string; nameKh?: string | null }) =>
  (locale === 'kh' && thing.nameKh) || thing.name;

/** The first view of the storefront page at `path` (`search` is its query string), or undefined when it has none. */
export async function firstViewFor(
  path: string,
  search: URLSearchParams,
  readers: CatalogReaders,
  imageSize: ImageSize = async () => undefined,
): Promise<FirstView | undefined> {
  const match = PAGE_PATH.exec(path);
  if (!match) return undefined;
  const locale = match[1] as RouteLocale;
  const kind = match[2];
  const id = match[3] === undefined ? undefined : Number(match[3]);
  const view = (page: FirstViewPage, values: FirstViewValues = {}): FirstView => ({ locale, page, values });
  try {
    if (kind === undefined) return view('home');
    if (kind === 'filter') return id === undefined ? await filterView(locale, search, readers) : undefined;
    if (kind === 'accessories' && id === undefined) return view('accessories');
    if (id === undefined) return undefined;
    switch (kind) {
      case 'part':
        return itemView(locale, 'part', await readers.parts.part(id), imageSize);
      case 'accessories':
        return itemView(locale, 'accessory', await readers.parts.accessory(id), imageSize);
      case 'brand':
        return view('brand', { brand: named(locale, await readers.catalog.getBrand(id)) });
      case 'category':
        return view('category', { category: named(locale, await readers.reference.category(id)) });
      default:
        return undefined;
    }
  } catch (error) {
    // A record that does not exist: the page draws its own "not found", so there is no heading to stand in for.
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** `/en/filter?year=&brand=&model=`: the vehicle's parts, or the page that asks for a vehicle. */
async function filterView(
  locale: RouteLocale,
  search: URLSearchParams,
  readers: CatalogReaders,
): Promise<FirstView | undefined> {
  const [yearId, brandId, modelId] = ['year', 'brand', 'model'].map((key) => search.get(key) ?? '');
  if (!yearId && !brandId && !modelId) return { locale, page: 'vehicle-choice', values: {} };
  // Anything else the page reads from its own request's answer (a malformed address is for the page to judge).
  if (!ID.test(yearId!) || !ID.test(brandId!) || !ID.test(modelId!)) return undefined;
  const vehicle = await readers.vehicles.vehicle(Number(yearId), Number(brandId), Number(modelId));
  if (!vehicle) return { locale, page: 'vehicle-unknown', values: {} };
  return {
    locale,
    page: 'vehicle-parts',
    values: { vehicle: `${named(locale, vehicle.brand)} ${named(locale, vehicle.model)} ${vehicle.year.value}` },
  };
}

async function itemView(
  locale: RouteLocale,
  page: 'part' | 'accessory',
  item: PartDetail | AccessoryDetail,
  imageSize: ImageSize,
): Promise<FirstView> {
  const size = item.image ? await imageSize(item.image) : undefined;
  return {
    locale,
    page,
    values: {
      name: named(locale, item),
      partNumber: item.partNumber,
      category: named(locale, item.category),
      categoryId: String(item.category.id),
      ...(item.image ? { image: item.image } : {}),
      ...(item.image && item.imageSizes.length > 0 ? { imageSrcset: srcSet(item.imageSizes) } : {}),
      ...(size ? { imageWidth: String(size.width), imageHeight: String(size.height) } : {}),
      ...(isPart(item) ? partTexts(locale, item) : {}),
    },
  };
}

const isPart = (item: PartDetail | AccessoryDetail): item is PartDetail => 'fitments' in item;

/** The part page names the part in the other language under its heading, and describes it under its price. */
function partTexts(locale: RouteLocale, part: PartDetail): { otherName?: string; description?: string } {
  const other = locale === 'kh' ? part.name : part.nameKh;
  const description = locale === 'kh' ? (part.descriptionKh ?? part.description) : part.description;
  return {
    ...(other && other !== named(locale, part) ? { otherName: other } : {}),
    ...(description ? { description } : {}),
  };
}
