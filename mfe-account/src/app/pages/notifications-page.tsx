import { Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { routeLocaleOrDefault } from '@shop/i18n';
import { NotificationCenter } from '../../features/notifications/components/notification-center.tsx';
import { usePageTitle } from '@shop/ui';

/** My notifications; the tab (`?tab=seen`) and page are in the address. */
export function NotificationsPage() {
  const { t } = useLingui();
  usePageTitle(t`Notifications`);
  const locale = routeLocaleOrDefault(useParams().locale);
  const [search, setSearch] = useSearchParams();
  const box = search.get('tab') === 'seen' ? 'old' : 'new';
  const page = Math.max(0, Number.parseInt(search.get('page') ?? '1', 10) - 1 || 0);
  return (
    <Stack gap="md">
      <Title order={1}>{t`Notifications`}</Title>
      <NotificationCenter
        locale={locale}
        box={box}
        page={page}
        onChange={(next) => {
          const params = new URLSearchParams();
          if (next.box === 'old') params.set('tab', 'seen');
          if (next.page > 0) params.set('page', String(next.page + 1));
          setSearch(params);
        }}
      />
    </Stack>
  );
}
