// An in-test catalogue API: answers the storefront routes the pages call with small, contract-typed data,
// and records every request, so the tests check both what the pages show and what they ask for.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureHttp, queryClient, useVehicleFilterStore } from '@shop/client';
import type {
  AccessoryBrowseResult,
  AccessoryGroup,
  AccessorySummary,
  Brand,
  Category,
  PartDetail,
  QueryReading,
  PartSummary,
  ReviewView,
  VehicleFilterResult,
  VehicleModel,
  VehicleSummary,
  YearWithBrands,
} from '@shop/contracts';

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

export const brands: Pick<Brand, 'id' | 'name' | 'nameKh' | 'logo'>[] = [
  { id: 1, name: 'Toyota', nameKh: 'តូយ៉ូតា', logo: null },
  { id: 6, name: 'Ford', nameKh: null, logo: '/files/brands/ford.svg' },
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

function answer(method: string, path: string, body: Record<string, unknown> | null): [number, unknown] {
  if (method === 'GET' && path === '/api/frontend/brand') return [200, paged(brands)];
  if (method === 'GET' && path === '/api/frontend/dashboard/year') return [200, { data: years }];
  const modelsMatch = /^\/api\/frontend\/dashboard\/model\/(\d+)\/brand\/(\d+)$/.exec(path);
  if (method === 'GET' && modelsMatch) return [200, { data: models[`${modelsMatch[1]}/${modelsMatch[2]}`] ?? [] }];
  if (method === 'GET' && (path === '/api/frontend/part/popular' || path === '/api/frontend/part/best-sellers'))
    return [200, paged([part(101, brakes)])];
  if (method === 'GET' && path === '/api/frontend/category') return [200, paged(categoryList)];
  if (method === 'GET' && path === '/api/frontend/accessory/category')
    return [200, paged([accessoryGroups[0]!.category])];
  if (method === 'POST' && path === '/api/frontend/dashboard') {
    if (body?.modelId !== 1 || body.yearId !== 21 || body.brandId !== 1)
      return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'No vehicle' }];
    const matching = camryParts.filter((p) => body.categoryId === undefined || p.category.id === body.categoryId);
    const page = Number(body.page ?? 0);
    const result: VehicleFilterResult = paged(
      matching.slice(page * FILTER_PAGE, (page + 1) * FILTER_PAGE),
      page,
      FILTER_PAGE,
      matching.length,
    );
    if (body.showSummary) result.summary = summary;
    return [200, result];
  }
  if (method === 'GET' && path === '/api/frontend/part/101') return [200, { data: partDetail }];
  if (method === 'GET' && path.startsWith('/api/frontend/part/'))
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Part not found' }];
  if (method === 'GET' && path === '/api/frontend/review') {
    const mean = platformReviews.reduce((sum, review) => sum + review.rating, 0) / (platformReviews.length || 1);
    return [
      200,
      {
        ...paged(platformReviews.slice(0, 6), 0, 6, platformReviews.length),
        summary: { count: platformReviews.length, averageRating: platformReviews.length ? mean.toFixed(1) : null },
      },
    ];
  }
  if (method === 'GET' && path.startsWith('/api/frontend/review/stock/'))
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Route not found' }];
  if (
    method === 'POST' &&
    path === '/api/frontend/dashboard/search/part-or-keyword' &&
    String(body?.query).includes('bmw')
  ) {
    // A vehicle brand the shop carries no parts for (query-reading.ts, OTHER_BRANDS): said, results for any vehicle.
    const understood: QueryReading = { unknownBrand: { text: 'bmw' }, words: 'oil filter' };
    return [200, { ...paged([{ ...part(101, brakes), match: 'keyword' }], 0, 20, 1), understood }];
  }
  if (
    method === 'POST' &&
    path === '/api/frontend/dashboard/search/part-or-keyword' &&
    String(body?.query).includes('supra')
  ) {
    // As the API answers a model it does not know, with nothing found (api/src/modules/catalog/search-fallback.ts).
    const understood: QueryReading = {
      brand: { id: 1, name: 'Toyota', nameKh: 'តូយ៉ូតា', text: 'toyota' },
      unknownModel: { text: 'supra' },
      words: 'supra',
    };
    return [
      200,
      {
        ...paged([], 0, 20, 0),
        understood,
        unusedWords: ['supra'],
        closest: { reason: 'vehicleParts', parts: [part(101, brakes)] },
      },
    ];
  }
  if (
    method === 'POST' &&
    path === '/api/frontend/dashboard/search/part-or-keyword' &&
    String(body?.query).includes('hilux')
  ) {
    // As the API reads a vehicle in a query (api/src/modules/catalog/query-reading.ts); 1960 is a year it does not know.
    const query = String(body?.query);
    const understood: QueryReading = {
      brand: { id: 1, name: 'Toyota', nameKh: 'តូយ៉ូតា', text: '' },
      model: { id: 13, name: 'Hilux', nameKh: 'ហាយលុច', text: 'hilux' },
      ...(query.includes('1960') ? { unknownYear: { value: 1960, text: '1960' } } : {}),
      ...(query.includes('2009') ? { year: { id: 9, value: 2009, text: '2009' } } : {}),
      ...(query.includes('2008-2012') ? { yearRange: { from: 2008, to: 2012, text: '2008-2012' } } : {}),
      words: query.replace('hilux', '').replace('1960', '').replace('2009', '').replace('2008-2012', '').trim(),
    };
    return [200, { ...paged([{ ...part(101, brakes), match: 'keyword' }], 0, 20, 1), understood }];
  }
  if (method === 'POST' && path === '/api/frontend/dashboard/search/part-or-keyword') {
    const matchedNumber = body?.query === '04465-0K240' ? { kind: 'REPLACES', number: '04465-0K240' } : undefined;
    return [
      200,
      paged(
        [
          {
            ...part(101, brakes),
            match: matchedNumber ? 'exact' : 'similar',
            ...(matchedNumber ? { matchedNumber } : {}),
          },
        ],
        Number(body?.page ?? 0),
        Number(body?.size ?? 20),
        1,
      ),
    ];
  }
  if (method === 'POST' && path === '/api/frontend/dashboard/accessory') return [200, { data: accessoryGroups }];
  if (method === 'POST' && path === '/api/frontend/dashboard/accessory/part') {
    const matching = allAccessories.filter(
      (a) => body?.accessoryCategoryId === undefined || a.category.id === body.accessoryCategoryId,
    );
    const page = Number(body?.page ?? 0);
    const result: AccessoryBrowseResult = paged(
      matching.slice(page * ACCESSORY_PAGE, (page + 1) * ACCESSORY_PAGE),
      page,
      ACCESSORY_PAGE,
      matching.length,
    );
    if (body?.showSummary) result.summary = accessoryCounts;
    return [200, result];
  }
  return [404, { statusCode: 404, code: 'NOT_FOUND', message: `Route ${method} ${path} not found` }];
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : null;
}

export async function startCatalogApi(
  requests: RecordedRequest[] = [],
): Promise<{ server: Server; url: string; requests: RecordedRequest[] }> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = await readBody(request);
      requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
      const [status, payload] = answer(request.method ?? 'GET', url.pathname, body);
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(payload));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/**
 * Starts this test file's catalogue API and gives each test a clean page (no cached queries, no chosen
 * vehicle, no recorded requests). Returns the array the requests are recorded in.
 */
export function withCatalogApi(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  let server: Server | undefined;
  beforeAll(async () => {
    const api = await startCatalogApi(requests);
    server = api.server;
    configureHttp({ baseUrl: api.url });
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  beforeEach(() => {
    queryClient.clear();
    requests.length = 0;
    useVehicleFilterStore.getState().clearVehicle();
  });
  return requests;
}
