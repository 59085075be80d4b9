import { lazy, Suspense, type CSSProperties } from 'react';

// Header parts whose Mantine components a phone's first page does not draw, each its own chunk fetched when it is
// first drawn. The search box is a Combobox (with Popover, ScrollArea and Floating UI, about 25 KB brotli): a phone
// shows it in the menu, drawn when the menu first opens. The menu's categories are a ScrollArea. The user's menu
// (Mantine's Menu brings its checkbox and radio items and the Avatar, about 12 KB) is drawn only when signed in.
const HeaderSearch = lazy(() => import('./header-search.tsx').then((module) => ({ default: module.HeaderSearch })));
const MenuCategories = lazy(() => import('./menu-categories.tsx').then((module) => ({ default: module.MenuCategories })));
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));

/** The height of Mantine's inputs (size sm) and the diameter of its Avatar (size md): held while each loads. */
const INPUT_PLACE: CSSProperties = { height: 'calc(2.25rem * var(--mantine-scale))' };
const AVATAR_PLACE: CSSProperties = { display: 'inline-block', width: 'calc(2.375rem * var(--mantine-scale))', height: 'calc(2.375rem * var(--mantine-scale))' };

export function HeaderSearchOnDemand(props: { onDone?: () => void }) {
  return (
    <Suspense fallback={<div style={INPUT_PLACE} aria-hidden />}>
      <HeaderSearch {...props} />
    </Suspense>
  );
}

export function MenuCategoriesOnDemand(props: { onNavigate(): void }) {
  return (
    <Suspense fallback={null}>
      <MenuCategories {...props} />
    </Suspense>
  );
}

/** The storefront header's user menu (the header draws it only for a signed-in user). */
export function UserMenuOnDemand() {
  return (
    <Suspense fallback={<span style={AVATAR_PLACE} aria-hidden />}>
      <UserMenu />
    </Suspense>
  );
}
