// An in-memory stand-in for the API's cart, favourite, order, payment-method and catalogue reads, on the one
// contract-checked API stand-in (@shop/ui/testing): the routes below keep their state (shoppers, carts, favourites,
// orders) and answer with the API's shapes and status codes, and the stand-in checks every request and answer against
// the contract (unknown fields refused, so a misspelt field fails a test), recording anything it refuses in
// `violations`, which the tests expect to stay empty. The API itself is tested against PostgreSQL in api/test.
import Type, { type TSchema } from 'typebox';
import { Paged, Refusal, type ApiStandIn, type RouteContract } from '@shop/contracts/testing/api-stand-in.ts';
import { storePickupAt } from '@shop/contracts/testing/part-deliveries.ts';
import {
  GuestCartBody,
  AccessoryDetail,
  AddToCartBody,
  Cart,
  DeliveryQuote,
  DeliveryQuoteBody,
  EnumType,
  Location,
  FavoriteItem,
  FavoriteToggled,
  OrderDetailView,
  OutOfStockBody,
  EnumTypeQuery,
  PageQuery,
  PartDetail,
  PaymentMethodView,
  PlaceOrderBody,
  SessionUser,
  ToggleFavoriteBody,
  UpdateCartBody,
  type CartLine,
  type DeliveryChoice,
  type GuestCartLine,
  type PartDelivery,
  type QuotedPart,
  type SaleUnit,
  type UserLocation,
} from '@shop/contracts';

const RIEL_PER_DOLLAR = 4100;

export type FakeUnit = SaleUnit;

export interface FakeItem {
  itemId: number;
  partId: number | null;
  accessoryId: number | null;
  partNumber: string;
  name: string;
  nameKh: string | null;
  image: string | null;
  units: FakeUnit[];
}

export interface FakeStock {
  id: number;
  itemId: number;
  supplier: { id: number; name: string; nameKh: string | null };
  /** USD per base unit, as the API stores it ("12.50"). */
  price: string;
  /** In base units. */
  quantity: number;
  selling: boolean;
}

interface Account {
  user: SessionUser;
  token: string;
  cart: { id: number; stockId: number; itemUnitId: number; quantity: number }[];
  favorites: { id: number; itemId: number; createdAt: string }[];
}

export interface FakeApi {
  /** Where the stand-in listens (a test's own calls, as another tab would make them). */
  url: string;
  /** What the pages sent (the stand-in's record). */
  requests: ApiStandIn['requests'];
  items: FakeItem[];
  stocks: FakeStock[];
  /** Signs a new customer up (the test stores the token): `locations` are its saved locations. */
  addShopper(options?: { locations?: UserLocation[]; type?: SessionUser['type'] }): {
    user: SessionUser;
    token: string;
  };
  /** Puts a line straight into a shopper's cart, as if added earlier. */
  putInCart(token: string, stockId: number, quantity: number, itemUnitId?: number): void;
  /** Makes the next calls of a route fail with a 500 (method and path, e.g. `GET /api/frontend/favorite`). */
  failing: Set<string>;
}

export const units = {
  piece: { id: 1, name: 'Piece', nameKh: 'ដុំ', factor: 1, isBase: true },
  box: { id: 2, name: 'Box', nameKh: 'ប្រអប់', factor: 10, isBase: false },
  set: { id: 3, name: 'Set', nameKh: 'ឈុត', factor: 1, isBase: true },
} satisfies Record<string, FakeUnit>;

export const angkor = { id: 7, name: 'Angkor Auto Parts', nameKh: 'អង្គរ គ្រឿងបន្លាស់' };
export const mekong = { id: 8, name: 'Mekong Motors', nameKh: 'មេគង្គ ម៉ូទ័រ' };

/** The provinces the stand-in knows: Phnom Penh and Siem Reap have delivery zones, Mondulkiri has none. */
export const provinces = {
  phnomPenh: { id: 1, code: 'KH-12', name: 'Phnom Penh', nameKh: 'ភ្នំពេញ', type: 'CAPITAL' },
  siemReap: { id: 17, code: 'KH-17', name: 'Siem Reap', nameKh: 'សៀមរាប', type: 'PROVINCE' },
  mondulkiri: { id: 11, code: 'KH-11', name: 'Mondulkiri', nameKh: 'មណ្ឌលគិរី', type: 'PROVINCE' },
} satisfies Record<string, Location>;

