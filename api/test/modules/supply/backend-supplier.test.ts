// Back-office suppliers (/api/backend/supplier) and a supplier's store (/api/backend/store/supplier/:id) on real
// PostgreSQL: creation in one transaction with its store and account, changes, enabling, deletion, bad input
// that changes nothing, and the link between SUPPLIER accounts and suppliers the schema enforces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../../src/modules/identity/user.entity.ts';
import { Stock } from '../../../src/modules/supply/stock.entity.ts';
import { Store } from '../../../src/modules/supply/store.entity.ts';
import { Supplier } from '../../../src/modules/supply/supplier.entity.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { createAccount, seededSupplierIds, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let supplierIds: number[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  supplierIds = await seededSupplierIds(t.app);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: TestAccount | string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: bearer(typeof who === 'string' ? who : who.token),
    ...(payload ? { payload } : {}),
  });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
const counts = async () => {
  const em = t.app.orm.em.fork();
  return {
    suppliers: await em.count(Supplier, {}),
    stores: await em.count(Store, {}),
    users: await em.count(User, {}),
  };
};

let sequence = 0;
function newSupplier(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Kampot Brake Center ${sequence}`,
    nameKh: 'កំពត ហ្វ្រាំង',
    phone: '033 930 100',
    email: `shop${sequence}@kampot-brake.demo`,
    address: 'Riverside Road, Kampot',
    account: { email: `owner${sequence}@kampot-brake.demo`, password: 'Kampot-Brakes-9' },
    ...overrides,
  };
}

describe('POST /api/backend/supplier', () => {
  it('creates the supplier, its store and its SUPPLIER account together; the account signs in and runs it', async () => {
    const body = newSupplier({ store: { name: 'Kampot Brake Center, Riverside' } });
    const created = await call(admin, 'POST', '/api/backend/supplier', body);
    expect(created.statusCode).toBe(201);
    const supplier = created.json().data;
    expect(supplier).toMatchObject({
      name: body.name,
      nameKh: body.nameKh,
      phone: body.phone,
      email: body.email,
      address: body.address,
      enabled: true,
      // Store details not given are the supplier's.
      store: {
        supplierId: supplier.id,
        name: 'Kampot Brake Center, Riverside',
        nameKh: body.nameKh,
        phone: body.phone,
        address: body.address,
        enabled: true,
      },
      accounts: [{ supplierId: supplier.id, name: body.name, email: body.account.email, phone: null, enabled: true }],
    });
    expect((await call(admin, 'GET', `/api/backend/supplier/${supplier.id}`)).json().data).toEqual(supplier);

    const signIn = await login(body.account.email, body.account.password);
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().data.token as string;
    expect((await call(token, 'GET', '/auth/me')).json().data).toMatchObject({
      type: 'SUPPLIER',
      supplierId: supplier.id,
    });
    expect((await call(token, 'GET', '/api/backend/supplier/me')).json().data).toMatchObject({
      supplierId: supplier.id,
    });
    expect((await call(token, 'GET', `/api/backend/store/supplier/${supplier.id}`)).json().data).toEqual(
      supplier.store,
    );
  });

  it('refuses bad input with a 4xx and leaves nothing behind (one transaction)', async () => {
    const before = await counts();
    const taken = newSupplier();
    await call(admin, 'POST', '/api/backend/supplier', taken);
    const afterFirst = await counts();
    expect(afterFirst).toEqual({ suppliers: before.suppliers + 1, stores: before.stores + 1, users: before.users + 1 });

    const refusals: [object, number, string?][] = [
      [{ ...newSupplier(), account: undefined }, 400],
      [{ ...newSupplier(), name: '' }, 400],
      [{ ...newSupplier(), email: 'not-an-e-mail' }, 400],
      [{ ...newSupplier(), phone: 'call me' }, 400],
      [newSupplier({ account: { email: 'fresh@kampot-brake.demo', password: 'short1' } }), 400],
      // The password policy runs inside the transaction, after the supplier row was flushed: rolled back.
      [newSupplier({ account: { email: 'fresh@kampot-brake.demo', password: 'password123' } }), 400, 'WEAK_PASSWORD'],
      // The account's e-mail belongs to somebody else (checked after the supplier and store were flushed).
      [newSupplier({ account: { email: 'admin@parts.demo', password: 'Kampot-Brakes-9' } }), 409],
      [newSupplier({ account: { email: taken.account.email.toUpperCase(), password: 'Kampot-Brakes-9' } }), 409],
      // A taken name is the one 409 DUPLICATE (naming `name`) a check or the database's unique key gives.
      [newSupplier({ name: taken.name }), 409, 'DUPLICATE'],
      [newSupplier({ name: ` ${taken.name} ` }), 409, 'DUPLICATE'],
    ];
    for (const [body, status, code] of refusals) {
      const response = await call(admin, 'POST', '/api/backend/supplier', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (code) expect(response.json().code).toBe(code);
    }
    expect(await counts()).toEqual(afterFirst);
    expect(await t.app.orm.em.fork().count(User, { email: 'fresh@kampot-brake.demo' })).toBe(0);
  });
});

describe('GET /api/backend/supplier', () => {
  it('pages suppliers by name and searches name, Khmer name, e-mail and phone', async () => {
    const page = await call(admin, 'GET', '/api/backend/supplier?page=0&size=2');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(2);
    expect(page.json().pagination).toMatchObject({ page: 0, pageSize: 2 });
    const all = await call(admin, 'GET', '/api/backend/supplier?size=100');
    const names = all.json().data.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(all.json().pagination.totalCount).toBe(names.length);

    const angkor = await call(admin, 'GET', '/api/backend/supplier?q=angkor');
    expect(angkor.json().data).toEqual([
      expect.objectContaining({
        id: supplierIds[0],
        name: 'Angkor Auto Parts',
        accounts: [expect.objectContaining({ email: 'supplier@parts.demo' })],
      }),
    ]);
    expect(
      (await call(admin, 'GET', `/api/backend/supplier?q=${encodeURIComponent('មេគង្គ')}`))
        .json()
        .data.map((s: { id: number }) => s.id),
    ).toEqual([supplierIds[1]]);
    expect(
      (await call(admin, 'GET', '/api/backend/supplier?q=sr-spareparts')).json().data.map((s: { id: number }) => s.id),
    ).toEqual([supplierIds[2]]);
    expect((await call(admin, 'GET', '/api/backend/supplier?q=100%25')).json().data).toEqual([]);
    expect((await call(admin, 'GET', '/api/backend/supplier?size=0')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/backend/supplier?enabled=maybe')).statusCode).toBe(400);
  });

  it('answers 404 for a supplier that does not exist and 400 for an id that is not one', async () => {
    expect((await call(admin, 'GET', '/api/backend/supplier/999999')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/backend/supplier/abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/backend/supplier/:id', () => {
  it("changes a supplier's details and refuses a taken name, an empty body or an unknown id", async () => {
    const supplier = (await call(admin, 'POST', '/api/backend/supplier', newSupplier())).json().data;
    const changed = await call(admin, 'PUT', `/api/backend/supplier/${supplier.id}`, {
      name: 'Kampot Brakes & Clutches',
      phone: '033 930 200',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: supplier.id,
      name: 'Kampot Brakes & Clutches',
      phone: '033 930 200',
      email: supplier.email,
    });

    const snapshot = (await call(admin, 'GET', `/api/backend/supplier/${supplier.id}`)).json().data;
    expect(
      (await call(admin, 'PUT', `/api/backend/supplier/${supplier.id}`, { name: 'Angkor Auto Parts' })).json(),
    ).toMatchObject({ statusCode: 409, code: 'DUPLICATE', field: 'name' });
    expect((await call(admin, 'PUT', `/api/backend/supplier/${supplier.id}`, {})).statusCode).toBe(400);
    expect((await call(admin, 'PUT', `/api/backend/supplier/${supplier.id}`, { email: 'nope' })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/api/backend/supplier/999999', { name: 'Ghost' })).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/backend/supplier/${supplier.id}`)).json().data).toEqual(snapshot);
  });
});

