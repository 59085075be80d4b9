// What a search engine or a link preview should read in the HTML of a storefront page, before any JavaScript
// runs: the page's own title, description, canonical address, language alternates, Open Graph tags and, for a
// part or an accessory, schema.org Product data. Worded in the page's language (route `kh` = Khmer).
import type { AccessoryDetail, PartDetail } from '@shop/contracts';
import { HttpError } from '../../lib/http-error.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { PartService } from '../catalog/part.service.ts';
import type { ReferenceService } from '../catalog/reference.service.ts';
import type { VehicleService } from '../catalog/vehicle.service.ts';

export type RouteLocale = 'en' | 'kh';
export const ROUTE_LOCALES: readonly RouteLocale[] = ['en', 'kh'];

export interface PageMeta {
  locale: RouteLocale;
  title: string;
  description: string;
  /** Path of the page in this language (the canonical one); `alternates` come from it. */
  path: string;
  /** Path of the page with the language segment left out: `/part/12`. */
  pathAfterLocale: string;
  image?: string;
  type: 'website' | 'product';
  /** schema.org data, written as JSON-LD. */
  structuredData?: object;
}

const SHOP_NAME: Record<RouteLocale, string> = { en: 'Vehicle Parts Shop', kh: 'ហាងគ្រឿងបន្លាស់យានយន្ត' };
const HOME: Record<RouteLocale, { title: string; description: string }> = {
  en: {
    title: 'Vehicle Parts Shop: parts and accessories for your vehicle in Cambodia',
    description:
      'Genuine and aftermarket vehicle parts and accessories in Cambodia. Find parts by brand, model and year, order online and follow your order, in English and Khmer.',
  },
  kh: {
    title: 'ហាងគ្រឿងបន្លាស់យានយន្ត៖ គ្រឿងបន្លាស់ និងគ្រឿងតុបតែងសម្រាប់យានយន្តរបស់អ្នកនៅកម្ពុជា',
    description:
      'គ្រឿងបន្លាស់ និងគ្រឿងតុបតែងយានយន្តនៅកម្ពុជា។ ស្វែងរកគ្រឿងបន្លាស់តាមម៉ាក ម៉ូដែល និងឆ្នាំ បញ្ជាទិញតាមអ៊ីនធឺណិត និងតាមដានការបញ្ជាទិញរបស់អ្នក ជាភាសាអង់គ្លេស និងភាសាខ្មែរ។',
  },
};
const AVAILABILITY_TEXT: Record<RouteLocale, Record<PartDetail['availability'], string>> = {
  en: { IN_STOCK: 'In stock', LOW_STOCK: 'Few left', OUT_OF_STOCK: 'Out of stock' },
  kh: { IN_STOCK: 'មានក្នុងស្តុក', LOW_STOCK: 'នៅសល់តិច', OUT_OF_STOCK: 'អស់ពីស្តុក' },
};
const SCHEMA_AVAILABILITY: Record<PartDetail['availability'], string> = {
  IN_STOCK: 'https://schema.org/InStock',
  LOW_STOCK: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
};

const PAGE_PATH = /^\/(en|kh)(?:\/(part|accessories|brand|category)\/(\d{1,9}))?\/?$/;

export interface CatalogReaders {
  /** At customer prices: a page load carries no token, so the first view and the meta are the same for everyone. */
  parts: {
    part(id: number): ReturnType<PartService['part']>;
    accessory(id: number): ReturnType<PartService['accessory']>;
  };
  reference: Pick<ReferenceService, 'category'>;
  catalog: Pick<CatalogService, 'getBrand'>;
  vehicles: Pick<VehicleService, 'vehicle'>;
}

const named = (locale: RouteLocale, thing: { name: string; nameKh: string | null }) =>
  (locale === 'kh' && thing.nameKh) || thing.name;
const titled = (locale: RouteLocale, title: string) => `${title} | ${SHOP_NAME[locale]}`;

