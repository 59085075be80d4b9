// The catalogue's routes on the contract-checked API stand-in (@shop/ui/testing): the storefront routes the pages
// call, answered with small data and checked against the contract both ways, and every request recorded, so the
// tests check both what the pages show and what they ask for.
import { beforeEach } from 'vitest';
import { useVehicleFilterStore } from '@shop/client';
import {
  AccessoryBrowseBody,
  AccessoryBrowseResult,
  AccessoryGroup,
  AccessoryGroupsBody,
  Brand,
  Category,
  PageQuery,
  PartDetail,
  PartSearchAnswer,
  PartSummary,
  PlatformReviewQuery,
  ReviewPage,
  SearchBody,
  StockReviewQuery,
  VehicleFilterBody,
  VehicleFilterResult,
  VehicleModel,
  YearWithBrands,
  type AccessorySummary,
  type QueryReading,
  type ReviewView,
  type VehicleSummary,
} from '@shop/contracts';
import { Envelope, ListOf, Paged, refuse, withApiStandIn, type ApiStandIn } from '@shop/ui/testing/api-stand-in.ts';

const since = '2026-01-05T08:00:00.000Z';
export const brands: Brand[] = [
  { id: 1, name: 'Toyota', nameKh: 'តូយ៉ូតា', logo: null, sortOrder: 1, createdAt: since },
  { id: 6, name: 'Ford', nameKh: null, logo: '/files/brands/ford.svg', sortOrder: 2, createdAt: since },
];
export const years: YearWithBrands[] = [
  { id: 21, value: 2015, brandIds: [1, 6] },
  { id: 5, value: 1999, brandIds: [6] },
];
export const models: Record<string, VehicleModel[]> = {
  '21/1': [
    { id: 1, brandId: 1, name: 'Camry', nameKh: 'កាមរី' },
    { id: 2, brandId: 1, name: 'Corolla', nameKh: null },
  ],
  '21/6': [{ id: 40, brandId: 6, name: 'Ranger', nameKh: null }],
};

const brakes = { id: 2, name: 'Brakes', nameKh: 'ហ្វ្រាំង' };
const filters = { id: 5, name: 'Filters', nameKh: 'តម្រង' };
const akebono = { id: 11, name: 'Akebono', nameKh: null };

export function part(id: number, category: PartSummary['category'], overrides: Partial<PartSummary> = {}): PartSummary {
  return {
    id,
    itemId: id + 1000,
    partNumber: `04465-${String(id).padStart(3, '0')}K1`,
    name: category.id === brakes.id ? 'Brake Pad Set' : 'Oil Filter',
    nameKh: category.id === brakes.id ? 'ឈុតបន្ទះហ្វ្រាំង' : 'តម្រងប្រេងម៉ាស៊ីន',
    position: 'FRONT',
    image: null,
    category,
    maker: akebono,
    popular: false,
    bestSeller: false,
    price: '12.50',
    priceKhr: '51300',
    priceKind: 'CUSTOMER',
    quantity: 12,
    availability: 'IN_STOCK',
    stockId: id + 5000,
    ...overrides,
  };
}

/** The Camry 2015 has three parts: two brake pad sets and an oil filter, twenty a page in the real API, two here. */
export const camryParts = [
  part(101, brakes),
  part(102, brakes, { availability: 'LOW_STOCK', quantity: 2 }),
  part(103, filters),
];
export const FILTER_PAGE = 2;

const summary: VehicleSummary = {
  vehicle: {
    year: { id: 21, value: 2015 },
    brand: { id: 1, name: 'Toyota', nameKh: 'តូយ៉ូតា' },
    model: { id: 1, name: 'Camry', nameKh: 'កាមរី' },
  },
  total: 3,
  categories: [
    { ...brakes, image: null, sortOrder: 1, count: 2 },
    { ...filters, image: null, sortOrder: 4, count: 1 },
  ],
  positions: [{ position: 'FRONT', count: 3 }],
  makers: [{ ...akebono, count: 3 }],
};

export const partDetail: PartDetail = {
  ...part(101, brakes),
  imageSizes: [],
  description: 'Brake Pad Set by Akebono.',
  descriptionKh: 'ឈុតបន្ទះហ្វ្រាំង ផលិតដោយ Akebono។',
  fitments: [
    {
      id: 1,
      year: { id: 21, value: 2015 },
      brand: summary.vehicle.brand,
      model: summary.vehicle.model,
      position: 'FRONT',
      note: null,
    },
    {
      id: 2,
      year: { id: 22, value: 2016 },
      brand: summary.vehicle.brand,
      model: summary.vehicle.model,
      position: 'FRONT',
      note: 'Petrol engine only',
    },
  ],
  offers: [
    {
      stockId: 5101,
      store: { id: 1, name: 'Angkor Auto Parts', nameKh: 'អង្គរ អូតូ ផាត' },
      supplier: { id: 1, name: 'Angkor Auto Parts', nameKh: null },
      price: '12.50',
      priceKhr: '51300',
      priceKind: 'CUSTOMER',
      quantity: 12,
      availability: 'IN_STOCK',
    },
  ],
  units: [{ id: 1, name: 'Set', nameKh: 'ឈុត', factor: 1, isBase: true }],
  numbers: [
    { kind: 'OEM', number: '04465-0K290', part: null },
    { kind: 'REPLACES', number: '04465-0K240', part: null },
    { kind: 'REPLACED_BY', number: 'AN-7712WK', part: { id: 102, name: 'Brake Pad Set', nameKh: 'ឈុតបន្ទះហ្វ្រាំង' } },
  ],
};

