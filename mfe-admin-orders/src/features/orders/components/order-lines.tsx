import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { StatusBadge } from '@shop/admin';
import type { OrderDetailView, OrderLine } from '@shop/contracts';
import { Amount, useOrderStatusLabel } from '@shop/ui';
import { Link } from 'react-router';
import { formatNumber, localizedName } from '@shop/i18n';
import { PartDeliveryFacts } from './part-delivery.tsx';

/**
 * The order's lines grouped per supplier, each group being that supplier's part of the order with its own status (a
 * supplier reads only its own part), prices in USD and KHR, and how the part goes out with its fees.
 */
export function OrderLines({ lines, parts }: { lines: OrderLine[]; parts: OrderDetailView['parts'] }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const statusLabel = useOrderStatusLabel();
  const groups = new Map<number, OrderLine[]>();
  for (const line of lines) groups.set(line.supplier.id, [...(groups.get(line.supplier.id) ?? []), line]);
  const partStatus = (supplierId: number) => parts.find((part) => part.supplier.id === supplierId)?.status;
  return (
    <Stack gap="md">
      {[...groups.values()].map((group) => (
        <Paper key={group[0]!.supplier.id} withBorder p="md" data-testid="supplier-lines">
          <Group justify="space-between" mb="xs">
            <Group gap="xs">
              <Title order={3} size="h5" data-testid="supplier-name">
                {localizedName(group[0]!.supplier, i18n.locale)}
              </Title>
              {partStatus(group[0]!.supplier.id) ? (
                <StatusBadge status={partStatus(group[0]!.supplier.id)!}>
                  {statusLabel(partStatus(group[0]!.supplier.id)!)}
                </StatusBadge>
              ) : null}
            </Group>
            <Anchor
              component={Link}
              to={`packing-slip/${group[0]!.supplier.id}`}
              size="sm"
              data-print="hide"
              data-testid="packing-slip-link"
            >
              {t`Packing slip`}
            </Anchor>
          </Group>
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Part`}</Table.Th>
                  <Table.Th>{t`Quantity`}</Table.Th>
                  <Table.Th>{t`Unit price`}</Table.Th>
                  <Table.Th>{t`Line total`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.map((line) => (
                  <Table.Tr key={line.id} data-testid="order-line">
                    <Table.Td>
                      <Text size="sm">{localizedName(line.item, i18n.locale)}</Text>
                      <Text size="xs" c="dimmed" data-testid="line-part-number">
                        {line.item.partNumber}
                      </Text>
                      {line.status === 'CANCELLED' ? (
                        <StatusBadge status="CANCELLED">{t`Cancelled`}</StatusBadge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {formatNumber(i18n, line.quantity)} {localizedName(line.unit, i18n.locale)}
                    </Table.Td>
                    <Table.Td>
                      <Amount usd={line.unitPrice} khr={line.unitPriceKhr} size="sm" />
                    </Table.Td>
                    <Table.Td>
                      <Amount usd={line.lineTotal} khr={line.lineTotalKhr} size="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PartDeliveryFacts
            delivery={parts.find((part) => part.supplier.id === group[0]!.supplier.id)?.delivery ?? null}
          />
        </Paper>
      ))}
    </Stack>
  );
}
