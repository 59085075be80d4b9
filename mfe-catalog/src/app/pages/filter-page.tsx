import { Alert, Button, Collapse, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { PartPosition, VehicleSummary } from '@shop/contracts';
import { PART_POSITIONS } from '@shop/contracts/catalog-vocabulary.ts';
import { httpStatus, queryClient, useVehicleFilterStore } from '@shop/client';
import { idParam } from '@shop/federation/route-params.ts';
import { usePageTitle } from '@shop/ui';
import { PageIntro } from '../../lib/page-intro.ts';
import { VehiclePartsTop } from '../../lib/vehicle-parts-top.ts';
import { ALL_BRANDS, brandsQueryOptions, useBrands } from '../../features/brands/api/get-brands.ts';
import {
  filterPartsQueryOptions,
  useFilterParts,
  type VehicleFilterParams,
} from '../../features/vehicles/api/filter-parts.ts';
import { VehicleFilters, type VehicleFilterValues } from '../../features/vehicles/components/vehicle-filters.tsx';
import { VehicleSelector } from '../../features/vehicles/components/vehicle-selector.tsx';
import { CategoryChips } from '../../lib/category-chips.tsx';
import { useListingAddress, useListingPages } from '../../lib/listing-pages.ts';
import { LoadMore } from '../../lib/load-more.tsx';
import { useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../lib/paths.ts';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../lib/product-card.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';

function readParams(search: URLSearchParams): { vehicle: VehicleFilterParams | null; filters: VehicleFilterValues } {
  const position = search.get('position');
  const filters: VehicleFilterValues = {
    categoryId: idParam(search.get('category')),
    position: PART_POSITIONS.includes(position as PartPosition) ? (position as PartPosition) : undefined,
    brandItemId: idParam(search.get('maker')),
  };
  const yearId = idParam(search.get('year'));
  const brandId = idParam(search.get('brand'));
  const modelId = idParam(search.get('model'));
  if (yearId === undefined || brandId === undefined || modelId === undefined) return { vehicle: null, filters };
  return {
    vehicle: { yearId, brandId, modelId, showSummary: search.get('show-summary') === 'true', ...filters },
    filters,
  };
}

const sameVehicle = (summary: VehicleSummary, vehicle: VehicleFilterParams) =>
  summary.vehicle.year.id === vehicle.yearId &&
  summary.vehicle.brand.id === vehicle.brandId &&
  summary.vehicle.model.id === vehicle.modelId;

/** The query of the first page: it always carries the summary (the title names the vehicle from it). */
const firstPageOf = (vehicle: VehicleFilterParams): VehicleFilterParams => ({ ...vehicle, showSummary: true });

/**
 * Makes the page's vehicle the chosen one: the shell's header shows it, also when the page was opened from a link, and
 * every card's "Fits your ..." badge reads it. The store ignores an equal copy (`setVehicle`), so a chip's answer with
 * the same vehicle re-renders nothing.
 */
function chooseVehicleOf(summary: VehicleSummary): void {
  const { year, brand, model } = summary.vehicle;
  useVehicleFilterStore
    .getState()
    .setVehicle({ yearId: year.id, brandId: brand.id, modelId: model.id, year: year.value, brand, model });
}

/**
 * Reads the vehicle's first page of parts and the brands before the page is drawn, as the home and part pages do: the
 * page is then drawn in the router's transition, which React renders in slices, instead of in the one long
 * synchronous render an answer arriving after the page causes (Lighthouse's Total Blocking Time on a phone). A failed
 * read is left to the page, whose own query shows it. Runs when the page is entered only (see `routes.tsx`): a chip
 * or "Show more" keeps the page as it is while the next answer loads.
 */
export async function filterLoader({ request }: LoaderFunctionArgs) {
  const { vehicle } = readParams(new URL(request.url).searchParams);
  const firstPage = vehicle ? filterPartsQueryOptions(firstPageOf(vehicle)) : undefined;
  await Promise.all([
    queryClient.prefetchQuery(brandsQueryOptions(ALL_BRANDS)),
    firstPage ? queryClient.prefetchInfiniteQuery(firstPage) : undefined,
  ]);
  // The vehicle is chosen before the page is drawn, so its cards are drawn once, with their badges: chosen after, React
  // re-rendered every card in one long synchronous task. Coming from a link on another page, that page's own badges
  // (if any) follow the new vehicle for the moment before it is replaced. This query's summary is always its vehicle's.
  const summary = firstPage ? queryClient.getQueryData(firstPage.queryKey)?.pages[0]?.summary : undefined;
  if (summary) chooseVehicleOf(summary);
  return null;
}

/**
 * `{locale}/filter?year=&brand=&model=&show-summary=true`: the parts that fit one vehicle, as one grid of cards
 * (in category order) with the category chips and counts above it, a page at a time ("Show more").
 * `category`, `position`, `maker` and `page` live in the address (lib/listing-pages.ts).
 */
export function FilterPage() {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  const { search, lastPage, narrow, showPage } = useListingAddress();
  const { vehicle, filters } = useMemo(() => readParams(search), [search]);
  const brands = useBrands(ALL_BRANDS);
  const [choosing, { toggle }] = useDisclosure(false);
  const parts = useFilterParts(vehicle ? firstPageOf(vehicle) : null);
  const list = useListingPages(parts, lastPage, showPage);

  // While another chip's parts load, the last answer's summary (every part of the vehicle) still holds.
  const answered = parts.data?.pages[0]?.summary;
  const summary = answered && vehicle && sameVehicle(answered, vehicle) ? answered : undefined;
  const vehicleName = summary
    ? `${nameOf(summary.vehicle.brand)} ${nameOf(summary.vehicle.model)} ${summary.vehicle.year.value}`
    : '';
  usePageTitle(vehicleName ? t`Parts for ${vehicleName}` : t`Find parts for your vehicle`);

  // Another vehicle chosen on the page (the address's query changes, the loader does not run again).
  useEffect(() => {
    if (summary) chooseVehicleOf(summary);
  }, [summary]);

  const changeFilters = (next: VehicleFilterValues) =>
    narrow({ category: next.categoryId, position: next.position, maker: next.brandItemId });

  const selector = brands.data ? <VehicleSelector brands={brands.data.data} title={t`Choose another vehicle`} /> : null;
  const notFound = httpStatus(parts.error) === 404;

  if (!vehicle || notFound) {
    return (
      <RemotePage>
        <Container size="md" py="xl">
          <Stack gap="md">
            <PageIntro
              gap="md"
              heading={t`Find parts for your vehicle`}
              lead={
                notFound
                  ? t`We do not know this vehicle. Please choose it again.`
                  : t`Choose a year, a brand and a model to see the parts that fit.`
              }
            />
            {brands.data ? <VehicleSelector brands={brands.data.data} /> : <Skeleton height={160} />}
          </Stack>
        </Container>
      </RemotePage>
    );
  }

  return (
    <RemotePage>
      <Container size="xl" py="xl">
        <Stack gap="md">
          <VehiclePartsTop
            heading={
              summary ? (
                <Title order={1} data-testid="filter-title">
                  {t`Parts for ${vehicleName}`}
                </Title>
              ) : (
                <Skeleton height={36} width={320} maw="100%" />
              )
            }
            range={
              <Text c="dimmed" data-testid="filter-range">
                {t`${list.items.length} / ${list.total} items`}
              </Text>
            }
            action={
              <Button variant="light" onClick={toggle} aria-expanded={choosing}>
                {t`Change vehicle`}
              </Button>
            }
          />
          <Collapse expanded={choosing}>{selector}</Collapse>
          {parts.isError && !notFound ? (
            <Alert color="red" title={t`The parts could not be loaded`}>
              <Button variant="light" onClick={() => void parts.refetch()}>
                {t`Try again`}
              </Button>
            </Alert>
          ) : null}
          {vehicle.showSummary ? (
            summary ? (
              <>
                <CategoryChips
                  total={summary.total}
                  categories={summary.categories}
                  value={filters.categoryId}
                  onChange={(categoryId) => changeFilters({ ...filters, categoryId })}
                />
                <VehicleFilters summary={summary} values={filters} onChange={changeFilters} />
              </>
            ) : (
              <Skeleton height={30} width={480} maw="100%" />
            )
          ) : null}
          {list.waiting && !parts.isError ? <ProductGridSkeleton dense /> : null}
          {!list.waiting && list.items.length === 0 && !parts.isError ? (
            <Text c="dimmed">{t`No parts match these filters.`}</Text>
          ) : null}
          {list.waiting ? null : (
            <ProductGrid dense>
              {list.items.map((part) => (
                <ProductCard key={part.id} product={part} href={paths.part(locale, part.id)} />
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
