import { Divider, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Amount, formatMoney } from '@shop/ui';
import type { LineItem, LineUnit } from '@shop/contracts';
import { useLocalizedName } from '../../../lib/localized-name.ts';

interface SummaryLine {
  id: number;
  item: LineItem;
  unit: LineUnit;
  quantity: number;
  lineTotal: string;
}

interface OrderLinesSummaryProps {
  lines: SummaryLine[];
  total: string;
  totalKhr: string;
  /** Names the total's figures for tests (`<testId>-usd`, `<testId>-khr`). */
  testId: string;
}

/** The lines of a cart or an order in short (quantity, unit, name, amount) and the total in USD and KHR. */
export function OrderLinesSummary({ lines, total, totalKhr, testId }: OrderLinesSummaryProps) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  return (
    <Stack gap="xs">
      {lines.map((line) => {
        const quantity = line.quantity;
        const unit = nameOf(line.unit);
        const name = nameOf(line.item);
        return (
          <Group key={line.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="summary-line">
            <Text size="sm">{t`${quantity} × ${unit} · ${name}`}</Text>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.lineTotal)}
            </Text>
          </Group>
        );
      })}
      <Divider />
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text fw={700}>{t`Total`}</Text>
        <Amount usd={total} khr={totalKhr} size="lg" strong align="end" testId={testId} />
      </Group>
    </Stack>
  );
}
