import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { RemotePage } from '../../lib/remote-page.tsx';

export function DashboardPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage title={t`Dashboard`} description={t`Sales, orders and stock at a glance, by week, month or year. The dashboard is coming soon.`} />
    </RemotePage>
  );
}

export function UsersPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage title={t`Users`} description={t`Manage customers, dealers, suppliers and administrators: approve dealers, enable or disable accounts. Coming soon.`} />
    </RemotePage>
  );
}

export function TranslationsPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage title={t`Translations`} description={t`Change any text of the shop in English and Khmer without a new release. Coming soon.`} />
    </RemotePage>
  );
}
