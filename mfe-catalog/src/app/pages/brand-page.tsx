import { Button, Chip, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useVehicleFilterStore, vehicleFilterPath } from '@shop/client';
import { ALL_BRANDS, useBrands } from '../../features/brands/api/get-brands.ts';
import { useBrandYears } from '../../features/vehicles/api/get-brand-years.ts';
import { useModels } from '../../features/vehicles/api/get-models.ts';
import { useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../lib/paths.ts';
import { ListingTop } from '../../lib/listing-top.ts';
import { RemotePage } from '../../lib/remote-page.tsx';
import { routeId } from '../route-params.ts';
import { usePageTitle } from '@shop/ui';

/** `{locale}/brand/:brandId`: shop by brand, then year, then model. */
export function BrandPage() {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  const navigate = useNavigate();
  const brandId = routeId(useParams().brandId) ?? 0;
  const brands = useBrands(ALL_BRANDS);
  const brand = brands.data?.data.find((b) => b.id === brandId);
  const years = useBrandYears(brandId);
  const [yearId, setYearId] = useState<number | null>(null);
  const models = useModels(yearId, brandId);
  const setVehicle = useVehicleFilterStore((state) => state.setVehicle);
  const year = years.data?.find((y) => y.id === yearId);
  usePageTitle(brand ? nameOf(brand) : undefined);

  if (brands.data && !brand) {
    return (
      <RemotePage>
        <Container size="md" py="xl">
          <Title order={1}>{t`We do not know this brand.`}</Title>
        </Container>
      </RemotePage>
    );
  }
  return (
    <RemotePage>
      <Container size="xl" py="xl">
        <ListingTop
          home={{ label: t`Home`, to: paths.home(locale) }}
          current={brand ? nameOf(brand) : ''}
          heading={<Title order={1}>{brand ? t`${nameOf(brand)} parts` : <Skeleton height={36} width={240} />}</Title>}
        >
          <Stack gap="xs" component="section">
            <Title order={2} size="h4">
              {t`Choose the year`}
            </Title>
            {years.isPending ? <Skeleton height={80} /> : null}
            <Chip.Group value={yearId === null ? '' : String(yearId)} onChange={(value) => setYearId(Number(value))}>
              <Group gap={6}>
                {(years.data ?? []).map((y) => (
                  <Chip key={y.id} value={String(y.id)} size="sm">
                    {y.value}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          {year && brand ? (
            <Stack gap="xs" component="section">
              <Title order={2} size="h4">
                {t`Choose the model`}
              </Title>
              {models.isPending ? <Skeleton height={60} /> : null}
              <Group gap="sm">
                {(models.data ?? []).map((model) => (
                  <Button
                    key={model.id}
                    variant="light"
                    onClick={() => {
                      const vehicle = {
                        yearId: year.id,
                        brandId: brand.id,
                        modelId: model.id,
                        year: year.value,
                        brand,
                        model,
                      };
                      setVehicle({
                        ...vehicle,
                        brand: { name: brand.name, nameKh: brand.nameKh },
                        model: { name: model.name, nameKh: model.nameKh },
                      });
                      void navigate(vehicleFilterPath(locale, vehicle));
                    }}
                  >
                    {nameOf(model)}
                  </Button>
                ))}
              </Group>
            </Stack>
          ) : null}
        </ListingTop>
      </Container>
    </RemotePage>
  );
}
