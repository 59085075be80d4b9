import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { createAccount, reload, seededSupplierIds, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let superAdmin: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await createAccount(t.app, { type: 'SUPER_ADMIN' });
  admin = await createAccount(t.app, { type: 'ADMIN' });
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (who: TestAccount, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const meStatus = async (who: TestAccount) =>
  (await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(who.token) })).statusCode;

describe('GET /api/backend/user', () => {
  it('pages accounts newest first and filters by type, status, approval and text', async () => {
    const dealer = await createAccount(t.app, { type: 'DEALER', name: 'Filter Dealer Waiting' });
    await createAccount(t.app, { type: 'DEALER', name: 'Filter Dealer Approved', dealerApproved: true });
    const gone = await createAccount(t.app, { type: 'CUSTOMER', name: 'Filter Gone' });
    await call(admin, 'DELETE', `/api/backend/user/${gone.id}`);

    const page = await call(admin, 'GET', '/api/backend/user?page=0&size=2');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(2);
    expect(page.json().pagination).toMatchObject({ page: 0, pageSize: 2 });
    expect(page.json().pagination.totalCount).toBeGreaterThanOrEqual(5);

    const waiting = await call(admin, 'GET', '/api/backend/user?type=DEALER&dealerApproved=false');
    expect(waiting.json().data.map((u: { id: number }) => u.id)).toEqual([dealer.id]);
    expect(waiting.json().data[0]).toMatchObject({
      type: 'DEALER',
      dealerApproved: false,
      enabled: true,
      hasPassword: true,
      socialProviders: [],
      deletedAt: null,
    });

    const search = await call(admin, 'GET', '/api/backend/user?q=filter%20dealer');
    expect(
      search
        .json()
        .data.map((u: { name: string }) => u.name)
        .sort(),
    ).toEqual(['Filter Dealer Approved', 'Filter Dealer Waiting']);
    const deleted = await call(admin, 'GET', '/api/backend/user?status=deleted');
    expect(deleted.json().data.map((u: { id: number }) => u.id)).toEqual([gone.id]);
    expect((await call(admin, 'GET', '/api/backend/user?q=%25')).json().data).toEqual([]);
    // The kit's list sends `search`; `group=shopper` keeps to customers, users and dealers (the people screen).
    const kitSearch = await call(admin, 'GET', '/api/backend/user?search=filter%20dealer&group=shopper');
    expect(
      kitSearch
        .json()
        .data.map((u: { name: string }) => u.name)
        .sort(),
    ).toEqual(['Filter Dealer Approved', 'Filter Dealer Waiting']);
    const shoppers = await call(admin, 'GET', '/api/backend/user?group=shopper&size=100');
    expect(shoppers.json().data.every((u: { type: string }) => ['CUSTOMER', 'USER', 'DEALER'].includes(u.type))).toBe(
      true,
    );
    expect(shoppers.json().data.map((u: { id: number }) => u.id)).not.toContain(admin.id);
    expect((await call(admin, 'GET', '/api/backend/user?group=shopper&type=ADMIN')).json().data).toEqual([]);
    expect((await call(admin, 'GET', '/api/backend/user?group=staff')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/backend/user?status=whatever')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/backend/user?size=1000')).statusCode).toBe(400);
  });

  it('lists admin accounts at /admin and one account at /:id (404 when unknown)', async () => {
    const admins = await call(admin, 'GET', '/api/backend/user/admin?size=100');
    const types = new Set(admins.json().data.map((u: { type: string }) => u.type));
    expect([...types].every((type) => ['ADMIN', 'SUPER_ADMIN', 'DEVELOPER'].includes(type as string))).toBe(true);
    expect(admins.json().data.map((u: { id: number }) => u.id)).toContain(admin.id);
    expect((await call(admin, 'GET', `/api/backend/user/${superAdmin.id}`)).json().data.type).toBe('SUPER_ADMIN');
    expect((await call(admin, 'GET', '/api/backend/user/999999')).statusCode).toBe(404);
  });
});

