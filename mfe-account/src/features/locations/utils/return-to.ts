/**
 * Where the locations page goes back to once a new location is saved (checkout sends a shopper without one here with
 * `?returnTo=/en/checkout`). Only a path of this shop's storefront: not another site, not the back-office.
 */
export function storefrontReturn(returnTo: string | null): string | null {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return null;
  if (/^\/[a-z]{2}\/admin(\/|$|\?)/.test(returnTo)) return null;
  return returnTo;
}

/** The page to go back to, naming the location just saved (`location=<id>`) so that it is the one chosen there. */
export function returnWithLocation(returnTo: string, userLocationId: number): string {
  const url = new URL(returnTo, 'http://shop.invalid');
  url.searchParams.set('location', String(userLocationId));
  return `${url.pathname}${url.search}${url.hash}`;
}
