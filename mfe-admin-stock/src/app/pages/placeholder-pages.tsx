import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { Page } from '../../lib/page.tsx';

export function CataloguePage() {
  const { t } = useLingui();
  return (
    <Page>
      <PlaceholderPage title={t`Catalogue`} description={t`Brands, models, years, categories, parts, fitment, items and units. Coming soon.`} />
    </Page>
  );
}
