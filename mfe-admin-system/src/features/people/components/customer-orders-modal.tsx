import { Anchor, Modal, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '@shop/admin';
import type { AccountUser } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { ErrorBlock, formatMoney, LoadingBlock } from '@shop/ui';
import { useCustomerOrders } from '../api/customer-orders.ts';

/** A customer's orders, newest first, each opening the order's page in the orders desk. */
export function CustomerOrdersModal({ user, onClose }: { user: AccountUser; onClose: () => void }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useParams();
  const orders = useCustomerOrders(user.id);
  let body;
  if (orders.isPending) body = <LoadingBlock />;
  else if (orders.isError) body = <ErrorBlock onRetry={() => void orders.refetch()} />;
  else if (orders.data.data.length === 0) body = <Text c="dimmed">{t`${user.name} has not ordered yet.`}</Text>;
  else {
    body = (
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Order`}</Table.Th>
            <Table.Th>{t`Placed`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>{t`Total`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.data.data.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor component={Link} to={`/${locale}/admin/orders/${order.id}`}>
                  #{order.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(i18n, order.createdAt, 'date-time')}</Table.Td>
              <Table.Td>
                <StatusBadge status={order.status}>{order.status}</StatusBadge>
              </Table.Td>
              <Table.Td>{formatMoney(order.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Modal opened onClose={onClose} title={t`Orders of ${user.name}`} size="lg">
      {body}
      {orders.data && orders.data.pagination.totalCount > orders.data.data.length ? (
        <Text
          size="sm"
          c="dimmed"
          mt="sm"
        >{t`The newest ${orders.data.data.length} of ${orders.data.pagination.totalCount} orders.`}</Text>
      ) : null}
    </Modal>
  );
}
