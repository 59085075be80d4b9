import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { ListSkeleton } from '../../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { NotificationView } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { useNotifications, type NotificationBox } from '../api/get-notifications.ts';
import { useMarkAllSeen, useMarkSeen } from '../api/mark-seen.ts';
import { useNotificationWording } from '../utils/notification-wording.ts';
import { apiErrorText } from '@shop/ui';

interface NotificationCenterProps {
  locale: string;
  box: NotificationBox;
  /** Zero-based. */
  page: number;
  onChange(next: { box: NotificationBox; page: number }): void;
}

/** My notifications in two tabs, New and Seen; new ones can be marked seen one, several or all at a time. */
export function NotificationCenter({ locale, box, page, onChange }: NotificationCenterProps) {
  const { t } = useLingui();
  // The New tab's count comes from its first page when another page or tab is shown.
  const newCount = useNotifications('new', box === 'new' ? page : 0).data?.pagination.totalCount;
  return (
    <Tabs
      value={box}
      onChange={(value) => onChange({ box: value === 'old' ? 'old' : 'new', page: 0 })}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab
          value="new"
          rightSection={
            newCount ? (
              <Badge size="sm" circle={newCount < 10}>
                {newCount}
              </Badge>
            ) : null
          }
        >
          {t`New`}
        </Tabs.Tab>
        <Tabs.Tab value="old">{t`Seen`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="new" pt="md">
        <NotificationList
          locale={locale}
          box="new"
          page={page}
          onPage={(next) => onChange({ box: 'new', page: next })}
        />
      </Tabs.Panel>
      <Tabs.Panel value="old" pt="md">
        <NotificationList
          locale={locale}
          box="old"
          page={page}
          onPage={(next) => onChange({ box: 'old', page: next })}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

function NotificationList({
  locale,
  box,
  page,
  onPage,
}: {
  locale: string;
  box: NotificationBox;
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useLingui();
  const list = useNotifications(box, page);
  const markSeen = useMarkSeen();
  const markAll = useMarkAllSeen();
  const [selected, setSelected] = useState<number[]>([]);
  const busy = markSeen.isPending || markAll.isPending;
  const failure = markSeen.error ?? markAll.error;

  if (list.isPending) {
    return <ListSkeleton />;
  }
  if (list.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(list.error)}
      </Alert>
    );
  }

  const shown = list.data.data;
  const selectable = box === 'new';
  const visibleSelected = selected.filter((id) => shown.some((n) => n.id === id));
  const allChecked = shown.length > 0 && visibleSelected.length === shown.length;
  const mark = (ids: number[]) =>
    markSeen.mutate(ids, { onSuccess: () => setSelected((current) => current.filter((id) => !ids.includes(id))) });
  const selectedCount = visibleSelected.length;

  return (
    <Stack gap="md">
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(failure)}
        </Alert>
      ) : null}
      {selectable && shown.length > 0 ? (
        <Group justify="space-between" wrap="wrap">
          <Checkbox
            label={t`Select all on this page`}
            checked={allChecked}
            indeterminate={selectedCount > 0 && !allChecked}
            onChange={(event) => setSelected(event.currentTarget.checked ? shown.map((n) => n.id) : [])}
          />
          <Group gap="xs">
            <Button variant="light" disabled={selectedCount === 0 || busy} onClick={() => mark(visibleSelected)}>
              {t`Mark selected as seen (${selectedCount})`}
            </Button>
            <Button
              disabled={busy}
              loading={markAll.isPending}
              onClick={() => markAll.mutate(undefined, { onSuccess: () => setSelected([]) })}
            >
              {t`Mark all as seen`}
            </Button>
          </Group>
        </Group>
      ) : null}
      {shown.length === 0 ? (
        <Text c="dimmed">{box === 'new' ? t`You have no new notifications.` : t`No notifications seen yet.`}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={box === 'new' ? t`New notifications` : t`Seen notifications`}
        >
          {shown.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              locale={locale}
              selectable={selectable}
              checked={selected.includes(notification.id)}
              busy={busy}
              onCheck={(checked) =>
                setSelected((current) =>
                  checked ? [...current, notification.id] : current.filter((id) => id !== notification.id),
                )
              }
              onMarkSeen={() => mark([notification.id])}
            />
          ))}
        </Stack>
      )}
      {list.data.pagination.totalPage > 1 ? (
        <Pagination total={list.data.pagination.totalPage} value={page + 1} onChange={(next) => onPage(next - 1)} />
      ) : null}
    </Stack>
  );
}

interface NotificationRowProps {
  notification: NotificationView;
  locale: string;
  selectable: boolean;
  checked: boolean;
  busy: boolean;
  onCheck(checked: boolean): void;
  onMarkSeen(): void;
}

function NotificationRow({
  notification,
  locale,
  selectable,
  checked,
  busy,
  onCheck,
  onMarkSeen,
}: NotificationRowProps) {
  const { t, i18n } = useLingui();
  const { orderId } = notification;
  const { title, message, note } = useNotificationWording()(notification);
  return (
    <Card
      withBorder
      component="li"
      data-testid="notification-row"
      data-id={notification.id}
      data-seen={notification.seen}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        {selectable ? (
          <Checkbox
            mt={4}
            checked={checked}
            onChange={(event) => onCheck(event.currentTarget.checked)}
            aria-label={t`Select ${title}`}
          />
        ) : null}
        <Stack gap={4} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={notification.seen ? 500 : 700} data-testid="notification-title">
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(i18n, notification.createdAt, 'date-time')}
            </Text>
          </Group>
          <Text size="sm" data-testid="notification-message">
            {message}
          </Text>
          {note ? (
            <Text size="sm" c="dimmed" data-testid="notification-note">
              {t`Note: ${note}`}
            </Text>
          ) : null}
          <Group gap="md">
            {orderId ? (
              <Anchor component={Link} to={`/${locale}/orders/${orderId}`} size="sm">
                {t`View order #${orderId}`}
              </Anchor>
            ) : null}
            {selectable ? (
              <Button
                size="compact-sm"
                variant="subtle"
                disabled={busy}
                onClick={onMarkSeen}
                aria-label={t`Mark ${title} as seen`}
              >
                {t`Mark as seen`}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
