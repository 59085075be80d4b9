import { Anchor, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Link, useParams } from 'react-router';
import { ListScreen, StatusBadge } from '@shop/admin';
import type { NotificationView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import {
  staffNotificationKeys,
  useMarkSeen,
  useMarkShownSeen,
  useStaffNotificationsPath,
} from '../api/staff-notifications.ts';
import { LowStockNotice } from './low-stock-notice.tsx';

/** The staff member's notifications, where the header's bell leads. */
export function NotificationsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useParams();
  const path = useStaffNotificationsPath();
  const markSeen = useMarkSeen(path);
  // Opening the list is seeing what it shows: the bell's count clears, while the rows keep their "New" mark
  // for this visit so the reader can still tell what came in.
  const markShownSeen = useMarkShownSeen(path);
  return (
    <ListScreen<NotificationView>
      screen="admin-system/notification"
      title={t`Notifications`}
      resource={path}
      queryKey={staffNotificationKeys.lists()}
      onRecordsShown={(rows) => markShownSeen(rows.filter((row) => !row.seen).map((row) => row.id))}
      filters={[
        {
          name: 'status',
          label: t`Show`,
          kind: 'select',
          options: [
            { value: 'new', label: t`New` },
            { value: 'old', label: t`Seen` },
          ],
        },
      ]}
      bulkActions={[
        {
          label: t`Mark as seen`,
          run: (rows) => markSeen.mutateAsync(rows.map((row) => row.id)).then(() => undefined),
        },
      ]}
      columns={[
        { accessor: 'createdAt', title: t`When`, render: (row) => formatDate(i18n, row.createdAt, 'date-time') },
        {
          accessor: 'kind',
          title: t`What`,
          render: (row) =>
            row.kind === 'LOW_STOCK' && row.stockId ? (
              <LowStockNotice stockId={row.stockId} facts={row.lowStock ?? null} locale={locale ?? 'en'} />
            ) : row.orderId ? (
              <Anchor component={Link} to={`/${locale}/admin/orders/${row.orderId}`} size="sm">
                {row.kind === 'ORDER_PLACED'
                  ? t`New order #${row.orderId}`
                  : row.kind === 'PAYMENT_RECEIVED'
                    ? t`Order #${row.orderId} paid: the bank confirmed the KHQR payment`
                    : row.kind === 'PAYMENT_MISMATCH'
                      ? t`Order #${row.orderId}: a KHQR was paid with another amount; nothing was recorded`
                      : t`Order #${row.orderId} changed`}
              </Anchor>
            ) : (
              <Text size="sm">{row.title}</Text>
            ),
        },
        {
          accessor: 'toStatus',
          title: t`Status`,
          render: (row) => (row.toStatus ? <StatusBadge status={row.toStatus}>{row.toStatus}</StatusBadge> : null),
        },
        { accessor: 'note', title: t`Note`, render: (row) => row.note ?? '' },
        {
          accessor: 'seen',
          title: t`Seen`,
          render: (row) => (row.seen ? t`Seen` : <StatusBadge status="PENDING">{t`New`}</StatusBadge>),
        },
      ]}
      empty={{ title: t`No notifications`, hint: t`New orders, order changes and low stock appear here.` }}
    />
  );
}
