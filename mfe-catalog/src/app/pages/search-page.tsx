import { Badge, Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { PartSearchAnswer, SearchMatch } from '@shop/contracts';
import { useSearch, type SearchKind } from '../../features/search/api/search-catalog.ts';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { UnderstoodChips } from '../../features/search/components/understood-chips.tsx';
import { understoodVehicle } from '../../features/search/understood-vehicle.ts';
import { MatchedNumberNote } from '../../features/parts/components/part-numbers.tsx';
import { Pager, PAGE_SIZES } from '../../lib/pager.tsx';
import { paths, useRouteLocale } from '../../lib/paths.ts';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../lib/product-card.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';
import { usePageTitle } from '@shop/ui';

// Only a search that finds nothing needs it (no dead end), so it comes in its own chunk.
const NoDeadEnd = lazy(async () => ({
  default: (await import('../../features/search/components/no-dead-end.tsx')).NoDeadEnd,
}));

// Only a query that names a model year offers to keep it in My garage (garage-offer.tsx).
const GarageOffer = lazy(async () => ({
  default: (await import('../../features/search/components/garage-offer.tsx')).GarageOffer,
}));

const matchLabels: Record<SearchMatch, MessageDescriptor> = {
  exact: msg`Exact part number`,
  prefix: msg`Part number starts with your search`,
  similar: msg`Similar part number`,
  keyword: msg`Name matches`,
  maker: msg`Maker matches`,
  category: msg`Category matches`,
};

/** `{locale}/search?q=`: parts or accessories by part number or keyword, exact part numbers first, page by page. */
export function SearchPage() {
  const { t, i18n } = useLingui();
  const locale = useRouteLocale();
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const kind: SearchKind = search.get('kind') === 'accessories' ? 'accessories' : 'parts';
  const page = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const sizeParam = Number(search.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 20;
  const results = useSearch({ kind, query, page, size });
  usePageTitle(query ? t`Search: ${query}` : t`Search`);
  const garageVehicle = understoodVehicle(results.data?.understood);

  const update = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(key);
      else params.set(key, value);
    }
    setSearch(params);
  };

  return (
    <RemotePage>
      <Container size="xl" py="xl">
        <Stack gap="lg">
          <Title order={1}>{t`Search`}</Title>
          <SearchForm key={query} initial={query} onSearch={(q) => update({ q, page: undefined })} />
          <SegmentedControl
            w="fit-content"
            value={kind}
            onChange={(value) => update({ kind: value === 'accessories' ? 'accessories' : undefined, page: undefined })}
            data={[
              { value: 'parts', label: t`Parts` },
              { value: 'accessories', label: t`Accessories` },
            ]}
          />
          {results.data?.understood && query !== '' ? (
            <UnderstoodChips
              understood={results.data.understood}
              query={query}
              onSearch={(q) => update({ q: q === '' ? undefined : q, page: undefined })}
            />
          ) : null}
          {garageVehicle && query !== '' ? (
            <Suspense fallback={null}>
              <GarageOffer {...garageVehicle} />
            </Suspense>
          ) : null}
          {query === '' ? <Text c="dimmed">{t`Type a part number or a few words, in English or Khmer.`}</Text> : null}
          {results.isFetching && !results.data ? <ProductGridSkeleton /> : null}
          {results.isError ? <Text c="red">{t`The search failed. Please try again.`}</Text> : null}
          {results.data && query !== '' ? (
            results.data.pagination.totalCount === 0 ? (
              kind === 'parts' ? (
                <Suspense fallback={<ProductGridSkeleton />}>
                  <NoDeadEnd query={query} answer={results.data as PartSearchAnswer} />
                </Suspense>
              ) : (
                <Text data-testid="no-results">{t`Nothing matches "${query}".`}</Text>
              )
            ) : (
              <>
                <Pager
                  page={page}
                  size={size}
                  total={results.data.pagination.totalCount}
                  onChange={(p, s) => update({ page: String(p), size: String(s) })}
                />
                <ProductGrid>
                  {results.data.data.map((product) => (
                    <Stack key={product.id} gap={4} data-testid="search-result">
                      {product.match ? (
                        <Badge
                          size="xs"
                          variant={product.match === 'exact' ? 'filled' : 'light'}
                          data-match={product.match}
                        >
                          {i18n._(matchLabels[product.match])}
                        </Badge>
                      ) : null}
                      {'matchedNumber' in product && product.matchedNumber ? (
                        <MatchedNumberNote matched={product.matchedNumber} />
                      ) : null}
                      <ProductCard
                        product={product}
                        href={kind === 'parts' ? paths.part(locale, product.id) : paths.accessory(locale, product.id)}
                      />
                    </Stack>
                  ))}
                </ProductGrid>
                <Pager
                  page={page}
                  size={size}
                  total={results.data.pagination.totalCount}
                  onChange={(p, s) => update({ page: String(p), size: String(s) })}
                />
              </>
            )
          ) : null}
        </Stack>
      </Container>
    </RemotePage>
  );
}
