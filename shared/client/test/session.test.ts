import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bootstrapSession,
  configureHttp,
  getToken,
  sessionFailureCode,
  setToken,
  signIn,
  useSessionStore,
} from '../src/index.ts';
import { startApi } from './api-server.ts';

const user = {
  id: 7,
  type: 'CUSTOMER',
  name: 'Dara',
  email: 'dara@example.com',
  phone: null,
  cartCount: 3,
  locations: [],
};

let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  api = await startApi((request, body) => {
    if (request.url === '/auth/login') {
      const { password } = JSON.parse(body) as { password: string };
      return password === 'right'
        ? { status: 200, body: { data: { token: 'good' } } }
        : { status: 401, body: { statusCode: 401, code: 'BAD_CREDENTIALS', message: 'Bad credentials!' } };
    }
    switch (request.headers.authorization) {
      case 'Bearer good':
        return { status: 200, body: { data: user } };
      case 'Bearer nobody':
        return { status: 200, body: { data: null } };
      case 'Bearer expired':
        return { status: 401, body: { statusCode: 401, code: 'EXPIRED_TOKEN', message: 'Expired JWT token' } };
      case 'Bearer invalid':
        return { status: 401, body: { statusCode: 401, code: 'INVALID_TOKEN', message: 'Invalid JWT token' } };
      case 'Bearer stale':
        return { status: 401, body: { statusCode: 401, code: 'BAD_CREDENTIALS', message: 'Bad credentials!' } };
      default:
        return {
          status: 503,
          body: { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'The database is not available' },
        };
    }
  });
  configureHttp({ baseUrl: api.url });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => api.close());

beforeEach(() => {
  localStorage.clear();
  api.requests.length = 0;
  useSessionStore.setState({ user: null, loading: true, cartCount: 0, notificationCount: 0 });
});

describe('session bootstrap (product spec §4, §8)', () => {
  it('does not call /auth/me without a stored token and ends loading with no user', async () => {
    const onError = vi.fn();
    expect(await bootstrapSession({ onError })).toBeNull();
    expect(api.requests).toEqual([]);
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it('stores the user and the cart count from a valid token', async () => {
    setToken('good');
    const pending = bootstrapSession();
    expect(useSessionStore.getState().loading).toBe(true);
    await pending;
    expect(api.requests).toEqual(['GET /auth/me Bearer good']);
    expect(useSessionStore.getState()).toMatchObject({ user: { id: 7 }, cartCount: 3, loading: false });
    expect(getToken()).toBe('good');
  });

  it('ends loading with no user when the API knows no user', async () => {
    setToken('nobody');
    await bootstrapSession();
    expect(useSessionStore.getState()).toMatchObject({ user: null, cartCount: 0, loading: false });
  });

  it.each(['expired', 'invalid', 'stale'])('clears a %s token silently', async (token) => {
    setToken(token);
    const onError = vi.fn();
    await bootstrapSession({ onError });
    expect(getToken()).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: false });
  });

  it('shows any other failure and still clears the token', async () => {
    setToken('whatever');
    const onError = vi.fn();
    await bootstrapSession({ onError });
    expect(onError).toHaveBeenCalledWith(
      'The database is not available',
      expect.objectContaining({ name: 'HTTPError' }),
    );
    expect(getToken()).toBeNull();
    expect(useSessionStore.getState().loading).toBe(false);
  });

  it('keeps the token when the browser is offline (nothing was said about it) and ends loading with no user', async () => {
    setToken('whatever');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onError = vi.fn();
    try {
      await bootstrapSession({ onError });
    } finally {
      onLine.mockRestore();
    }
    expect(getToken()).toBe('whatever');
    expect(onError).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({ user: null, loading: false });
  });

  it('turns messages into failure codes: lower case, spaces to hyphens', () => {
    expect(sessionFailureCode('Invalid JWT token')).toBe('invalid-jwt-token');
    expect(sessionFailureCode('Expired JWT token')).toBe('expired-jwt-token');
    expect(sessionFailureCode('Bad credentials!')).toBe('bad-credentials!');
  });
});

describe('sign-in and logout', () => {
  it('stores the token and the user on success', async () => {
    await signIn({ username: 'dara@example.com', password: 'right' });
    expect(getToken()).toBe('good');
    expect(useSessionStore.getState().user?.id).toBe(7);
  });

  it('throws the API error on bad credentials and stores nothing', async () => {
    await expect(signIn({ username: 'dara@example.com', password: 'wrong' })).rejects.toThrow();
    expect(getToken()).toBeNull();
  });

  it('logout clears the token and empties the user', async () => {
    await signIn({ username: 'dara@example.com', password: 'right' });
    useSessionStore.getState().logout();
    expect(getToken()).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ user: null, cartCount: 0, notificationCount: 0 });
  });
});
