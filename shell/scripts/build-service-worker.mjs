// Builds the service worker (src/service-worker/service-worker.ts) after the shell's production build: rspack
// bundles it on its own (the shell's build would wrap it in the federation runtime), then workbox-build's
// injectManifest writes the list of the shell's files to precache into it, as dist/sw.js: the files the shell's build
// read from its chunk graph (dist/precache.json, scripts/precache-list.mjs), with the icons and web app manifests.
// Run by `pnpm --filter @shop/shell build`; a development build has no service worker (docs/storefront.md).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { PRECACHE_FILE } from './precache-list.mjs';

const shellDir = join(import.meta.dirname, '..');
const dist = join(shellDir, 'dist');
const staging = mkdtempSync(join(tmpdir(), 'shop-sw-'));

/** @type {import('@rspack/core').Configuration} */
const config = {
  mode: 'production',
  context: shellDir,
  target: ['webworker', 'es2022'],
  entry: { sw: './src/service-worker/service-worker.ts' },
  output: { path: staging, filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  // Workbox logs only in development builds.
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  devtool: false,
  optimization: { minimize: true },
};

const stats = await new Promise((resolve, reject) =>
  rspack(config, (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}

/** @type {{ start: string[], offline: string[] }} */
const precache = JSON.parse(readFileSync(join(dist, PRECACHE_FILE), 'utf8'));

const { count, size, warnings } = await injectManifest({
  swSrc: join(staging, 'sw.js'),
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  // The shell's start and offline files, its icons and web app manifests. Its other files, and fonts (only the page's
  // language's faces), are kept as a page uses them; the pages themselves by the worker's navigation route.
  globPatterns: [...precache.start, ...precache.offline, 'icon-*.png', '*.webmanifest'],
  globIgnores: ['sw.js'],
  // Names with a content hash need no revision of their own.
  dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
rmSync(staging, { recursive: true, force: true });
for (const warning of warnings) console.warn(`[service worker] ${warning}`);
console.log(`[service worker] dist/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB before compression)`);