describe('changing accounts', () => {
  it("changes a shopper's details and type; a type change clears dealer approval", async () => {
    const dealer = await createAccount(t.app, { type: 'DEALER', dealerApproved: true });
    const response = await call(admin, 'PUT', `/api/backend/user/${dealer.id}`, {
      name: 'Now a customer',
      type: 'CUSTOMER',
    });
    expect(response.json().data).toMatchObject({ name: 'Now a customer', type: 'CUSTOMER', dealerApproved: false });
    expect((await call(admin, 'PUT', `/api/backend/user/${dealer.id}`, { type: 'ADMIN' })).statusCode).toBe(400);
  });

  it('approves a dealer, and refuses to approve a customer', async () => {
    const dealer = await createAccount(t.app, { type: 'DEALER' });
    const approved = await call(admin, 'PUT', `/api/backend/user/dealer/${dealer.id}`, {});
    expect(approved.json().data).toMatchObject({ type: 'DEALER', dealerApproved: true });
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(dealer.token) });
    expect(me.json().data.dealerApproved).toBe(true);
    expect(
      (await call(admin, 'PUT', `/api/backend/user/dealer/${dealer.id}`, { approved: false })).json().data
        .dealerApproved,
    ).toBe(false);
    const customer = await createAccount(t.app, { type: 'CUSTOMER' });
    expect((await call(admin, 'PUT', `/api/backend/user/dealer/${customer.id}`, {})).statusCode).toBe(409);
    expect((await reload(t.app, customer.id)).dealerApproved).toBe(false);
  });

  it('disabling revokes tokens and blocks sign-in; enabling does not bring old tokens back', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const disabled = await call(admin, 'PUT', `/api/backend/user/enable-or-disable/${shopper.id}`, { enabled: false });
    expect(disabled.json().data.enabled).toBe(false);
    expect(await meStatus(shopper)).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: shopper.email, password: shopper.password },
    });
    expect(login.statusCode).toBe(401);
    const toggled = await call(admin, 'PUT', `/api/backend/user/enable-or-disable/${shopper.id}`);
    expect(toggled.json().data.enabled).toBe(true);
    expect(await meStatus(shopper)).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: shopper.email, password: shopper.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('soft delete revokes tokens and keeps the row; restore brings the account back', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const deleted = await call(admin, 'DELETE', `/api/backend/user/${shopper.id}`);
    expect(deleted.json().data.deletedAt).toEqual(expect.any(String));
    expect(await meStatus(shopper)).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: shopper.email, password: shopper.password },
        })
      ).statusCode,
    ).toBe(401);
    const restored = await call(admin, 'PUT', `/api/backend/user/restore/${shopper.id}`);
    expect(restored.json().data.deletedAt).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: shopper.email, password: shopper.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('resets a password: the person is signed out and the new password works', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const response = await call(admin, 'PUT', `/api/backend/user/admin/reset-password/${shopper.id}`, {
      password: 'Given-By-Admin-7',
    });
    expect(response.statusCode).toBe(200);
    expect(await meStatus(shopper)).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: shopper.email, password: 'Given-By-Admin-7' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'PUT', `/api/backend/user/admin/reset-password/${shopper.id}`, { password: 'weak' }))
        .statusCode,
    ).toBe(400);
  });

  it('lets an admin change only their own password through admin/change-password', async () => {
    const own = await createAccount(t.app, { type: 'ADMIN' });
    expect(
      (
        await call(own, 'PUT', `/api/backend/user/admin/change-password/${admin.id}`, {
          currentPassword: own.password,
          newPassword: 'Own-Secret-2026',
        })
      ).statusCode,
    ).toBe(403);
    const changed = await call(own, 'PUT', `/api/backend/user/admin/change-password/${own.id}`, {
      currentPassword: own.password,
      newPassword: 'Own-Secret-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(await meStatus(own)).toBe(401);
  });
});

