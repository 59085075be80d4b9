import { lazy, Suspense } from 'react';

// Mantine's Menu brings its checkbox and radio items (and the Avatar) with it: about 12 KB brotli that a signed-out
// visitor, who sees a "Sign in" button instead, never uses. Signed in, it arrives just after the header.
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));

/** Holds the avatar's place (Mantine's Avatar, size md) while the menu loads, so the header does not move. */
const AVATAR_PLACE = { display: 'inline-block', width: 'calc(2.375rem * var(--mantine-scale))', height: 'calc(2.375rem * var(--mantine-scale))' };

/** The storefront header's user menu, loaded on first use (the header renders it only for a signed-in user). */
export function UserMenuWhenSignedIn() {
  return (
    <Suspense fallback={<span style={AVATAR_PLACE} aria-hidden />}>
      <UserMenu />
    </Suspense>
  );
}
