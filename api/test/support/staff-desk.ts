// The set-up a back-office resource's tests share: the file's app with an admin, a supplier account (of the first
// seeded supplier) and a customer, to try who may do what.
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './app.ts';
import { call as callWith } from './commerce.ts';
import { createAccount, type TestAccount } from './identity.ts';

export interface StaffDesk {
  t: TestApp;
  admin: TestAccount;
  supplier: TestAccount;
  customer: TestAccount;
}

/**
 * Starts the app and makes the accounts before the file's tests (the desk's fields are set from then on) and closes
 * the app after them. `call` answers a request's status and parsed body, sent with the admin's token unless another
 * is given (null: none).
 */
export function staffDesk() {
  const desk = {} as StaffDesk;
  beforeAll(async () => {
    desk.t = await startTestApp();
    desk.admin = await createAccount(desk.t.app, { type: 'ADMIN' });
    desk.supplier = await createAccount(desk.t.app, { type: 'SUPPLIER' });
    desk.customer = await createAccount(desk.t.app, { type: 'CUSTOMER' });
  });
  afterAll(() => desk.t?.close());
  const call = (
    method: Parameters<typeof callWith>[2],
    url: string,
    payload?: object,
    token: string | null = desk.admin.token,
  ) => callWith(desk.t.app, token, method, url, payload);
  return { desk, call };
}
