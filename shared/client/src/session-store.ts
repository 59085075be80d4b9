import { create } from 'zustand';
import type { SessionUser } from '@shop/contracts';
import { queryClient } from './query.ts';
import { clearToken } from './token.ts';

export interface SessionState {
  user: SessionUser | null;
  /** True until the session bootstrap has finished (the shell shows a full-screen spinner meanwhile). */
  loading: boolean;
  cartCount: number;
  notificationCount: number;
  setLoading(loading: boolean): void;
  /** Stores the signed-in user; the cart count comes from the user's `cartCount`, or 0. */
  setUser(user: SessionUser | null): void;
  setCartCount(count: number): void;
  setNotificationCount(count: number): void;
  /** Clears the token, empties the user and (through the real-time subscription) closes the socket. */
  logout(): void;
}

type Listener = () => void;
const logoutListeners = new Set<Listener>();

/** Called on every logout; the real-time module closes its socket here. */
export function onLogout(listener: Listener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Client-side session state only; server data lives in TanStack Query. One store: `@shop/client` is a singleton. */
export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  loading: true,
  cartCount: 0,
  notificationCount: 0,
  setLoading: (loading) => set({ loading }),
  setUser: (user) => set({ user, cartCount: user?.cartCount ?? 0 }),
  setCartCount: (cartCount) => set({ cartCount }),
  setNotificationCount: (notificationCount) => set({ notificationCount }),
  logout: () => {
    clearToken();
    set({ user: null, cartCount: 0, notificationCount: 0 });
    for (const listener of logoutListeners) listener();
  },
}));

/** Whose prices the API answers this session: approved dealers see dealer prices, everyone else customer prices. */
const seesDealerPrices = (user: SessionUser | null): boolean => user?.type === 'DEALER' && user.dealerApproved;

// Prices in the query cache are those of whoever read them. When that changes (an approved dealer signs in or out),
// every query is read again, so nobody is shown the other kind's prices (the API caches per kind the same way).
useSessionStore.subscribe((state, previous) => {
  if (seesDealerPrices(state.user) !== seesDealerPrices(previous.user)) void queryClient.resetQueries();
});
