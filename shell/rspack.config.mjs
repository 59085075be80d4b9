import { createAppConfig } from '@shop/federation/build/rspack-config.mjs';
import { readFileSync } from 'node:fs';
import { firstViewFramePlugin } from './scripts/first-view-frame.mjs';
import { precacheListPlugin } from './scripts/precache-list.mjs';

// The remotes' dev servers (`pnpm --filter @shop/<remote> dev`), in the order of the remotes manifest.
const devRemotes = [
  ['mfe_catalog', 'mfe-catalog', 3201],
  ['mfe_checkout', 'mfe-checkout', 3202],
  ['mfe_account', 'mfe-account', 3203],
  ['mfe_admin_orders', 'mfe-admin-orders', 3204],
  ['mfe_admin_stock', 'mfe-admin-stock', 3205],
  ['mfe_admin_system', 'mfe-admin-system', 3206],
].map(([name, pkg, port]) => ({
  name,
  package: pkg,
  version: 'dev',
  entry: `http://127.0.0.1:${port}/mf-manifest.json`,
}));

// Host `shell` on http://127.0.0.1:3200. The remotes manifest comes from the API (proxied), or, with
// DEV_REMOTES=local, from the remotes' own dev servers so the whole front end runs without a release.
const appConfig = createAppConfig({
  dir: import.meta.dirname,
  kind: 'host',
  name: 'shell',
  port: 3200,
  title: 'Vehicle Parts Shop',
  template: './index.html',
  setupMiddlewares:
    process.env.DEV_REMOTES === 'local'
      ? (middlewares) => [
          {
            name: 'dev-remotes-manifest',
            path: '/api/frontend/remotes',
            middleware: (_request, response) => {
              response.setHeader('Content-Type', 'application/json');
              response.end(JSON.stringify({ data: devRemotes }));
            },
          },
          ...middlewares,
        ]
      : undefined,
});

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// A production build also lists what its service worker precaches, from its chunk graph (scripts/precache-list.mjs),
// and draws the first view's frame, the header bar the API draws around a page's top (scripts/first-view-frame.mjs).
export default (env, argv) => {
  const config = appConfig(env, argv);
  if (config.mode === 'production')
    config.plugins.push(
      precacheListPlugin(),
      firstViewFramePlugin(import.meta.dirname, process.env.REMOTE_VERSION || version),
    );
  return config;
};
