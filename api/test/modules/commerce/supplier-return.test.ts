// Supplier stock returns on real PostgreSQL: the stock and its history add up (take and give-back), a return of
// more than the stock holds is refused naming what is available, returns and orders racing for the last units
// never take the stock below zero, and a supplier handles only its own stocks and returns (others: 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock, call, orderBookProblems, stockQuantity, type StockFixture } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let a: StockFixture;
let b: StockFixture;

const returnCount = () =>
  withDatabase(t.databaseUrl, async (db) =>
    Number((await db.query('select count(*) from supplier_return_stock')).rows[0].count),
  );
const history = (stockId: number) =>
  withDatabase(
    t.databaseUrl,
    async (db) =>
      (
        await db.query(
          'select quantity_before, quantity_after, reason, note, note_code, note_facts from stock_history where stock_id = $1 order by id',
          [stockId],
        )
      ).rows,
  );
const makeReturn = (account: TestAccount, body: object) =>
  call(t.app, account.token, 'POST', '/api/backend/supplier-return-stock', body);
/** Sets a stock's quantity as an adjustment would, history row included, so the stock book stays whole. */
const setQuantity = (stockId: number, quantity: number) =>
  withDatabase(t.databaseUrl, (db) =>
    db.query(
      `with old as (select quantity from stock where id = $1 for update), changed as (update stock set quantity = $2 where id = $1)
       insert into stock_history (stock_id, quantity_before, quantity_after, reason, note, created_at) select $1, old.quantity, $2, 'ADJUSTMENT', 'test', now() from old`,
      [stockId, quantity],
    ),
  );

async function shopperWithAddress(): Promise<TestAccount> {
  const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street 1',
  });
  return shopper;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  a = await arrangeStock(t.databaseUrl, { quantity: 50, price: '10.00', dealerPrice: '9.00' });
  b = await arrangeStock(t.databaseUrl, {
    quantity: 50,
    price: '3.00',
    dealerPrice: '2.00',
    skipSuppliers: [a.supplierId],
  });
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a.supplierId });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b.supplierId });
});
afterAll(() => t?.close());