describe('a supplier name two requests race for', () => {
  it('goes to one; the others get 409 DUPLICATE naming name, from the check or the unique key', async () => {
    const suppliers = await Promise.all(
      Array.from({ length: 4 }, async () => (await call(admin, 'POST', '/api/backend/supplier', newSupplier())).json()),
    );
    const answers = await Promise.all(
      suppliers.map(({ data }) =>
        call(admin, 'PUT', `/api/backend/supplier/${data.id as number}`, { name: 'Raced For Motors' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(answer.json()).toMatchObject({ statusCode: 409, code: 'DUPLICATE', field: 'name' });
    }
  });
});

describe('PUT /api/backend/supplier/enable/:id', () => {
  it('disabling a supplier disables its accounts (tokens stop, sign-in refused); enabling lets them sign in again', async () => {
    const body = newSupplier();
    const supplier = (await call(admin, 'POST', '/api/backend/supplier', body)).json().data;
    const token = (await login(body.account.email, body.account.password)).json().data.token as string;

    const disabled = await call(admin, 'PUT', `/api/backend/supplier/enable/${supplier.id}`, { enabled: false });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({
      enabled: false,
      accounts: [expect.objectContaining({ enabled: false })],
    });
    expect((await call(token, 'GET', '/api/backend/supplier/me')).statusCode).toBe(401);
    expect((await login(body.account.email, body.account.password)).statusCode).toBe(401);

    // Its account cannot be switched back on alone while the supplier is off.
    const accountId = disabled.json().data.accounts[0].id as number;
    expect(
      (await call(admin, 'PUT', `/api/backend/user/enable-or-disable/${accountId}`, { enabled: true })).statusCode,
    ).toBe(409);
    expect((await login(body.account.email, body.account.password)).statusCode).toBe(401);

    // Without a body it toggles.
    const enabled = await call(admin, 'PUT', `/api/backend/supplier/enable/${supplier.id}`);
    expect(enabled.json().data).toMatchObject({
      enabled: true,
      accounts: [expect.objectContaining({ enabled: true })],
    });
    expect((await call(token, 'GET', '/api/backend/supplier/me')).statusCode).toBe(401);
    expect((await login(body.account.email, body.account.password)).statusCode).toBe(200);

    expect(
      (await call(admin, 'PUT', `/api/backend/supplier/enable/${supplier.id}`, { enabled: 'no' })).statusCode,
    ).toBe(400);
    expect((await call(admin, 'PUT', '/api/backend/supplier/enable/999999', { enabled: false })).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/backend/supplier/${supplier.id}`)).json().data.enabled).toBe(true);
  });
});

describe('DELETE /api/backend/supplier/:id', () => {
  it('deletes a supplier that holds no stock, with its store and accounts, so its e-mail can be used again', async () => {
    const body = newSupplier();
    const supplier = (await call(admin, 'POST', '/api/backend/supplier', body)).json().data;
    const token = (await login(body.account.email, body.account.password)).json().data.token as string;
    const removed = await call(admin, 'DELETE', `/api/backend/supplier/${supplier.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/backend/supplier/${supplier.id}`)).statusCode).toBe(404);
    expect(await t.app.orm.em.fork().count(Store, { supplier: supplier.id })).toBe(0);
    expect((await call(token, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await call(admin, 'DELETE', `/api/backend/supplier/${supplier.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/backend/supplier', body)).statusCode).toBe(201);
  });

  it('refuses (409) to delete a supplier whose store holds stock, and changes nothing', async () => {
    const em = t.app.orm.em.fork();
    const angkor = supplierIds[0]!;
    const stock = await em.count(Stock, { store: { supplier: angkor } });
    expect(stock).toBeGreaterThan(0);
    const before = await counts();
    const refused = await call(admin, 'DELETE', `/api/backend/supplier/${angkor}`);
    expect(refused.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    expect(await t.app.orm.em.fork().count(Stock, { store: { supplier: angkor } })).toBe(stock);
    expect((await login('supplier@parts.demo', 'Supplier-1234')).statusCode).toBe(200);
  });
});

describe("a supplier's store (/api/backend/store/supplier/:id)", () => {
  it('a supplier reads and changes its own store; another supplier gets 404 and changes nothing; admins read any', async () => {
    const [a, b] = supplierIds as [number, number];
    const supplierA = await createAccount(t.app, { type: 'SUPPLIER', supplierId: a });
    const supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: b });
    const own = await call(supplierA, 'GET', `/api/backend/store/supplier/${a}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ supplierId: a, name: 'Angkor Auto Parts, Tuol Tumpung' });

    expect((await call(supplierB, 'GET', `/api/backend/store/supplier/${a}`)).statusCode).toBe(404);
    expect((await call(supplierB, 'PUT', `/api/backend/store/supplier/${a}`, { name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await call(supplierA, 'PUT', `/api/backend/store/supplier/${a}`, {})).statusCode).toBe(400);
    expect((await call(supplierA, 'PUT', `/api/backend/store/supplier/${a}`, { phone: 'ring ring' })).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'GET', `/api/backend/store/supplier/${a}`)).json().data).toEqual(own.json().data);

    const changed = await call(supplierA, 'PUT', `/api/backend/store/supplier/${a}`, {
      name: 'Angkor Auto Parts, Street 271',
      address: null,
    });
    expect(changed.json().data).toMatchObject({
      id: own.json().data.id,
      name: 'Angkor Auto Parts, Street 271',
      address: null,
      phone: own.json().data.phone,
    });
    expect((await call(admin, 'GET', `/api/backend/store/supplier/${b}`)).json().data.name).toBe(
      'Mekong Motor Supply, Russey Keo',
    );
    expect((await call(admin, 'GET', '/api/backend/store/supplier/999999')).statusCode).toBe(404);
  });

  it('keeps suppliers out of the supplier list and records (admin only), so they see only their own via /me', async () => {
    const supplierB = await createAccount(t.app, { type: 'SUPPLIER', supplierId: supplierIds[1] });
    for (const url of ['/api/backend/supplier', `/api/backend/supplier/${supplierIds[0]}`]) {
      expect((await call(supplierB, 'GET', url)).statusCode).toBe(403);
    }
    expect(
      (await call(supplierB, 'PUT', `/api/backend/supplier/${supplierIds[0]}`, { name: 'Taken' })).statusCode,
    ).toBe(403);
    expect((await call(supplierB, 'GET', '/api/backend/supplier/me')).json().data.supplierId).toBe(supplierIds[1]);
  });
});

describe('the link between SUPPLIER accounts and suppliers', () => {
  it('makes the demo supplier account run the first seeded supplier', async () => {
    const demo = await t.app.orm.em.fork().findOneOrFail(User, { email: 'supplier@parts.demo' });
    expect(demo.supplierId).toBe(supplierIds[0]);
    expect((await t.app.orm.em.fork().findOneOrFail(Supplier, { id: supplierIds[0]! })).name).toBe('Angkor Auto Parts');
  });

  it('refuses in the database a SUPPLIER account without a real supplier, and a supplier id on any other account', async () => {
    const attempts: [string, number | null][] = [
      ['SUPPLIER', null],
      ['SUPPLIER', 999999],
      ['CUSTOMER', supplierIds[0]!],
    ];
    for (const [type, supplierId] of attempts) {
      const em = t.app.orm.em.fork();
      em.create(User, {
        type: type as 'SUPPLIER',
        name: 'Orphan',
        email: `orphan-${type}-${supplierId}@test.parts`,
        supplierId,
      });
      await expect(em.flush(), `${type} ${supplierId}`).rejects.toThrow(/supplier_id/);
    }
    const em = t.app.orm.em.fork();
    await expect(em.nativeDelete(Supplier, { id: supplierIds[1]! })).rejects.toThrow();
  });
});
