import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { LinesSkeleton } from '../../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Amount, apiErrorText, PART_NUMBER_STYLE } from '@shop/ui';
import { useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { useFavorites, type Favorite } from '../api/get-favorites.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';

interface FavoriteListProps {
  /** What else a row offers (the page puts an add-to-cart button here). */
  actions?: (favorite: Favorite) => ReactNode;
}

const NO_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/** My favourite items, newest first: a link to each item's page, remove, and the page's actions. */
export function FavoriteList({ actions }: FavoriteListProps) {
  const { t } = useLingui();
  const favorites = useFavorites(true);
  const toggle = useToggleFavorite();

  if (favorites.isPending) {
    return <LinesSkeleton summary={false} />;
  }
  if (favorites.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(favorites.error)}
      </Alert>
    );
  }
  if (favorites.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text>{t`You have no favorites yet. Press the heart on a part to keep it here.`}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {toggle.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(toggle.error)}
        </Alert>
      ) : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Favorites`}>
        {favorites.data.map((favorite) => (
          <FavoriteRow
            key={favorite.id}
            favorite={favorite}
            busy={toggle.isPending}
            onRemove={() => toggle.mutate(favorite.item.itemId)}
          >
            {actions?.(favorite)}
          </FavoriteRow>
        ))}
      </Stack>
    </Stack>
  );
}

function FavoriteRow({
  favorite,
  busy,
  onRemove,
  children,
}: {
  favorite: Favorite;
  busy: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const nameOf = useLocalizedName();
  const name = nameOf(favorite.item);
  const href = paths.catalogLink(locale, favorite.link);
  return (
    <Card withBorder radius="md" padding="md" component="li" data-item-id={favorite.item.itemId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <Image
            src={favorite.image}
            alt=""
            w={64}
            h={64}
            fit="contain"
            radius="sm"
            bg="var(--mantine-color-gray-0)"
            fallbackSrc={NO_PICTURE}
          />
          <Stack gap={2}>
            {href ? (
              <Anchor component={Link} to={href} fw={600} c="var(--mantine-color-text)">
                {name}
              </Anchor>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
            <Text size="xs" c="dimmed" style={PART_NUMBER_STYLE}>
              {favorite.item.partNumber}
            </Text>
            {favorite.price !== null && favorite.priceKhr !== null ? (
              <Amount usd={favorite.price} khr={favorite.priceKhr} size="sm" testId="favorite-price" />
            ) : null}
            {favorite.priceKind === 'DEALER' ? (
              <Text size="xs" fw={600} c="blue" data-testid="dealer-price">
                {t`Dealer price`}
              </Text>
            ) : null}
            {favorite.availability === 'OUT_OF_STOCK' ? (
              <Text size="xs" c="orange">
                {t`Out of stock`}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs">
          {children}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={busy}
            aria-label={t`Remove ${name} from favorites`}
            onClick={onRemove}
          >
            {t`Remove`}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
