// Exposed as `mfe_checkout/widgets`: the buttons other remotes embed (the catalogue's part and accessory
// cards and pages). Placeholders until the cart and favorites are built: they look and behave like the
// real buttons and say that the feature is coming, so the catalogue's layout is already final.
import '../lib/i18n.ts';
import { ActionIcon, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLingui } from '@lingui/react/macro';

export interface AddToCartButtonProps {
  /** The stock (one store's offer) to add; null when no store sells it. */
  stockId: number | null;
  itemId: number;
  disabled?: boolean;
}

export function AddToCartButton({ stockId, disabled }: AddToCartButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      size="sm"
      disabled={disabled || stockId === null}
      data-testid="add-to-cart"
      data-stock-id={stockId ?? undefined}
      onClick={() => notifications.show({ message: t`The cart opens soon: you will be able to order this part here.` })}
    >
      {t`Add to cart`}
    </Button>
  );
}

export interface FavoriteButtonProps {
  itemId: number;
}

export function FavoriteButton({ itemId }: FavoriteButtonProps) {
  const { t } = useLingui();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t`Add to favorites`}
      data-testid="favorite"
      data-item-id={itemId}
      onClick={() => notifications.show({ message: t`Favorites open soon: you will be able to keep this item here.` })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z" strokeLinejoin="round" />
      </svg>
    </ActionIcon>
  );
}
