import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSessionStore } from '@shop/client';
import { pluralCategory } from '@shop/i18n';
import { formatCount } from '@shop/ui';
import { HeaderCountLink } from './header-count-link.tsx';

/**
 * The signed-in user's count of new notifications, kept live by the socket (shared/client's realtime
 * feeds the session store). Links to the page that lists them: the shopper's notifications in the
 * storefront, or the back-office's for staff.
 */
export function NotificationBell({ to }: { to: string }) {
  const { i18n } = useLingui();
  const user = useSessionStore((state) => state.user);
  const count = useSessionStore((state) => state.notificationCount);
  if (!user) return null;
  // A select on the plural category: no Intl formatter at start (pluralCategory).
  const shown = formatCount(count);
  const category = pluralCategory(i18n.locale, count);
  const label = select(category, { one: `${shown} new notification`, other: `${shown} new notifications` });
  return (
    <HeaderCountLink
      to={to}
      count={count}
      label={label}
      testId="notification-count"
      color="red"
      icon={
        <>
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" strokeLinejoin="round" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" strokeLinecap="round" />
        </>
      }
    />
  );
}
