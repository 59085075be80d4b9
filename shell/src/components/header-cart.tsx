import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useGuestShoppingStore, useSessionStore } from '@shop/client';
import { pluralCategory } from '@shop/i18n';
import { formatCount } from '@shop/ui';
import { HeaderCountLink } from './header-count-link.tsx';

/** How many lines the cart holds: the account's, or signed out the one this browser keeps until sign-in. */
export function useCartCount(): number {
  const user = useSessionStore((state) => state.user);
  const accountCartCount = useSessionStore((state) => state.cartCount);
  const guestCartCount = useGuestShoppingStore((state) => state.lines.length);
  return user ? accountCartCount : guestCartCount;
}

/** "N items in the cart", by the plural category and formatCount: no Intl formatter at start (pluralCategory). */
export function useCartCountLabel(count: number): string {
  const { i18n } = useLingui();
  // Named as the nav badge named them first: the message (and its Khmer) stays the same.
  const shownCount = formatCount(count);
  const cartCountCategory = pluralCategory(i18n.locale, count);
  return select(cartCountCategory, {
    one: `${shownCount} item in the cart`,
    other: `${shownCount} items in the cart`,
  });
}

/**
 * The cart in a phone's header (below `sm`, where the pages' links sit in the menu): an icon with its count, one tap
 * from every page, drawn as the notification bell is.
 */
export function HeaderCart() {
  const count = useCartCount();
  const label = useCartCountLabel(count);
  return (
    <HeaderCountLink
      to="/cart"
      count={count}
      label={label}
      testId="header-cart"
      hiddenFrom="sm"
      icon={
        <>
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9.5" cy="19" r="1.5" />
          <circle cx="17" cy="19" r="1.5" />
        </>
      }
    />
  );
}
