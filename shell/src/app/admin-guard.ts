import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isStaff, useSessionStore } from '@shop/client';
import { routeLocaleOrDefault } from '@shop/i18n';

function sessionLoaded(): Promise<void> {
  if (!useSessionStore.getState().loading) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (!state.loading) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/** Loader of `/:locale/admin`: staff only (the API enforces it; this keeps others out of the screens). */
export async function adminGuard({ params, request }: LoaderFunctionArgs): Promise<null> {
  await sessionLoaded();
  if (isStaff(useSessionStore.getState().user?.type)) return null;
  const url = new URL(request.url);
  const locale = routeLocaleOrDefault(params.locale);
  throw redirect(`/${locale}/sign-in?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}