/** The meta of a storefront page, or undefined for a path that is not one (or a record that does not exist). */
export async function pageMetaFor(
  path: string,
  origin: string,
  readers: CatalogReaders,
): Promise<PageMeta | undefined> {
  const match = PAGE_PATH.exec(path);
  if (!match) return undefined;
  const locale = match[1] as RouteLocale;
  const kind = match[2];
  const id = Number(match[3]);
  const pathAfterLocale = kind ? `/${kind}/${id}` : '';
  const base = { locale, path: `/${locale}${pathAfterLocale}`, pathAfterLocale };
  try {
    switch (kind) {
      case undefined:
        return { ...base, ...HOME[locale], type: 'website' };
      case 'part':
        return { ...base, ...itemMeta(locale, await readers.parts.part(id), origin + base.path, origin) };
      case 'accessories':
        return { ...base, ...itemMeta(locale, await readers.parts.accessory(id), origin + base.path, origin) };
      case 'brand': {
        const brand = await readers.catalog.getBrand(id);
        const name = named(locale, brand);
        const description =
          locale === 'kh'
            ? `គ្រឿងបន្លាស់សម្រាប់ ${name}៖ ជ្រើសរើសម៉ូដែល និងឆ្នាំ ហើយរកមើលគ្រឿងបន្លាស់ដែលត្រូវនឹងយានយន្តរបស់អ្នក។`
            : `Parts for ${name}: choose the model and year and find the parts that fit your vehicle.`;
        return {
          ...base,
          title: titled(locale, name),
          description,
          type: 'website',
          ...(brand.logo ? { image: absolute(origin, brand.logo) } : {}),
        };
      }
      case 'category': {
        const category = await readers.reference.category(id);
        const name = named(locale, category);
        const description =
          locale === 'kh'
            ? `${name}៖ គ្រឿងបន្លាស់ ${category.count} មុខ ពីហាងនៅកម្ពុជា។`
            : `${name}: ${category.count} parts from shops in Cambodia.`;
        return {
          ...base,
          title: titled(locale, name),
          description,
          type: 'website',
          ...(category.image ? { image: absolute(origin, category.image) } : {}),
        };
      }
      default:
        return undefined;
    }
  } catch (error) {
    // A page of a record that does not exist still gets the app (it shows its own "not found").
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** Images may be stored as paths of this shop (`/files/<key>`) or as full addresses. */
const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

function itemMeta(
  locale: RouteLocale,
  item: PartDetail | AccessoryDetail,
  url: string,
  origin: string,
): Omit<PageMeta, 'locale' | 'path' | 'pathAfterLocale'> {
  const image = item.image ? absolute(origin, item.image) : undefined;
  const name = named(locale, item);
  const maker = named(locale, item.maker);
  const category = named(locale, item.category);
  const availability = AVAILABILITY_TEXT[locale][item.availability];
  const price = item.price ? `$${item.price}` : undefined;
  const description =
    locale === 'kh'
      ? `${name} (${item.partNumber}) ផលិតដោយ ${maker}, ${category}។ ${price ? `តម្លៃចាប់ពី ${price}។ ` : ''}${availability}។`
      : `${name} (${item.partNumber}) by ${maker}, ${category}. ${price ? `From ${price}. ` : ''}${availability}.`;
  return {
    title: titled(locale, `${name} ${item.partNumber}`),
    description,
    type: 'product',
    ...(image ? { image } : {}),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      sku: item.partNumber,
      mpn: item.partNumber,
      brand: { '@type': 'Brand', name: item.maker.name },
      category,
      description,
      ...(image ? { image } : {}),
      ...(item.price
        ? {
            offers: {
              '@type': 'Offer',
              url,
              priceCurrency: 'USD',
              price: item.price,
              availability: SCHEMA_AVAILABILITY[item.availability],
            },
          }
        : {}),
    },
  };
}
