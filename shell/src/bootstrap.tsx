import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { msg } from '@lingui/core/macro';
import { bootstrapSession, startRealtime } from '@shop/client';
import { AppProviders, fetchTimeoutPlugin, RouterProvider } from '@shop/federation';
import { nextTask } from '@shop/federation/next-task.ts';
import { activateRouteLocale, i18n, routeLocaleOrDefault } from '@shop/i18n';
import { apiErrorText, FullScreenSpinner, showToast } from '@shop/ui';
import { createAdminNav } from './app/admin-nav.ts';
import { createAreaMap, startStorefrontRemote } from './app/remote-areas.ts';
import { createShellRouting } from './app/routes.tsx';
import './lib/i18n.ts';
import { createRemoteRegistry } from './lib/remote-registry.ts';
import {
  getRemotesManifest,
  inlinedRemotesManifest,
  loadRemoteRoutes,
  registerManifest,
} from './lib/remotes-manifest.ts';
import { loadTranslationOverrides } from './lib/translation-overrides.ts';
import { recordVisit } from './lib/record-visit.ts';
import { afterFirstPage } from './lib/after-first-page.ts';
import { handOverFirstView, hasFirstView } from './lib/first-view.ts';
import { startMiniAppIfInTelegram } from './telegram/launch.ts';
import { startOfflineSupport } from './lib/offline/start.ts';

// The start is cut into tasks (nextTask): this module's evaluation, asking for what the page needs, the routing and
// the first render each block the main thread on their own, so a slow phone answers in between.
async function start(): Promise<void> {
  await nextTask();
  const element = document.getElementById('root');
  if (!element) throw new Error('no #root element');
  // Telegram's launch data, as the page opened (the router may rewrite the address before the Mini App reads it).
  const launchHash = window.location.hash;
  // The page's language: the shell's and the shared packages' messages in it start loading now (only that language's:
  // registerCatalogs), beside the remote, the session and the changed strings below.
  // A download that failed is asked for once more (activateRouteLocale forgets failed ones) before the start gives up.
  const pageLocale = routeLocaleOrDefault(window.location.pathname.split('/')[1]);
  const localeReady = activateRouteLocale(pageLocale).catch(() => activateRouteLocale(pageLocale));

  const root = createRoot(element);
  // A page the server drew the top of (lib/first-view.ts) shows that until the app has drawn its own, not a spinner.
  if (hasFirstView()) {
    handOverFirstView(element);
  } else {
    // Once its words are in (the spinner's label).
    void localeReady.then(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <FullScreenSpinner />
          </AppProviders>
        </StrictMode>,
      ),
    );
  }

  registerPlugins([fetchTimeoutPlugin()]);
  const registry = createRemoteRegistry(loadRemoteRoutes);
  // The page usually carries the manifest (the API inlines it); otherwise it is asked for. Either way the remote
  // serving this address starts loading at once, beside the session and the changed strings, not after them.
  const inlined = inlinedRemotesManifest();
  const manifestReady = (inlined ? Promise.resolve(inlined) : getRemotesManifest())
    .catch((error: unknown) => {
      // Without a manifest the shell still starts: every area then offers Retry, which asks again.
      console.error('[shell] remotes manifest not available', error);
      return [];
    })
    .then((entries) => {
      registerManifest(entries);
      startStorefrontRemote(registry, createAreaMap(entries), window.location.pathname);
      return entries;
    });
  const [manifest] = await Promise.all([
    manifestReady,
    bootstrapSession({
      // Worded in the reader's language: the API's own message is for logs (the HTTP client has logged it).
      onError: (_message, error) =>
        void localeReady.then(() =>
          showToast({ color: 'red', title: i18n._(msg`Could not load your session`), message: apiErrorText(error) }),
        ),
    }),
    loadTranslationOverrides(),
    localeReady,
  ]);

  await nextTask();
  const { routes, patchRoutesOnNavigation } = createShellRouting(
    registry,
    createAreaMap(manifest),
    createAdminNav(manifest),
  );
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  startMiniAppIfInTelegram(router, launchHash);
  await nextTask();
  // A transition: React renders the first page in slices and lets the browser in between, instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // None of these is needed to draw the first page: they wait until it is drawn and the main thread is free.
  afterFirstPage(router, () => {
    startRealtime();
    recordVisit();
    // The service worker, and what an open page keeps asking (changed strings, new releases): a few seconds later.
    startOfflineSupport();
  });
}

void start();
