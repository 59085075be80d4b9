import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location, UserLocation } from '@shop/contracts';
import { UserLocation as UserLocationEntity } from '../../../src/modules/identity/user-location.entity.ts';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let provinces: Location[];
beforeAll(async () => {
  t = await startTestApp();
  provinces = (await t.app.inject({ method: 'GET', url: '/api/frontend/location' })).json().data;
});
afterAll(() => t?.close());

const call = (account: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
const me = async (account: TestAccount) =>
  (await call(account, 'GET', '/auth/me')).json().data as { locations: UserLocation[] };
const save = async (account: TestAccount, label: string, extra: object = {}) => {
  const response = await call(account, 'POST', '/api/frontend/user-location', {
    locationId: provinces[0]!.id,
    label,
    address: `${label} street 1`,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as UserLocation;
};
const summary = (list: UserLocation[]) => list.map((l) => [l.details.label, l.details.isDefault]);

describe('GET /api/frontend/location', () => {
  it("lists Cambodia's capital and 24 provinces, capital first, with Khmer names", () => {
    expect(provinces).toHaveLength(25);
    expect(provinces[0]).toEqual({
      id: expect.any(Number),
      code: 'KH-12',
      name: 'Phnom Penh',
      nameKh: 'ភ្នំពេញ',
      type: 'CAPITAL',
    });
    expect(provinces.filter((p) => p.type === 'PROVINCE')).toHaveLength(24);
    expect(provinces.map((p) => p.name)).toContain('Siem Reap');
    expect(new Set(provinces.map((p) => p.code)).size).toBe(25);
  });
});

describe('saved locations', () => {
  it('makes the first location the default and lists the default first, then by id', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const home = await save(shopper, 'Home');
    expect(home.details.isDefault).toBe(true);
    expect(home.location.code).toBe('KH-12');
    const shop = await save(shopper, 'Shop', {
      locationId: provinces[5]!.id,
      recipientName: 'Dara',
      phone: '097 111 2222',
      latitude: 11.5564,
      longitude: 104.9282,
    });
    expect(shop.details).toMatchObject({
      isDefault: false,
      recipientName: 'Dara',
      phone: '0971112222',
      latitude: 11.5564,
      longitude: 104.9282,
    });
    await save(shopper, 'Garage');
    expect(summary((await me(shopper)).locations)).toEqual([
      ['Home', true],
      ['Shop', false],
      ['Garage', false],
    ]);

    const put = await call(shopper, 'PUT', `/api/frontend/user-location/${shop.id}`, { isDefault: true });
    expect(put.statusCode).toBe(200);
    expect(summary((await me(shopper)).locations)).toEqual([
      ['Shop', true],
      ['Home', false],
      ['Garage', false],
    ]);
    const list = await call(shopper, 'GET', '/api/frontend/user-location');
    expect(summary(list.json().data)).toEqual([
      ['Shop', true],
      ['Home', false],
      ['Garage', false],
    ]);
  });

  it('chooses the default through PUT /api/frontend/user/update-location/:id (own id only)', async () => {
    const shopper = await createAccount(t.app, { type: 'DEALER' });
    await save(shopper, 'A');
    const b = await save(shopper, 'B');
    const other = await createAccount(t.app, { type: 'CUSTOMER' });
    expect(
      (await call(other, 'PUT', `/api/frontend/user/update-location/${shopper.id}`, { userLocationId: b.id }))
        .statusCode,
    ).toBe(403);
    const response = await call(shopper, 'PUT', `/api/frontend/user/update-location/${shopper.id}`, {
      userLocationId: b.id,
    });
    expect(response.statusCode).toBe(200);
    expect(summary(response.json().data)).toEqual([
      ['B', true],
      ['A', false],
    ]);
  });

  it('saves a new default when asked, and passes the default on when it is deleted', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const a = await save(shopper, 'A');
    const b = await save(shopper, 'B', { isDefault: true });
    await save(shopper, 'C');
    expect(summary((await me(shopper)).locations)).toEqual([
      ['B', true],
      ['A', false],
      ['C', false],
    ]);
    expect((await call(shopper, 'DELETE', `/api/frontend/user-location/${b.id}`)).json()).toEqual({ data: null });
    expect(summary((await me(shopper)).locations)).toEqual([
      ['A', true],
      ['C', false],
    ]);
    await call(shopper, 'DELETE', `/api/frontend/user-location/${a.id}`);
    expect(summary((await me(shopper)).locations)).toEqual([['C', true]]);
  });

  it("answers 404 for another shopper's location and changes nothing", async () => {
    const owner = await createAccount(t.app, { type: 'CUSTOMER' });
    const stranger = await createAccount(t.app, { type: 'CUSTOMER' });
    const mine = await save(owner, 'Mine');
    await save(stranger, 'Theirs');
    expect(
      (await call(stranger, 'PUT', `/api/frontend/user-location/${mine.id}`, { label: 'Stolen' })).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/frontend/user-location/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PUT', `/api/frontend/user/update-location/${stranger.id}`, { userLocationId: mine.id }))
        .statusCode,
    ).toBe(404);
    expect(summary((await me(owner)).locations)).toEqual([['Mine', true]]);
    expect(summary((await me(stranger)).locations)).toEqual([['Theirs', true]]);
  });

  it('answers 400 for bad input and changes nothing', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const a = await save(shopper, 'A');
    const bad = [
      { locationId: 99_999, label: 'X', address: 'Y' },
      { locationId: provinces[0]!.id, label: '', address: 'Y' },
      { locationId: provinces[0]!.id, label: 'X' },
      { locationId: provinces[0]!.id, label: 'X', address: 'Y', latitude: 91 },
      { locationId: 'one', label: 'X', address: 'Y' },
      { locationId: provinces[0]!.id, label: 'X', address: 'Y', phone: 'not a phone' },
    ];
    for (const payload of bad) {
      const response = await call(shopper, 'POST', '/api/frontend/user-location', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(shopper, 'PUT', `/api/frontend/user-location/${a.id}`, {})).statusCode).toBe(400);
    expect((await call(shopper, 'PUT', `/api/frontend/user-location/${a.id}`, { isDefault: false })).statusCode).toBe(
      400,
    );
    expect((await call(shopper, 'PUT', `/api/frontend/user-location/${a.id}`, { locationId: 99_999 })).statusCode).toBe(
      400,
    );
    expect(summary((await me(shopper)).locations)).toEqual([['A', true]]);
    expect((await me(shopper)).locations[0]!.location.code).toBe('KH-12');
  });

  it('keeps exactly one default when defaults are set concurrently', async () => {
    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    const saved = [
      await save(shopper, 'A'),
      await save(shopper, 'B'),
      await save(shopper, 'C'),
      await save(shopper, 'D'),
    ];
    const answers = await Promise.all(
      saved.map((s) => call(shopper, 'PUT', `/api/frontend/user-location/${s.id}`, { isDefault: true })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await t.app.orm.em.fork().count(UserLocationEntity, { user: shopper.id, isDefault: true })).toBe(1);
  });

  it('is for shoppers only', async () => {
    const supplier = await createAccount(t.app, { type: 'SUPPLIER' });
    expect((await call(supplier, 'GET', '/api/frontend/user-location')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/frontend/user-location' })).statusCode).toBe(401);
  });
});

describe('/api/backend/location (admin)', () => {
  it('lists, adds, changes and deletes provinces; refuses to delete one in use or to duplicate a code', async () => {
    const admin = await createAccount(t.app, { type: 'ADMIN' });
    const list = await call(admin, 'GET', '/api/backend/location?size=100');
    expect(list.json().pagination.totalCount).toBe(25);
    expect(list.json().data[0].code).toBe('KH-12');

    const created = await call(admin, 'POST', '/api/backend/location', {
      code: 'KH-99',
      name: 'Test Province',
      nameKh: 'ខេត្តសាកល្បង',
      type: 'PROVINCE',
      sortOrder: 99,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(
      (
        await call(admin, 'POST', '/api/backend/location', {
          code: 'KH-99',
          name: 'Copy',
          nameKh: 'ចម្លង',
          type: 'PROVINCE',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(admin, 'POST', '/api/backend/location', { code: 'nope', name: 'X', nameKh: 'X', type: 'PROVINCE' }))
        .statusCode,
    ).toBe(400);
    expect((await call(admin, 'PUT', `/api/backend/location/${id}`, { name: 'Renamed' })).json().data.name).toBe(
      'Renamed',
    );
    expect((await call(admin, 'GET', `/api/backend/location/${id}`)).json().data.name).toBe('Renamed');

    const shopper = await createAccount(t.app, { type: 'CUSTOMER' });
    await call(shopper, 'POST', '/api/frontend/user-location', {
      locationId: id,
      label: 'Far away',
      address: 'Road 1',
    });
    const refused = await call(admin, 'DELETE', `/api/backend/location/${id}`);
    expect(refused.statusCode).toBe(409);
    expect((await me(shopper)).locations[0]!.location.id).toBe(id);

    const unused = (
      await call(admin, 'POST', '/api/backend/location', {
        code: 'KH-98',
        name: 'Unused',
        nameKh: 'មិនប្រើ',
        type: 'PROVINCE',
      })
    ).json().data.id;
    expect((await call(admin, 'DELETE', `/api/backend/location/${unused}`)).json()).toEqual({ data: null });
    expect((await call(admin, 'GET', `/api/backend/location/${unused}`)).statusCode).toBe(404);
    expect((await call(shopper, 'GET', '/api/backend/location')).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('gives the demo customer a default saved location in Phnom Penh', async () => {
    const { demoCustomer } = await import('../../../src/seeders/demo-accounts.ts');
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: demoCustomer.email, password: demoCustomer.password },
    });
    const session = (
      await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(login.json().data.token) })
    ).json().data;
    expect(session.locations).toHaveLength(1);
    expect(session.locations[0]).toMatchObject({
      location: { code: 'KH-12' },
      details: { label: 'Home', isDefault: true },
    });
  });
});
