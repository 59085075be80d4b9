import { Container, Stack } from '@mantine/core';
import { Outlet, useParams } from 'react-router';
import { isStaff, useSessionStore } from '@shop/client';
import { routeLocaleOrDefault } from '@shop/i18n';
import { AccountNav } from '../../lib/account-nav.tsx';
import { RequireSignIn } from '../../lib/account-guard.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';
import { StaffNotice } from '../../lib/staff-notice.tsx';

/** Frame of the shopper's orders, invoices and notifications: signed in (else sign in and come back), not staff. */
export function ShopperAreaLayout() {
  return (
    <RequireSignIn>
      <ShopperArea />
    </RequireSignIn>
  );
}

function ShopperArea() {
  const locale = routeLocaleOrDefault(useParams().locale);
  const user = useSessionStore((state) => state.user);
  return (
    <RemotePage>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          {isStaff(user?.type) ? null : <AccountNav locale={locale} />}
          {isStaff(user?.type) ? <StaffNotice locale={locale} /> : <Outlet />}
        </Stack>
      </Container>
    </RemotePage>
  );
}