describe('supplier stock returns', () => {
  it('takes the units of the chosen unit out with a history row; deleting the return puts them back with history', async () => {
    await setQuantity(a.stockId, 50);
    const before = (await history(a.stockId)).length;
    const made = await makeReturn(supplierA, {
      stockId: a.stockId,
      itemUnitId: a.packUnitId,
      quantity: 2,
      reason: ' Damaged in transit ',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const taken = 2 * a.packFactor;
    expect(made.body.data).toMatchObject({
      stockId: a.stockId,
      supplier: { id: a.supplierId },
      unit: { id: a.packUnitId, factor: a.packFactor },
      quantity: 2,
      baseQuantity: taken,
      reason: 'Damaged in transit',
      stockQuantity: 50 - taken,
      createdBy: { id: supplierA.id },
      // The system's note is a code with facts, worded by the page in the reader's language.
      history: [
        {
          quantityBefore: 50,
          quantityAfter: 50 - taken,
          reason: 'RETURN',
          note: null,
          noteCode: 'SUPPLIER_RETURN',
          noteFacts: { returnId: id },
        },
      ],
    });
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(50 - taken);

    const mine = await call(t.app, supplierA.token, 'GET', '/api/backend/supplier-return-stock/supplier');
    expect(mine.body.data.map((r: { id: number }) => r.id)).toContain(id);
    const all = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/supplier-return-stock?supplierId=${a.supplierId}&stockId=${a.stockId}`,
    );
    expect(all.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(all.body.pagination).toMatchObject({ totalCount: 1 });

    expect((await call(t.app, supplierA.token, 'DELETE', `/api/backend/supplier-return-stock/${id}`)).status).toBe(200);
    expect((await call(t.app, supplierA.token, 'GET', `/api/backend/supplier-return-stock/${id}`)).status).toBe(404);
    expect((await call(t.app, supplierA.token, 'DELETE', `/api/backend/supplier-return-stock/${id}`)).status).toBe(404);
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(50);
    expect((await history(a.stockId)).slice(before)).toEqual([
      {
        quantity_before: 50,
        quantity_after: 50 - taken,
        reason: 'RETURN',
        note: null,
        note_code: 'SUPPLIER_RETURN',
        note_facts: { returnId: id },
      },
      {
        quantity_before: 50 - taken,
        quantity_after: 50,
        reason: 'RETURN',
        note: null,
        note_code: 'SUPPLIER_RETURN_DELETED',
        note_facts: { returnId: id },
      },
    ]);
    // The return and the stock's quantity changes are in the audit trail.
    const audit = await call(
      t.app,
      admin.token,
      'GET',
      `/api/backend/audit?entity=supplier-return-stock&entityId=${id}`,
    );
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    const stockAudit = await call(t.app, admin.token, 'GET', `/api/backend/audit?entity=stock&entityId=${a.stockId}`);
    expect(
      stockAudit.body.data
        .slice(0, 2)
        .map((e: { noteCode: string; noteFacts: object }) => ({ code: e.noteCode, facts: e.noteFacts })),
    ).toEqual([
      { code: 'SUPPLIER_RETURN_DELETED', facts: { returnId: id } },
      { code: 'SUPPLIER_RETURN', facts: { returnId: id } },
    ]);
  });

  it('refuses more than the stock holds, naming what is available; nothing is written', async () => {
    await setQuantity(a.stockId, 2 * a.packFactor + 1);
    const count = await returnCount();
    const over = await makeReturn(supplierA, {
      stockId: a.stockId,
      itemUnitId: a.packUnitId,
      quantity: 3,
      reason: 'Recall',
    });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'RETURN_EXCEEDS_STOCK',
      field: 'quantity',
      available: 2 * a.packFactor + 1,
      availableInUnit: 2,
    });
    expect(await returnCount()).toBe(count);
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(2 * a.packFactor + 1);
    // Everything there is may go back.
    const all = await makeReturn(supplierA, {
      stockId: a.stockId,
      itemUnitId: a.baseUnitId,
      quantity: 2 * a.packFactor + 1,
      reason: 'Recall',
    });
    expect(all.status).toBe(201);
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(0);
    expect(
      (await makeReturn(supplierA, { stockId: a.stockId, itemUnitId: a.baseUnitId, quantity: 1, reason: 'Recall' }))
        .body,
    ).toMatchObject({ available: 0 });
  });

  it("keeps a supplier to its own stocks and returns (another's: 404); admins see every supplier's", async () => {
    await setQuantity(a.stockId, 20);
    const id = (
      await makeReturn(admin, { stockId: a.stockId, itemUnitId: a.baseUnitId, quantity: 1, reason: 'Wrong part' })
    ).body.data.id as number;
    const count = await returnCount();
    expect(
      (await makeReturn(supplierB, { stockId: a.stockId, itemUnitId: a.baseUnitId, quantity: 1, reason: 'Not mine' }))
        .status,
    ).toBe(404);
    expect((await call(t.app, supplierB.token, 'GET', `/api/backend/supplier-return-stock/${id}`)).status).toBe(404);
    expect((await call(t.app, supplierB.token, 'DELETE', `/api/backend/supplier-return-stock/${id}`)).status).toBe(404);
    expect(await returnCount()).toBe(count);
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(19);
    const listB = await call(
      t.app,
      supplierB.token,
      'GET',
      `/api/backend/supplier-return-stock/supplier?supplierId=${a.supplierId}`,
    );
    expect(listB.body.data.every((r: { supplier: { id: number } }) => r.supplier.id === b.supplierId)).toBe(true);
    expect(
      (await call(t.app, supplierA.token, 'GET', `/api/backend/supplier-return-stock/${id}`)).body.data.createdBy,
    ).toMatchObject({ id: admin.id });
  });

  it('exports the filtered list as CSV; a supplier exports only its own', async () => {
    await setQuantity(a.stockId, 20);
    await setQuantity(b.stockId, 20);
    const idA = (
      await makeReturn(supplierA, {
        stockId: a.stockId,
        itemUnitId: a.baseUnitId,
        quantity: 2,
        reason: 'Damaged, in CSV',
      })
    ).body.data.id as number;
    const idB = (
      await makeReturn(supplierB, { stockId: b.stockId, itemUnitId: b.baseUnitId, quantity: 1, reason: 'Wrong part' })
    ).body.data.id as number;
    const csv = async (account: TestAccount, url: string) => {
      const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${account.token}` } });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toContain('text/csv');
      return answer.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const all = await csv(admin, `/api/backend/supplier-return-stock?supplierId=${a.supplierId}&format=csv`);
    expect(all[0]).toBe('id,createdAt,partNumber,item,supplier,quantity,unit,baseQuantity,reason,createdBy');
    const rowA = all.find((line) => line.startsWith(`${idA},`));
    expect(rowA).toContain('"Damaged, in CSV"');
    expect(all.some((line) => line.startsWith(`${idB},`))).toBe(false);
    const asB = await csv(
      supplierB,
      `/api/backend/supplier-return-stock/supplier?supplierId=${a.supplierId}&format=csv`,
    );
    expect(asB.some((line) => line.startsWith(`${idB},`))).toBe(true);
    expect(asB.some((line) => line.startsWith(`${idA},`))).toBe(false);
  });

  it('bad input is a 400 naming the field, nothing written', async () => {
    await setQuantity(a.stockId, 20);
    const count = await returnCount();
    const otherItemUnit = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select id from item_unit where item_id <> $1 order by id limit 1', [a.itemId])).rows[0]
          .id as number,
    );
    for (const [payload, field] of [
      [{ stockId: a.stockId, itemUnitId: a.baseUnitId, quantity: 0, reason: 'x' }, 'quantity'],
      [{ stockId: a.stockId, itemUnitId: a.baseUnitId, quantity: -2, reason: 'x' }, 'quantity'],
      [{ stockId: a.stockId, itemUnitId: a.baseUnitId, quantity: 1, reason: '  ' }, 'reason'],
      [{ stockId: a.stockId, itemUnitId: a.baseUnitId, quantity: 1 }, 'reason'],
      [{ stockId: a.stockId, itemUnitId: otherItemUnit, quantity: 1, reason: 'x' }, 'itemUnitId'],
      [{ itemUnitId: a.baseUnitId, quantity: 1, reason: 'x' }, 'stockId'],
    ] as const) {
      const refused = await makeReturn(admin, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.field ?? refused.body.message, JSON.stringify(payload)).toContain(field);
    }
    expect(
      (await makeReturn(admin, { stockId: 2_147_483_000, itemUnitId: a.baseUnitId, quantity: 1, reason: 'x' })).status,
    ).toBe(404);
    expect(await returnCount()).toBe(count);
    expect(await stockQuantity(t.databaseUrl, a.stockId)).toBe(20);
  });

  it('returns and orders racing for the last units never take the stock below zero; stock and history add up', async () => {
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => shopperWithAddress()));
    for (const shopper of shoppers)
      expect(
        (await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: b.stockId, quantity: 1 })).status,
      ).toBe(201);
    await setQuantity(b.stockId, 4);
    // Eight claims on four units: four one-unit orders and four one-unit returns, all at once.
    const answers = await Promise.all([
      ...shoppers.map((shopper) =>
        call(t.app, shopper.token, 'POST', '/api/frontend/order', {
          paymentMethod: 'CASH',
          shippingOption: 'Ground Way',
        }),
      ),
      ...[1, 2, 3, 4].map(() =>
        makeReturn(supplierB, { stockId: b.stockId, itemUnitId: b.baseUnitId, quantity: 1, reason: 'Race' }),
      ),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(await stockQuantity(t.databaseUrl, b.stockId)).toBe(0);
    const rows = await history(b.stockId);
    const last = rows.at(-1)!;
    expect(last.quantity_after).toBe(0);
    expect(rows.every((row) => row.quantity_after >= 0)).toBe(true);
    expect(rows.slice(-4).reduce((sum, row) => sum + row.quantity_before - row.quantity_after, 0)).toBe(4);
    expect(await orderBookProblems(t.databaseUrl)).toEqual([]);
  });
});
