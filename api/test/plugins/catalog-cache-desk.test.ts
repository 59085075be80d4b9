// The catalogue cache with the back-office's catalogue writes (issue 12): every write of the catalogue desk goes
// through tables whose statement triggers announce the change, so the storefront answers the new name, the new
// fitment or the removed one at once, never a kept answer.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../support/app.ts';
import { vehicle } from '../support/catalog.ts';
import { createAccount, type TestAccount } from '../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let camry: { brandId: number; yearId: number; modelId: number };
beforeAll(async () => {
  t = await startTestApp({ env: { CATALOG_CACHE_ENTRIES: '100' } });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  camry = await vehicle(t.app, 'Toyota', 'Camry', 2015);
});
afterAll(() => t?.close());

interface Row {
  id: number;
  name: string;
  category: { name: string };
}

async function filter() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/frontend/dashboard',
    payload: { ...camry, size: 100, showSummary: true },
  });
  expect(response.statusCode).toBe(200);
  return { cache: response.headers['x-cache'], rows: response.json().data as Row[] };
}
const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
};
/** Warms the cache, so the next answer would be a hit unless a change was announced. */
async function warm() {
  // The announcement of the write before may still be on its way (LISTEN/NOTIFY is asynchronous): warm until the
  // cache holds, so the next miss can only come from the change under test.
  await vi.waitFor(async () => expect((await filter()).cache).toBe('hit'), { timeout: 2000, interval: 20 });
}

describe('the catalogue cache and the catalogue desk', () => {
  it("shows a part's new name at once", async () => {
    await warm();
    const part = (await filter()).rows[0]!;
    await write('PUT', `/api/backend/part/${part.id}`, { name: 'Renamed In The Back-Office' });
    await vi.waitFor(
      async () =>
        expect((await filter()).rows.find((row) => row.id === part.id)!.name).toBe('Renamed In The Back-Office'),
      { timeout: 2000, interval: 20 },
    );
  });

  it("shows a category's new name at once", async () => {
    await warm();
    const part = (await filter()).rows[0]!;
    const category = (
      await t.app.inject({ method: 'GET', url: `/api/backend/part/${part.id}`, headers: bearer(admin.token) })
    ).json().data.category;
    await write('PUT', `/api/backend/category/${category.id}`, { name: `${category.name} (renamed)` });
    await vi.waitFor(
      async () =>
        expect((await filter()).rows.find((row) => row.id === part.id)!.category.name).toBe(
          `${category.name} (renamed)`,
        ),
      { timeout: 2000, interval: 20 },
    );
  });

  it('shows a new part as soon as its fitment is added, and drops it as soon as the fitment goes', async () => {
    const maker = (
      await t.app.inject({ method: 'GET', url: '/api/backend/brand-item/short', headers: bearer(admin.token) })
    ).json().data[0];
    const category = (
      await t.app.inject({ method: 'GET', url: '/api/backend/category?size=1', headers: bearer(admin.token) })
    ).json().data[0];
    const part = await write('POST', '/api/backend/part', {
      partNumber: 'CACHE-1',
      name: 'Cache Test Part',
      brandItemId: maker.id,
      categoryId: category.id,
    });
    await warm();
    expect((await filter()).rows.some((row) => row.id === part.id)).toBe(false);
    const fitted = await write('POST', '/api/backend/part-fit', {
      partId: part.id,
      yearFrom: 2015,
      yearTo: 2015,
      vehicles: [{ modelId: camry.modelId }],
    });
    await vi.waitFor(async () => expect((await filter()).rows.some((row) => row.id === part.id)).toBe(true), {
      timeout: 2000,
      interval: 20,
    });
    await warm();
    await write('DELETE', `/api/backend/part-fit/${fitted.fits[0].id}`);
    await vi.waitFor(async () => expect((await filter()).rows.some((row) => row.id === part.id)).toBe(false), {
      timeout: 2000,
      interval: 20,
    });
  });
});
