import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { Page } from '../../lib/page.tsx';

export function StockPage() {
  const { t } = useLingui();
  return (
    <Page>
      <PlaceholderPage title={t`Stock`} description={t`Quantities, prices and low-stock alerts for every store, with the history of each change. Coming soon.`} />
    </Page>
  );
}

export function SuppliersPage() {
  const { t } = useLingui();
  return (
    <Page>
      <PlaceholderPage title={t`Suppliers`} description={t`The companies that supply parts, and their accounts. Coming soon.`} />
    </Page>
  );
}

export function StoresPage() {
  const { t } = useLingui();
  return (
    <Page>
      <PlaceholderPage title={t`Stores`} description={t`Each supplier's store and its details. Coming soon.`} />
    </Page>
  );
}
