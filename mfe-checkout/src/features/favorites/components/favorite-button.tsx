import { ActionIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useGuestShoppingStore } from '@shop/client';
import { StrokeIcon } from '@shop/ui';
import { useShopper } from '../../../lib/shopper.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { favoriteNotChanged, pressFavorite, useToggleFavorite } from '../api/toggle-favorite.ts';

export interface FavoriteButtonProps {
  itemId: number;
}

/** A heart that keeps an item in my favourites: filled when it is one. Signed out, the browser keeps it until sign-in. */
export function FavoriteButton({ itemId }: FavoriteButtonProps) {
  const { t } = useLingui();
  const shopper = useShopper();
  const guestFavorite = useGuestShoppingStore((state) => state.favoriteItemIds.includes(itemId));
  const favorites = useFavorites(shopper.kind === 'shopper');
  const toggle = useToggleFavorite();
  // Staff cannot keep favourites (the API refuses them): no heart at all.
  if (shopper.kind === 'staff') return null;

  const saved =
    shopper.kind === 'signed-out'
      ? guestFavorite
      : (favorites.data?.some((entry) => entry.item.itemId === itemId) ?? false);
  // While the toggle is on its way, show what it will make of the heart.
  const filled = toggle.isPending ? !saved : saved;

  // A shopper's toggle goes through the mutation, whose pending state the heart shows; a visitor's is made at once.
  const onClick = () => {
    if (shopper.kind === 'signed-out') void pressFavorite(itemId);
    else toggle.mutate(itemId, { onError: favoriteNotChanged });
  };

  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={filled ? t`Remove from favorites` : t`Add to favorites`}
      aria-pressed={filled}
      data-testid="favorite"
      data-item-id={itemId}
      data-favorite={filled}
      disabled={toggle.isPending || (shopper.kind === 'shopper' && favorites.isPending)}
      onClick={onClick}
    >
      <StrokeIcon size={20} filled={filled}>
        <path
          d="M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z"
          strokeLinejoin="round"
        />
      </StrokeIcon>
    </ActionIcon>
  );
}