interface FakeZone {
  options: { option: 'Ground Way' | 'Air Way'; fee: string; daysMin: number; daysMax: number }[];
  freeAbove: string | null;
  codAllowed: boolean;
  codFee: string;
}

/**
 * Delivery zones by province id (the API's are staff records): in Phnom Penh by road or air, free from $100, cash on
 * delivery for $1; in Siem Reap by road only and no cash on delivery.
 */
export const zones: Record<number, FakeZone> = {
  1: {
    options: [
      { option: 'Ground Way', fee: '1.50', daysMin: 1, daysMax: 2 },
      { option: 'Air Way', fee: '6.00', daysMin: 0, daysMax: 0 },
    ],
    freeAbove: '100.00',
    codAllowed: true,
    codFee: '1.00',
  },
  17: {
    options: [{ option: 'Ground Way', fee: '4.00', daysMin: 2, daysMax: 3 }],
    freeAbove: null,
    codAllowed: false,
    codFee: '0.00',
  },
};

/** Each supplier's one store, where its parts may be collected. */
export const stores: Record<
  number,
  { storeId: number; name: string; nameKh: string | null; phone: string | null; address: string | null }
> = {
  7: {
    storeId: 70,
    name: 'Angkor store',
    nameKh: 'ហាងអង្គរ',
    phone: '023 456 789',
    address: 'No. 12, Street 271, Phnom Penh',
  },
  8: { storeId: 80, name: 'Mekong store', nameKh: 'ហាងមេគង្គ', phone: null, address: 'No. 5, Sivatha Road, Siem Reap' },
};

/** Two parts (one in pieces and boxes of 10) and an accessory, each sold by one store. */
export function demoCatalogue(): { items: FakeItem[]; stocks: FakeStock[] } {
  return {
    items: [
      {
        itemId: 11,
        partId: 101,
        accessoryId: null,
        partNumber: 'BP-1001',
        name: 'Brake Pad Set',
        nameKh: 'ឈុតបន្ទះហ្វ្រាំង',
        image: '/files/brake-pad.png',
        units: [units.set],
      },
      {
        itemId: 12,
        partId: 102,
        accessoryId: null,
        partNumber: 'SP-2002',
        name: 'Spark Plug',
        nameKh: 'ប៊ូហ្ស៊ី',
        image: null,
        units: [units.piece, units.box],
      },
      {
        itemId: 13,
        partId: null,
        accessoryId: 301,
        partNumber: 'FM-3003',
        name: 'Floor Mat',
        nameKh: null,
        image: null,
        units: [units.piece],
      },
      {
        itemId: 14,
        partId: 104,
        accessoryId: null,
        partNumber: 'OF-4004',
        name: 'Oil Filter',
        nameKh: 'តម្រងប្រេង',
        image: null,
        units: [units.piece],
      },
    ],
    stocks: [
      { id: 501, itemId: 11, supplier: angkor, price: '12.50', quantity: 20, selling: true },
      { id: 502, itemId: 12, supplier: angkor, price: '3.25', quantity: 40, selling: true },
      { id: 503, itemId: 13, supplier: angkor, price: '30.00', quantity: 5, selling: true },
      { id: 504, itemId: 14, supplier: mekong, price: '8.75', quantity: 30, selling: true },
    ],
  };
}

const toCents = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const fromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const riel = (cents: number) => String(Math.floor((cents * RIEL_PER_DOLLAR + 5_000) / 10_000) * 100);
const error = (statusCode: number, code: string, message: string) => ({
  status: statusCode,
  body: { statusCode, code, message },
});

