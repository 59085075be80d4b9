import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PartPosition, VehicleSummary } from '@shop/contracts';
import { PART_POSITIONS } from '@shop/contracts/catalog-vocabulary.ts';
import { useLocalizedName } from '@shop/i18n';
import { positionLabels } from '@shop/ui';

export interface VehicleFilterValues {
  categoryId?: number;
  position?: PartPosition;
  brandItemId?: number;
}

/**
 * Narrowing the parts of a vehicle beyond its category chips: the position and maker that occur among the
 * vehicle's parts, with their counts (from the summary of every part that fits).
 */
export function VehicleFilters({
  summary,
  values,
  onChange,
}: {
  summary: VehicleSummary;
  values: VehicleFilterValues;
  onChange(next: VehicleFilterValues): void;
}) {
  const { t, i18n } = useLingui();
  const nameOf = useLocalizedName();
  const positions = PART_POSITIONS.filter((position) => summary.positions.some((p) => p.position === position));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={640}>
      <NativeSelect
        label={t`Position`}
        value={values.position ?? ''}
        onChange={(event) =>
          onChange({ ...values, position: (event.currentTarget.value || undefined) as PartPosition | undefined })
        }
        data={[
          { value: '', label: t`Any position` },
          ...positions.map((position) => ({
            value: position,
            label: `${i18n._(positionLabels[position])} (${summary.positions.find((p) => p.position === position)?.count ?? 0})`,
          })),
        ]}
      />
      <NativeSelect
        label={t`Maker`}
        value={values.brandItemId === undefined ? '' : String(values.brandItemId)}
        onChange={(event) =>
          onChange({
            ...values,
            brandItemId: event.currentTarget.value ? Number(event.currentTarget.value) : undefined,
          })
        }
        data={[
          { value: '', label: t`Any maker` },
          ...summary.makers.map((maker) => ({ value: String(maker.id), label: `${nameOf(maker)} (${maker.count})` })),
        ]}
      />
    </SimpleGrid>
  );
}
