import { AppShell, Badge, Burger, Button, Container, Group, NavLink as MantineNavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { isStaff, mayUse, useSessionStore, type UserType } from '@shop/client';
import { adminAccessOf, adminSegmentOf } from '../app/admin-access.ts';
import { DocumentTitle } from '../components/document-title.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { NotificationBell } from '../components/notification-bell.tsx';
import { SiteBrand } from '../components/site-brand.tsx';
import { UserMenu } from '../components/user-menu.tsx';
import { useRouteLocale } from '../components/use-route-locale.ts';

function useAdminSections(type: UserType | undefined) {
  const { t } = useLingui();
  const sections = [
    { label: t`Overview`, links: [{ to: '', label: t`Dashboard` }] },
    {
      label: t`Sales`,
      links: [
        { to: 'orders', label: t`Orders` },
        { to: 'invoices', label: t`Invoices` },
        { to: 'receipts', label: t`Receipts` },
        { to: 'returns', label: t`Supplier returns` },
      ],
    },
    {
      label: t`Stock`,
      links: [
        { to: 'stock', label: t`Stock` },
        { to: 'suppliers', label: t`Suppliers` },
        { to: 'stores', label: type === 'SUPPLIER' ? t`My store` : t`Stores` },
        { to: 'catalogue', label: t`Catalogue` },
      ],
    },
    {
      label: t`System`,
      links: [
        { to: 'users', label: t`Users` },
        { to: 'translations', label: t`Translations` },
      ],
    },
  ];
  // Only what the role may use: a supplier sees its own store's areas, not suppliers, catalogue or users.
  return sections
    .map((section) => ({ ...section, links: section.links.filter((link) => mayUse(adminAccessOf(link.to), type)) }))
    .filter((section) => section.links.length > 0);
}

/** Shown instead of an area the role may not use (reached by typing its address). */
function NoAccessPage({ home }: { home: string }) {
  const { t } = useLingui();
  return (
    <Container size="sm" py="xl" data-testid="no-access">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t`Not available for your account`}</Title>
        <Text c="dimmed">{t`This part of the back-office is for administrators.`}</Text>
        <Button component={Link} to={home} variant="light">
          {t`Go to the dashboard`}
        </Button>
      </Stack>
    </Container>
  );
}

/** Chrome of the back-office: header and a sidebar to every area. Staff only (see adminGuard). */
export function AdminLayout() {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const location = useLocation();
  const user = useSessionStore((state) => state.user);
  const [opened, { toggle, close }] = useDisclosure(false);
  const sections = useAdminSections(user?.type);
  const base = `/${locale}/admin`;
  if (!isStaff(user?.type)) {
    return <Navigate to={`/${locale}/sign-in?returnTo=${encodeURIComponent(location.pathname)}`} replace />;
  }
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <DocumentTitle area="admin" />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Open navigation`} />
            <SiteBrand to={base} />
            <Badge variant="light">{t`Back-office`}</Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <NotificationBell to="/admin/notifications" />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t`Back-office navigation`}>
        <ScrollArea>
          {sections.map((section) => (
            <div key={section.label}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                {section.label}
              </Text>
              {section.links.map((link) => {
                const to = link.to ? `${base}/${link.to}` : base;
                const active = link.to ? location.pathname.startsWith(to) : location.pathname === base || location.pathname === `${base}/`;
                return <MantineNavLink key={link.to} component={NavLink} to={to} end={!link.to} label={link.label} active={active} onClick={close} />;
              })}
            </div>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        {mayUse(adminAccessOf(adminSegmentOf(location.pathname)), user?.type) ? <Outlet /> : <NoAccessPage home={base} />}
      </AppShell.Main>
    </AppShell>
  );
}
