import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { RemotePage } from '../../lib/remote-page.tsx';

export function AccessoriesPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage
        title={t`Accessories`}
        description={t`Browse accessories for every vehicle: mats, covers, lights and more. This page is coming soon.`}
      />
    </RemotePage>
  );
}
