// Addresses this remote links to: its own pages, the catalogue's item pages and the account's.
import type { FavoriteItem, LineItem } from '@shop/contracts';

export { useRouteLocale } from '@shop/federation/route-params.ts';

export const paths = {
  home: (locale: string) => `/${locale}`,
  cart: (locale: string) => `/${locale}/cart`,
  checkout: (locale: string) => `/${locale}/checkout`,
  orderDone: (locale: string, orderId: number) => `/${locale}/checkout/done/${orderId}`,
  /** mfe-account's order page. */
  order: (locale: string, orderId: number) => `/${locale}/orders/${orderId}`,
  /** mfe-account's saved locations, where a shopper without one adds it; saving there comes back to `returnTo`. */
  locations: (locale: string, returnTo: string) =>
    `/${locale}/account/locations?returnTo=${encodeURIComponent(returnTo)}`,
  /** mfe-account's sign-in page comes back to `returnTo` (a path of this site) afterwards. */
  signIn: (locale: string, returnTo: string) => `/${locale}/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
  /** mfe-account's registration comes back to `returnTo` too. */
  register: (locale: string, returnTo: string) => `/${locale}/register?returnTo=${encodeURIComponent(returnTo)}`,
  /** mfe-catalog's page of a part (`part/:id`) or an accessory (`accessories/:id`); null when the line names neither. */
  item: (locale: string, item: Pick<LineItem, 'partId' | 'accessoryId'>) =>
    item.partId !== null
      ? `/${locale}/part/${item.partId}`
      : item.accessoryId !== null
        ? `/${locale}/accessories/${item.accessoryId}`
        : null,
  /** The catalogue page a favourite links to (the API's `link`); null when it names none. */
  catalogLink: (locale: string, link: FavoriteItem['link']) =>
    link === null ? null : link.kind === 'part' ? `/${locale}/part/${link.id}` : `/${locale}/accessories/${link.id}`,
};
