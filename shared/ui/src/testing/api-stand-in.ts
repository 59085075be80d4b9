// The API stand-in's vitest lifecycle (the stand-in: @shop/contracts/testing/api-stand-in.ts): one server per test
// file, the page's HTTP client pointed at it; before each test no routes, requests, cached queries, toasts or
// signed-in user; after each test no violation of the contract. A test declares the routes its screen reads with
// `api.on(...)` and signs a member of staff in with `signIn(...)`.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { configureHttp, queryClient, setToken, useSessionStore } from '@shop/client';
import type { SessionUser } from '@shop/contracts';
import { createApiStandIn, type ApiStandIn } from '@shop/contracts/testing/api-stand-in.ts';
import { clearToasts } from '../toasts.tsx';

export { Envelope, ListOf, Paged, pageOf, refuse } from '@shop/contracts/testing/api-stand-in.ts';
export type { ApiStandIn, StandInRequest } from '@shop/contracts/testing/api-stand-in.ts';

export function withApiStandIn(): ApiStandIn {
  const api = createApiStandIn();
  beforeAll(async () => {
    await api.start();
    configureHttp({ baseUrl: api.url });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    // The client logs every failed call; the tests look at what the page shows instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.reset();
    queryClient.clear();
    localStorage.clear();
    useSessionStore.setState({ user: null, loading: false });
    await clearToasts();
  });
  afterEach(async () => {
    // The page goes first, and its reads still under way with it, so none reaches the next test's stand-in.
    cleanup();
    await queryClient.cancelQueries();
    // A read sent just before reaches the stand-in now, counted as this test's.
    await new Promise((resolve) => setTimeout(resolve, 20));
    vi.restoreAllMocks();
    expect(api.violations).toEqual([]);
  });
  return api;
}

/** A signed-in user of the back-office as the shell puts it in the session (an admin unless told). */
export function signIn(fields: Partial<SessionUser> = {}): SessionUser {
  const user: SessionUser = {
    id: 1,
    type: 'SUPER_ADMIN',
    name: 'Demo Admin',
    email: 'admin@example.com',
    phone: null,
    cartCount: 0,
    locations: [],
    dealerApproved: false,
    hasPassword: true,
    socialProviders: [],
    supplierId: null,
    ...fields,
  };
  setToken(`token-${user.id}`);
  useSessionStore.getState().setUser(user);
  return user;
}
