import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { arrangeStock, call } from '../../support/commerce.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let admin: TestAccount;
let otherAdmin: TestAccount;
let supplier: TestAccount;
let otherSupplier: TestAccount;

beforeAll(async () => {
  t = await startTestApp();
  const stock = await arrangeStock(t.databaseUrl, { quantity: 5, price: '2.00', dealerPrice: '2.00' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
  otherAdmin = await createAccount(t.app, { type: 'SUPER_ADMIN' });
  supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId: stock.supplierId });
  otherSupplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId: stock.supplierId + 1 });
  const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
  const province = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data[0].id as number;
  await call(t.app, shopper.token, 'POST', '/api/frontend/user-location', {
    locationId: province,
    label: 'Home',
    address: 'Street',
  });
  await call(t.app, shopper.token, 'POST', '/api/frontend/cart', { stockId: stock.stockId, quantity: 1 });
  expect(
    (
      await call(t.app, shopper.token, 'POST', '/api/frontend/order', {
        paymentMethod: 'CASH',
        shippingOption: 'Rail Way',
      })
    ).status,
  ).toBe(201);
});
afterAll(() => t?.close());

it('gives admins and the supplier concerned their own new-order notifications, marked seen one, several or all', async () => {
  const count = async (account: TestAccount) =>
    (await call(t.app, account.token, 'GET', '/api/backend/notification/new/count')).body.data.count as number;
  expect(await count(admin)).toBe(1);
  const mine = await call(t.app, supplier.token, 'GET', '/api/backend/notification/supplier/new');
  expect(mine.body.data).toHaveLength(1);
  expect(mine.body.data[0]).toMatchObject({ kind: 'ORDER_PLACED', seen: false });
  expect(
    (await call(t.app, otherSupplier.token, 'GET', '/api/backend/notification/supplier?status=all')).body.data,
  ).toEqual([]);
  const supplierNote = mine.body.data[0].id;
  expect(
    (await call(t.app, otherSupplier.token, 'PUT', `/api/backend/notification/supplier/seen/${supplierNote}`)).status,
  ).toBe(404);
  expect(
    (await call(t.app, supplier.token, 'PUT', `/api/backend/notification/supplier/seen/${supplierNote}`)).status,
  ).toBe(200);
  expect(
    (await call(t.app, supplier.token, 'GET', '/api/backend/notification/supplier?status=old')).body.data,
  ).toHaveLength(1);

  const adminNote = (await call(t.app, admin.token, 'GET', '/api/backend/notification/new')).body.data[0].id;
  expect((await call(t.app, otherAdmin.token, 'PUT', `/api/backend/notification/${adminNote}`)).status).toBe(404);
  expect(await count(admin)).toBe(1);
  expect((await call(t.app, admin.token, 'PUT', '/api/backend/notification/seen')).body.data.updated).toBe(1);
  expect(await count(admin)).toBe(0);
  expect(
    (await call(t.app, otherAdmin.token, 'PUT', '/api/backend/notification/multiple', { ids: [adminNote] })).body.data
      .updated,
  ).toBe(0);
  expect(await count(otherAdmin)).toBe(1);
});
