import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';

/**
 * The shopper's own pages: My account (its tabs below), orders, invoices and notifications. The last three
 * have their own top-level addresses (`/{locale}/orders`...), so they are links rather than tabs.
 */
export function AccountNav({ locale }: { locale: string }) {
  const { t } = useLingui();
  const link = (path: string, label: string) => (
    <NavLink to={`/${locale}/${path}`} style={{ textDecoration: 'none' }}>
      {({ isActive }) => (
        <Button component="span" size="compact-md" variant={isActive ? 'light' : 'subtle'}>
          {label}
        </Button>
      )}
    </NavLink>
  );
  return (
    <Group component="nav" gap="xs" aria-label={t`My pages`} className="no-print">
      {link('account', t`My account`)}
      {link('orders', t`Orders`)}
      {link('invoices', t`Invoices`)}
      {link('notifications', t`Notifications`)}
    </Group>
  );
}