const accessory = (id: number): AccessorySummary => ({
  id,
  itemId: id + 2000,
  partNumber: `MID-00${id}`,
  name: 'Dash Camera, Black',
  nameKh: 'កាមេរ៉ាថតមុខរថយន្ត ខ្មៅ',
  image: null,
  category: { id: 5, name: 'Dash Cameras', nameKh: 'កាមេរ៉ាមុខរថយន្ត' },
  maker: { id: 34, name: '70mai', nameKh: null },
  popular: false,
  price: '45.00',
  priceKhr: '184500',
  priceKind: 'CUSTOMER',
  quantity: 4,
  availability: 'LOW_STOCK',
  stockId: id + 7000,
});

export const accessoryGroups: AccessoryGroup[] = [
  {
    category: { id: 5, name: 'Dash Cameras', nameKh: 'កាមេរ៉ាមុខរថយន្ត', image: null, sortOrder: 4, count: 2 },
    accessories: [accessory(1), accessory(2)],
  },
];

/** Every accessory: the two dash cameras and a floor mat, two a page here (twenty in the real API). */
const floorMats = { id: 7, name: 'Floor Mats', nameKh: 'កម្រាលឥដ្ឋ' };
export const allAccessories: AccessorySummary[] = [
  accessory(1),
  accessory(2),
  { ...accessory(3), name: 'Floor Mat Set', nameKh: 'ឈុតកម្រាល', category: floorMats },
];
export const ACCESSORY_PAGE = 2;
const accessoryCounts = {
  total: 3,
  categories: [accessoryGroups[0]!.category, { ...floorMats, image: null, sortOrder: 6, count: 1 }],
};

const categoryList: Category[] = [
  { ...brakes, image: null, sortOrder: 1 },
  { ...filters, image: null, sortOrder: 4 },
];

/** The shop's visible platform reviews, newest first; tests fill it (empty: the shop has none). */
export const platformReviews: ReviewView[] = [];

const paged = <T>(data: T[], page = 0, size = 100, total = data.length) => ({
  data,
  pagination: { page, pageSize: size, totalCount: total, totalPage: Math.ceil(total / size) },
});

/** A page as the API answers a list read with `?page=&size=`. */
const pageAsked = <T>(data: T[], query: URLSearchParams) =>
  paged(data, Number(query.get('page') ?? 0), Number(query.get('size') ?? 20));

