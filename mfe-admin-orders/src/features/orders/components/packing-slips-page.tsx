import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '@shop/ui';
import { Link, useSearchParams } from 'react-router';
import { useOrdersOf } from '../api/get-order.ts';
import { linesToPack, PackingSlip } from './packing-slip-page.tsx';
import { formatNumber } from '@shop/i18n';

/** How many orders one print takes (a page of slips the browser can still lay out). */
export const MAX_PACKING_SLIPS = 100;

/** The orders of `?ids=3,5,8` (the orders desk's selection), whole numbers only, at most MAX_PACKING_SLIPS. */
export const packingSlipOrderIds = (value: string | null): number[] =>
  [...new Set((value ?? '').split(',').map(Number))]
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, MAX_PACKING_SLIPS);

/**
 * The packing slips of the orders selected on the orders desk, one printable page: each order's slip per supplier
 * with open lines (a supplier sees only its own: the API gives it only its lines), each on its own A4 sheet.
 */
export function PackingSlipsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [params] = useSearchParams();
  const ids = packingSlipOrderIds(params.get('ids'));
  const orders = useOrdersOf(ids);
  const back = (
    <Anchor component={Link} to=".." relative="path" size="sm" data-print="hide">
      {t`Back to orders`}
    </Anchor>
  );
  if (orders.some((order) => order.isPending)) return <LoadingBlock />;
  const failed = orders.find((order) => order.isError);
  if (failed) return <ErrorBlock onRetry={() => void failed.refetch()} />;
  const slips = orders.flatMap((order) => {
    const o = order.data!;
    const suppliers = [...new Set(o.lines.map((line) => line.supplier.id))];
    return suppliers
      .filter((supplierId) => linesToPack(o, supplierId).length > 0)
      .map((supplierId) => ({ order: o, supplierId }));
  });
  if (slips.length === 0)
    return (
      <Stack gap="sm">
        {back}
        <EmptyBlock title={t`Nothing to pack`} hint={t`None of the selected orders has open lines to pack.`} />
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between" data-print="hide">
        {back}
        <Group gap="sm">
          <Text size="sm" data-testid="packing-slips-count">
            {t`${formatNumber(i18n, slips.length)} packing slips for ${formatNumber(i18n, ids.length)} orders`}
          </Text>
          <Button onClick={() => window.print()} data-testid="packing-slips-print">
            {t`Print`}
          </Button>
        </Group>
      </Group>
      {slips.map(({ order, supplierId }) => (
        <PackingSlip key={`${order.id}-${supplierId}`} order={order} supplierId={supplierId} />
      ))}
    </Stack>
  );
}
