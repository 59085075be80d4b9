import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AccessorySummary, PartSummary } from '@shop/contracts';
import { AvailabilityBadge } from './availability.tsx';
import { AddToCart, Favorite } from './checkout-widgets.tsx';
import { useLocalizedName } from './localized-name.ts';
import { offscreenSkipped } from './offscreen.ts';
import { Price } from './price.tsx';
import { VehicleFit } from './vehicle-fit.tsx';
import { positionLabels } from '@shop/ui';

export type Product = PartSummary | AccessorySummary;

/** About the height of a card on a phone, in pixels (its picture, two lines of name, details, price and buttons). */
const PRODUCT_CARD_HEIGHT = 380;

const isPart = (product: Product): product is PartSummary => 'position' in product;

/** A part or accessory in a list: picture, names, part number, maker, fit, price in both currencies, stock, buttons. */
export function ProductCard({ product, href }: { product: Product; href: string }) {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  const position = isPart(product) ? (product.fit?.position ?? product.position) : null;
  return (
    <Card withBorder padding="sm" radius="md" component="article" data-testid="product-card" data-product-id={product.id} style={offscreenSkipped(PRODUCT_CARD_HEIGHT)}>
      <Card.Section>
        <Image src={product.image} alt="" h={130} fit="contain" bg="var(--mantine-color-gray-0)" p={6} fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Anchor component={Link} to={href} fw={600} lineClamp={2} c="var(--mantine-color-text)">
          {nameOf(product)}
        </Anchor>
        <Text size="xs" c="dimmed" ff="monospace" data-testid="part-number">
          {product.partNumber}
        </Text>
        <Group gap={6} wrap="wrap">
          <Text size="xs">{nameOf(product.maker)}</Text>
          {position && position !== 'Main' ? (
            <Badge size="xs" variant="outline" color="gray">
              {i18n._(positionLabels[position])}
            </Badge>
          ) : null}
          {'bestSeller' in product && product.bestSeller ? (
            <Badge size="xs" color="yellow" variant="light">
              {t`Best seller`}
            </Badge>
          ) : null}
        </Group>
        {isPart(product) ? <VehicleFit part={product} size="xs" /> : null}
        {isPart(product) && product.fit?.note ? (
          <Text size="xs" c="orange">
            {product.fit.note}
          </Text>
        ) : null}
        <Price usd={product.price} khr={product.priceKhr} />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <AvailabilityBadge availability={product.availability} quantity={product.quantity} />
          <Favorite itemId={product.itemId} />
        </Group>
        <AddToCart stockId={product.stockId} itemId={product.itemId} disabled={product.availability === 'OUT_OF_STOCK'} />
      </Stack>
    </Card>
  );
}

/**
 * Cards in columns by the spec's breakpoints: 1 on phones, 2 from xs (480), 3 from sm (768), 4 from md (1024), 5 from
 * xl (1440). `dense` (the listing pages) has 2 on phones too, with narrower gaps: a phone sees twice the parts.
 */
export function ProductGrid({ children, dense = false }: { children: ReactNode; dense?: boolean }) {
  return (
    <SimpleGrid cols={{ base: dense ? 2 : 1, xs: 2, sm: 3, md: 4, xl: 5 }} spacing={dense ? { base: 'xs', xs: 'md' } : 'md'}>
      {children}
    </SimpleGrid>
  );
}

/** A product card's shape while the list loads: picture, name, number, maker, price, stock, button. */
export function ProductCardSkeleton() {
  return (
    <Card withBorder padding="sm" radius="md" data-testid="product-card-skeleton">
      <Card.Section>
        <Skeleton height={130} radius={0} />
      </Card.Section>
      <Stack gap={10} mt="sm">
        <Skeleton height={14} width="90%" />
        <Skeleton height={10} width="45%" />
        <Skeleton height={10} width="60%" />
        <Skeleton height={18} width="50%" />
        <Group justify="space-between" wrap="nowrap">
          <Skeleton height={18} width={80} />
          <Skeleton height={24} circle />
        </Group>
        <Skeleton height={36} radius="md" />
      </Stack>
    </Card>
  );
}

/**
 * While a list loads: grey cards of the card's shape in the same grid, so the page keeps its layout when the
 * parts arrive. Says "Loading" to screen readers once.
 */
export function ProductGridSkeleton({ cards = 8, dense = false }: { cards?: number; dense?: boolean }) {
  const { t } = useLingui();
  return (
    <Box role="status" data-testid="product-grid-skeleton">
      <VisuallyHidden>{t`Loading…`}</VisuallyHidden>
      <Box aria-hidden>
        <ProductGrid dense={dense}>
          {Array.from({ length: cards }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </ProductGrid>
      </Box>
    </Box>
  );
}
