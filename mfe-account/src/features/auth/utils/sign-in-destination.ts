import { isStaff, type SessionUser } from '@shop/client';
import type { RouteLocale } from '@shop/i18n';

/**
 * Where a user goes after signing in: staff (admins, developers, suppliers) to the back-office, everyone
 * else to their account. A `returnTo` inside the same site and area wins (e.g. the back-office page that
 * sent a signed-out visitor here).
 */
export function signInDestination(user: SessionUser | null, locale: RouteLocale, returnTo?: string | null): string {
  const staff = isStaff(user?.type);
  const home = staff ? `/${locale}/admin` : `/${locale}/account`;
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return home;
  const toAdmin = /^\/[a-z]{2}\/admin(\/|$|\?)/.test(returnTo);
  return toAdmin === staff ? returnTo : home;
}
