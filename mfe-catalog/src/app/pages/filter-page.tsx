import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { RemotePage } from '../../lib/remote-page.tsx';

/** `{locale}/filter?year=&brand=&model=&show-summary=true` (product spec §2). */
export function FilterPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage
        title={t`Find parts for your vehicle`}
        description={t`Pick a brand, model and year to see the parts that fit your vehicle. This page is coming soon.`}
      />
    </RemotePage>
  );
}
