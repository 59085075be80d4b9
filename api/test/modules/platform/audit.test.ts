// The audit trail: an entry and the write it describes commit or roll back together; entries cannot be changed;
// the admins' list filters by person, entity and time; a supplier reads only its own records' history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../../src/modules/platform/audit-context.ts';
import { UnitType } from '../../../src/modules/catalog/unit-type.entity.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';
import { arrangeStock } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let supplierA: TestAccount;
let supplierB: TestAccount;
let supplierIds: number[];
const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const count = (sql: string, params: unknown[] = []) =>
  withDatabase(t.databaseUrl, async (db) => (await db.query(sql, params)).rows[0].n as number);

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  supplierIds = await withDatabase(t.databaseUrl, async (db) =>
    (await db.query('select id from supplier order by id limit 2')).rows.map((r) => r.id as number),
  );
  supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: supplierIds[0]! });
  supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: supplierIds[1]! });
});
afterAll(() => t?.close());

describe('audit trail', () => {
  it('rolls the entry back with its write when the transaction fails after the flush', async () => {
    const em = t.app.orm.em.fork();
    await expect(
      runAs({ id: admin.id, type: 'ADMIN' }, () =>
        em.transactional(async (tx) => {
          tx.create(UnitType, { name: 'Rolled back' });
          await tx.flush();
          throw new Error('something later in the same use case failed');
        }),
      ),
    ).rejects.toThrow('something later');
    expect(await count("select count(*)::int as n from unit_type where name = 'Rolled back'")).toBe(0);
    expect(
      await count(
        "select count(*)::int as n from audit_entry where entity = 'unit-type' and changes::text like '%Rolled back%'",
      ),
    ).toBe(0);
  });

  it('commits both together, and a failing entry takes its write down with it (nothing saved)', async () => {
    const ok = await call('POST', '/api/backend/unit-type', admin.token, { name: 'Committed' });
    expect(ok.statusCode).toBe(201);
    expect(
      await count(
        "select count(*)::int as n from audit_entry where entity = 'unit-type' and entity_id = $1 and action = 'create'",
        [ok.json().data.id],
      ),
    ).toBe(1);

    await withDatabase(t.databaseUrl, (db) =>
      db.query("alter table audit_entry add constraint test_refuse check (entity <> 'unit-type') not valid"),
    );
    try {
      const refused = await call('POST', '/api/backend/unit-type', admin.token, { name: 'Never stored' });
      expect(refused.statusCode).toBe(500);
      expect(await count("select count(*)::int as n from unit_type where name = 'Never stored'")).toBe(0);
    } finally {
      await withDatabase(t.databaseUrl, (db) => db.query('alter table audit_entry drop constraint test_refuse'));
    }
  });

  it('is append-only in the database itself', async () => {
    await call('POST', '/api/backend/unit-type', admin.token, { name: 'Kept' });
    await expect(
      withDatabase(t.databaseUrl, (db) => db.query('update audit_entry set note = $1', ['rewritten'])),
    ).rejects.toThrow(/append-only/);
    await expect(withDatabase(t.databaseUrl, (db) => db.query('delete from audit_entry'))).rejects.toThrow(
      /append-only/,
    );
  });

  it('records status-like changes by their name (enable/disable of a currency)', async () => {
    const created = await call('POST', '/api/backend/currency', admin.token, {
      code: 'THB',
      name: 'Baht',
      symbol: '฿',
      rate: '35.5',
    });
    const id = created.json().data.id as number;
    await call('PUT', `/api/backend/currency/${id}`, admin.token, { active: false });
    const history = (await call('GET', `/api/backend/audit/currency/${id}`, admin.token)).json().data as {
      action: string;
      changes: unknown[];
    }[];
    expect(history.map((e) => e.action)).toEqual(['disable', 'create']);
    expect(history[0]!.changes).toEqual([{ field: 'active', from: true, to: false }]);
  });

  it('lists for admins by actor, entity, id and time; refuses suppliers', async () => {
    const before = new Date().toISOString();
    const made = await call('POST', '/api/backend/year', admin.token, { value: 2099 });
    const id = made.json().data.id as number;
    const mine = await call(
      'GET',
      `/api/backend/audit?actor=${admin.id}&entity=year&entityId=${id}&from=${before}`,
      admin.token,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toHaveLength(1);
    expect(mine.json().data[0]).toMatchObject({
      entity: 'year',
      entityId: id,
      action: 'create',
      actor: { id: admin.id, type: 'ADMIN' },
    });
    const later = await call('GET', `/api/backend/audit?entity=year&to=${before}`, admin.token);
    expect(later.json().data.filter((e: { entityId: number }) => e.entityId === id)).toEqual([]);
    expect((await call('GET', '/api/backend/audit', supplierA.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/backend/audit?from=yesterday', admin.token)).statusCode).toBe(400);
  });

  it("shows a supplier its own store's history and 404 for another's", async () => {
    const store = await withDatabase(
      t.databaseUrl,
      async (db) =>
        (await db.query('select id from store where supplier_id = $1', [supplierIds[0]])).rows[0].id as number,
    );
    const changed = await call('PUT', `/api/backend/store/supplier/${supplierIds[0]}`, supplierA.token, {
      name: 'Renamed store',
    });
    expect(changed.statusCode).toBe(200);
    const own = await call('GET', `/api/backend/audit/store/${store}`, supplierA.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data[0]).toMatchObject({ action: 'update', actor: { id: supplierA.id } });
    expect((await call('GET', `/api/backend/audit/store/${store}`, supplierB.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/backend/audit/unit-type/1`, supplierB.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/backend/audit/store/${store}`, admin.token)).json().data.length).toBeGreaterThan(0);
  });
});

describe('audit of the back-office writes outside the helper', () => {
  it('records an account switched off, an order placed and moved with its note, and the stock it took', async () => {
    const target = await createAccount(t.app, { type: 'CUSTOMER' });
    const customer = await createAccount(t.app, { type: 'CUSTOMER' });
    const disabled = await call('PUT', `/api/backend/user/enable-or-disable/${target.id}`, admin.token, {
      enabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    await call('PUT', `/api/backend/user/enable-or-disable/${target.id}`, admin.token, { enabled: true });
    const userHistory = (await call('GET', `/api/backend/audit/user/${target.id}`, admin.token)).json().data as {
      action: string;
      changes: { field: string }[];
    }[];
    expect(userHistory.map((e) => e.action)).toEqual(['enable', 'disable']);
    expect(userHistory.flatMap((e) => e.changes.map((c) => c.field))).toEqual(['enabled', 'enabled']);

    const stock = await arrangeStock(t.databaseUrl, {
      quantity: 10,
      price: '5.00',
      dealerPrice: '4.00',
      supplierId: supplierIds[0],
    });
    const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
    await call('POST', '/api/frontend/user-location', customer.token, {
      locationId: province,
      label: 'Home',
      address: 'Street 1',
    });
    await call('POST', '/api/frontend/cart', customer.token, { stockId: stock.stockId, quantity: 2 });
    const placed = await call('POST', '/api/frontend/order', customer.token, {
      paymentMethod: 'CASH',
      shippingOption: 'Ground Way',
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.id as number;
    expect(
      (await call('PUT', `/api/backend/order/accepted/${orderId}`, supplierA.token, { note: 'Packed today' }))
        .statusCode,
    ).toBe(200);

    const orderHistory = (await call('GET', `/api/backend/audit/order/${orderId}`, supplierA.token)).json().data as {
      action: string;
      note: string | null;
      actor: { id: number };
      changes: unknown[];
    }[];
    expect(orderHistory.map((e) => [e.action, e.actor.id, e.note])).toEqual([
      ['status', supplierA.id, 'Packed today'],
      ['create', customer.id, null],
    ]);
    expect(orderHistory[0]!.changes).toEqual([{ field: 'status', from: 'PENDING', to: 'ACCEPTED' }]);
    expect((await call('GET', `/api/backend/audit/order/${orderId}`, supplierB.token)).statusCode).toBe(404);
    const stockHistory = (await call('GET', `/api/backend/audit/stock/${stock.stockId}`, supplierA.token)).json()
      .data as { action: string; changes: unknown[] }[];
    expect(stockHistory[0]).toMatchObject({ action: 'stock', changes: [{ field: 'quantity', from: 10, to: 8 }] });
  });
});

describe('CSV export', () => {
  it('answers a list as CSV with its filters, for ?format=csv and for Accept: text/csv', async () => {
    for (const name of ['Csv one', 'Csv, "two"', '=cmd()'])
      await call('POST', '/api/backend/unit-type', admin.token, { name });
    const byParam = await call('GET', '/api/backend/unit-type?format=csv&search=csv&sort=name', admin.token);
    expect(byParam.statusCode).toBe(200);
    expect(byParam.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byParam.headers['content-disposition']).toBe('attachment; filename="unit-type.csv"');
    const lines = byParam.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,createdAt,updatedAt,name,nameKh');
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['Csv one', '"Csv']);
    expect(lines[2]).toContain('"Csv, ""two"""');
    const byAccept = await t.app.inject({
      method: 'GET',
      url: '/api/backend/unit-type?search=cmd',
      headers: { ...bearer(admin.token), accept: 'text/csv' },
    });
    expect(byAccept.body).toContain(",'=cmd(),");
  });

  it('exports every row past one batch, in order (the cursor reads 1000 at a time)', async () => {
    await withDatabase(t.databaseUrl, (db) =>
      db.query(
        `insert into audit_entry (at, actor_id, actor_type, entity, entity_id, action, changes)
         select now() - make_interval(secs => g), $1, 'ADMIN', 'bulk', g, 'update', '[]'::jsonb from generate_series(1, 2500) g`,
        [admin.id],
      ),
    );
    const csv = await call('GET', '/api/backend/audit?entity=bulk&format=csv', admin.token);
    const rows = csv.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(2500);
    expect(rows[0]).toContain(`,bulk,1,update,`);
    expect(rows[2499]).toContain(`,bulk,2500,update,`);
  });
});
