import { useParams } from 'react-router';
import { routeLocaleOrDefault, type RouteLocale } from '@shop/i18n';

/** The locale segment of the current address (`en` or `kh`). */
export function useRouteLocale(): RouteLocale {
  return routeLocaleOrDefault(useParams().locale);
}
