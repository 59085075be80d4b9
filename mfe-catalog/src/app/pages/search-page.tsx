import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { RemotePage } from '../../lib/remote-page.tsx';

export function SearchPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage
        title={t`Search`}
        description={t`Search by part number or keyword, in English or Khmer. This page is coming soon.`}
      />
    </RemotePage>
  );
}
