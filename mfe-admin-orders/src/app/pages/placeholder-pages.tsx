import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@shop/ui';
import { RemotePage } from '../../lib/remote-page.tsx';

export function ReceiptsPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage title={t`Receipts`} description={t`Payments recorded against invoices, marked paid or void. Coming soon.`} />
    </RemotePage>
  );
}
