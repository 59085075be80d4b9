// Issue 34 §3: prices in the query cache are the kind of whoever read them, so when a dealer's prices start or stop
// applying (an approved dealer signs in or out) every query is read again; other sign-ins keep what was read.
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@shop/contracts';
import { queryClient, useSessionStore } from '../src/index.ts';

const account = (type: SessionUser['type'], dealerApproved: boolean): SessionUser => ({
  id: 7,
  type,
  name: 'Dara',
  email: null,
  phone: null,
  cartCount: 0,
  locations: [],
  dealerApproved,
  hasPassword: true,
  socialProviders: [],
  supplierId: null,
});

/** A price read as it stands: whether it is still in the cache after the session changes. */
function cachedPrice(): () => boolean {
  const key = ['part', 'detail', 101];
  queryClient.setQueryData(key, { price: '12.35', priceKind: 'CUSTOMER' });
  return () => queryClient.getQueryData(key) !== undefined;
}

afterEach(() => {
  useSessionStore.getState().setUser(null);
  queryClient.clear();
});

describe('the query cache and the price kind', () => {
  it('forgets prices read as a visitor when an approved dealer signs in, and again when it signs out', () => {
    let kept = cachedPrice();
    useSessionStore.getState().setUser(account('DEALER', true));
    expect(kept()).toBe(false);
    kept = cachedPrice();
    useSessionStore.getState().logout();
    expect(kept()).toBe(false);
  });

  it('keeps them when a customer or a dealer awaiting approval signs in: the prices are the same', () => {
    const kept = cachedPrice();
    useSessionStore.getState().setUser(account('CUSTOMER', false));
    useSessionStore.getState().setUser(account('DEALER', false));
    expect(kept()).toBe(true);
  });
});
