import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useSessionStore } from '@shop/client';
import { routeLocaleOrDefault } from '@shop/i18n';

/** Pages of the signed-in user: without a session, sign in first and come back here. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  const locale = routeLocaleOrDefault(useParams().locale);
  if (!user) {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${locale}/sign-in?returnTo=${returnTo}`} replace />;
  }
  return children;
}