function answerCatalogue(api: ApiStandIn) {
  // Before the named lists (/part/popular): a route declared later wins.
  api.on('GET /api/frontend/part/:id', { response: Envelope(PartDetail) }, ({ params }) =>
    params.id === '101' ? { data: partDetail } : refuse(404, 'NOT_FOUND', 'Part not found'),
  );
  api.on('GET /api/frontend/brand', { response: Paged(Brand), query: PageQuery }, ({ query }) =>
    pageAsked(brands, query),
  );
  api.on('GET /api/frontend/dashboard/year', { response: ListOf(YearWithBrands) }, () => ({ data: years }));
  api.on(
    'GET /api/frontend/dashboard/model/:yearId/brand/:brandId',
    { response: ListOf(VehicleModel) },
    ({ params }) => ({
      data: models[`${params.yearId}/${params.brandId}`] ?? [],
    }),
  );
  for (const list of ['popular', 'best-sellers'])
    api.on(`GET /api/frontend/part/${list}`, { response: Paged(PartSummary), query: PageQuery }, ({ query }) =>
      pageAsked([part(101, brakes)], query),
    );
  api.on('GET /api/frontend/category', { response: Paged(Category), query: PageQuery }, ({ query }) =>
    pageAsked(categoryList, query),
  );
  api.on('GET /api/frontend/accessory/category', { response: Paged(Category), query: PageQuery }, ({ query }) => {
    const { count: _count, ...category } = accessoryGroups[0]!.category;
    return pageAsked([category], query);
  });
  api.on('POST /api/frontend/dashboard', { response: VehicleFilterResult, body: VehicleFilterBody }, (request) => {
    const body = request.body as VehicleFilterBody;
    if (body.modelId !== 1 || body.yearId !== 21 || body.brandId !== 1) return refuse(404, 'NOT_FOUND', 'No vehicle');
    const matching = camryParts.filter((p) => body.categoryId === undefined || p.category.id === body.categoryId);
    const page = Number(body.page ?? 0);
    const result: VehicleFilterResult = paged(
      matching.slice(page * FILTER_PAGE, (page + 1) * FILTER_PAGE),
      page,
      FILTER_PAGE,
      matching.length,
    );
    if (body.showSummary) result.summary = summary;
    return result;
  });
  api.on('GET /api/frontend/review', { response: ReviewPage, query: PlatformReviewQuery }, () => {
    const mean = platformReviews.reduce((sum, review) => sum + review.rating, 0) / (platformReviews.length || 1);
    return {
      ...paged(platformReviews.slice(0, 6), 0, 6, platformReviews.length),
      summary: { count: platformReviews.length, averageRating: platformReviews.length ? mean.toFixed(1) : null },
    };
  });
  api.on('GET /api/frontend/review/stock/:id', { response: ReviewPage, query: StockReviewQuery }, () => ({
    ...paged([], 0, 10, 0),
    summary: { count: 0, averageRating: null },
  }));
  api.on(
    'POST /api/frontend/dashboard/search/part-or-keyword',
    { response: PartSearchAnswer, body: SearchBody },
    (request) => {
      const body = request.body as SearchBody;
      const query = String(body.query);
      if (query.includes('bmw')) {
        // A vehicle brand the shop carries no parts for (the uncarried_brand table, query-reading.ts): said, results for any vehicle.
        const understood: QueryReading = { unknownBrand: { text: 'bmw' }, words: 'oil filter' };
        return { ...paged([{ ...part(101, brakes), match: 'keyword' as const }], 0, 20, 1), understood };
      }
      if (query.includes('supra')) {
        // As the API answers a model it does not know, with nothing found (api/src/modules/catalog/search-fallback.ts).
        const understood: QueryReading = {
          brand: { id: 1, name: 'Toyota', nameKh: 'តូយ៉ូតា', text: 'toyota' },
          unknownModel: { text: 'supra' },
          words: 'supra',
        };
        return {
          ...paged([], 0, 20, 0),
          understood,
          unusedWords: ['supra'],
          closest: { reason: 'vehicleParts' as const, parts: [part(101, brakes)] },
        };
      }
      if (query.includes('hilux')) {
        // As the API reads a vehicle in a query (api/src/modules/catalog/query-reading.ts); 1960 is a year it does not know.
        const understood: QueryReading = {
          brand: { id: 1, name: 'Toyota', nameKh: 'តូយ៉ូតា', text: '' },
          model: { id: 13, name: 'Hilux', nameKh: 'ហាយលុច', text: 'hilux' },
          ...(query.includes('1960') ? { unknownYear: { value: 1960, text: '1960' } } : {}),
          ...(query.includes('2009') ? { year: { id: 9, value: 2009, text: '2009' } } : {}),
          ...(query.includes('2008-2012') ? { yearRange: { from: 2008, to: 2012, text: '2008-2012' } } : {}),
          ...(query.includes('2.5') ? { engine: { litres: 2.5, text: '2.5' } } : {}),
          words: ['hilux', '1960', '2009', '2008-2012', '2.5']
            .reduce((rest, said) => rest.replace(said, ''), query)
            .trim(),
        };
        return { ...paged([{ ...part(101, brakes), match: 'keyword' as const }], 0, 20, 1), understood };
      }
      const matchedNumber =
        body.query === '04465-0K240' ? { kind: 'REPLACES' as const, number: '04465-0K240' } : undefined;
      return paged(
        [
          {
            ...part(101, brakes),
            match: matchedNumber ? ('exact' as const) : ('similar' as const),
            ...(matchedNumber ? { matchedNumber } : {}),
          },
        ],
        Number(body.page ?? 0),
        Number(body.size ?? 20),
        1,
      );
    },
  );
  api.on(
    'POST /api/frontend/dashboard/accessory',
    { response: ListOf(AccessoryGroup), body: AccessoryGroupsBody },
    () => ({
      data: accessoryGroups,
    }),
  );
  api.on(
    'POST /api/frontend/dashboard/accessory/part',
    { response: AccessoryBrowseResult, body: AccessoryBrowseBody },
    (request) => {
      const body = request.body as AccessoryBrowseBody;
      const matching = allAccessories.filter(
        (a) => body.accessoryCategoryId === undefined || a.category.id === body.accessoryCategoryId,
      );
      const page = Number(body.page ?? 0);
      const result: AccessoryBrowseResult = paged(
        matching.slice(page * ACCESSORY_PAGE, (page + 1) * ACCESSORY_PAGE),
        page,
        ACCESSORY_PAGE,
        matching.length,
      );
      if (body.showSummary) result.summary = accessoryCounts;
      return result;
    },
  );
}

/**
 * The API stand-in for this test file with the catalogue's routes, and a clean page before each test (no cached
 * queries, no chosen vehicle, no recorded requests, no violation of the contract after it). Returns the stand-in;
 * `api.requests` holds what the page asked (`url` is the path and query).
 */
export function withCatalogApi(): ApiStandIn {
  const api = withApiStandIn();
  beforeEach(() => {
    useVehicleFilterStore.getState().clearVehicle();
    answerCatalogue(api);
  });
  return api;
}
