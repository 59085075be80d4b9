import { useParams } from 'react-router';
import { routeLocaleOrDefault, type RouteLocale } from '@shop/i18n';

/** The locale segment of the current address (`en` or `kh`; anything else reads as the default). */
export function useRouteLocale(): RouteLocale {
  return routeLocaleOrDefault(useParams().locale);
}

/** A record id from the address (`/orders/:id`, `?brand=`): a positive 32-bit whole number, or undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
