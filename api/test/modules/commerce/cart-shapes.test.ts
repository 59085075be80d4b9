// What the cart and favourites pages need without reading each item from the catalogue: pictures, units,
// catalogue prices and the stock to add, warning codes, and Khmer names in a refused order's short lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let customer: TestAccount;
let stock: StockFixture;

beforeAll(async () => {
  t = await startTestApp();
  customer = await createAccount(t.app, { type: 'CUSTOMER' });
  stock = await arrangeStock(t.databaseUrl, { quantity: 30, price: '12.35', dealerPrice: '10.00' });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  await call(t.app, customer.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street 1',
  });
});
afterAll(() => t?.close());

const db = <T>(query: string, params: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (client) => (await client.query(query, params)).rows as T[]);

/** The item's part (or accessory) and what the catalogue lists for it. */
async function catalogueView() {
  const [part] = await db<{ id: number }>('select id from part where item_id = $1', [stock.itemId]);
  const listed = (await t.app.inject({ method: 'GET', url: `/api/frontend/part/${part!.id}` })).json().data;
  return { partId: part!.id, listed };
}

describe('cart lines', () => {
  it("carry the item's picture (as the catalogue shows it) and every unit it is sold in, base first", async () => {
    const added = await call(t.app, customer.token, 'POST', '/api/frontend/cart', {
      stockId: stock.stockId,
      quantity: 2,
    });
    expect(added.status).toBe(201);
    const line = added.body.data.lines.find((l: { stockId: number }) => l.stockId === stock.stockId);
    const { listed } = await catalogueView();
    expect(line.image).toBe(listed.image ?? null);
    const units = await db<{ id: number; factor: number; is_base: boolean }>(
      'select id, factor, is_base from item_unit where item_id = $1',
      [stock.itemId],
    );
    expect(line.units).toHaveLength(units.length);
    expect(line.units[0]).toMatchObject({ id: stock.baseUnitId, factor: 1, isBase: true });
    expect(line.units).toContainEqual(
      expect.objectContaining({
        id: stock.packUnitId,
        factor: stock.packFactor,
        isBase: false,
        name: expect.any(String),
      }),
    );
    expect(line).toMatchObject({ warning: null, warningCode: null });
  });

  it("uses the part's own picture, else its category's", async () => {
    const file = async (name: string) =>
      (
        await db<{ id: number; key: string }>(
          `insert into stored_file (name, mime_type, size, sha256, content, created_at) values ($1, 'image/png', 1, repeat('0', 64), '\\x00', now()) returning id, key`,
          [name],
        )
      )[0]!;
    const [categoryPicture, partPicture] = [await file('brakes.png'), await file('pad.png')];
    await db('update category set image_id = $2 where id = (select category_id from part where item_id = $1)', [
      stock.itemId,
      categoryPicture.id,
    ]);
    await db('update part set image_id = null where item_id = $1', [stock.itemId]);
    const image = async () => (await call(t.app, customer.token, 'GET', '/api/frontend/cart')).body.data.lines[0].image;
    // By the file's key, never its id.
    expect(await image()).toBe(`/files/${categoryPicture.key}`);
    await db('update part set image_id = $2 where item_id = $1', [stock.itemId, partPicture.id]);
    expect(await image()).toBe(`/files/${partPicture.key}`);
  });

  it('give a machine-readable warning code: SHORT for too few units, UNAVAILABLE for a store that stopped selling', async () => {
    await db('update stock set quantity = 1 where id = $1', [stock.stockId]);
    let line = (await call(t.app, customer.token, 'GET', '/api/frontend/cart')).body.data.lines[0];
    expect(line).toMatchObject({ warningCode: 'SHORT', available: 1, warning: expect.stringContaining('1') });
    await db('update store set enabled = false where supplier_id = $1', [stock.supplierId]);
    line = (await call(t.app, customer.token, 'GET', '/api/frontend/cart')).body.data.lines[0];
    expect(line).toMatchObject({ warningCode: 'UNAVAILABLE', warning: 'This store no longer sells this item' });
    await db('update store set enabled = true where supplier_id = $1', [stock.supplierId]);
  });

  it('name the short lines of a refused order in Khmer too', async () => {
    await db(`update part set name_kh = 'ប្រដាប់ហ្វ្រាំង' where item_id = $1`, [stock.itemId]);
    await db('update stock set quantity = 1 where id = $1', [stock.stockId]);
    const refused = await call(t.app, customer.token, 'POST', '/api/frontend/order', {
      paymentMethod: 'CASH',
      shippingOption: 'Ground Way',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.shortLines).toEqual([
      expect.objectContaining({
        stockId: stock.stockId,
        nameKh: 'ប្រដាប់ហ្វ្រាំង',
        name: expect.any(String),
        wanted: 2,
        available: 1,
      }),
    ]);
    await db('update stock set quantity = 30 where id = $1', [stock.stockId]);
  });
});

describe('favourites', () => {
  it('carry the link, picture, catalogue price, availability and the stock to add', async () => {
    await call(t.app, customer.token, 'POST', '/api/frontend/favorite', { itemId: stock.itemId });
    const favourite = (await call(t.app, customer.token, 'GET', '/api/frontend/favorite')).body.data[0];
    const { partId, listed } = await catalogueView();
    expect(favourite).toMatchObject({
      link: { kind: 'part', id: partId },
      image: listed.image,
      stockId: listed.stockId,
      price: listed.price,
      priceKhr: listed.priceKhr,
      availability: listed.availability,
    });
    expect(favourite.stockId).not.toBeNull();
  });

  it('say when no store sells the item: no stock, no price, out of stock', async () => {
    await db('update store set enabled = false where id in (select store_id from stock where item_id = $1)', [
      stock.itemId,
    ]);
    const favourite = (await call(t.app, customer.token, 'GET', '/api/frontend/favorite')).body.data[0];
    expect(favourite).toMatchObject({ stockId: null, price: null, priceKhr: null, availability: 'OUT_OF_STOCK' });
    await db('update store set enabled = true where id in (select store_id from stock where item_id = $1)', [
      stock.itemId,
    ]);
  });
});
