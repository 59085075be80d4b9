import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { isStaff, useSessionStore } from '@shop/client';
import { routeLocaleOrDefault } from '@shop/i18n';
import { AccountNav } from '../../lib/account-nav.tsx';
import { RequireSignIn } from '../../lib/account-guard.tsx';
import { RemotePage } from '../../lib/remote-page.tsx';
import { StaffNotice } from '../../lib/staff-notice.tsx';
import { usePageTitle } from '@shop/ui';

/** My account: a tab per part (profile, password, saved locations, connected accounts, my review of the shop), each its own address. */
export function AccountLayout() {
  return (
    <RequireSignIn>
      <AccountTabs />
    </RequireSignIn>
  );
}

function AccountTabs() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = routeLocaleOrDefault(useParams().locale);
  const user = useSessionStore((state) => state.user);
  const base = `/${locale}/account`;
  // The profile is the index page; Mantine tabs need a non-empty value for it.
  const current = location.pathname.slice(base.length).split('/')[1] || 'profile';
  const name = user?.name ?? '';
  usePageTitle(t`My account`);

  return (
    <RemotePage>
      <Container size="md" py="xl">
        <Stack gap="lg">
          {isStaff(user?.type) ? null : <AccountNav locale={locale} />}
          <div>
            <Title order={1}>{t`My account`}</Title>
            <Text c="dimmed">{t`Signed in as ${name}`}</Text>
          </div>
          {isStaff(user?.type) ? (
            <StaffNotice locale={locale} />
          ) : (
            <Tabs
              value={current}
              onChange={(value) => void navigate(value && value !== 'profile' ? `${base}/${value}` : base)}
              keepMounted={false}
            >
              <Tabs.List>
                <Tabs.Tab value="profile">{t`Profile`}</Tabs.Tab>
                <Tabs.Tab value="locations">{t`Saved locations`}</Tabs.Tab>
                <Tabs.Tab value="password">{t`Password`}</Tabs.Tab>
                <Tabs.Tab value="connections">{t`Connected accounts`}</Tabs.Tab>
                <Tabs.Tab value="review">{t`Review the shop`}</Tabs.Tab>
              </Tabs.List>
              <Paper pt="lg">
                <Outlet />
              </Paper>
            </Tabs>
          )}
        </Stack>
      </Container>
    </RemotePage>
  );
}
