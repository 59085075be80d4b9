import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, redirect, useLocation, useNavigate, type RouteObject } from 'react-router';
import { AppShell, Anchor, Badge, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { bootstrapSession } from '@shop/client';
import { defaultRouteLocale, toRouteLocale, type LinguiLocale } from '@shop/i18n';
import { BackToTop, FullScreenSpinner, PlaceholderPage } from '@shop/ui';
import { AppProviders } from './app-providers.tsx';
import { localeLoader, switchLocalePath } from './locale-route.ts';
import { RemoteOutlet, RemoteRouteError } from './remote-error-boundary.tsx';
import { RouterProvider } from './router-provider.tsx';
import type { RemoteRoutes } from './types.ts';
// The package's words are registered by the modules that draw them, so a remote that only takes a helper from the
// package (idParam, loadRemoteModule) does not download its catalogue.
import './i18n.ts';

export interface StandaloneOptions {
  /** Module Federation name, e.g. `mfe_catalog`. */
  name: string;
  /** The remote's own routes module (imported directly, not through federation). */
  routes: RemoteRoutes;
  /** Mount point; default `#root`. */
  element?: HTMLElement | null;
}

const topLevelPaths = (routes: RouteObject[] = []) =>
  routes.map((r) => (r.index ? '' : (r.path ?? ''))).filter((p, i, all) => !p.includes(':') && all.indexOf(p) === i);

function StandaloneLayout({ name, routes }: { name: string; routes: RemoteRoutes }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = toRouteLocale(i18n.locale as LinguiLocale);
  const links = [
    ...topLevelPaths(routes.storefront).map((p) => `/${locale}${p ? `/${p}` : ''}`),
    ...topLevelPaths(routes.admin).map((p) => `/${locale}/admin${p ? `/${p}` : ''}`),
  ];
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header px="sm">
        <Group justify="space-between" wrap="nowrap" h="100%">
          <Group gap="xs">
            <Title order={3} size="h4">
              {name}
            </Title>
            <Badge variant="light">{t`Standalone preview`}</Badge>
          </Group>
          <Group
            gap="sm"
            component="nav"
            aria-label={t`Pages of this remote`}
            wrap="nowrap"
            style={{ overflowX: 'auto' }}
          >
            {links.map((href) => (
              <Anchor key={href} component={Link} to={href} size="sm">
                {href}
              </Anchor>
            ))}
          </Group>
          <SegmentedControl
            size="xs"
            value={locale}
            onChange={(value) => void navigate(switchLocalePath(location.pathname, location.search, value))}
            data={[
              { value: 'en', label: 'EN' },
              { value: 'kh', label: 'ខ្មែរ' },
            ]}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
        <BackToTop />
      </AppShell.Main>
    </AppShell>
  );
}

function StandaloneNotFound() {
  const { t } = useLingui();
  return (
    <PlaceholderPage
      title={t`Page not found`}
      description={<Text>{t`This remote has no page at this address.`}</Text>}
    />
  );
}

/** The routes of the standalone host: the remote's storefront and admin routes, under the same prefixes as in the shell. */
export function standaloneRoutes({ name, routes }: Pick<StandaloneOptions, 'name' | 'routes'>): RouteObject[] {
  const area = (id: string, children: RouteObject[] = []): RouteObject => ({
    id,
    element: <RemoteOutlet remote={name} />,
    errorElement: <RemoteRouteError remote={name} />,
    children,
  });
  return [
    { path: '/', loader: () => redirect(`/${defaultRouteLocale}`) },
    {
      path: '/:locale',
      loader: localeLoader,
      element: <StandaloneLayout name={name} routes={routes} />,
      HydrateFallback: FullScreenSpinner,
      children: [
        area('storefront', routes.storefront),
        { path: 'admin', children: [area('admin', routes.admin)] },
        { path: '*', Component: StandaloneNotFound },
      ],
    },
  ];
}

/**
 * Runs one remote alone in development, inside the same providers as the shell, so a team can work on
 * its slice without the rest. Only for the remote's own dev entry; exposed code never renders a root.
 */
export function renderStandalone({ name, routes, element = document.getElementById('root') }: StandaloneOptions): void {
  if (!element) throw new Error('standalone host: no #root element');
  void bootstrapSession({ onError: (message) => console.error(`[session] ${message}`) });
  const router = createBrowserRouter(standaloneRoutes({ name, routes }));
  createRoot(element).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