// Payment methods are base records now (created and updated times), as the API's CRUD helper answers them.
const recorded = { createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z' };
const paymentMethods = [
  {
    id: 1,
    name: 'Cash on delivery',
    nameKh: 'ទូទាត់ជាសាច់ប្រាក់ពេលទទួល',
    type: 'CASH',
    accountName: null,
    accountNumber: null,
    note: null,
    noteKh: null,
    enabled: true,
    sortOrder: 0,
    ...recorded,
  },
  {
    id: 2,
    name: 'Bank transfer',
    nameKh: 'ផ្ទេរតាមធនាគារ',
    type: 'BANK',
    accountName: 'Parts Shop Co.',
    accountNumber: '000 111 222',
    note: 'Write the order number in the transfer.',
    noteKh: 'សរសេរលេខការបញ្ជាទិញ ក្នុងការផ្ទេរប្រាក់',
    enabled: true,
    sortOrder: 1,
    ...recorded,
  },
] as const;

const SHIPPING_OPTIONS = ['Ground Way', 'Rail Way', 'Water Way', 'Air Way'];

/** Declares the shop's routes on `standIn` (after its reset, before each test), with a fresh shop behind them. */
export function answerShop(standIn: ApiStandIn): FakeApi {
  const accounts: Account[] = [];
  const orders: { userId: number; view: OrderDetailView }[] = [];
  let nextId = 1000;
  const id = () => (nextId += 1);
  const catalogue = demoCatalogue();

  const api: FakeApi = {
    url: standIn.url,
    requests: standIn.requests,
    items: catalogue.items,
    stocks: catalogue.stocks,
    failing: new Set(),
    addShopper: ({ locations = [], type = 'CUSTOMER' } = {}) => {
      const userId = id();
      const account: Account = {
        token: `token-${userId}`,
        cart: [],
        favorites: [],
        user: {
          id: userId,
          type,
          name: `Shopper ${userId}`,
          email: `shopper${userId}@example.com`,
          phone: null,
          cartCount: 0,
          locations,
          dealerApproved: false,
          hasPassword: true,
          socialProviders: [],
          supplierId: null,
        },
      };
      accounts.push(account);
      return { user: account.user, token: account.token };
    },
    putInCart: (token, stockId, quantity, itemUnitId) => {
      const account = accounts.find((a) => a.token === token)!;
      const stock = api.stocks.find((s) => s.id === stockId)!;
      const unit = itemUnitId ?? itemOf(stock).units.find((u) => u.isBase)!.id;
      account.cart.push({ id: id(), stockId, itemUnitId: unit, quantity });
    },
  };

  const itemOf = (stock: FakeStock) => api.items.find((item) => item.itemId === stock.itemId)!;
  const lineItem = (item: FakeItem) => ({
    itemId: item.itemId,
    type: item.accessoryId ? 'Accessory' : 'Part',
    partId: item.partId,
    accessoryId: item.accessoryId,
    partNumber: item.partNumber,
    name: item.name,
    nameKh: item.nameKh,
  });
  const lineUnit = (unit: FakeUnit) => ({ id: unit.id, name: unit.name, nameKh: unit.nameKh, factor: unit.factor });

  function cartOf(account: Account): Cart {
    let totalCents = 0;
    const lines = account.cart.map((row): CartLine => {
      const stock = api.stocks.find((s) => s.id === row.stockId)!;
      const item = itemOf(stock);
      const unit = item.units.find((u) => u.id === row.itemUnitId)!;
      const unitCents = toCents(stock.price) * unit.factor;
      const lineCents = unitCents * row.quantity;
      totalCents += lineCents;
      const baseQuantity = row.quantity * unit.factor;
      return {
        id: row.id,
        stockId: stock.id,
        item: lineItem(item),
        unit: lineUnit(unit),
        supplier: stock.supplier,
        quantity: row.quantity,
        baseQuantity,
        available: stock.quantity,
        unitPrice: fromCents(unitCents),
        unitPriceKhr: riel(unitCents),
        lineTotal: fromCents(lineCents),
        lineTotalKhr: riel(lineCents),
        warning: !stock.selling
          ? 'This store no longer sells this item'
          : stock.quantity < baseQuantity
            ? stock.quantity === 0
              ? 'Out of stock'
              : `Only ${stock.quantity} left`
            : null,
        warningCode: !stock.selling ? 'UNAVAILABLE' : stock.quantity < baseQuantity ? 'SHORT' : null,
        image: item.image,
        // Base unit first, as the API lists them.
        units: [...item.units]
          .sort((a, b) => Number(b.isBase) - Number(a.isBase) || a.factor - b.factor)
          .map((u) => ({ ...lineUnit(u), isBase: u.isBase })),
      };
    });
    return {
      lines,
      count: lines.length,
      total: fromCents(totalCents),
      totalKhr: riel(totalCents),
      dealerPricing: false,
      hasWarnings: lines.some((l) => l.warning !== null),
    };
  }

  /** The lines a guest's browser would send, as account cart rows (unknown stocks left out). */
  function rowsOf(lines: { stockId: number; itemUnitId?: number; quantity: number }[]) {
    return lines
      .map((line, index) => {
        const stock = api.stocks.find((s) => s.id === line.stockId);
        return stock
          ? {
              id: index + 1,
              stockId: stock.id,
              itemUnitId: line.itemUnitId ?? itemOf(stock).units.find((u) => u.isBase)!.id,
              quantity: line.quantity,
            }
          : null;
      })
      .filter((line) => line !== null);
  }

  /** The delivery quote of priced lines to a province, per supplier part, as the API answers it. */
  function quoteOf(province: Location, lines: CartLine[]): DeliveryQuote {
    const zone = zones[province.id];
    const suppliers = [...new Map(lines.map((l) => [l.supplier.id, l.supplier])).values()].sort((a, b) => a.id - b.id);
    const parts = suppliers.map((supplier): QuotedPart => {
      const own = lines.filter((l) => l.supplier.id === supplier.id);
      const goodsCents = own.reduce((sum, l) => sum + toCents(l.lineTotal), 0);
      const free = zone?.freeAbove ? goodsCents >= toCents(zone.freeAbove) : false;
      const money = (amount: string) => ({ usd: amount, khr: riel(toCents(amount)) });
      return {
        supplier,
        goodsTotal: fromCents(goodsCents),
        goodsTotalKhr: String(own.reduce((sum, l) => sum + Number(l.lineTotalKhr), 0)),
        weightGrams: own.reduce((sum, l) => sum + 500 * l.baseQuantity, 0),
        freeAbove: zone?.freeAbove ?? null,
        free,
        options: (zone?.options ?? []).map((o) => {
          const fee = money(free ? '0.00' : o.fee);
          return { option: o.option, fee: fee.usd, feeKhr: fee.khr, daysMin: o.daysMin, daysMax: o.daysMax };
        }),
        pickup: stores[supplier.id] ?? null,
        cashOnDelivery: {
          allowed: zone?.codAllowed ?? false,
          fee: zone?.codFee ?? '0.00',
          feeKhr: riel(toCents(zone?.codFee ?? '0.00')),
        },
      };
    });
    const { type: _type, ...location } = province;
    return {
      location,
      district: null,
      zone: zone ? { id: province.id * 10, district: null, districtKh: null } : null,
      outsideZones: !zone,
      parts,
    };
  }

  function detailOf(item: FakeItem) {
    const stock = api.stocks.find((s) => s.itemId === item.itemId && s.selling && s.quantity > 0) ?? null;
    const offerStock = stock ?? api.stocks.find((s) => s.itemId === item.itemId) ?? null;
    const ref = { id: 1, name: 'Brakes', nameKh: null };
    const availability = (quantity: number) =>
      quantity === 0 ? 'OUT_OF_STOCK' : quantity < 5 ? 'LOW_STOCK' : 'IN_STOCK';
    return {
      id: item.partId ?? item.accessoryId!,
      itemId: item.itemId,
      partNumber: item.partNumber,
      name: item.name,
      nameKh: item.nameKh,
      ...(item.partId ? { position: 'Main', bestSeller: false, fitments: [], numbers: [] } : {}),
      image: item.image,
      category: ref,
      maker: { id: 2, name: 'Bosch', nameKh: null },
      popular: false,
      price: offerStock?.price ?? null,
      priceKhr: offerStock ? riel(toCents(offerStock.price)) : null,
      priceKind: 'CUSTOMER' as const,
      quantity: stock?.quantity ?? 0,
      availability: availability(stock?.quantity ?? 0),
      stockId: stock?.id ?? null,
      description: null,
      descriptionKh: null,
      offers: offerStock
        ? [
            {
              stockId: offerStock.id,
              store: { id: 70, name: 'Angkor store', nameKh: null },
              supplier: offerStock.supplier,
              price: offerStock.price,
              priceKhr: riel(toCents(offerStock.price)),
              priceKind: 'CUSTOMER' as const,
              quantity: offerStock.quantity,
              availability: availability(offerStock.quantity),
            },
          ]
        : [],
      units: item.units,
    };
  }

  /** A favourite as the API lists it: the item with the catalogue's offer (price, availability, stock to add). */
  function favoriteOf(favorite: { id: number; createdAt: string }, item: FakeItem) {
    const offer = detailOf(item);
    return {
      id: favorite.id,
      item: lineItem(item),
      link:
        item.partId !== null
          ? { kind: 'part' as const, id: item.partId }
          : item.accessoryId !== null
            ? { kind: 'accessory' as const, id: item.accessoryId }
            : null,
      image: item.image,
      stockId: offer.stockId,
      price: offer.price,
      priceKhr: offer.priceKhr,
      priceKind: offer.priceKind,
      availability: offer.availability,
      createdAt: favorite.createdAt,
    };
  }

  type Answer = { status: number; body?: unknown; schema?: TSchema };

  function answer(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    authorization: string | undefined,
  ): Answer {
    if (api.failing.has(`${method} ${path}`)) return error(500, 'INTERNAL', 'Internal Server Error');
    if (method === 'GET' && path === '/api/frontend/payment-method')
      return { status: 200, body: { data: paymentMethods }, schema: envelope(Type.Array(PaymentMethodView)) };
    if (method === 'GET' && path === '/api/other/enum_type') {
      if (query.get('type') !== 'SHIPPING_OPTIONS')
        return error(400, 'VALIDATION', 'querystring/type must be one of the enum types');
      return {
        status: 200,
        body: { data: [{ type: 'SHIPPING_OPTIONS', values: SHIPPING_OPTIONS }] },
        schema: envelope(Type.Array(EnumType)),
      };
    }
    const part = /^\/api\/frontend\/part\/(\d+)$/.exec(path);
    if (method === 'GET' && part) {
      const item = api.items.find((i) => i.partId === Number(part[1]));
      return item
        ? { status: 200, body: { data: detailOf(item) }, schema: envelope(PartDetail) }
        : error(404, 'NOT_FOUND', `Part ${part[1]} not found`);
    }
    const accessory = /^\/api\/frontend\/accessory\/part\/(\d+)$/.exec(path);
    if (method === 'GET' && accessory) {
      const item = api.items.find((i) => i.accessoryId === Number(accessory[1]));
      return item
        ? { status: 200, body: { data: detailOf(item) }, schema: envelope(AccessoryDetail) }
        : error(404, 'NOT_FOUND', `Accessory ${accessory[1]} not found`);
    }

    if (method === 'GET' && path === '/api/frontend/location')
      return { status: 200, body: { data: Object.values(provinces) }, schema: envelope(Type.Array(Location)) };
    if (method === 'POST' && path === '/api/frontend/delivery/quote') {
      const lines = cartOf({ cart: rowsOf(body.lines as GuestCartLine[]) } as unknown as Account).lines;
      let province: Location | undefined;
      if (body.userLocationId !== undefined) {
        const owner = accounts.find((a) => authorization === `Bearer ${a.token}`);
        province = owner?.user.locations.find((l) => l.id === body.userLocationId)?.location;
        if (!province) return error(404, 'NOT_FOUND', `User location ${String(body.userLocationId)} not found`);
      } else {
        province = Object.values(provinces).find((p) => p.id === body.locationId);
        if (!province) return error(404, 'NOT_FOUND', `Location ${String(body.locationId)} not found`);
      }
      return { status: 200, body: { data: quoteOf(province, lines) }, schema: envelope(DeliveryQuote) };
    }
    if (method === 'POST' && path === '/api/frontend/cart/guest') {
      // A guest's browser lines priced like a cart: ids are positions plus one; unknown stocks left out.
      const guestLines = ((body.lines ?? []) as { stockId: number; itemUnitId?: number; quantity: number }[])
        .map((line, index) => {
          const stock = api.stocks.find((s) => s.id === line.stockId);
          return stock
            ? {
                id: index + 1,
                stockId: stock.id,
                itemUnitId: line.itemUnitId ?? itemOf(stock).units.find((u) => u.isBase)!.id,
                quantity: line.quantity,
              }
            : null;
        })
        .filter((line) => line !== null);
      return {
        status: 200,
        body: { data: cartOf({ cart: guestLines } as unknown as Account) },
        schema: envelope(Cart),
      };
    }
    const me = accounts.find((a) => authorization === `Bearer ${a.token}`);
    if (!me) return error(401, 'INVALID_TOKEN', 'Invalid JWT token');
    if (method === 'GET' && path === '/auth/me')
      return { status: 200, body: { data: { ...me.user, cartCount: me.cart.length } }, schema: envelope(SessionUser) };
    if (me.user.type !== 'CUSTOMER' && me.user.type !== 'DEALER' && me.user.type !== 'USER')
      return error(403, 'FORBIDDEN', 'Only shoppers may do this');

    const cartAnswer = (status = 200): Answer => ({ status, body: { data: cartOf(me) }, schema: envelope(Cart) });
    if (method === 'GET' && path === '/api/frontend/cart') return cartAnswer();
    if (method === 'POST' && path === '/api/frontend/cart') {
      const stock = api.stocks.find((s) => s.id === body.stockId && s.selling);
      if (!stock) return error(404, 'NOT_FOUND', `Stock ${String(body.stockId)} not found`);
      const unitId = (body.itemUnitId as number | undefined) ?? itemOf(stock).units.find((u) => u.isBase)!.id;
      if (!itemOf(stock).units.some((u) => u.id === unitId))
        return error(400, 'VALIDATION', `Unit ${unitId} is not a unit of this item`);
      const line = me.cart.find((l) => l.stockId === stock.id && l.itemUnitId === unitId);
      const quantity = (body.quantity as number | undefined) ?? 1;
      if (line) line.quantity += quantity;
      else me.cart.push({ id: id(), stockId: stock.id, itemUnitId: unitId, quantity });
      return cartAnswer(201);
    }
    const cartLine = /^\/api\/frontend\/cart\/(\d+)$/.exec(path);
    if (cartLine && (method === 'PUT' || method === 'DELETE')) {
      const line = me.cart.find((l) => l.id === Number(cartLine[1]));
      if (!line) return error(404, 'NOT_FOUND', `Cart line ${cartLine[1]} not found`);
      if (method === 'DELETE') {
        me.cart.splice(me.cart.indexOf(line), 1);
        return cartAnswer();
      }
      const unitId = (body.itemUnitId as number | undefined) ?? line.itemUnitId;
      const stock = api.stocks.find((s) => s.id === line.stockId)!;
      if (!itemOf(stock).units.some((u) => u.id === unitId))
        return error(400, 'VALIDATION', `Unit ${unitId} is not a unit of this item`);
      const twin = me.cart.find((l) => l !== line && l.stockId === line.stockId && l.itemUnitId === unitId);
      if (twin) {
        twin.quantity = body.quantity as number;
        me.cart.splice(me.cart.indexOf(line), 1);
      } else {
        line.itemUnitId = unitId;
        line.quantity = body.quantity as number;
      }
      return cartAnswer();
    }

    if (method === 'GET' && path === '/api/frontend/favorite') {
      const page = Number(query.get('page') ?? 0);
      const size = Number(query.get('size') ?? 10);
      const newestFirst = [...me.favorites].reverse();
      const data = newestFirst.slice(page * size, page * size + size).map((f) =>
        favoriteOf(
          f,
          api.items.find((i) => i.itemId === f.itemId)!,
        ),
      );
      return {
        status: 200,
        body: {
          data,
          pagination: {
            page,
            pageSize: size,
            totalCount: newestFirst.length,
            totalPage: Math.ceil(newestFirst.length / size),
          },
        },
        schema: Paged(FavoriteItem),
      };
    }
    if (method === 'POST' && path === '/api/frontend/favorite') {
      const itemId = body.itemId as number;
      if (!api.items.some((i) => i.itemId === itemId)) return error(404, 'NOT_FOUND', `Item ${itemId} not found`);
      const existing = me.favorites.find((f) => f.itemId === itemId);
      if (existing) me.favorites.splice(me.favorites.indexOf(existing), 1);
      else me.favorites.push({ id: id(), itemId, createdAt: new Date().toISOString() });
      return { status: 200, body: { data: { itemId, favorite: !existing } }, schema: envelope(FavoriteToggled) };
    }

    if (method === 'POST' && path === '/api/frontend/order') {
      if (me.cart.length === 0) return error(400, 'EMPTY_CART', 'Your cart is empty');
      const saved = me.user.locations.find((l) => l.id === (body.userLocationId ?? me.user.locations[0]?.id));
      if (!saved) return error(400, 'NO_LOCATION', 'Add a delivery location first');
      const cart = cartOf(me);
      const short = cart.lines.filter((l) => l.available < l.baseQuantity);
      if (short.length > 0) {
        const shortLines = short.map((l) => ({
          cartItemId: l.id,
          stockId: l.stockId,
          name: l.item.name,
          nameKh: l.item.nameKh,
          wanted: l.baseQuantity,
          available: l.available,
        }));
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'OUT_OF_STOCK',
            message: `Not enough stock for: ${shortLines.map((l) => l.name).join('; ')}`,
            shortLines,
          },
          schema: OutOfStockBody,
        };
      }
      // Each part's delivery, re-quoted for the address as the API does, refused as the API refuses.
      const quote = quoteOf(saved.location, cart.lines);
      const chosen = (body.parts ?? []) as { supplierId: number; option: DeliveryChoice }[];
      const deliveries = new Map<number, PartDelivery>();
      for (const part of quote.parts) {
        const option = chosen.find((c) => c.supplierId === part.supplier.id)?.option ?? body.shippingOption;
        if (option === 'STORE_PICKUP') {
          deliveries.set(part.supplier.id, storePickupAt(part.pickup!));
          continue;
        }
        if (quote.outsideZones)
          return error(409, 'OUTSIDE_DELIVERY_ZONES', 'This address is outside every delivery zone');
        const quoted = part.options.find((o) => o.option === option);
        if (!quoted) return error(409, 'DELIVERY_OPTION_UNAVAILABLE', `${String(option)} is not offered here`);
        const cod = body.paymentMethod === 'CASH';
        if (cod && !part.cashOnDelivery.allowed)
          return error(409, 'CASH_ON_DELIVERY_UNAVAILABLE', 'No cash on delivery here');
        deliveries.set(part.supplier.id, {
          option: quoted.option,
          fee: quoted.fee,
          feeKhr: quoted.feeKhr,
          codFee: cod ? part.cashOnDelivery.fee : '0.00',
          codFeeKhr: cod ? part.cashOnDelivery.feeKhr : '0',
          daysMin: quoted.daysMin,
          daysMax: quoted.daysMax,
          pickup: null,
        });
      }
      const feeCents = (d: PartDelivery) => toCents(d.fee) + toCents(d.codFee);
      const feeRiel = (d: PartDelivery) => Number(d.feeKhr) + Number(d.codFeeKhr);
      const deliveryCents = [...deliveries.values()].reduce((sum, d) => sum + feeCents(d), 0);
      const deliveryRiel = [...deliveries.values()].reduce((sum, d) => sum + feeRiel(d), 0);
      const shippedOption = [...deliveries.values()].find((d) => d.option !== 'STORE_PICKUP')?.option;
      for (const line of cart.lines) api.stocks.find((s) => s.id === line.stockId)!.quantity -= line.baseQuantity;
      const now = new Date().toISOString();
      const view: OrderDetailView = {
        id: id(),
        status: 'PENDING',
        total: fromCents(toCents(cart.total) + deliveryCents),
        totalKhr: String(Number(cart.totalKhr) + deliveryRiel),
        deliveryTotal: fromCents(deliveryCents),
        deliveryTotalKhr: String(deliveryRiel),
        lineCount: cart.count,
        paymentMethod: body.paymentMethod as OrderDetailView['paymentMethod'],
        shippingOption: (body.shippingOption ??
          (shippedOption as OrderDetailView['shippingOption'] | undefined) ??
          'Ground Way') as OrderDetailView['shippingOption'],
        customer: { id: me.user.id, name: me.user.name },
        createdAt: now,
        dealerPricing: false,
        address: {
          userLocationId: saved.id,
          locationId: saved.location.id,
          locationName: saved.location.name,
          locationNameKh: saved.location.nameKh,
          recipientName: saved.details.recipientName,
          phone: saved.details.phone,
          address: saved.details.address,
        },
        note: (body.note as string | undefined) ?? null,
        reasons: null,
        refundNote: null,
        lines: cart.lines.map((l) => ({
          id: id(),
          stockId: l.stockId,
          item: l.item,
          unit: l.unit,
          supplier: l.supplier,
          quantity: l.quantity,
          baseQuantity: l.baseQuantity,
          unitPrice: l.unitPrice,
          unitPriceKhr: l.unitPriceKhr,
          lineTotal: l.lineTotal,
          lineTotalKhr: l.lineTotalKhr,
          status: 'OPEN',
        })),
        history: [
          { from: null, to: 'PENDING', note: null, changedBy: { id: me.user.id, name: me.user.name }, at: now },
        ],
        // One part per supplier, as the API groups an order's lines, each with its delivery and fees.
        parts: quote.parts.map((quoted) => {
          const delivery = deliveries.get(quoted.supplier.id)!;
          return {
            id: id(),
            supplier: quoted.supplier,
            status: 'PENDING' as const,
            total: fromCents(toCents(quoted.goodsTotal) + feeCents(delivery)),
            totalKhr: String(Number(quoted.goodsTotalKhr) + feeRiel(delivery)),
            goodsTotal: quoted.goodsTotal,
            goodsTotalKhr: quoted.goodsTotalKhr,
            delivery,
            lineCount: cart.lines.filter((l) => l.supplier.id === quoted.supplier.id).length,
            updatedAt: now,
            history: [
              {
                from: null,
                to: 'PENDING' as const,
                note: null,
                changedBy: { id: me.user.id, name: me.user.name },
                at: now,
                partId: null,
              },
            ],
          };
        }),
      };
      orders.push({ userId: me.user.id, view });
      me.cart = [];
      return { status: 201, body: { data: view }, schema: envelope(OrderDetailView) };
    }
    const order = /^\/api\/frontend\/order\/(\d+)$/.exec(path);
    if (method === 'GET' && order) {
      const found = orders.find((o) => o.userId === me.user.id && o.view.id === Number(order[1]));
      return found
        ? { status: 200, body: { data: found.view }, schema: envelope(OrderDetailView) }
        : error(404, 'NOT_FOUND', `Order ${order[1]} not found`);
    }
    return error(404, 'NOT_FOUND', `Route ${method} ${path} not found`);
  }

  const envelope = (schema: TSchema) => Type.Object({ data: schema });
  const routes: [`${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`, RouteContract<TSchema>][] = [
    ['GET /api/frontend/payment-method', { response: envelope(Type.Array(PaymentMethodView)) }],
    ['GET /api/other/enum_type', { response: envelope(Type.Array(EnumType)), query: EnumTypeQuery }],
    ['GET /api/frontend/part/:id', { response: envelope(PartDetail) }],
    ['GET /api/frontend/accessory/part/:id', { response: envelope(AccessoryDetail) }],
    ['GET /api/frontend/location', { response: envelope(Type.Array(Location)) }],
    ['POST /api/frontend/delivery/quote', { response: envelope(DeliveryQuote), body: DeliveryQuoteBody }],
    ['POST /api/frontend/cart/guest', { response: envelope(Cart), body: GuestCartBody }],
    ['GET /auth/me', { response: envelope(SessionUser) }],
    ['GET /api/frontend/cart', { response: envelope(Cart) }],
    ['POST /api/frontend/cart', { response: envelope(Cart), body: AddToCartBody, status: 201 }],
    ['PUT /api/frontend/cart/:id', { response: envelope(Cart), body: UpdateCartBody }],
    ['DELETE /api/frontend/cart/:id', { response: envelope(Cart) }],
    ['GET /api/frontend/favorite', { response: Paged(FavoriteItem), query: PageQuery }],
    ['POST /api/frontend/favorite', { response: envelope(FavoriteToggled), body: ToggleFavoriteBody }],
    ['POST /api/frontend/order', { response: envelope(OrderDetailView), body: PlaceOrderBody, status: 201 }],
    ['GET /api/frontend/order/:id', { response: envelope(OrderDetailView) }],
  ];
  for (const [route, contract] of routes)
    standIn.on(route, contract, ({ method, path, query, body, authorization }) => {
      const result = answer(method, path, query, (body ?? {}) as Record<string, unknown>, authorization);
      if (result.status >= 400) return new Refusal(result.status, result.body as Refusal['body']);
      return result.body as never;
    });
  return api;
}
