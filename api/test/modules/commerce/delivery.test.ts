// Delivery priced before checkout (issue 38 §2, decisions.md "Delivery") on real PostgreSQL: zones kept by admins
// (audited, refused when badly shaped or overlapping), the public quote per supplier part (weight bands, free above
// the threshold, store pickup, cash on delivery, outside every zone), and orders that keep the quoted option and fee
// per part, re-quoted on the server, with the fees in the order's total, its riel, each part's invoice and the KHQR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let shopper: TestAccount;
let supplier: TestAccount;
let a: StockFixture;
let b: StockFixture;
/** Provinces: `near` and `far` get zones, `none` stays outside every zone. */
let near: { id: number; name: string };
let far: { id: number; name: string };
let none: { id: number; name: string };
let nearZone: number;
let rate: number;
/** Toul Kork, a district of the near province (a district reference row), and one of the far province. */
let toulKork: number;
let farDistrict: number;

const ZONES = '/api/backend/delivery-zone';
const DISTRICTS = '/api/backend/district';
const QUOTE = '/api/frontend/delivery/quote';

/** The near province: road by three weight bands, air up to 2 kg only; free from $100; COD $0.50. */
const nearBody = () => ({
  locationId: near.id,
  freeAbove: '100',
  codFee: '0.5',
  options: [
    {
      option: 'Ground Way',
      daysMin: 1,
      daysMax: 2,
      bands: [
        { upToGrams: 1000, fee: '1.5' },
        { upToGrams: 5000, fee: '3' },
        { upToGrams: null, fee: '6.25' },
      ],
    },
    { option: 'Air Way', daysMin: 0, daysMax: 1, bands: [{ upToGrams: 2000, fee: '5.00' }] },
  ],
});

const riel = (usd: number) => String(Math.round((usd * rate) / 100) * 100);
const rows = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (db) => (await db.query(text, values)).rows as T[]);
const weigh = (itemId: number, grams: number) =>
  rows('update item set shipping_weight_grams = $2 where id = $1', [itemId, grams]);

