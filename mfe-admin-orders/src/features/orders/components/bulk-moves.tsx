import { Badge, Stack, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { modals } from '@mantine/modals';
import { confirmAction, describeApiError, refreshAfterWrite, type BulkAction } from '@shop/admin';
import { getErrorCode } from '@shop/client';
import { CommerceErrorCode, type OrderSummary } from '@shop/contracts';
import { orderCountKeys, orderKeys } from '../../../lib/query-keys.ts';
import { getOrder } from '../api/get-order.ts';
import { moveOrder, type OrderStatusName } from '../api/move-order.ts';
import { useOrderStatusLabel } from '@shop/ui';
import { formatNumber } from '@shop/i18n';

interface BulkResult {
  orderId: number;
  moved: boolean;
  /** Why a refused move was refused, in the user's words. */
  reason?: string;
}

/**
 * The Orders list's bulk moves (accept, start processing, delivered, paid), on the selected page or on every
 * order that matches ("Select all that match"): each selected order is moved on its own, one after the
 * other, so one refused move (someone moved the order first) does not stop the others; the result names each order.
 */
export function useBulkMoves(): BulkAction<OrderSummary>[] {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const statusLabel = useOrderStatusLabel();

  const moveOne = async (orderId: number, to: OrderStatusName): Promise<BulkResult> => {
    try {
      await moveOrder(orderId, { to });
      return { orderId, moved: true };
    } catch (error) {
      if (getErrorCode(error) === CommerceErrorCode.invalidStatus) {
        const current = await getOrder(orderId).then(
          (fresh) => fresh.status,
          () => null,
        );
        return {
          orderId,
          moved: false,
          reason: current ? t`It is ${statusLabel(current)} now.` : t`It cannot be moved now.`,
        };
      }
      return { orderId, moved: false, reason: i18n._(describeApiError(error).message) };
    }
  };

  const showResults = (to: OrderStatusName, results: BulkResult[]) => {
    const moved = results.filter((result) => result.moved).length;
    modals.open({
      title: t`${moved} of ${results.length} orders moved to ${statusLabel(to)}`,
      children: (
        <Stack gap="sm" data-testid="bulk-result">
          <Table>
            <Table.Tbody>
              {results.map((result) => (
                <Table.Tr
                  key={result.orderId}
                  data-testid="bulk-result-row"
                  data-order-id={result.orderId}
                  data-moved={String(result.moved)}
                >
                  <Table.Td>{`#${result.orderId}`}</Table.Td>
                  <Table.Td>
                    {result.moved ? <Badge color="green">{t`Moved`}</Badge> : <Badge color="red">{t`Not moved`}</Badge>}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{result.reason ?? ''}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ),
    });
  };

  const bulk = (to: OrderStatusName, label: string): BulkAction<OrderSummary> => ({
    label,
    run: (orders) =>
      confirmAction({
        title: t`Move ${formatNumber(i18n, orders.length)} orders to ${statusLabel(to)}?`,
        message: t`Each order is moved on its own; an order that cannot move now is left as it is. Each shopper is told at once.`,
        confirmLabel: label,
        onConfirm: async () => {
          const results: BulkResult[] = [];
          for (const order of orders) results.push(await moveOne(order.id, to));
          await refreshAfterWrite(orderKeys.all, orderCountKeys.all, ['audit']);
          showResults(to, results);
        },
      }),
  });

  // Every next state an order can move to (a cancel needs its own reasons, so it is made one order at a time).
  return [
    bulk('ACCEPTED', t`Accept`),
    bulk('PROCESSING', t`Start processing`),
    bulk('DELIVERED', t`Mark delivered`),
    bulk('PAID', t`Mark paid`),
  ];
}
