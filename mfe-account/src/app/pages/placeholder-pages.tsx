import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSessionStore } from '@shop/client';
import { PlaceholderPage } from '@shop/ui';
import { RemotePage } from '../../lib/remote-page.tsx';

export function RegisterPage() {
  const { t } = useLingui();
  return (
    <RemotePage>
      <PlaceholderPage
        title={t`Create an account`}
        description={t`Register as a customer or a dealer to order parts and follow your orders. Registration is coming soon.`}
      />
    </RemotePage>
  );
}

export function AccountPage() {
  const { t } = useLingui();
  const user = useSessionStore((state) => state.user);
  const name = user?.name ?? '';
  return (
    <RemotePage>
      <PlaceholderPage
        title={t`My account`}
        description={
          <>
            {user ? <Text component="span" display="block" fw={600} mb="xs">{t`Signed in as ${name}`}</Text> : null}
            {t`Your profile, saved addresses, orders, invoices and notifications will be here. This page is coming soon.`}
          </>
        }
      />
    </RemotePage>
  );
}
