import { Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { useDrawnQuery } from '../../../lib/drawn-query.ts';
import { ProductCard, ProductCardSkeleton, ProductGrid } from '../../../lib/product-card.tsx';
import { FEATURED_SIZE, useFeaturedParts, type FeaturedList } from '../api/get-featured-parts.ts';

/** A home-page section of flagged parts (popular, best sellers). */
export function FeaturedParts({
  list,
  title,
  size = FEATURED_SIZE,
}: {
  list: FeaturedList;
  title: string;
  size?: number;
}) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const { data, isPending, isError } = useDrawnQuery(useFeaturedParts(list, size));
  return (
    <Stack gap="sm" component="section" data-testid={`featured-${list}`}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {isPending ? (
        <ProductGrid>
          {Array.from({ length: size }, (_, card) => (
            <ProductCardSkeleton key={card} />
          ))}
        </ProductGrid>
      ) : null}
      {isError ? <Text c="dimmed">{t`These parts could not be loaded.`}</Text> : null}
      {data ? (
        <ProductGrid>
          {data.data.map((part) => (
            <ProductCard key={part.id} product={part} href={paths.part(locale, part.id)} />
          ))}
        </ProductGrid>
      ) : null}
    </Stack>
  );
}
