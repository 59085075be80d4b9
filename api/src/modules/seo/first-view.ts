// What the top of a storefront page shows, worked out on the server so the HTML carries it before any JavaScript
// runs (first-view-html.ts draws it): the heading and lead text the catalogue remote's page draws at its top, read
// from the same records and worded as its Lingui catalogue words them (mfe-catalog/src/locales/km/messages.po).
// The LCP of these pages is their heading; drawn here it no longer waits on React, Mantine and the remote.
// Undefined for every other address (the back-office, the cart, an unknown record): those keep the plain page.
import type { AccessoryDetail, PartDetail } from '@shop/contracts';
import { HttpError } from '../../lib/http-error.ts';
import type { Orm } from '../../db/orm.ts';
import { queryRows, sql } from '../../lib/sql.ts';
import type { RouteLocale, CatalogReaders } from './page-meta.ts';

/** The stored size of a picture this shop serves (`/files/12`), if it knows it. */
export type ImageSize = (src: string) => Promise<{ width: number; height: number } | undefined>;

export function storedImageSize(orm: Orm): ImageSize {
  return async (src) => {
    const id = /^\/files\/(\d{1,9})$/.exec(src)?.[1];
    if (!id) return undefined;
    const [row] = await queryRows<{ width: number | null; height: number | null }>(orm, sql`select width, height from stored_file where id = ${Number(id)}`);
    return row?.width && row.height ? { width: row.width, height: row.height } : undefined;
  };
}

/** The arrangements of the catalogue's pages that a first view copies (see first-view-html.ts). */
export type FirstViewLayout =
  /** Heading and lead in a stack (home, accessories, vehicle filter). */
  | 'intro'
  /** Breadcrumbs, then the heading (brand, category). */
  | 'listing'
  /** Breadcrumbs, then the picture beside the heading (part, accessory). */
  | 'detail';

export interface FirstView {
  locale: RouteLocale;
  layout: FirstViewLayout;
  /** Mantine Container size of the page. */
  container: 'md' | 'xl';
  heading: string;
  lead?: string;
  breadcrumbs?: { label: string; href?: string }[];
  /** The part's picture, with its stored size when known so the room it takes is kept before it arrives. */
  image?: { src: string; alt: string; width?: number; height?: number };
  /**
   * A part's description, drawn below the room its badges and price box take (a part page's largest text, so its
   * LCP on a phone: drawn by the app only, it would be the app's).
   */
  description?: string;
}

/** The shell's own words in its header. */
export const SHOP_BRAND: Record<RouteLocale, { name: string; home: string }> = {
  en: { name: 'Vehicle Parts Shop', home: 'Vehicle Parts Shop, home' },
  kh: { name: 'ហាងគ្រឿងបន្លាស់យានយន្ត', home: 'ហាងគ្រឿងបន្លាស់យានយន្ត ទំព័រដើម' },
};

/** The catalogue's words, as its pages draw them. */
export const FIRST_VIEW_WORDS = {
  en: {
    home: 'Home',
    homeHeading: 'Shop parts by brand',
    homeLead: "Choose your vehicle's brand to find parts that fit.",
    accessories: 'Accessories',
    accessoriesLead: 'Mats, covers, cameras, lights and care products that fit most vehicles.',
    findParts: 'Find parts for your vehicle',
    chooseVehicle: 'Choose a year, a brand and a model to see the parts that fit.',
    unknownVehicle: 'We do not know this vehicle. Please choose it again.',
    partsFor: (vehicle: string) => `Parts for ${vehicle}`,
    brandParts: (brand: string) => `${brand} parts`,
  },
  kh: {
    home: 'ទំព័រដើម',
    homeHeading: 'ទិញគ្រឿងបន្លាស់តាមម៉ាករថយន្ត',
    homeLead: 'ជ្រើសរើសម៉ាករថយន្តរបស់អ្នក ដើម្បីស្វែងរកគ្រឿងបន្លាស់ដែលត្រូវគ្នា។',
    accessories: 'គ្រឿងតុបតែង',
    accessoriesLead: 'កម្រាលជើង ស្រោម កាមេរ៉ា ភ្លើង និងផលិតផលថែទាំ ដែលប្រើបានជាមួយរថយន្តភាគច្រើន។',
    findParts: 'ស្វែងរកគ្រឿងបន្លាស់សម្រាប់យានយន្តរបស់អ្នក',
    chooseVehicle: 'ជ្រើសរើសឆ្នាំ ម៉ាក និងម៉ូដែល ដើម្បីមើលគ្រឿងបន្លាស់ដែលត្រូវគ្នា។',
    unknownVehicle: 'យើងមិនស្គាល់រថយន្តនេះទេ។ សូមជ្រើសរើសម្ដងទៀត។',
    partsFor: (vehicle: string) => `គ្រឿងបន្លាស់សម្រាប់ ${vehicle}`,
    brandParts: (brand: string) => `គ្រឿងបន្លាស់ ${brand}`,
  },
} satisfies Record<RouteLocale, unknown>;

