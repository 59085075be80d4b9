// Exposed as `mfe_checkout/widgets`: the buttons other remotes embed (the catalogue's part and accessory
// cards and pages), and the add to cart without a button. They live in the host's page, so a failure of theirs must
// never break it: API errors become toasts, and a render error leaves the button out (the boundary below). Each
// button's press is exported without the button too (`addToCart`, `toggleFavorite`).
import '../lib/i18n.ts';
import { Component, type ReactNode } from 'react';
import { addToCart as add } from '../features/cart/api/add-to-cart-flow.ts';
import { pressFavorite } from '../features/favorites/api/toggle-favorite.ts';
import {
  AddToCartButton as AddToCart,
  type AddToCartButtonProps,
} from '../features/cart/components/add-to-cart-button.tsx';
import {
  FavoriteButton as Favorite,
  type FavoriteButtonProps,
} from '../features/favorites/components/favorite-button.tsx';

export type { AddToCartButtonProps, FavoriteButtonProps };

class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('[mfe-checkout] a widget crashed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AddToCartButton(props: AddToCartButtonProps) {
  return (
    <WidgetBoundary>
      <AddToCart {...props} />
    </WidgetBoundary>
  );
}

export function FavoriteButton(props: FavoriteButtonProps) {
  return (
    <WidgetBoundary>
      <Favorite {...props} />
    </WidgetBoundary>
  );
}

/**
 * What a press of AddToCartButton does, without the button: the catalogue's stand-in passes on a press made before
 * these widgets arrived with it, as its card may be gone by then (a list drawn again, the shopper moved on).
 */
export function addToCart({
  stockId,
  itemUnitId,
  quantity,
  name,
}: Pick<AddToCartButtonProps, 'stockId' | 'itemUnitId' | 'quantity' | 'name'>): Promise<void> {
  return add(() => stockId, { itemUnitId, quantity, name });
}

/**
 * What a press of FavoriteButton does, without the button: the catalogue's stand-in heart passes on a press made
 * before these widgets arrived with it, as addToCart does.
 */
export function toggleFavorite({ itemId }: FavoriteButtonProps): Promise<void> {
  return pressFavorite(itemId);
}
