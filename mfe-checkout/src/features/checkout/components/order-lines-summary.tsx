import { Divider, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Amount, formatMoney } from '@shop/ui';
import type { LineItem, LineUnit } from '@shop/contracts';
import { useLocalizedName } from '@shop/i18n';

interface SummaryLine {
  id: number;
  item: LineItem;
  unit: LineUnit;
  quantity: number;
  lineTotal: string;
}

/** A charge beside the lines: a part's delivery or cash-on-delivery fee. */
export interface SummaryCharge {
  key: string;
  label: string;
  amount: string;
}

interface OrderLinesSummaryProps {
  lines: SummaryLine[];
  /** Delivery fees, listed after the lines; the total includes them. */
  charges?: SummaryCharge[];
  total: string;
  totalKhr: string;
  /** Names the total's figures for tests (`<testId>-usd`, `<testId>-khr`). */
  testId: string;
}

/** The lines of a cart or an order in short (quantity, unit, name, amount), its delivery fees and the total in USD and KHR. */
export function OrderLinesSummary({ lines, charges = [], total, totalKhr, testId }: OrderLinesSummaryProps) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  return (
    <Stack gap="xs">
      {lines.map((line) => {
        const quantity = line.quantity;
        const unit = nameOf(line.unit);
        const name = nameOf(line.item);
        return (
          <Group key={line.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{t`${quantity} × ${unit} · ${name}`}</Text>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.lineTotal)}
            </Text>
          </Group>
        );
      })}
      {charges.length > 0 ? <Divider variant="dashed" /> : null}
      {charges.map((charge) => (
        <Group key={charge.key} justify="space-between" wrap="nowrap" align="flex-start" data-testid="summary-charge">
          <Text size="sm">{charge.label}</Text>
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {Number(charge.amount) === 0 ? t`Free` : formatMoney(charge.amount)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text fw={700}>{t`Total`}</Text>
        <Amount usd={total} khr={totalKhr} size="lg" strong align="end" testId={testId} />
      </Group>
    </Stack>
  );
}
