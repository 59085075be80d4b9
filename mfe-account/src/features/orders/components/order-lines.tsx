import type { ReactNode } from 'react';
import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Amount } from '@shop/ui';
import type { OrderDetailView, OrderLine } from '@shop/contracts';
import { localName } from '../../../lib/local-name.ts';
import { mayCancelLine } from '../utils/shopper-actions.ts';

interface OrderLinesProps {
  order: OrderDetailView;
  busy: boolean;
  onCancelLine(line: OrderLine): void;
  /** More actions per line, decided by the page (reviews of delivered lines). */
  renderLineExtra?: (line: OrderLine) => ReactNode;
}

/** The order's lines: what, from which store, how many of which unit, prices, and whether the line is still open. */
export function OrderLines({ order, busy, onCancelLine, renderLineExtra }: OrderLinesProps) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label={t`Order lines`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Item`}</Table.Th>
            <Table.Th>{t`Store`}</Table.Th>
            <Table.Th>{t`Quantity`}</Table.Th>
            <Table.Th>{t`Unit price`}</Table.Th>
            <Table.Th>{t`Amount`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t`Actions`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => {
            const name = localName(i18n, line.item);
            const cancelled = line.status === 'CANCELLED';
            return (
              <Table.Tr
                key={line.id}
                data-testid="order-line"
                data-line-id={line.id}
                data-status={line.status}
                c={cancelled ? 'dimmed' : undefined}
              >
                <Table.Td>
                  <Text size="sm" fw={600} td={cancelled ? 'line-through' : undefined}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {line.item.partNumber}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{localName(i18n, line.supplier)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {line.quantity} {localName(i18n, line.unit)}
                  </Text>
                </Table.Td>
                <Table.Td data-testid="line-unit-price">
                  <Amount usd={line.unitPrice} khr={line.unitPriceKhr} size="sm" testId="amount" />
                </Table.Td>
                <Table.Td data-testid="line-amount">
                  <Amount usd={line.lineTotal} khr={line.lineTotalKhr} size="sm" testId="amount" />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={cancelled ? 'gray' : 'blue'} size="sm" data-testid="line-status">
                    {cancelled ? t`Cancelled` : t`Open`}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {/* A line can be cancelled while its supplier's part is pending, whatever the other parts. */}
                    {mayCancelLine(
                      order.parts.find((part) => part.supplier.id === line.supplier.id)?.status ?? order.status,
                      line.status,
                    ) ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        disabled={busy}
                        onClick={() => onCancelLine(line)}
                        data-testid="line-cancel"
                        aria-label={t`Cancel the line ${name}`}
                      >
                        {t`Cancel line`}
                      </Button>
                    ) : null}
                    {renderLineExtra?.(line)}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
