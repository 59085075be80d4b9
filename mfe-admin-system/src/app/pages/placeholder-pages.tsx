import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { Page } from '../../lib/page.tsx';

export function DashboardPage() {
  const { t } = useLingui();
  return (
    <Page>
      <PlaceholderPage title={t`Dashboard`} description={t`Sales, orders and stock at a glance, by week, month or year. The dashboard is coming soon.`} />
    </Page>
  );
}

export function TranslationsPage() {
  const { t } = useLingui();
  return (
    <Page>
      <PlaceholderPage title={t`Translations`} description={t`Change any text of the shop in English and Khmer without a new release. Coming soon.`} />
    </Page>
  );
}
