import type { LoginResult, SessionUser } from '@shop/contracts';
import { getErrorMessage } from './error-message.ts';
import { mayUse } from './access.ts';
import { mergeGuestShopping } from './guest-shopping.ts';
import { dataOf, getData, http } from './http.ts';
import { useSessionStore } from './session-store.ts';
import { clearToken, getToken, setToken } from './token.ts';

export interface Credentials {
  username: string;
  password: string;
}

export const getMe = (): Promise<SessionUser | null> => getData<SessionUser | null>('/auth/me');

/** POST /auth/login; stores the token it answers with. */
export async function login(credentials: Credentials): Promise<string> {
  const data = await dataOf<LoginResult>(http.post('/auth/login', { json: credentials }));
  setToken(data.token);
  return data.token;
}

/** Session-load failures that only mean "this token is no good": cleared without telling the user. */
const SILENT_FAILURES = new Set(['invalid-jwt-token', 'expired-jwt-token', 'bad-credentials!']);

/** The session-load failure code of product spec §8: the message lower-cased, spaces turned into hyphens. */
export function sessionFailureCode(message: string): string {
  return message.toLowerCase().replaceAll(' ', '-');
}

export interface BootstrapOptions {
  /**
   * Shows a failure to the user (the shell passes an error toast). Not called for an expired or invalid token.
   * `message` is the API's own English text (spec §8), for logs; the user reads `error` worded by @shop/ui's apiErrorText.
   */
  onError?: (message: string, error: unknown) => void;
}

/**
 * Loads the session (product spec §4, §8): fetches /auth/me only when a token is stored. Success stores
 * the user; no user ends loading with no user; a failure clears the token (unless the browser is offline: then
 * nothing was said about it), and shows its message unless it only says the token is invalid or expired.
 */
export async function bootstrapSession({ onError }: BootstrapOptions = {}): Promise<SessionUser | null> {
  const store = useSessionStore.getState();
  store.setLoading(true);
  try {
    if (!getToken()) {
      store.setUser(null);
      return null;
    }
    const user = await getMe();
    store.setUser(user ?? null);
    return user ?? null;
  } catch (error) {
    store.setUser(null);
    // Offline nothing was said about the token: kept for when the shop can be asked (a page opened without a network).
    if (!navigator.onLine) return null;
    const message = getErrorMessage(error);
    clearToken();
    store.setUser(null);
    if (!SILENT_FAILURES.has(sessionFailureCode(message))) onError?.(message, error);
    return null;
  } finally {
    store.setLoading(false);
  }
}

/**
 * A shopper who signs in gets what they kept as a guest (cart lines, favourites) in their account. A failure is
 * logged and the guest's lines stay in the browser for the next sign-in: it never stops the sign-in itself.
 */
async function takeGuestShopping(user: SessionUser | null): Promise<void> {
  if (!user || !mayUse('shopper', user.type)) return;
  try {
    const merged = await mergeGuestShopping();
    if (merged) useSessionStore.getState().setCartCount(merged.cart.count);
  } catch (error) {
    console.error('[session] the guest cart could not be merged; it is kept for the next sign-in', error);
  }
}

/** Signs in and loads the user into the session store. Throws the API's error (show it with @shop/ui's apiErrorText). */
export async function signIn(credentials: Credentials): Promise<SessionUser | null> {
  await login(credentials);
  try {
    const user = await getMe();
    useSessionStore.getState().setUser(user ?? null);
    await takeGuestShopping(user ?? null);
    return user ?? null;
  } catch (error) {
    clearToken();
    throw error;
  }
}

/**
 * Signs in with a token another call answered (registration, password reset, social sign-in): stores it
 * and loads the user. A failure clears the token again and throws.
 */
export async function signInWithToken(token: string): Promise<SessionUser | null> {
  setToken(token);
  try {
    const user = await getMe();
    useSessionStore.getState().setUser(user ?? null);
    await takeGuestShopping(user ?? null);
    return user ?? null;
  } catch (error) {
    clearToken();
    throw error;
  }
}

/**
 * Keeps the session working after the API revoked the old token (a password change answers the new one):
 * the user stays as it is.
 */
export function replaceToken(token: string): void {
  setToken(token);
}

/** Reloads the signed-in user (after a change to the profile or the saved locations). */
export async function refreshSession(): Promise<SessionUser | null> {
  if (!getToken()) return null;
  const user = await getMe();
  useSessionStore.getState().setUser(user ?? null);
  return user ?? null;
}

/** Tells the API (revokes the token; failures do not keep anyone signed in), then clears the session. */
export async function signOut(): Promise<void> {
  const { user, logout } = useSessionStore.getState();
  try {
    if (user && getToken()) await http.put(`/auth/logout/${user.id}`);
  } catch {
    // Already logged by the client; the local session is cleared regardless.
  } finally {
    logout();
  }
}
