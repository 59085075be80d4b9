import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { formatDate, formatNumber, localizedName } from '@shop/i18n';
import { RecordError } from '@shop/admin';
import { EmptyBlock, LoadingBlock } from '@shop/ui';
import { Link, useParams } from 'react-router';
import { useShippingLabel } from '../../../lib/order-words.ts';
import type { OrderDetailView } from '@shop/contracts';
import { useOrder } from '../api/get-order.ts';
import { PartDeliveryFacts } from './part-delivery.tsx';

/**
 * One supplier's packing slip for an order: what to pack (its open lines, in the units ordered and in base units,
 * no prices) and where it goes. Prints on A4 without the back-office chrome. A supplier reaches only its own (the
 * API gives it only its lines).
 */
export function PackingSlipPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const supplierId = Number(params.supplierId);
  const order = useOrder(id);
  if (order.isPending) return <LoadingBlock />;
  // A missing order, or one without a line of this supplier's, is "not found", not the connection error.
  if (order.isError)
    return (
      <RecordError
        error={order.error}
        onRetry={() => void order.refetch()}
        back={{ to: `/${params.locale}/admin/orders`, label: t`Back to orders` }}
      />
    );
  const o = order.data;
  const lines = linesToPack(o, supplierId);
  const supplier = o.lines.find((line) => line.supplier.id === supplierId)?.supplier;
  const back = (
    <Anchor component={Link} to="../.." relative="path" size="sm" data-print="hide">
      {t`Back to order #${o.id}`}
    </Anchor>
  );
  if (!supplier || lines.length === 0) {
    return (
      <Stack gap="sm">
        {back}
        <EmptyBlock title={t`Nothing to pack`} hint={t`This order has no open lines of this supplier.`} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" data-print="hide">
        {back}
        <Button onClick={() => window.print()} data-testid="packing-slip-print">
          {t`Print`}
        </Button>
      </Group>
      <PackingSlip order={o} supplierId={supplierId} />
    </Stack>
  );
}

/** The open lines of one supplier in an order, the slip's table. */
export const linesToPack = (order: OrderDetailView, supplierId: number) =>
  order.lines.filter((line) => line.supplier.id === supplierId && line.status === 'OPEN');

/**
 * One supplier's packing slip as a document: the page of one order and the bulk print of many draw the same one. It
 * carries the part's delivery (way, pickup store, fees to collect) for whoever hands the parcel over.
 * Printed, each starts on its own A4 sheet (print.css).
 */
export function PackingSlip({ order: o, supplierId }: { order: OrderDetailView; supplierId: number }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const shippingLabel = useShippingLabel();
  const lines = linesToPack(o, supplierId);
  const supplier = o.lines.find((line) => line.supplier.id === supplierId)?.supplier;
  // The part's own delivery as chosen at checkout; orders placed before delivery was priced read the order's option.
  const delivery = o.parts.find((part) => part.supplier.id === supplierId)?.delivery ?? null;
  if (!supplier || lines.length === 0) return null;
  return (
    <Paper withBorder p="xl" data-print="detail" data-testid="packing-slip" data-order-id={o.id}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={1} size="h2">{t`Packing slip`}</Title>
            <Text fw={700} data-testid="packing-slip-order">{t`Order #${o.id}`}</Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text size="sm">{t`Placed ${formatDate(i18n, o.createdAt, 'date')}`}</Text>
            {delivery ? null : <Text size="sm">{t`Shipping: ${shippingLabel(o.shippingOption)}`}</Text>}
          </Stack>
        </Group>
        <SimpleGrid cols={2}>
          <Stack gap={2}>
            <Text size="xs" tt="uppercase" c="dimmed" fw={700}>{t`From`}</Text>
            <Text fw={600} data-testid="packing-slip-supplier">
              {localizedName(supplier, i18n.locale)}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" tt="uppercase" c="dimmed" fw={700}>{t`Ship to`}</Text>
            <Text fw={600}>{o.address.recipientName ?? o.customer.name}</Text>
            <Text size="sm">{`${o.address.address}, ${localizedName({ name: o.address.locationName, nameKh: o.address.locationNameKh }, i18n.locale)}`}</Text>
            {o.address.phone ? <Text size="sm">{t`Phone: ${o.address.phone}`}</Text> : null}
          </Stack>
        </SimpleGrid>
        <PartDeliveryFacts delivery={delivery} />
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Part number`}</Table.Th>
              <Table.Th>{t`Part`}</Table.Th>
              <Table.Th>{t`Quantity`}</Table.Th>
              <Table.Th>{t`Base units`}</Table.Th>
              <Table.Th>{t`Packed`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.id} data-testid="packing-slip-line">
                <Table.Td>{line.item.partNumber}</Table.Td>
                <Table.Td>{localizedName(line.item, i18n.locale)}</Table.Td>
                <Table.Td>{`${formatNumber(i18n, line.quantity)} ${localizedName(line.unit, i18n.locale)}`}</Table.Td>
                <Table.Td>{formatNumber(i18n, line.baseQuantity)}</Table.Td>
                <Table.Td>☐</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {o.note ? <Text size="sm">{t`Shopper's note: ${o.note}`}</Text> : null}
      </Stack>
    </Paper>
  );
}
