import { mayUse, useSessionStore, type SessionUser } from '@shop/client';

export type Shopper =
  { kind: 'signed-out' } | { kind: 'staff'; user: SessionUser } | { kind: 'shopper'; user: SessionUser };

/** Who is looking: the cart, favourites and orders are a shopper's (CUSTOMER, USER, DEALER); the API enforces it. */
export function useShopper(): Shopper {
  const user = useSessionStore((state) => state.user);
  if (!user) return { kind: 'signed-out' };
  return mayUse('shopper', user.type) ? { kind: 'shopper', user } : { kind: 'staff', user };
}
