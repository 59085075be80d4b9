import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SaleUnit } from '@shop/contracts';
import { useLocalizedName } from '@shop/i18n';

/** The units an item is sold in ("Box of 10 Piece"). */
export function UnitList({ units }: { units: SaleUnit[] }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const base = units.find((unit) => unit.isBase);
  if (!base) return null;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {t`Sold per`}
      </Text>
      {units.map((unit) => (
        <Text key={unit.id} size="sm" fw={500}>
          {unit.isBase ? nameOf(unit) : t`${nameOf(unit)} of ${unit.factor} ${nameOf(base)}`}
        </Text>
      ))}
    </Group>
  );
}
