import { useLingui } from '@lingui/react/macro';
import { useLocalizedName } from '@shop/i18n';
import { AddItemToCartButton } from '../../features/cart/components/add-to-cart-button.tsx';
import { FavoriteList } from '../../features/favorites/components/favorite-list.tsx';
import { SignInPrompt, StaffNotice } from '../../lib/sign-in-prompt.tsx';
import { useShopper } from '../../lib/shopper.ts';
import { PageFrame } from './page-frame.tsx';

/** `{locale}/favorites`: the items I keep, each with a link to its page, add to cart and remove. */
export function FavoritesPage() {
  const { t } = useLingui();
  const shopper = useShopper();
  const nameOf = useLocalizedName();
  return (
    <PageFrame title={t`Favorites`}>
      {shopper.kind === 'signed-out' ? (
        <SignInPrompt
          title={t`Sign in to see your favorites`}
          text={t`Keep the parts you like with your account and find them here later.`}
        />
      ) : shopper.kind === 'staff' ? (
        <StaffNotice />
      ) : (
        <FavoriteList
          actions={(favorite) => (
            <AddItemToCartButton
              itemId={favorite.item.itemId}
              name={nameOf(favorite.item)}
              // A favourite names the item, not a store: the API gives the catalogue's choice, the cheapest store that has it.
              findStock={() => favorite.stockId}
            />
          )}
        />
      )}
    </PageFrame>
  );
}
