import { mayUse, useSessionStore, type SessionUser } from '@shop/client';

export type Shopper =
  { kind: 'signed-out' } | { kind: 'staff'; user: SessionUser } | { kind: 'shopper'; user: SessionUser };

/** Who is looking: the cart, favourites and orders are a shopper's (CUSTOMER, USER, DEALER); the API enforces it. */
export function useShopper(): Shopper {
  return shopperOf(useSessionStore((state) => state.user));
}

/** The same, read once (outside a component: an add made without a button, add-to-cart-flow.ts). */
export function shopperOf(user: SessionUser | null = useSessionStore.getState().user): Shopper {
  if (!user) return { kind: 'signed-out' };
  return mayUse('shopper', user.type) ? { kind: 'shopper', user } : { kind: 'staff', user };
}
