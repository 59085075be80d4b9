// The one phone matcher (api/src/lib/phone-search.ts): a number typed with spaces, +855 or a leading 0 finds the
// stored number however it was stored, in the people list and the supplier list (the orders list: backend-order-desk).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalDigits, phoneLikePattern } from '../../src/lib/phone-search.ts';
import { bearer, startTestApp, type TestApp } from '../support/app.ts';
import { createAccount, type TestAccount } from '../support/identity.ts';

describe('phone-search', () => {
  it('reduces every way of writing a Cambodian number to its national digits', () => {
    for (const typed of ['+855 12 345 678', '855-12-345678', '012 345 678', '(012) 345-678', '12345678'])
      expect(nationalDigits(typed)).toBe('12345678');
  });
  it('makes a pattern only of a phone-like term of 3 digits or more', () => {
    expect(phoneLikePattern(' 097 111 ')).toBe('%97111%');
    expect(phoneLikePattern('Sokha 012')).toBeUndefined();
    expect(phoneLikePattern('01')).toBeUndefined();
  });
});

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.app, { type: 'ADMIN' });
});
afterAll(() => t?.close());

const ids = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) }))
    .json()
    .data.map((row: { id: number }) => row.id);

describe('lists found by phone in any spacing', () => {
  it('people: +855, 0 and spaces all find the stored number, and another number is not found', async () => {
    const person = await createAccount(t.app, { type: 'CUSTOMER', name: 'Phone Person', phone: '+855 88 765 4321' });
    const other = await createAccount(t.app, { type: 'CUSTOMER', name: 'Other Person', phone: '011 222 333' });
    for (const typed of ['088 765 4321', '+85588-765-4321', '87654321', '765 43'])
      expect(await ids(`/api/backend/user?search=${encodeURIComponent(typed)}`)).toEqual([person.id]);
    expect(await ids(`/api/backend/user?search=${encodeURIComponent('011 222')}`)).toEqual([other.id]);
  });

  it('suppliers: a number typed with spaces finds the supplier stored without them', async () => {
    const [supplier] = (await t.app.orm.em
      .fork()
      .getConnection()
      .execute(
        `update supplier set phone = '+85516999888' where id = (select min(id) from supplier) returning id`,
      )) as { id: number }[];
    expect(await ids(`/api/backend/supplier?search=${encodeURIComponent('016 999 888')}`)).toEqual([supplier!.id]);
    expect(await ids(`/api/backend/supplier?search=${encodeURIComponent('016 999 887')}`)).toEqual([]);
  });
});
