import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { Page } from '../../lib/page.tsx';

export function UsersPage() {
  const { t } = useLingui();
  return (
    <Page>
      <PlaceholderPage title={t`Users`} description={t`Manage customers, dealers, suppliers and administrators: approve dealers, enable or disable accounts. Coming soon.`} />
    </Page>
  );
}
