import { Container, Skeleton, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useCategory } from '../../features/categories/api/get-category.ts';
import { useBrowseParts } from '../../features/parts/api/browse-parts.ts';
import { InfiniteSentinel } from '../../lib/infinite-sentinel.tsx';
import { useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../lib/paths.ts';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../lib/product-card.tsx';
import { ListingTop } from '../../lib/listing-top.ts';
import { RemotePage } from '../../lib/remote-page.tsx';
import { routeId } from '../route-params.ts';
import { usePageTitle } from '@shop/ui';

/** `{locale}/category/:categoryId`: every part of a category, loaded as the shopper scrolls. */
export function CategoryPage() {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  const categoryId = routeId(useParams().categoryId) ?? 0;
  const category = useCategory(categoryId);
  const parts = useBrowseParts({ categoryId });
  const loaded = parts.data?.pages.flatMap((page) => page.data) ?? [];
  usePageTitle(category.data ? nameOf(category.data) : undefined);
  if (category.isError) {
    return (
      <RemotePage>
        <Container size="md" py="xl">
          <Title order={1}>{t`We do not know this category.`}</Title>
        </Container>
      </RemotePage>
    );
  }
  return (
    <RemotePage>
      <Container size="xl" py="xl">
        <ListingTop
          home={{ label: t`Home`, to: paths.home(locale) }}
          current={category.data ? nameOf(category.data) : ''}
          heading={
            category.data ? <Title order={1}>{nameOf(category.data)}</Title> : <Skeleton height={36} width={240} />
          }
        >
          {category.data ? <Text c="dimmed">{t`${loaded.length} / ${category.data.count} items`}</Text> : null}
          {parts.isPending ? <ProductGridSkeleton /> : null}
          <ProductGrid>
            {loaded.map((part) => (
              <ProductCard key={part.id} product={part} href={paths.part(locale, part.id)} />
            ))}
          </ProductGrid>
          <InfiniteSentinel
            hasMore={parts.hasNextPage}
            loading={parts.isFetchingNextPage}
            pages={parts.data?.pages.length ?? 0}
            onLoadMore={() => void parts.fetchNextPage()}
          />
        </ListingTop>
      </Container>
    </RemotePage>
  );
}
