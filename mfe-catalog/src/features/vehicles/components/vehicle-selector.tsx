import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Brand } from '@shop/contracts';
import { useVehicleFilterStore, vehicleFilterPath } from '@shop/client';
import { useLocalizedName } from '@shop/i18n';
import { useRouteLocale } from '../../../lib/paths.ts';
import { useModels } from '../api/get-models.ts';
import { useYears } from '../api/get-years.ts';

type BrandOption = Pick<Brand, 'id' | 'name' | 'nameKh'>;

export interface VehicleSelectorProps {
  /** Vehicle brands with their names (the selector offers those that have models in the chosen year). */
  brands: BrandOption[];
  title?: string;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/**
 * Year, then brand, then model: each list offers only what exists for the choices before it. "Find parts"
 * remembers the vehicle (the shell's header shows it) and opens the filter page.
 */
export function VehicleSelector({ brands, title }: VehicleSelectorProps) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const locale = useRouteLocale();
  const navigate = useNavigate();
  const chosen = useVehicleFilterStore((state) => state.vehicle);
  const setVehicle = useVehicleFilterStore((state) => state.setVehicle);
  const years = useYears();
  const [yearId, setYearId] = useState<number | null>(chosen?.yearId ?? null);
  const [brandId, setBrandId] = useState<number | null>(chosen?.brandId ?? null);
  const [modelId, setModelId] = useState<number | null>(chosen?.modelId ?? null);
  const models = useModels(yearId, brandId);

  const year = years.data?.find((y) => y.id === yearId);
  const brandChoices = year ? brands.filter((b) => year.brandIds.includes(b.id)) : [];
  const brand = brandChoices.find((b) => b.id === brandId);
  const model = models.data?.find((m) => m.id === modelId);

  const find = () => {
    if (!year || !brand || !model) return;
    const vehicle = {
      yearId: year.id,
      brandId: brand.id,
      modelId: model.id,
      year: year.value,
      brand: { name: brand.name, nameKh: brand.nameKh },
      model: { name: model.name, nameKh: model.nameKh },
    };
    setVehicle(vehicle);
    void navigate(vehicleFilterPath(locale, vehicle));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="vehicle-selector-title"
      data-testid="vehicle-selector"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="vehicle-selector-title">
          {title ?? t`Find parts for your vehicle`}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t`Year`}
            data-testid="vehicle-year"
            value={yearId === null ? '' : String(yearId)}
            disabled={!years.data}
            onChange={(event) => {
              const next = toId(event.currentTarget.value);
              setYearId(next);
              const nextYear = years.data?.find((y) => y.id === next);
              if (!nextYear || brandId === null || !nextYear.brandIds.includes(brandId)) setBrandId(null);
              setModelId(null);
            }}
            data={[
              { value: '', label: t`Choose a year` },
              ...(years.data ?? []).map((y) => ({ value: String(y.id), label: String(y.value) })),
            ]}
          />
          <NativeSelect
            label={t`Brand`}
            data-testid="vehicle-brand"
            value={brand ? String(brand.id) : ''}
            disabled={!year}
            onChange={(event) => {
              setBrandId(toId(event.currentTarget.value));
              setModelId(null);
            }}
            data={[
              { value: '', label: t`Choose a brand` },
              ...brandChoices.map((b) => ({ value: String(b.id), label: nameOf(b) })),
            ]}
          />
          <NativeSelect
            label={t`Model`}
            data-testid="vehicle-model"
            value={model ? String(model.id) : ''}
            disabled={!brand || !models.data}
            onChange={(event) => setModelId(toId(event.currentTarget.value))}
            data={[
              { value: '', label: t`Choose a model` },
              ...(models.data ?? []).map((m) => ({ value: String(m.id), label: nameOf(m) })),
            ]}
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t`Only vehicles we have parts for are listed.`}
          </Text>
          <Button onClick={find} disabled={!year || !brand || !model} data-testid="vehicle-find">
            {t`Find parts`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
