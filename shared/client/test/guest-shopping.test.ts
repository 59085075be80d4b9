import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, mergeGuestShopping, useGuestShoppingStore } from '../src/index.ts';
import { startApi } from './api-server.ts';

let api: Awaited<ReturnType<typeof startApi>>;
let lastBody = '';
beforeAll(async () => {
  api = await startApi((request, body) => {
    lastBody = body;
    if (request.url === '/api/frontend/cart/merge')
      return { status: 200, body: { data: { cart: { count: 2 }, limited: [], skipped: [] } } };
    return { status: 404 };
  });
  configureHttp({ baseUrl: api.url });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => api.close());
beforeEach(() => useGuestShoppingStore.getState().clear());

const store = () => useGuestShoppingStore.getState();

describe("a guest's cart kept in the browser", () => {
  it('adds to the line of the same stock and unit, and keeps other units apart', () => {
    store().addLine({ stockId: 7, quantity: 1 });
    store().addLine({ stockId: 7, quantity: 2 });
    store().addLine({ stockId: 7, itemUnitId: 3, quantity: 1 });
    expect(store().lines).toEqual([
      { stockId: 7, quantity: 3 },
      { stockId: 7, itemUnitId: 3, quantity: 1 },
    ]);
  });

  it('holds at most 100 lines and 10000 in a line, as the account cart does', () => {
    for (let stockId = 1; stockId <= 100; stockId += 1) expect(store().addLine({ stockId, quantity: 1 })).toBe(true);
    expect(store().addLine({ stockId: 101, quantity: 1 })).toBe(false);
    store().addLine({ stockId: 1, quantity: 20_000 });
    expect(store().lines[0]!.quantity).toBe(10_000);
  });

  it('merges two lines when one is changed to the unit of the other', () => {
    store().addLine({ stockId: 7, quantity: 1 });
    store().addLine({ stockId: 7, itemUnitId: 3, quantity: 4 });
    store().setLine(0, { quantity: 2, itemUnitId: 3 });
    expect(store().lines).toEqual([{ stockId: 7, itemUnitId: 3, quantity: 2 }]);
  });

  it('toggles favourites', () => {
    expect(store().toggleFavorite(5)).toBe(true);
    expect(store().toggleFavorite(6)).toBe(true);
    expect(store().toggleFavorite(5)).toBe(false);
    expect(store().favoriteItemIds).toEqual([6]);
  });

  it('is sent to the account at sign-in, then cleared; nothing kept means no call', async () => {
    expect(await mergeGuestShopping()).toBeNull();
    store().addLine({ stockId: 7, quantity: 2 });
    store().toggleFavorite(5);
    const merged = await mergeGuestShopping();
    expect(merged?.cart.count).toBe(2);
    expect(JSON.parse(lastBody)).toEqual({ lines: [{ stockId: 7, quantity: 2 }], favoriteItemIds: [5] });
    expect(store().lines).toEqual([]);
    expect(store().favoriteItemIds).toEqual([]);
  });
});
