import './invoice-document.css';
import './i18n.ts';
import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DeliveryChoice, InvoiceView, PartDelivery } from '@shop/contracts';
import { formatDate, localizedName } from '@shop/i18n';
import { formatMoney, formatRiel } from '../money.ts';
import { invoiceNumber } from './invoice-number.ts';

export interface InvoiceDocumentProps {
  invoice: InvoiceView;
  /** How to pay what is due, printed with the invoice (the order's KHQR code when it is paid by bank transfer). */
  payment?: ReactNode;
}

/**
 * An invoice as a document: the store and its contact, customer and address, lines, the part's delivery worded in
 * the reader's language, totals in USD and KHR, and "Dealer prices" under them for an approved dealer's order; prints
 * alone (invoice-document.css). One document for the shopper's invoice page and the back-office's print view, so
 * the paper a shopper and the shop hold is the same.
 */
export function InvoiceDocument({ invoice, payment }: InvoiceDocumentProps) {
  const { t, i18n } = useLingui();
  const number = invoiceNumber(invoice.id);
  const orderId = invoice.orderId;
  const day = formatDate(i18n, invoice.createdAt, 'long-date');
  // Lines cancelled before the store accepted the order were never billed (the invoice's total is the open lines).
  const open = invoice.lines.filter((line) => line.status === 'OPEN');
  const lines = open.length > 0 ? open : invoice.lines;
  const { customer, address, store } = invoice;

  return (
    <Paper withBorder p="xl" className="shop-printable" data-testid="printable-invoice" data-invoice-id={invoice.id}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {t`Invoice`}
            </Title>
            <Text fw={700} data-testid="invoice-number">
              {number}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text size="sm" data-testid="invoice-date">
              {t`Date: ${day}`}
            </Text>
            <Text size="sm">{t`Order #${orderId}`}</Text>
            {invoice.status === 'CANCELLED' ? (
              <Badge color="red" variant="outline" size="lg" data-testid="invoice-status">
                {t`Cancelled`}
              </Badge>
            ) : null}
          </Stack>
        </Group>

        <SimpleGrid cols={2} spacing="lg">
          <Stack gap={2} data-testid="invoice-supplier">
            <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
              {t`From`}
            </Text>
            <Text fw={600}>{localizedName(store, i18n.locale)}</Text>
            {store.address ? (
              <Text size="sm" data-testid="invoice-store-address">
                {store.address}
              </Text>
            ) : null}
            {store.phone ? <Text size="sm" data-testid="invoice-store-phone">{t`Phone: ${store.phone}`}</Text> : null}
          </Stack>
          <Stack gap={2} data-testid="invoice-customer">
            <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
              {t`Bill to`}
            </Text>
            <Text fw={600}>{customer.name}</Text>
            {address.recipientName && address.recipientName !== customer.name ? (
              <Text size="sm">{address.recipientName}</Text>
            ) : null}
            <Text size="sm">{`${address.address}, ${localizedName({ name: address.locationName, nameKh: address.locationNameKh }, i18n.locale)}`}</Text>
            {address.phone ? <Text size="sm">{t`Phone: ${address.phone}`}</Text> : null}
          </Stack>
        </SimpleGrid>

        <Table withTableBorder verticalSpacing="xs" aria-label={t`Invoice lines`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Item`}</Table.Th>
              <Table.Th>{t`Quantity`}</Table.Th>
              <Table.Th ta="right">{t`Unit price`}</Table.Th>
              <Table.Th ta="right">{t`Amount (USD)`}</Table.Th>
              <Table.Th ta="right">{t`Amount (KHR)`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.id} data-testid="invoice-line">
                <Table.Td>
                  <Text size="sm">{localizedName(line.item, i18n.locale)}</Text>
                  <Text size="xs" c="dimmed">
                    {line.item.partNumber}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {line.quantity} {localizedName(line.unit, i18n.locale)}
                </Table.Td>
                <Table.Td ta="right" data-testid="invoice-line-unit-price">
                  <Text size="sm">{formatMoney(line.unitPrice)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatRiel(line.unitPriceKhr)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(line.lineTotal)}</Table.Td>
                <Table.Td ta="right">{formatRiel(line.lineTotalKhr)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>

        {invoice.delivery ? <DeliveryCharges delivery={invoice.delivery} /> : null}

        <Divider />
        <Stack gap={4} align="flex-end" data-testid="invoice-total">
          <Group gap="xl">
            <Text fw={700}>{t`Total (USD)`}</Text>
            <Text fw={700} data-testid="invoice-total-usd">
              {formatMoney(invoice.total)}
            </Text>
          </Group>
          <Group gap="xl">
            <Text fw={700}>{t`Total (KHR)`}</Text>
            <Text fw={700} data-testid="invoice-total-khr">
              {formatRiel(invoice.totalKhr)}
            </Text>
          </Group>
        </Stack>
        {invoice.dealerPricing ? (
          <Text size="sm" c="dimmed" ta="right" data-testid="invoice-dealer-prices">
            {t`Dealer prices`}
          </Text>
        ) : null}
        {payment}
      </Stack>
    </Paper>
  );
}

const wayLabels: Record<DeliveryChoice, MessageDescriptor> = {
  'Ground Way': msg`By road`,
  'Rail Way': msg`By rail`,
  'Water Way': msg`By water`,
  'Air Way': msg`By air`,
  STORE_PICKUP: msg`Pick up at the store`,
};

/**
 * The part's delivery as ordered (decisions.md, "Delivery"): the way, its days or the store to collect it from, and
 * the fees the invoice adds to its lines (shipping, cash on delivery), in USD and riel; the totals include them.
 */
function DeliveryCharges({ delivery }: { delivery: PartDelivery }) {
  const { t, i18n } = useLingui();
  const way = i18n._(wayLabels[delivery.option]);
  const { daysMin, daysMax, pickup } = delivery;
  const days =
    daysMin === null || daysMax === null
      ? null
      : daysMax === 0
        ? t`same day`
        : daysMin === daysMax
          ? plural(daysMax, { one: '# day', other: '# days' })
          : t`${daysMin}–${daysMax} days`;
  const where = pickup ? [localizedName(pickup, i18n.locale), pickup.address].filter(Boolean).join(', ') : null;
  return (
    <Table withTableBorder verticalSpacing="xs" aria-label={t`Delivery`} data-testid="invoice-delivery">
      <Table.Tbody>
        <Table.Tr data-testid="invoice-delivery-fee" data-option={delivery.option}>
          <Table.Td>
            <Text size="sm">{t`Delivery: ${way}`}</Text>
            {days || where ? (
              <Text size="xs" c="dimmed">
                {where ?? days}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td ta="right" data-testid="invoice-delivery-fee-usd">
            {formatMoney(delivery.fee)}
          </Table.Td>
          <Table.Td ta="right" data-testid="invoice-delivery-fee-khr">
            {formatRiel(delivery.feeKhr)}
          </Table.Td>
        </Table.Tr>
        {Number(delivery.codFee) > 0 ? (
          <Table.Tr data-testid="invoice-cod-fee">
            <Table.Td>
              <Text size="sm">{t`Cash on delivery fee`}</Text>
            </Table.Td>
            <Table.Td ta="right" data-testid="invoice-cod-fee-usd">
              {formatMoney(delivery.codFee)}
            </Table.Td>
            <Table.Td ta="right" data-testid="invoice-cod-fee-khr">
              {formatRiel(delivery.codFeeKhr)}
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