describe('admin accounts are managed only by SUPER_ADMIN', () => {
  it('refuses an ADMIN changing, disabling, deleting, restoring or resetting an admin account', async () => {
    const target = await createAccount(t.app, { type: 'ADMIN', name: 'Protected' });
    const attempts: [Method, string, object?][] = [
      ['PUT', `/api/backend/user/admin/${target.id}`, { name: 'Changed' }],
      ['PUT', `/api/backend/user/${target.id}`, { name: 'Changed' }],
      ['PUT', `/api/backend/user/enable-or-disable/${target.id}`, { enabled: false }],
      ['PUT', `/api/backend/user/admin/reset-password/${target.id}`, { password: 'Taken-Over-2026' }],
      ['DELETE', `/api/backend/user/${target.id}`],
      ['DELETE', `/api/backend/user/admin/${target.id}`],
      ['PUT', `/api/backend/user/restore/${target.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(admin, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await reload(t.app, target.id);
    expect(after).toMatchObject({ name: 'Protected', enabled: true, deletedAt: null });
    expect(await meStatus(target)).toBe(200);
  });

  it('lets SUPER_ADMIN promote an account, change and delete an admin, and restore it', async () => {
    const person = await createAccount(t.app, { type: 'CUSTOMER' });
    const promoted = await call(superAdmin, 'PUT', `/api/backend/user/admin/${person.id}`, {
      type: 'ADMIN',
      name: 'New Admin',
    });
    expect(promoted.json().data).toMatchObject({ type: 'ADMIN', name: 'New Admin' });
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/backend/user', headers: bearer(person.token) });
    expect(asAdmin.statusCode).toBe(200);
    expect((await call(superAdmin, 'DELETE', `/api/backend/user/admin/${person.id}`)).json().data.deletedAt).toEqual(
      expect.any(String),
    );
    expect(await meStatus(person)).toBe(401);
    expect((await call(superAdmin, 'PUT', `/api/backend/user/restore/${person.id}`)).json().data.deletedAt).toBeNull();
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    expect((await call(superAdmin, 'DELETE', `/api/backend/user/admin/${shopper.id}`)).statusCode).toBe(404);
  });

  it('keeps at least one super admin and refuses to act on oneself', async () => {
    const lone = await startTestApp();
    try {
      const only = await createAccount(lone.app, { type: 'SUPER_ADMIN' });
      const demoAdmins = await lone.app.inject({
        method: 'GET',
        url: '/api/backend/user/admin?type=SUPER_ADMIN&size=100',
        headers: bearer(only.token),
      });
      for (const other of demoAdmins.json().data as { id: number }[]) {
        if (other.id !== only.id)
          await lone.app.inject({
            method: 'DELETE',
            url: `/api/backend/user/admin/${other.id}`,
            headers: bearer(only.token),
          });
      }
      const self = (method: Method, url: string, payload?: object) =>
        lone.app.inject({ method, url, headers: bearer(only.token), ...(payload ? { payload } : {}) });
      expect((await self('DELETE', `/api/backend/user/admin/${only.id}`)).statusCode).toBe(409);
      expect((await self('PUT', `/api/backend/user/enable-or-disable/${only.id}`, { enabled: false })).statusCode).toBe(
        409,
      );
      expect((await self('PUT', `/api/backend/user/admin/${only.id}`, { type: 'ADMIN' })).statusCode).toBe(409);
      expect((await self('GET', '/auth/me')).json().data.type).toBe('SUPER_ADMIN');
      // The answer says why, with its own code (the screens word it), and what to do.
      const last = (await self('DELETE', `/api/backend/user/admin/${only.id}`)).json();
      expect(last).toMatchObject({
        statusCode: 409,
        code: 'LAST_SUPER_ADMIN',
        message: expect.stringContaining('make another account super admin first'),
      });
      // With a second super admin, acting on oneself is still refused, but as such.
      const second = await createAccount(lone.app, { type: 'SUPER_ADMIN' });
      expect((await self('DELETE', `/api/backend/user/admin/${only.id}`)).json()).toMatchObject({
        statusCode: 409,
        code: 'OWN_ACCOUNT',
      });
      // The second removes the first; now the second is the last one.
      const removed = await lone.app.inject({
        method: 'DELETE',
        url: `/api/backend/user/admin/${only.id}`,
        headers: bearer(second.token),
      });
      expect(removed.statusCode).toBe(200);
      const secondSelf = await lone.app.inject({
        method: 'PUT',
        url: `/api/backend/user/enable-or-disable/${second.id}`,
        headers: bearer(second.token),
        payload: { enabled: false },
      });
      expect(secondSelf.json()).toMatchObject({ statusCode: 409, code: 'LAST_SUPER_ADMIN' });
    } finally {
      await lone.close();
    }
  });
});

describe('DEVELOPER', () => {
  it("has admin's reads but cannot change accounts", async () => {
    const developer = await createAccount(t.app, { type: 'DEVELOPER' });
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    expect((await call(developer, 'GET', '/api/backend/user')).statusCode).toBe(200);
    expect((await call(developer, 'GET', `/api/backend/user/${shopper.id}`)).statusCode).toBe(200);
    expect(
      (await call(developer, 'PUT', `/api/backend/user/enable-or-disable/${shopper.id}`, { enabled: false }))
        .statusCode,
    ).toBe(403);
    expect((await call(developer, 'DELETE', `/api/backend/user/${shopper.id}`)).statusCode).toBe(403);
    expect(await meStatus(shopper)).toBe(200);
  });
});

describe('supplier accounts (/api/backend/supplier)', () => {
  it('shows and changes my own account, and changes my password', async () => {
    const [supplierId] = await seededSupplierIds(t.app);
    const supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId, name: 'Angkor Parts' });
    const me = await call(supplier, 'GET', '/api/backend/supplier/me');
    expect(me.json().data).toEqual({
      id: supplier.id,
      supplierId,
      name: 'Angkor Parts',
      email: supplier.email,
      phone: null,
      enabled: true,
    });
    const profile = await call(supplier, 'PUT', '/api/backend/supplier/profile', {
      name: 'Angkor Parts Co.',
      phone: '023 999 888',
    });
    expect(profile.json().data).toMatchObject({ name: 'Angkor Parts Co.', phone: '023999888' });
    const changed = await call(supplier, 'PUT', '/api/backend/supplier/change-password', {
      currentPassword: supplier.password,
      newPassword: 'Supplier-New-1',
    });
    expect(changed.statusCode).toBe(200);
    expect(await meStatus(supplier)).toBe(401);
  });

  it("lets an admin reset a supplier's password by supplier id (404 for a supplier without an account)", async () => {
    const supplierId = (await seededSupplierIds(t.app))[1]!;
    const supplier = await createAccount(t.app, { type: 'SUPPLIER', supplierId });
    const reset = await call(admin, 'PUT', `/api/backend/supplier/reset/${supplierId}`, {
      password: 'Reset-By-Admin-42',
    });
    expect(reset.json().data).toMatchObject({ id: supplier.id, supplierId });
    expect(await meStatus(supplier)).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: supplier.email, password: 'Reset-By-Admin-42' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'PUT', '/api/backend/supplier/reset/4242', { password: 'Reset-By-Admin-42' })).statusCode,
    ).toBe(404);
    expect(
      (await call(supplier, 'PUT', `/api/backend/supplier/reset/${supplierId}`, { password: 'Reset-By-Admin-42' }))
        .statusCode,
    ).toBe(401);
  });
});
