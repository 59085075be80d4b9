// The API calls the shopper's journey needs around the browser: a fresh shopper with a saved address,
// parts of a vehicle sold by different suppliers, and the back-office moves an admin makes.
// Expectations are read from the API, never from fixed lists.
import type { APIRequestContext } from '@playwright/test';

export interface Named {
  id: number;
  name: string;
  nameKh: string | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** The whole answer body of a call that must succeed. */
async function send<T>(
  request: APIRequestContext,
  method: Method,
  url: string,
  token?: string,
  data?: object,
): Promise<T> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const response = await request.fetch(url, { method, headers, data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The `data` of a call that must succeed. */
export async function call<T>(
  request: APIRequestContext,
  method: Method,
  url: string,
  options: { token?: string; data?: object } = {},
): Promise<T> {
  return (await send<{ data: T }>(request, method, url, options.token, options.data)).data;
}

export async function signInToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  return (await call<{ token: string }>(request, 'POST', '/auth/login', { data: { username, password } })).token;
}

export interface Shopper {
  email: string;
  password: string;
  name: string;
  token: string;
  id: number;
}

/** A new customer with one saved (default) address, so each run starts with an empty cart and no notifications. */
export async function registerShopper(request: APIRequestContext, name: string): Promise<Shopper> {
  const email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Journey-2026';
  const { token } = await call<{ token: string }>(request, 'POST', '/auth/register', {
    data: { type: 'CUSTOMER', name, email, password },
  });
  const provinces = await call<Named[]>(request, 'GET', '/api/frontend/location');
  const phnomPenh = provinces.find((province) => province.name === 'Phnom Penh') ?? provinces[0]!;
  await call(request, 'POST', '/api/frontend/user-location', {
    token,
    data: {
      locationId: phnomPenh.id,
      label: 'Home',
      address: 'Street 271, Toul Kork',
      recipientName: name,
      phone: '012345678',
      isDefault: true,
    },
  });
  const me = await call<{ id: number }>(request, 'GET', '/auth/me', { token });
  return { email, password, name, token, id: me.id };
}

export interface Vehicle {
  year: { id: number; value: number };
  brand: Named;
  model: Named;
}

export async function findVehicle(
  request: APIRequestContext,
  brandName: string,
  modelName: string,
  yearValue: number,
): Promise<Vehicle> {
  const brands = await call<Named[]>(request, 'GET', '/api/frontend/brand?size=100');
  const brand = brands.find((b) => b.name === brandName)!;
  const years = await call<{ id: number; value: number }[]>(request, 'GET', '/api/frontend/dashboard/year');
  const year = years.find((y) => y.value === yearValue)!;
  const models = await call<Named[]>(request, 'GET', `/api/frontend/dashboard/model/${year.id}/brand/${brand.id}`);
  const model = models.find((m) => m.name === modelName)!;
  return { year, brand, model };
}

export interface Offer {
  stockId: number;
  store: Named;
  supplier: Named;
  price: string;
  quantity: number;
}

export interface PartToBuy {
  id: number;
  name: string;
  nameKh: string | null;
  offer: Offer;
}

/**
 * Parts that fit the vehicle, each with an offer in stock, such that the first two come from different
 * suppliers (the order then gets one invoice per supplier); `count` parts in all, all distinct.
 */
export async function partsFromTwoSuppliers(
  request: APIRequestContext,
  vehicle: Vehicle,
  count: number,
): Promise<PartToBuy[]> {
  const page = await call<{ id: number }[]>(request, 'POST', '/api/frontend/dashboard', {
    data: { yearId: vehicle.year.id, brandId: vehicle.brand.id, modelId: vehicle.model.id, size: 60 },
  });
  const chosen: PartToBuy[] = [];
  for (const { id } of page) {
    const part = await call<{ id: number; name: string; nameKh: string | null; offers: Offer[] }>(
      request,
      'GET',
      `/api/frontend/part/${id}`,
    );
    const suppliersSoFar = new Set(chosen.map((c) => c.offer.supplier.id));
    // The second part must add a new supplier; the others may come from anyone.
    const offer = part.offers.find(
      (o) => o.quantity >= 5 && (chosen.length !== 1 || !suppliersSoFar.has(o.supplier.id)),
    );
    if (!offer) continue;
    chosen.push({ id: part.id, name: part.name, nameKh: part.nameKh, offer });
    if (chosen.length === count) return chosen;
  }
  throw new Error(
    `the demo shop has no ${count} parts from two suppliers for ${vehicle.brand.name} ${vehicle.model.name} ${vehicle.year.value}`,
  );
}

export type BackOfficeMove = 'accepted' | 'processing' | 'delivered' | 'paid';

/** An admin moves an order along (decisions.md: PENDING -> ACCEPTED -> PROCESSING -> DELIVERED -> PAID). */
export async function moveOrder(
  request: APIRequestContext,
  adminToken: string,
  orderId: number,
  move: BackOfficeMove,
): Promise<void> {
  await call(request, 'PUT', `/api/backend/order/${move}/${orderId}`, { token: adminToken, data: {} });
}

/** The shopper puts one unit of each stock in the cart and places the order by road; answers the order's number. */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  stockIds: readonly number[],
  paymentMethod: 'CASH' | 'BANK' = 'CASH',
): Promise<number> {
  for (const stockId of stockIds)
    await call(request, 'POST', '/api/frontend/cart', { token: shopper.token, data: { stockId, quantity: 1 } });
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod, shippingOption: 'Ground Way' },
  });
  return order.id;
}

/**
 * A new shopper named `${label} <run>` (so a desk search finds this run's orders only) with `count` cash orders of
 * one popular part each, oldest first.
 */
export async function shopperWithOrders(
  request: APIRequestContext,
  label: string,
  count: number,
): Promise<{ name: string; ids: number[] }> {
  const name = `${label} ${Date.now().toString(36)}`;
  const shopper = await registerShopper(request, name);
  const popular = await call<{ stockId: number | null; quantity: number }[]>(
    request,
    'GET',
    '/api/frontend/part/popular?size=50',
  );
  const offer = popular.find((row) => row.stockId && row.quantity >= count + 2);
  if (!offer?.stockId) throw new Error(`the demo shop has no part with ${count} in stock`);
  const ids: number[] = [];
  for (let n = 0; n < count; n++) ids.push(await placeOrder(request, shopper, [offer.stockId]));
  return { name, ids };
}
