// The ONE list of Module Federation shared singletons, used by the shell's and every remote's build.
// Stateful libraries must exist once per page (React, the router, Mantine's context, the query cache,
// zustand stores, the i18n instance), so all of them are singletons. @mantine/hooks is not shared: its hooks hold no
// state of their own, so each app bundles the few it uses (shared, a page loaded all the shop uses: 15 KB brotli).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** npm packages shared as singletons; subpaths share the version of their package. */
export const sharedPackages = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@mantine/core',
  '@mantine/notifications',
  '@tanstack/react-query',
  'zustand',
  '@lingui/core',
  '@lingui/react',
];

/**
 * Shared singletons shared in parts: each part (a component's folder, the small components, those only the back office
 * needs, Mantine's core) is its own share key (`@mantine/core/Combobox`), so a page loads the components it draws, not
 * every component the shop uses.
 * The builds rewrite `import { Combobox } from '@mantine/core'` into `import { Combobox } from '@mantine/core/Combobox'`
 * (shared-modules.mjs, per-part-loader.mjs); the shell provides every part and its chunks hold each module once.
 */
export const sharedInParts = ['@mantine/core'];

/** Workspace packages holding page-wide state: session store + HTTP client, the i18n instance, UI providers. */
export const sharedWorkspacePackages = ['@shop/client', '@shop/i18n', '@shop/ui'];

const packageOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/**
 * Builds the `shared` option for one package. `requiredVersion` is the range that package's own
 * package.json declares (explicit, so a mismatch is reported instead of guessed); workspace packages
 * have no semver range (`workspace:*`), hence `false`. Module Federation's own shared tree-shaking is not used
 * (experimental, and a remote must be able to use any component some app uses even when the shell never did);
 * the facades below keep what any app of the workspace uses instead.
 *
 * A package in `facades` is shared as that facade module (the names the front end uses, see rspack-config.mjs) under
 * the package's own name and installed version. A package of `sharedInParts` is shared as one key per part in
 * `parts` (`@mantine/core/Combobox`), each a module exporting that part's names, under the package's version and range.
 *
 * @param {string} packageDir folder of the package.json whose dependencies are the source of truth
 * @param {Record<string, { import: string, version: string }>} [facades]
 * @param {Record<string, { version: string, modules: Record<string, string> }>} [parts] package -> part -> module
 * @param {{ consumeOnly?: boolean }} [options] `consumeOnly`: the parts come from the shell alone (a remote's production
 *   build): no fallback is bundled and none is provided, so remoteEntry.js does not list parts it never serves. The
 *   release check guarantees the live shell provides every name the remote imports (shared-needs.ts).
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, import?: string | false, version?: string }>}
 */
export function sharedConfig(packageDir, facades = {}, parts = {}, { consumeOnly = false } = {}) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const declared = { ...pkg.devDependencies, ...pkg.dependencies };
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, import?: string | false, version?: string }>} */
  const shared = {};
  for (const request of sharedPackages) {
    const range = declared[packageOf(request)];
    if (!range)
      throw new Error(`${pkg.name} must declare ${packageOf(request)} in package.json: it is a shared singleton`);
    const split = parts[request];
    if (!split) {
      shared[request] = { singleton: true, requiredVersion: range, ...facades[request] };
      continue;
    }
    for (const [name, module] of Object.entries(split.modules)) {
      shared[`${request}/${name}`] = consumeOnly
        ? { singleton: true, requiredVersion: range, import: false }
        : { singleton: true, requiredVersion: range, import: module, version: split.version };
    }
    // The whole package too, for remotes built before it was shared in parts (they consume it by its name, and would
    // otherwise fall back to their own copy, outside the shell's MantineProvider). Fetched only if one does; its
    // modules are the parts' own, so the page still has one Mantine.
    if (!consumeOnly && facades[request])
      shared[request] = { singleton: true, requiredVersion: range, ...facades[request] };
  }
  for (const request of sharedWorkspacePackages) {
    if (!declared[request])
      throw new Error(`${pkg.name} must declare ${request} in package.json: it is a shared singleton`);
    shared[request] = { singleton: true, requiredVersion: false };
  }
  return shared;
}
