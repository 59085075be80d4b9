import { Alert, Button, Collapse, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PartPosition, VehicleSummary } from '@shop/contracts';
import { PART_POSITIONS } from '@shop/contracts/catalog-vocabulary.ts';
import { httpStatus, useVehicleFilterStore } from '@shop/client';
import { idParam } from '@shop/federation';
import { brandsQueryOptions } from '../../features/brands/api/get-brands.ts';
import { useFilterParts, type VehicleFilterParams } from '../../features/vehicles/api/filter-parts.ts';
import { PartGroups } from '../../features/vehicles/components/part-groups.tsx';
import { VehicleFilters, type VehicleFilterValues } from '../../features/vehicles/components/vehicle-filters.tsx';
import { VehicleSelector } from '../../features/vehicles/components/vehicle-selector.tsx';
import { InfiniteSentinel } from '../../lib/infinite-sentinel.tsx';
import { useLocalizedName } from '../../lib/localized-name.ts';
import { RemotePage } from '../../lib/remote-page.tsx';
import { usePageTitle } from '@shop/ui';


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
  return { vehicle: { yearId, brandId, modelId, showSummary: search.get('show-summary') === 'true', ...filters }, filters };
}

/** `{locale}/filter?year=&brand=&model=&show-summary=true`: the parts that fit one vehicle, grouped by category. */
export function FilterPage() {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const [search, setSearch] = useSearchParams();
  const { vehicle, filters } = useMemo(() => readParams(search), [search]);
  const setVehicle = useVehicleFilterStore((state) => state.setVehicle);
  const brands = useQuery(brandsQueryOptions({ page: 0, size: 100 }));
  const [choosing, { toggle }] = useDisclosure(false);
  const parts = useFilterParts(vehicle ? { ...vehicle, showSummary: true } : null);

  const summary: VehicleSummary | undefined = parts.data?.pages[0]?.summary;
  const total = parts.data?.pages[0]?.pagination.totalCount ?? 0;
  const loaded = parts.data?.pages.flatMap((page) => page.data) ?? [];
  const vehicleName = summary ? `${nameOf(summary.vehicle.brand)} ${nameOf(summary.vehicle.model)} ${summary.vehicle.year.value}` : '';
  usePageTitle(vehicleName ? t`Parts for ${vehicleName}` : t`Find parts for your vehicle`);

  // The shell's header shows the vehicle of the page, also when the page was opened from a link.
  useEffect(() => {
    if (!summary) return;
    const { year, brand, model } = summary.vehicle;
    setVehicle({ yearId: year.id, brandId: brand.id, modelId: model.id, year: year.value, brand, model });
  }, [summary, setVehicle]);

  const changeFilters = (next: VehicleFilterValues) => {
    const params = new URLSearchParams(search);
    const set = (key: string, value: string | number | undefined) => (value === undefined ? params.delete(key) : params.set(key, String(value)));
    set('category', next.categoryId);
    set('position', next.position);
    set('maker', next.brandItemId);
    setSearch(params, { replace: true });
  };

  const selector = brands.data ? <VehicleSelector brands={brands.data.data} title={t`Choose another vehicle`} /> : null;
  const notFound = httpStatus(parts.error) === 404;

  if (!vehicle || notFound) {
    return (
      <RemotePage>
        <Container size="md" py="xl">
          <Stack gap="md">
            <Title order={1}>{t`Find parts for your vehicle`}</Title>
            <Text c="dimmed">
              {notFound ? t`We do not know this vehicle. Please choose it again.` : t`Choose a year, a brand and a model to see the parts that fit.`}
            </Text>
            {brands.data ? <VehicleSelector brands={brands.data.data} /> : <Skeleton height={160} />}
          </Stack>
        </Container>
      </RemotePage>
    );
  }

  return (
    <RemotePage>
      <Container size="xl" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              {summary ? (
                <Title order={1} data-testid="filter-title">
                  {t`Parts for ${vehicleName}`}
                </Title>
              ) : (
                <Skeleton height={36} width={320} />
              )}
              <Text c="dimmed" data-testid="filter-range">
                {t`${loaded.length} / ${total} items`}
              </Text>
            </Stack>
            <Button variant="light" onClick={toggle} aria-expanded={choosing}>
              {t`Change vehicle`}
            </Button>
          </Group>
          <Collapse expanded={choosing}>{selector}</Collapse>
          {parts.isError && !notFound ? (
            <Alert color="red" title={t`The parts could not be loaded`}>
              <Button variant="light" onClick={() => void parts.refetch()}>
                {t`Try again`}
              </Button>
            </Alert>
          ) : null}
          {summary && vehicle.showSummary ? <VehicleFilters summary={summary} values={filters} onChange={changeFilters} /> : null}
          {parts.isPending ? <Skeleton height={320} /> : null}
          {parts.data && loaded.length === 0 ? <Text c="dimmed">{t`No parts match these filters.`}</Text> : null}
          <PartGroups parts={loaded} categories={summary?.categories ?? []} />
          <InfiniteSentinel
            hasMore={parts.hasNextPage}
            loading={parts.isFetchingNextPage}
            pages={parts.data?.pages.length ?? 0}
            onLoadMore={() => void parts.fetchNextPage()}
          />
        </Stack>
      </Container>
    </RemotePage>
  );
}