async function saveAddress(account: TestAccount, locationId: number, address: string): Promise<number> {
  const saved = await call(t.app, account.token, 'POST', '/api/frontend/user-location', {
    locationId,
    label: 'Place',
    address,
    isDefault: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.data.id as number;
}

async function fillCart(account: TestAccount, lines: [StockFixture, number][]) {
  await rows('delete from cart_item where user_id = $1', [account.id]);
  for (const [stock, quantity] of lines) {
    const added = await call(t.app, account.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
}

const quote = (body: object) => t.app.inject({ method: 'POST', url: QUOTE, payload: body });

type Part = { supplier: { id: number }; options: { option: string; fee: string; feeKhr: string }[] } & Record<
  string,
  unknown
>;
const partOf = (answer: { parts: Part[] }, supplierId: number) =>
  answer.parts.find((p) => p.supplier.id === supplierId)!;

beforeAll(async () => {
  t = await startTestApp();
  // The delivery tests keep their own zones and districts.
  await rows('delete from delivery_zone');
  await rows('delete from district');
  admin = await createAccount(t.app, { type: 'ADMIN' });
  shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  a = await arrangeStock(t.databaseUrl, { quantity: 500, price: '10.10', dealerPrice: '9.00' });
  // Another supplier's stock of another item, so each part has a weight of its own.
  const skipStocks: number[] = [];
  do {
    b = await arrangeStock(t.databaseUrl, {
      quantity: 500,
      price: '0.30',
      dealerPrice: '0.20',
      skipSuppliers: [a.supplierId],
      skipStocks,
    });
    skipStocks.push(b.stockId);
  } while (b.itemId === a.itemId);
  supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  // A's item weighs 600 g a base unit, B's 200 g.
  await weigh(a.itemId, 600);
  await weigh(b.itemId, 200);
  const locations = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data as {
    id: number;
    name: string;
  }[];
  [near, far, none] = [locations[0]!, locations[1]!, locations[2]!];
  const addDistrict = async (locationId: number, name: string, nameKh: string) => {
    const made = await call(t.app, admin.token, 'POST', DISTRICTS, { locationId, name, nameKh });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.data.id as number;
  };
  toulKork = await addDistrict(near.id, 'Toul Kork', 'ទួលគោក');
  farDistrict = await addDistrict(far.id, 'Far Town', 'ក្រុងឆ្ងាយ');
  rate = Number((await rows<{ rate: string }>(`select rate from currency where code = 'KHR'`))[0]!.rate);
});
afterAll(() => t?.close());

describe('delivery zones (admins)', () => {
  it('adds a zone (fees written out to cents), records it in the audit trail, and reads it back', async () => {
    const made = await call(t.app, admin.token, 'POST', ZONES, nearBody());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    nearZone = made.body.data.id;
    expect(made.body.data).toMatchObject({
      location: { id: near.id },
      district: null,
      freeAbove: '100.00',
      codAllowed: true,
      codFee: '0.50',
      active: true,
    });
    expect(made.body.data.options[0].bands).toEqual([
      { upToGrams: 1000, fee: '1.50' },
      { upToGrams: 5000, fee: '3.00' },
      { upToGrams: null, fee: '6.25' },
    ]);
    const audit = await rows<{ action: string; actor_id: number }>(
      `select action, actor_id from audit_entry where entity = 'delivery-zone' and entity_id = $1`,
      [nearZone],
    );
    expect(audit).toEqual([{ action: 'create', actor_id: admin.id }]);
    const read = await call(t.app, admin.token, 'GET', `${ZONES}/${nearZone}`);
    expect(read.body.data.options).toEqual(made.body.data.options);
    const listed = await call(t.app, admin.token, 'GET', `${ZONES}?locationId=${near.id}`);
    expect(listed.body.data.map((zone: { id: number }) => zone.id)).toEqual([nearZone]);
  });

  it('refuses a second zone for the same province and district with 409 naming the zone there', async () => {
    const again = await call(t.app, admin.token, 'POST', ZONES, nearBody());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'DELIVERY_ZONE_OVERLAP', facts: { zoneId: nearZone } });
  });

  it('refuses badly shaped zones with 400 naming the field', async () => {
    const bad = async (change: object) => call(t.app, admin.token, 'POST', ZONES, { ...nearBody(), ...change });
    const unordered = await bad({
      locationId: far.id,
      options: [
        {
          option: 'Ground Way',
          daysMin: 1,
          daysMax: 2,
          bands: [
            { upToGrams: 5000, fee: '3' },
            { upToGrams: 1000, fee: '1' },
          ],
        },
      ],
    });
    expect(unordered.status).toBe(400);
    expect(unordered.body).toMatchObject({ code: 'VALIDATION', field: 'options' });
    const openInMiddle = await bad({
      locationId: far.id,
      options: [
        {
          option: 'Ground Way',
          daysMin: 1,
          daysMax: 2,
          bands: [
            { upToGrams: null, fee: '3' },
            { upToGrams: 1000, fee: '1' },
          ],
        },
      ],
    });
    expect(openInMiddle.status).toBe(400);
    const twice = await bad({
      locationId: far.id,
      options: [nearBody().options[0], nearBody().options[0]],
    });
    expect(twice.status).toBe(400);
    const days = await bad({
      locationId: far.id,
      options: [{ option: 'Ground Way', daysMin: 3, daysMax: 1, bands: [{ upToGrams: null, fee: '3' }] }],
    });
    expect(days.status).toBe(400);
    // A district of another province, or none at all.
    const elsewhere = await bad({ locationId: far.id, districtId: toulKork });
    expect(elsewhere.body).toMatchObject({ code: 'VALIDATION', field: 'districtId' });
    const unknown = await bad({ locationId: far.id, districtId: 999_999 });
    expect(unknown.body).toMatchObject({ code: 'VALIDATION', field: 'districtId' });
    const money = await bad({ locationId: far.id, codFee: '0.505' });
    expect(money.status).toBe(400);
    const nowhere = await bad({ locationId: 999_999 });
    expect(nowhere.body).toMatchObject({ code: 'VALIDATION', field: 'locationId' });
    expect(await rows(`select 1 from delivery_zone where location_id = $1`, [far.id])).toEqual([]);
  });

  it('is for admins only: suppliers and shoppers 403, visitors 401', async () => {
    for (const token of [supplier.token, shopper.token]) {
      expect((await call(t.app, token, 'GET', ZONES)).status).toBe(403);
      expect((await call(t.app, token, 'POST', ZONES, { ...nearBody(), locationId: far.id })).status).toBe(403);
      expect((await call(t.app, token, 'PUT', `${ZONES}/${nearZone}`, { codFee: '0' })).status).toBe(403);
      expect((await call(t.app, token, 'DELETE', `${ZONES}/${nearZone}`)).status).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: ZONES })).statusCode).toBe(401);
  });

  it('adds the far province (road only, no cash on delivery) and a district of the near one, changes and deletes, all audited', async () => {
    const farZone = await call(t.app, admin.token, 'POST', ZONES, {
      locationId: far.id,
      codAllowed: false,
      options: [{ option: 'Ground Way', daysMin: 2, daysMax: 4, bands: [{ upToGrams: null, fee: '4' }] }],
    });
    expect(farZone.status, JSON.stringify(farZone.body)).toBe(201);
    const district = await call(t.app, admin.token, 'POST', ZONES, {
      locationId: near.id,
      districtId: toulKork,
      options: [{ option: 'Ground Way', daysMin: 0, daysMax: 1, bands: [{ upToGrams: null, fee: '1.00' }] }],
    });
    expect(district.status, JSON.stringify(district.body)).toBe(201);
    expect(district.body.data).toMatchObject({ districtId: toulKork, district: 'Toul Kork', districtKh: 'ទួលគោក' });
    // Moved to another province, its district must be one of that province's.
    const away = await call(t.app, admin.token, 'PUT', `${ZONES}/${district.body.data.id}`, { locationId: far.id });
    expect(away.body).toMatchObject({ code: 'VALIDATION', field: 'districtId' });
    // Its own province and district is no overlap; moving onto the whole province's zone is.
    const same = await call(t.app, admin.token, 'PUT', `${ZONES}/${district.body.data.id}`, { locationId: near.id });
    expect(same.status).toBe(200);
    const onto = await call(t.app, admin.token, 'PUT', `${ZONES}/${district.body.data.id}`, { districtId: null });
    expect(onto.body).toMatchObject({ code: 'DELIVERY_ZONE_OVERLAP', facts: { zoneId: nearZone } });
    // A second zone for the same district is one too many, named by its district.
    const twice = await call(t.app, admin.token, 'POST', ZONES, {
      locationId: near.id,
      districtId: toulKork,
      options: [],
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'DELIVERY_ZONE_OVERLAP',
      field: 'districtId',
      facts: { zoneId: district.body.data.id },
    });
    const changed = await call(t.app, admin.token, 'PUT', `${ZONES}/${district.body.data.id}`, { codFee: '0.25' });
    expect(changed.body.data.codFee).toBe('0.25');
    const scratch = await call(t.app, admin.token, 'POST', ZONES, {
      locationId: none.id,
      options: [],
    });
    expect(scratch.status).toBe(201);
    expect((await call(t.app, admin.token, 'DELETE', `${ZONES}/${scratch.body.data.id}`)).status).toBe(200);
    const audit = await rows<{ action: string }>(
      `select action from audit_entry where entity = 'delivery-zone' and entity_id = $1 order by id`,
      [scratch.body.data.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
    const update = await rows<{ changes: { field: string; to: unknown }[] }>(
      `select changes from audit_entry where entity = 'delivery-zone' and entity_id = $1 and action = 'update' order by id desc limit 1`,
      [district.body.data.id],
    );
    expect(update[0]!.changes).toContainEqual(expect.objectContaining({ field: 'codFee', to: '0.25' }));
  });
});

describe('the quote (public)', () => {
  it('prices two suppliers to two provinces by weight band, with pickup and cash on delivery', async () => {
    const lines = [
      { stockId: a.stockId, quantity: 2 }, // 20.20, 1200 g
      { stockId: b.stockId, quantity: 3 }, // 0.90, 600 g
    ];
    const toNear = await quote({ locationId: near.id, lines });
    expect(toNear.statusCode, toNear.body).toBe(200);
    const nearAnswer = toNear.json().data;
    expect(nearAnswer).toMatchObject({ outsideZones: false, zone: { id: nearZone, district: null } });
    expect(partOf(nearAnswer, a.supplierId)).toMatchObject({
      goodsTotal: '20.20',
      weightGrams: 1200,
      free: false,
      freeAbove: '100.00',
      options: [
        { option: 'Ground Way', fee: '3.00', feeKhr: riel(3), daysMin: 1, daysMax: 2 },
        { option: 'Air Way', fee: '5.00', feeKhr: riel(5), daysMin: 0, daysMax: 1 },
      ],
      cashOnDelivery: { allowed: true, fee: '0.50', feeKhr: riel(0.5) },
    });
    expect(partOf(nearAnswer, a.supplierId).pickup).toMatchObject({ name: expect.any(String) });
    expect(partOf(nearAnswer, b.supplierId)).toMatchObject({
      goodsTotal: '0.90',
      goodsTotalKhr: String(Number(riel(0.3)) * 3),
      weightGrams: 600,
      options: [
        { option: 'Ground Way', fee: '1.50' },
        { option: 'Air Way', fee: '5.00' },
      ],
    });
    const toFar = (await quote({ locationId: far.id, lines })).json().data;
    expect(partOf(toFar, a.supplierId)).toMatchObject({
      options: [{ option: 'Ground Way', fee: '4.00', daysMin: 2, daysMax: 4 }],
      cashOnDelivery: { allowed: false },
    });
  });

  it('leaves out an option the part outweighs, takes the open band, and is free at or above the threshold', async () => {
    const heavy = (await quote({ locationId: near.id, lines: [{ stockId: a.stockId, quantity: 9 }] })).json().data;
    // 5400 g: past road's 5 kg band (the open band) and past air's only band.
    expect(partOf(heavy, a.supplierId).options).toEqual([
      { option: 'Ground Way', fee: '6.25', feeKhr: riel(6.25), daysMin: 1, daysMax: 2 },
    ]);
    const pack = (
      await quote({ locationId: near.id, lines: [{ stockId: a.stockId, itemUnitId: a.packUnitId, quantity: 1 }] })
    ).json().data;
    expect(partOf(pack, a.supplierId).weightGrams).toBe(600 * a.packFactor);
    const free = (await quote({ locationId: near.id, lines: [{ stockId: a.stockId, quantity: 10 }] })).json().data;
    expect(partOf(free, a.supplierId)).toMatchObject({
      goodsTotal: '101.00',
      free: true,
      options: [{ option: 'Ground Way', fee: '0.00', feeKhr: '0' }],
      cashOnDelivery: { fee: '0.50' },
    });
  });

  it('takes a district zone named in English or Khmer, or found in a saved address', async () => {
    const lines = [{ stockId: b.stockId, quantity: 1 }];
    for (const district of ['toul kork', 'ទួលគោក']) {
      const answer = (await quote({ locationId: near.id, district, lines })).json().data;
      expect(answer.zone.district).toBe('Toul Kork');
      expect(partOf(answer, b.supplierId).options).toEqual([
        { option: 'Ground Way', fee: '1.00', feeKhr: riel(1), daysMin: 0, daysMax: 1 },
      ]);
    }
    const saved = await saveAddress(shopper, near.id, 'No. 5, Street 289, Toul Kork');
    const answer = (await call(t.app, shopper.token, 'POST', QUOTE, { userLocationId: saved, lines })).body.data;
    expect(answer.zone.district).toBe('Toul Kork');
    // Another's saved location, or a visitor naming one, is not found.
    expect((await call(t.app, admin.token, 'POST', QUOTE, { userLocationId: saved, lines })).status).toBe(404);
    expect((await quote({ userLocationId: saved, lines })).statusCode).toBe(404);
  });

  it('says when the address is outside every zone: no option but pickup', async () => {
    const answer = (await quote({ locationId: none.id, lines: [{ stockId: a.stockId, quantity: 1 }] })).json().data;
    expect(answer).toMatchObject({ outsideZones: true, zone: null });
    expect(partOf(answer, a.supplierId).options).toEqual([]);
    expect(partOf(answer, a.supplierId).pickup).not.toBeNull();
  });

  it('refuses a request naming both or neither place with 400, an unknown province with 404', async () => {
    const lines = [{ stockId: a.stockId, quantity: 1 }];
    expect((await quote({ lines })).statusCode).toBe(400);
    expect((await quote({ locationId: near.id, userLocationId: 1, lines })).statusCode).toBe(400);
    expect((await quote({ locationId: 999_999, lines })).statusCode).toBe(404);
    expect((await quote({ locationId: near.id, lines: [] })).statusCode).toBe(400);
  });
});

describe('shipping weight', () => {
  it("is kept on a part's form by admins (audited on the item) and weighs the quote", async () => {
    const [part] = await rows<{ id: number }>('select id from part where item_id = $1', [b.itemId]);
    const changed = await call(t.app, admin.token, 'PUT', `/api/backend/part/${part!.id}`, {
      shippingWeightGrams: 250,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.shippingWeightGrams).toBe(250);
    const answer = (await quote({ locationId: near.id, lines: [{ stockId: b.stockId, quantity: 4 }] })).json().data;
    expect(partOf(answer, b.supplierId).weightGrams).toBe(1000);
    const audit = await rows<{ changes: { field: string; to: unknown }[] }>(
      `select changes from audit_entry where entity = 'item' and entity_id = $1 order by id desc limit 1`,
      [b.itemId],
    );
    expect(audit[0]!.changes).toContainEqual(expect.objectContaining({ field: 'shippingWeightGrams', to: 250 }));
    await weigh(b.itemId, 200);
  });

  it("is kept on an accessory's form too: added, changed and cleared, audited on the item, read back", async () => {
    const [maker] = await rows<{ id: number }>('select id from brand_item order by id limit 1');
    const [category] = await rows<{ id: number }>('select id from accessory_category order by id limit 1');
    const made = await call(t.app, admin.token, 'POST', '/api/backend/item', {
      partNumber: `MAT-${Date.now()}`,
      name: 'Floor mat set',
      brandItemId: maker!.id,
      accessoryCategoryId: category!.id,
      shippingWeightGrams: 1800,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const itemId = made.body.data.id as number;
    const weight = async () =>
      (
        await rows<{ grams: number | null }>('select shipping_weight_grams as grams from item where id = $1', [itemId])
      )[0]!.grams;
    expect(await weight()).toBe(1800);
    const changed = await call(t.app, admin.token, 'PUT', `/api/backend/item/${itemId}`, { shippingWeightGrams: 2100 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await weight()).toBe(2100);
    const listed = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/item/accessory?search=${made.body.data.partNumber}`,
    );
    expect(listed.body.data).toEqual([expect.objectContaining({ itemId, shippingWeightGrams: 2100 })]);
    const audit = await rows<{ action: string; changes: { field: string; from: unknown; to: unknown }[] }>(
      `select action, changes from audit_entry where entity = 'item' and entity_id = $1 order by id`,
      [itemId],
    );
    expect(audit.at(-1)!.changes).toContainEqual(
      expect.objectContaining({ field: 'shippingWeightGrams', from: 1800, to: 2100 }),
    );
    // Blank on the form: not weighed.
    expect(
      (await call(t.app, admin.token, 'PUT', `/api/backend/item/${itemId}`, { shippingWeightGrams: null })).status,
    ).toBe(200);
    expect(await weight()).toBeNull();
  });

  it('refuses a weight that is not a positive whole number of grams with 400 naming it, changing nothing', async () => {
    const [part] = await rows<{ id: number }>('select id from part where item_id = $1', [a.itemId]);
    const before = await rows('select shipping_weight_grams from item where id = $1', [a.itemId]);
    const audits = async () =>
      (
        await rows<{ n: number }>(
          `select count(*)::int as n from audit_entry where entity = 'item' and entity_id = $1`,
          [a.itemId],
        )
      )[0]!.n;
    const auditsBefore = await audits();
    for (const grams of [0, -5, 2.5, '600', 1_000_001]) {
      for (const url of [`/api/backend/part/${part!.id}`, `/api/backend/item/${a.itemId}`]) {
        const refused = await call(t.app, admin.token, 'PUT', url, { shippingWeightGrams: grams });
        expect(refused.status, `${url} ${grams}`).toBe(400);
        expect(JSON.stringify(refused.body)).toContain('shippingWeightGrams');
      }
    }
    expect(await rows('select shipping_weight_grams from item where id = $1', [a.itemId])).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });
});

describe('placing an order keeps each part quoted', () => {
  it('records the chosen option and fee per part, re-quoted on the server, and puts the fees in the totals and invoices', async () => {
    await saveAddress(shopper, near.id, 'Street 1');
    await fillCart(shopper, [
      [a, 2],
      [b, 3],
    ]);
    const placed = await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
      paymentMethod: 'CASH',
      parts: [
        // A fee the client sends is not the server's business: the schema drops it.
        { supplierId: a.supplierId, option: 'Ground Way', fee: '0.00' },
        { supplierId: b.supplierId, option: 'STORE_PICKUP' },
      ],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.data.id as number;
    // Lines 20.20 + 0.90, A's road fee 3.00 and its cash-on-delivery fee 0.50; B's pickup is free and paid at the store.
    const detail = (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data;
    expect(detail).toMatchObject({
      total: '24.60',
      deliveryTotal: '3.50',
      deliveryTotalKhr: String(Number(riel(3)) + Number(riel(0.5))),
    });
    const lineRiel = Number(riel(10.1)) * 2 + Number(riel(0.3)) * 3;
    expect(detail.totalKhr).toBe(String(lineRiel + Number(riel(3)) + Number(riel(0.5))));
    const partA = detail.parts.find((part: Part) => part.supplier.id === a.supplierId);
    const partB = detail.parts.find((part: Part) => part.supplier.id === b.supplierId);
    expect(partA).toMatchObject({
      total: '23.70',
      goodsTotal: '20.20',
      delivery: { option: 'Ground Way', fee: '3.00', codFee: '0.50', daysMin: 1, daysMax: 2, pickup: null },
    });
    expect(partB).toMatchObject({
      total: '0.90',
      delivery: { option: 'STORE_PICKUP', fee: '0.00', codFee: '0.00', pickup: { name: expect.any(String) } },
    });
    // A supplier's desk reads its own part's total, fees included.
    const own = (await call(t.app, supplier.token, 'GET', `/api/backend/order/${orderId}`)).body.data;
    expect(own).toMatchObject({ total: '23.70', deliveryTotal: '3.50' });

    // Accepted, each part's invoice carries its delivery fee.
    const accepted = await call(t.app, admin.token, 'PUT', `/api/backend/order/accepted/${orderId}`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const invoices = await rows<{ supplier_id: number; total: string }>(
      'select supplier_id, total::text as total from invoice where order_id = $1 order by supplier_id',
      [orderId],
    );
    expect(Object.fromEntries(invoices.map((row) => [row.supplier_id, row.total]))).toEqual({
      [a.supplierId]: '23.70',
      [b.supplierId]: '0.90',
    });
    const shopperInvoices = (await call(t.app, shopper.token, 'GET', '/api/frontend/invoice?status=ALL')).body.data;
    const invoiceA = shopperInvoices.find((invoice: Part) => invoice.supplier.id === a.supplierId);
    expect(invoiceA).toMatchObject({
      total: '23.70',
      goodsTotal: '20.20',
      totalKhr: String(Number(riel(10.1)) * 2 + Number(riel(3)) + Number(riel(0.5))),
      delivery: { option: 'Ground Way', fee: '3.00', codFee: '0.50' },
    });
    // The receipts' due is the invoice's total, fee included.
    const receipts = await call(t.app, admin.token, 'GET', `/api/backend/invoice/${invoiceA.id}/receipts`);
    expect(receipts.body.data).toMatchObject({ total: '23.70', due: '23.70' });

    // The CSV lists the delivery fees beside the total that includes them.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/backend/order?status=ALL&format=csv`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const row = csv.body.split('\r\n').find((line) => line.startsWith(`${orderId},`));
    expect(row).toMatch(/,24\.60,\d+,3\.50,\d+$/);
  });

  it('cancelling a part takes its fees off the order with its lines', async () => {
    await fillCart(shopper, [
      [a, 1],
      [b, 1],
    ]);
    const placed = await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
      paymentMethod: 'BANK',
      parts: [
        { supplierId: a.supplierId, option: 'Air Way' },
        { supplierId: b.supplierId, option: 'Ground Way' },
      ],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.data.id as number;
    // BANK: no cash-on-delivery fee. 10.10 + 5.00 (air) + 0.30 + 1.50 (road, 200 g).
    expect(
      (await rows<{ total: string }>('select total::text as total from shop_order where id = $1', [orderId]))[0]!.total,
    ).toBe('16.90');
    const cancelled = await call(t.app, supplier.token, 'PUT', `/api/backend/order/cancelled/${orderId}`, {
      reasons: 'Out of stock',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const detail = (await call(t.app, admin.token, 'GET', `/api/backend/order/${orderId}`)).body.data;
    expect(detail).toMatchObject({ total: '1.80', deliveryTotal: '1.50' });
    expect(detail.totalKhr).toBe(String(Number(riel(0.3)) + Number(riel(1.5))));
  });

  it('refuses what the address does not allow, before taking anything', async () => {
    const refused = async (body: object) => {
      const answer = await call(t.app, shopper.token, 'POST', '/api/frontend/order', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      return answer.body;
    };
    await fillCart(shopper, [[a, 9]]);
    // 5400 g: air's bands stop at 2 kg.
    expect(
      await refused({ paymentMethod: 'BANK', parts: [{ supplierId: a.supplierId, option: 'Air Way' }] }),
    ).toMatchObject({ code: 'DELIVERY_OPTION_UNAVAILABLE', facts: { supplierId: a.supplierId } });
    await saveAddress(shopper, far.id, 'Main road');
    expect(
      await refused({ paymentMethod: 'CASH', parts: [{ supplierId: a.supplierId, option: 'Ground Way' }] }),
    ).toMatchObject({ code: 'CASH_ON_DELIVERY_UNAVAILABLE' });
    await saveAddress(shopper, none.id, 'Village 3');
    expect(
      await refused({ paymentMethod: 'BANK', parts: [{ supplierId: a.supplierId, option: 'Ground Way' }] }),
    ).toMatchObject({ code: 'OUTSIDE_DELIVERY_ZONES' });
    const stray = await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
      paymentMethod: 'BANK',
      parts: [{ supplierId: b.supplierId, option: 'STORE_PICKUP' }],
    });
    expect(stray.status).toBe(400);
    expect(await rows('select 1 from cart_item where user_id = $1', [shopper.id])).toHaveLength(1);
    // Pickup is possible from anywhere.
    const pickup = await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
      paymentMethod: 'CASH',
      parts: [{ supplierId: a.supplierId, option: 'STORE_PICKUP' }],
    });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(201);
    expect(
      (
        await rows<{ total: string }>('select total::text as total from shop_order where id = $1', [
          pickup.body.data.id,
        ])
      )[0]!.total,
    ).toBe('90.90');
  });

  it('asks the KHQR for the total with the fees', async () => {
    await saveAddress(shopper, near.id, 'Street 2');
    await fillCart(shopper, [[b, 1]]);
    const placed = await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
      paymentMethod: 'BANK',
      parts: [{ supplierId: b.supplierId, option: 'Ground Way' }],
    });
    expect(placed.status).toBe(201);
    const khqr = await call(
      t.app,
      shopper.token,
      'GET',
      `/api/frontend/order/${placed.body.data.id}/khqr?currency=USD`,
    );
    expect(khqr.status, JSON.stringify(khqr.body)).toBe(200);
    expect(khqr.body.data.amount).toBe('1.80');
    const khr = await call(t.app, shopper.token, 'GET', `/api/frontend/order/${placed.body.data.id}/khqr?currency=KHR`);
    expect(khr.body.data.amount).toBe(String(Number(riel(0.3)) + Number(riel(1.5))));
  });

  it('keeps older orders (no quote) at fee 0', async () => {
    await rows(
      `update order_part set delivery_option = null, delivery_fee = 0, cod_fee = 0 where order_id = (select max(id) from shop_order)`,
    );
    const [last] = await rows<{ id: number }>('select max(id) as id from shop_order');
    await rows(`update shop_order set total = 0.30 where id = $1`, [last!.id]);
    const detail = (await call(t.app, admin.token, 'GET', `/api/backend/order/${last!.id}`)).body.data;
    expect(detail).toMatchObject({ total: '0.30', deliveryTotal: '0.00', deliveryTotalKhr: '0' });
    expect(detail.parts[0].delivery).toBeNull();
  });
});

describe('districts (reference data)', () => {
  it('are kept by admins in both languages, audited, one name per province, listed by province for staff', async () => {
    const made = await call(t.app, admin.token, 'POST', DISTRICTS, {
      locationId: near.id,
      name: ' Sen Sok ',
      nameKh: 'សែនសុខ',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ location: { id: near.id }, name: 'Sen Sok', nameKh: 'សែនសុខ' });
    const again = await call(t.app, admin.token, 'POST', DISTRICTS, {
      locationId: near.id,
      name: 'sen sok',
      nameKh: 'សែនសុខ',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'DUPLICATE', field: 'name' });
    // Another province may have a district of that name.
    const elsewhere = await call(t.app, admin.token, 'POST', DISTRICTS, {
      locationId: far.id,
      name: 'Sen Sok',
      nameKh: 'សែនសុខ',
    });
    expect(elsewhere.status).toBe(201);
    for (const [body, field] of [
      [{ locationId: near.id, name: 'X' }, 'nameKh'],
      [{ locationId: near.id, name: '  ', nameKh: 'ក' }, 'name'],
      [{ locationId: 999_999, name: 'Nowhere', nameKh: 'គ្មាន' }, 'locationId'],
    ] as const) {
      const refused = await call(t.app, admin.token, 'POST', DISTRICTS, body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(field);
    }
    const listed = await call(t.app, supplier.token, 'GET', `${DISTRICTS}?locationId=${near.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { name: string }) => row.name)).toEqual(['Sen Sok', 'Toul Kork']);
    expect(
      (await call(t.app, supplier.token, 'POST', DISTRICTS, { locationId: near.id, name: 'Y', nameKh: 'យ' })).status,
    ).toBe(403);
    const renamed = await call(t.app, admin.token, 'PUT', `${DISTRICTS}/${made.body.data.id}`, { nameKh: 'ខណ្ឌសែនសុខ' });
    expect(renamed.body.data.nameKh).toBe('ខណ្ឌសែនសុខ');
    expect((await call(t.app, admin.token, 'DELETE', `${DISTRICTS}/${made.body.data.id}`)).status).toBe(200);
    const audit = await rows<{ action: string }>(
      `select action from audit_entry where entity = 'district' and entity_id = $1 order by id`,
      [made.body.data.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('named by a zone stay: no delete, no move to another province; a renamed district renames the zone', async () => {
    const inUse = await call(t.app, admin.token, 'DELETE', `${DISTRICTS}/${toulKork}`);
    expect(inUse.status).toBe(409);
    const moved = await call(t.app, admin.token, 'PUT', `${DISTRICTS}/${toulKork}`, { locationId: far.id });
    expect(moved.body).toMatchObject({ field: 'locationId' });
    expect(moved.status).toBe(409);
    const renamed = await call(t.app, admin.token, 'PUT', `${DISTRICTS}/${toulKork}`, { name: 'Tuol Kouk' });
    expect(renamed.status).toBe(200);
    const lines = [{ stockId: b.stockId, quantity: 1 }];
    const answer = (await quote({ locationId: near.id, district: 'tuol kouk', lines })).json().data;
    expect(answer.zone).toMatchObject({ district: 'Tuol Kouk', districtKh: 'ទួលគោក' });
    await call(t.app, admin.token, 'PUT', `${DISTRICTS}/${toulKork}`, { name: 'Toul Kork' });
    expect(farDistrict).toBeGreaterThan(0);
  });
});
