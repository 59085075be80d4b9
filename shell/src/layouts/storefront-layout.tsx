import { Anchor, Badge, Box, Button, em, getBreakpointValue, Group, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { create } from 'zustand';
import { useSessionStore } from '@shop/client';
import { ChosenVehicle } from '../components/chosen-vehicle.tsx';
import { DocumentTitle } from '../components/document-title.tsx';
import { HeaderCart, useCartCount, useCartCountLabel } from '../components/header-cart.tsx';
import { RouteProgress } from '../components/route-progress.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { NotificationBell } from '../components/notification-bell.tsx';
import { SiteBrand } from '../components/site-brand.tsx';
import { FRAME_CONTRACT, FrameBurger, StorefrontFrame } from './storefront-frame.ts';
import { HeaderSearchOnDemand, MenuCategoriesOnDemand, UserMenuOnDemand } from '../components/on-demand.tsx';
import { useRouteLocale } from '@shop/federation';
import * as classes from './storefront-layout.module.css';

function StorefrontNav({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const user = useSessionStore((state) => state.user);
  const cartCount = useCartCount();
  const cartCountLabel = useCartCountLabel(cartCount);
  const Container = vertical ? Stack : Group;
  const link = (to: string, label: string, end = false) => (
    <Anchor
      component={NavLink}
      to={to}
      end={end}
      onClick={onNavigate}
      fw={500}
      c="var(--mantine-color-text)"
      underline="never"
    >
      {label}
    </Anchor>
  );
  return (
    <Container component="nav" gap="lg" aria-label={t`Main navigation`}>
      {link(`/${locale}`, t`Home`, true)}
      <Group gap={6} wrap="nowrap">
        {link(`/${locale}/cart`, t`Cart`)}
        <Badge size="sm" circle={cartCount < 10} aria-label={cartCountLabel} data-testid="cart-count">
          {cartCount}
        </Badge>
      </Group>
      {/* The mobile menu offers them signed out too: the pages ask to sign in and come back. Signed out, the
          header's Sign in button (on every width) stands for Account. */}
      {user || vertical ? link(`/${locale}/favorites`, t`Favorites`) : null}
      {user || vertical ? link(`/${locale}/orders`, t`Orders`) : null}
      {user ? link(`/${locale}/account`, t`Account`) : null}
    </Container>
  );
}

const MENU_ID = 'storefront-menu';

/** Whether the phone's menu is open: a store of its own, so a tap redraws the burger and the menu, not the layout. */
const usePhoneMenu = create<{ opened: boolean }>(() => ({ opened: false }));
const toggleMenu = () => usePhoneMenu.setState(({ opened }) => ({ opened: !opened }));
const closeMenu = () => usePhoneMenu.setState({ opened: false });

function MenuBurger() {
  const { t } = useLingui();
  const opened = usePhoneMenu((state) => state.opened);
  return (
    <FrameBurger
      opened={opened}
      onClick={toggleMenu}
      aria-label={t`Open navigation`}
      aria-expanded={opened}
      aria-controls={MENU_ID}
    />
  );
}

/** How long the menu takes to slide in (`--frame-transition` in storefront-layout.module.css). */
const SLIDE_MS = 200;

/**
 * The phone's menu (search, vehicle, pages; then the categories and the language switch), drawn when it first opens,
 * then kept: drawn closed at start, off screen, it was a quarter of the page's elements to style and lay out before
 * the first page was usable. The tap answers at once (the burger turns into a cross); the menu is then drawn in two
 * transitions (React draws them in slices, letting the browser paint between them): its top, after which it slides
 * in, and once it has slid in its foot, the categories (a chunk of their own, with Mantine's ScrollArea and NavLink)
 * and the language switch. On a slow phone (issue 39 §2) one drawing of it all, with the categories' code evaluated
 * as it arrived, was a long task within the tap's first frames.
 */
function PhoneMenu({ wide }: { wide: boolean }) {
  const opened = usePhoneMenu((state) => state.opened);
  const [drawn, setDrawn] = useState<'none' | 'top' | 'all'>('none');
  useEffect(() => {
    if (!opened || drawn === 'all') return;
    if (drawn === 'none') {
      startTransition(() => setDrawn('top'));
      return;
    }
    const timer = setTimeout(() => startTransition(() => setDrawn('all')), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [opened, drawn]);
  return (
    <nav
      id={MENU_ID}
      className={`${FRAME_CONTRACT.menu} ${classes.menu}`}
      data-opened={(opened && drawn !== 'none') || undefined}
    >
      {drawn === 'none' ? null : (
        <Stack gap="md">
          {wide ? null : <HeaderSearchOnDemand onDone={closeMenu} />}
          {wide ? null : <ChosenVehicle inMenu />}
          <StorefrontNav vertical onNavigate={closeMenu} />
          {wide || drawn !== 'all' ? null : <MenuCategoriesOnDemand onNavigate={closeMenu} />}
          {wide || drawn !== 'all' ? null : <LanguageSwitch />}
        </Stack>
      )}
    </nav>
  );
}

/** Chrome of the shop: header with brand, navigation, language, cart count and the user's menu. */
export function StorefrontLayout() {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const user = useSessionStore((state) => state.user);
  // The menu's state outlives the layout (a store): a layout drawn again (back from the back office) starts closed.
  useEffect(() => closeMenu, []);
  // One search box and one language switch at a time: in the header from the `sm` breakpoint, in the mobile
  // menu below it (with the chosen vehicle, the pages, the categories).
  const theme = useMantineTheme();
  // Read at the first render (the shop renders in the browser only): a first guess drew the header's search box on a
  // phone for one render, which fetched its chunk (Combobox, Popover, Floating UI) for nothing.
  const wide = useMediaQuery(`(min-width: ${em(getBreakpointValue('sm', theme.breakpoints))})`, true, {
    getInitialValueInEffect: false,
  });
  // The header beside the burger: the same elements each render, so React skips them when the layout redraws.
  const headerParts = useMemo(
    () => (
      <>
        {wide ? (
          <Box style={{ flex: 1, minWidth: 140, maxWidth: 380 }}>
            <HeaderSearchOnDemand />
          </Box>
        ) : null}
        <Group visibleFrom="sm">
          <StorefrontNav />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ChosenVehicle />
          {wide ? <LanguageSwitch /> : <HeaderCart />}
          <NotificationBell to="/notifications" />
          {user ? (
            <UserMenuOnDemand />
          ) : (
            <Button component={Link} to={`/${locale}/sign-in`} variant="light" size="compact-md">
              {t`Sign in`}
            </Button>
          )}
        </Group>
      </>
    ),
    [wide, user, locale, t],
  );
  return (
    <StorefrontFrame
      classes={classes}
      chrome={
        <>
          <DocumentTitle area="storefront" />
          <RouteProgress />
        </>
      }
      burger={<MenuBurger />}
      brand={<SiteBrand />}
      end={headerParts}
      menu={<PhoneMenu wide={wide} />}
    >
      <Outlet />
    </StorefrontFrame>
  );
}
