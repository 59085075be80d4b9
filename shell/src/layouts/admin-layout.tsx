import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Button,
  Container,
  Group,
  Kbd,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isStaff, mayUse, useSessionStore } from '@shop/client';
import { adminAccessOf, adminSegmentOf, type AdminNav } from '../app/admin-nav.ts';
import { menuFor, userMenuFor } from './admin-menu-model.ts';
import { DocumentTitle } from '../components/document-title.tsx';
import { RouteProgress } from '../components/route-progress.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { NotificationBell } from '../components/notification-bell.tsx';
import { SiteBrand } from '../components/site-brand.tsx';
import { UserMenu } from '../components/user-menu.tsx';
import { useRouteLocale } from '@shop/federation';
import { lazyNamed } from '@shop/ui';
import type { RemoteRegistry } from '../lib/remote-registry.ts';
import { AdminMenu } from './admin-menu.tsx';

// The palette (and @mantine/spotlight) is its own chunk: only staff on back-office pages download it.
const paletteModule = () => import('@shop/admin/palette');
const CommandPalette = lazyNamed(paletteModule, 'CommandPalette');
/** Opens the palette, loading it first if needed (so Ctrl/Cmd+K works from the first moment). */
const openPalette = () => void paletteModule().then((module) => module.commandPalette.open());

/** Shown instead of an area the role may not use (reached by typing its address). */
function NoAccessPage({ home }: { home: string }) {
  const { t } = useLingui();
  return (
    <Container size="sm" py="xl">
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

export interface AdminLayoutProps {
  nav: AdminNav;
  registry: RemoteRegistry;
}

/** Chrome of the back-office: header, the menu the releases declared, the command palette. Staff only (see adminGuard). */
export function AdminLayout({ nav, registry }: AdminLayoutProps) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const [opened, { toggle, close }] = useDisclosure(false);
  // The shell owns the shortcut (the palette's own is off): it works before the palette's chunk has loaded.
  useHotkeys([['mod+K', openPalette]], []);
  const groups = useMemo(() => menuFor(nav, user?.type, locale), [nav, user?.type, locale]);
  const userLinks = useMemo(() => userMenuFor(nav, user?.type, locale), [nav, user?.type, locale]);
  const base = `/${locale}/admin`;
  const remotes = useMemo(() => [...new Set(groups.flatMap((group) => group.remotes))].join(' '), [groups]);

  // Load every menu remote's routes now, so one that is down shows its error in the menu at once.
  useEffect(() => {
    for (const remote of remotes.split(' ').filter(Boolean)) void registry.ensure(remote);
  }, [remotes, registry]);

  if (!isStaff(user?.type)) {
    return <Navigate to={`/${locale}/sign-in?returnTo=${encodeURIComponent(location.pathname)}`} replace />;
  }
  const screens = groups.flatMap((group) =>
    group.links.map((link) => ({ key: link.key, label: link.label, group: group.group, to: link.to })),
  );
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <DocumentTitle area="admin" />
      <RouteProgress />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Open navigation`} />
            <SiteBrand to={base} />
            <Badge variant="light">{t`Back-office`}</Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Tooltip label={t`Search screens and records`}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t`Search screens and records`}
                data-testid="open-palette"
                onClick={openPalette}
              >
                <Kbd size="xs">K</Kbd>
              </ActionIcon>
            </Tooltip>
            <LanguageSwitch />
            <NotificationBell to="/admin/notifications" />
            <UserMenu
              links={userLinks.map((link) => ({ key: link.key, to: `${base}/${link.to}`, label: link.label }))}
            />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t`Back-office navigation`}>
        <ScrollArea>
          <AdminMenu groups={groups} base={base} registry={registry} onNavigate={close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        {mayUse(adminAccessOf(nav, adminSegmentOf(location.pathname)), user?.type) ? (
          <Outlet />
        ) : (
          <NoAccessPage home={base} />
        )}
        <Suspense fallback={null}>
          <CommandPalette
            screens={screens}
            base={base}
            admin={mayUse('admin', user?.type)}
            navigate={(to) => void navigate(to)}
          />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