const PAGE_PATH = /^\/(en|kh)(?:\/(part|accessories|brand|category|filter)(?:\/(\d{1,9}))?)?\/?$/;
const ID = /^\d{1,9}$/;

const named = (locale: RouteLocale, thing: { name: string; nameKh?: string | null }) => (locale === 'kh' && thing.nameKh) || thing.name;

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
  const words = FIRST_VIEW_WORDS[locale];
  try {
    if (kind === undefined) return { locale, layout: 'intro', container: 'xl', heading: words.homeHeading, lead: words.homeLead };
    if (kind === 'filter') return id === undefined ? await filterView(locale, search, readers) : undefined;
    if (kind === 'accessories' && id === undefined) {
      return { locale, layout: 'intro', container: 'xl', heading: words.accessories, lead: words.accessoriesLead };
    }
    if (id === undefined) return undefined;
    switch (kind) {
      case 'part': {
        const part = await readers.parts.part(id);
        return itemView(locale, part, imageSize, [{ label: words.home, href: `/${locale}` }, { label: named(locale, part.category), href: `/${locale}/category/${part.category.id}` }]);
      }
      case 'accessories': {
        const accessory = await readers.parts.accessory(id);
        return itemView(locale, accessory, imageSize, [
          { label: words.accessories, href: `/${locale}/accessories?show-summary=true` },
          { label: named(locale, accessory.category), href: `/${locale}/accessories?show-summary=true&category=${accessory.category.id}` },
        ]);
      }
      case 'brand': {
        const name = named(locale, await readers.catalog.getBrand(id));
        return { locale, layout: 'listing', container: 'xl', heading: words.brandParts(name), breadcrumbs: [{ label: words.home, href: `/${locale}` }, { label: name }] };
      }
      case 'category': {
        const name = named(locale, await readers.reference.category(id));
        return { locale, layout: 'listing', container: 'xl', heading: name, breadcrumbs: [{ label: words.home, href: `/${locale}` }, { label: name }] };
      }
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
async function filterView(locale: RouteLocale, search: URLSearchParams, readers: CatalogReaders): Promise<FirstView | undefined> {
  const words = FIRST_VIEW_WORDS[locale];
  const [yearId, brandId, modelId] = ['year', 'brand', 'model'].map((key) => search.get(key) ?? '');
  const ask = (lead: string): FirstView => ({ locale, layout: 'intro', container: 'md', heading: words.findParts, lead });
  if (!yearId && !brandId && !modelId) return ask(words.chooseVehicle);
  // Anything else the page reads from its own request's answer (a malformed address is for the page to judge).
  if (!ID.test(yearId!) || !ID.test(brandId!) || !ID.test(modelId!)) return undefined;
  const vehicle = await readers.vehicles.vehicle(Number(yearId), Number(brandId), Number(modelId));
  if (!vehicle) return ask(words.unknownVehicle);
  const name = `${named(locale, vehicle.brand)} ${named(locale, vehicle.model)} ${vehicle.year.value}`;
  return { locale, layout: 'intro', container: 'xl', heading: words.partsFor(name) };
}

async function itemView(locale: RouteLocale, item: PartDetail | AccessoryDetail, imageSize: ImageSize, crumbs: FirstView['breadcrumbs'] & object): Promise<FirstView> {
  const name = named(locale, item);
  const size = item.image ? await imageSize(item.image) : undefined;
  return {
    locale,
    layout: 'detail',
    container: 'xl',
    heading: name,
    breadcrumbs: [...crumbs, { label: item.partNumber }],
    ...(item.image ? { image: { src: item.image, alt: name, ...size } } : {}),
    // The part page names the part in the other language under its heading, and describes it under its price.
    ...(isPart(item) ? partTexts(locale, item) : {}),
  };
}

const isPart = (item: PartDetail | AccessoryDetail): item is PartDetail => 'fitments' in item;

function partTexts(locale: RouteLocale, part: PartDetail): { lead?: string; description?: string } {
  const other = locale === 'kh' ? part.name : part.nameKh;
  const description = locale === 'kh' ? (part.descriptionKh ?? part.description) : part.description;
  return { ...(other && other !== named(locale, part) ? { lead: other } : {}), ...(description ? { description } : {}) };
}
