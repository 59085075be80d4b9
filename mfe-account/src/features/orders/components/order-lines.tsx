import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Amount } from '@shop/ui';
import { usePhoneWidth } from '@shop/ui/phone-width.ts';
import type { OrderDetailView, OrderLine } from '@shop/contracts';
import { localizedName } from '@shop/i18n';
import { lineState } from '../utils/line-state.ts';
import { mayCancelLine } from '../utils/shopper-actions.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

interface OrderLinesProps {
  order: OrderDetailView;
  busy: boolean;
  onCancelLine(line: OrderLine): void;
  /** More actions per line, decided by the page (reviews of delivered lines). */
  renderLineExtra?: (line: OrderLine) => ReactNode;
}

/**
 * The order's lines: what, from which store, how many of which unit, prices, and where the line stands (its part's
 * status, or Cancelled). A table from the `sm` breakpoint; below it one card per line, so a phone shows each line's
 * amount, status and actions without scrolling sideways. Only one of the two is rendered.
 */
export function OrderLines(props: OrderLinesProps) {
  const { t } = useLingui();
  const narrow = usePhoneWidth();
  const { order } = props;
  if (narrow) {
    return (
      <Stack gap="sm" component="ul" p="sm" m={0} style={{ listStyle: 'none' }} aria-label={t`Order lines`}>
        {order.lines.map((line) => (
          <OrderLineCard key={line.id} line={line} {...props} />
        ))}
      </Stack>
    );
  }
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
          {order.lines.map((line) => (
            <OrderLineRow key={line.id} line={line} {...props} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type LineProps = OrderLinesProps & { line: OrderLine };

/** What a row and a card both show of a line, worded in the page's language. */
function useLineParts({ order, line, busy, onCancelLine, renderLineExtra }: LineProps) {
  const { t, i18n } = useLingui();
  const name = localizedName(line.item, i18n.locale);
  const cancelled = line.status === 'CANCELLED';
  const state = lineState(order, line);
  return {
    cancelled,
    rowProps: {
      'data-testid': 'order-line',
      'data-line-id': line.id,
      'data-status': line.status,
      'data-state': state,
    },
    item: (
      <>
        <Text size="sm" fw={600} td={cancelled ? 'line-through' : undefined}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {line.item.partNumber}
        </Text>
      </>
    ),
    store: <Text size="sm">{localizedName(line.supplier, i18n.locale)}</Text>,
    quantity: (
      <Text size="sm">
        {line.quantity} {localizedName(line.unit, i18n.locale)}
      </Text>
    ),
    unitPrice: <Amount usd={line.unitPrice} khr={line.unitPriceKhr} size="sm" testId="amount" />,
    amount: <Amount usd={line.lineTotal} khr={line.lineTotalKhr} size="sm" testId="amount" />,
    status: <OrderStatusBadge status={state} size="sm" testId="line-status" />,
    actions: (
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
            aria-label={t`Cancel the line ${name}`}
          >
            {t`Cancel line`}
          </Button>
        ) : null}
        {renderLineExtra?.(line)}
      </Stack>
    ),
  };
}

function OrderLineRow(props: LineProps) {
  const parts = useLineParts(props);
  return (
    <Table.Tr {...parts.rowProps} c={parts.cancelled ? 'dimmed' : undefined}>
      <Table.Td>{parts.item}</Table.Td>
      <Table.Td>{parts.store}</Table.Td>
      <Table.Td>{parts.quantity}</Table.Td>
      <Table.Td data-testid="line-unit-price">{parts.unitPrice}</Table.Td>
      <Table.Td data-testid="line-amount">{parts.amount}</Table.Td>
      <Table.Td>{parts.status}</Table.Td>
      <Table.Td>{parts.actions}</Table.Td>
    </Table.Tr>
  );
}

function OrderLineCard(props: LineProps) {
  const { t } = useLingui();
  const parts = useLineParts(props);
  return (
    <Paper component="li" withBorder radius="md" p="sm" {...parts.rowProps} c={parts.cancelled ? 'dimmed' : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>{parts.item}</div>
          {parts.status}
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
          <CardFact label={t`Store`}>{parts.store}</CardFact>
          <CardFact label={t`Quantity`}>{parts.quantity}</CardFact>
          <CardFact label={t`Unit price`} testId="line-unit-price">
            {parts.unitPrice}
          </CardFact>
          <CardFact label={t`Amount`} testId="line-amount">
            {parts.amount}
          </CardFact>
        </SimpleGrid>
        {parts.actions}
      </Stack>
    </Paper>
  );
}

function CardFact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}
