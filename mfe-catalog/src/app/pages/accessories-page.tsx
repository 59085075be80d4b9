import { Alert, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { idParam } from '@shop/federation/route-params.ts';
import { usePageTitle } from '@shop/ui';
import { useBrowseAccessories } from '../../features/accessories/api/browse-accessories.ts';
import { CategoryChips } from '../../lib/category-chips.tsx';
import { useListingAddress, useListingPages } from '../../lib/listing-pages.ts';
import { PageIntro } from '../../lib/page-intro.ts';
import { LoadMore } from '../../lib/load-more.tsx';
import { paths, useRouteLocale } from '../../lib/paths.ts';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../lib/product-card.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';

/**
 * `{locale}/accessories?show-summary=true`: every accessory as one grid of cards, with the category chips and
 * counts above it (`&category=` chooses one), a page at a time ("Show more"; `page` in the address).
 */
export function AccessoriesPage() {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const { search, lastPage, narrow, showPage } = useListingAddress();
  const categoryId = idParam(search.get('category'));
  const showSummary = search.get('show-summary') === 'true';
  const accessories = useBrowseAccessories({ accessoryCategoryId: categoryId });
  const list = useListingPages(accessories, lastPage, showPage);
  // Any answer's counts will do while another chip loads: they are over every accessory.
  const summary = accessories.data?.pages[0]?.summary;
  usePageTitle(t`Accessories`);
  return (
    <RemotePage>
      <Container size="xl" py="xl">
        <Stack gap="md">
          <PageIntro
            heading={t`Accessories`}
            lead={t`Mats, covers, cameras, lights and care products that fit most vehicles.`}
          />
          {showSummary ? (
            summary ? (
              <CategoryChips
                total={summary.total}
                categories={summary.categories}
                value={categoryId}
                onChange={(category) => narrow({ category })}
              />
            ) : (
              <Skeleton height={30} width={480} maw="100%" />
            )
          ) : null}
          {accessories.isError ? (
            <Alert color="red" title={t`The accessories could not be loaded.`}>
              <Button variant="light" onClick={() => void accessories.refetch()}>
                {t`Try again`}
              </Button>
            </Alert>
          ) : null}
          {list.waiting && !accessories.isError ? <ProductGridSkeleton dense /> : null}
          {list.waiting ? null : (
            <ProductGrid dense>
              {list.items.map((accessory) => (
                <ProductCard key={accessory.id} product={accessory} href={paths.accessory(locale, accessory.id)} />
              ))}
            </ProductGrid>
          )}
          <LoadMore
            shown={list.items.length}
            total={list.total}
            hasMore={list.hasMore}
            loading={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        </Stack>
      </Container>
    </RemotePage>
  );
}
