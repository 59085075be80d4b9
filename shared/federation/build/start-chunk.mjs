// The shell's start chunk: the shared libraries every page starts with, in one file instead of one per library.
// Each shared module is a share key of its own and stays one (a remote asks for `react-dom`, `@mantine/core/small`,
// as before); only the files the shell's build cuts them into change, which no remote sees. Every page loads all of
// them before it draws (React, the router, the query cache, the i18n instance, the HTTP client, Mantine's core, the
// small components of the first pages and inputs), so apart they only cost: brotli compresses each file alone, without the others as context (the
// 13 files of `/en` were 161.7 KB brotli, the same code as one file 153.3 KB), and the bundler runtime adds a script
// element per file at start (about 5 ms each at 4x CPU slowdown).
// Left out on purpose:
//   - the shop's own shared packages (@shop/ui, @shop/client, @shop/i18n): they change with most releases, and the
//     libraries' file should stay cached across them; their lazy parts (the invoice, the realtime client) would
//     also be pulled in by a test on their folders;
//   - Mantine's other parts (Combobox, Table, NumberInput...), Floating UI, the notifications: pages that do not draw
//     them do not download them.

/** The chunk's name (its file is `start.<hash>.js`). */
export const START_CHUNK = 'start';

/**
 * The Mantine part chunks (shared-modules.mjs) that go into the start chunk: every page draws with them (the core's
 * files and the core names every page starts with, `base`; the small components of the storefront's first pages,
 * `first`; Input: the home page's vehicle selector, the filter's, the cart's quantities, sign-in, the back office's
 * forms). The other small components (`mantine-small`: Timeline, Tabs, Textarea...) and the core's other names
 * (`mantine-core-rest`: FileButton, ColorSwatch...) are files of their own, fetched by the pages that draw one.
 */
export const START_MANTINE_CHUNKS = new Set(['mantine-core', 'mantine-base', 'mantine-first', 'mantine-Input']);

/**
 * The libraries of the start chunk: the shared singletons the shell starts with (shared.mjs), what they are made of
 * (react-dom's scheduler, the stores' use-sync-external-store, the query cache's core), the HTTP client @shop/client
 * wraps, and the facade modules of the router and the query cache (shared-modules.mjs writes them under the app's
 * node_modules/.cache: `react-router.prod.mjs`, `_tanstack_react-query.prod.mjs`), with the stand-ins for the router's
 * modules the shop never runs (react-router-stand-ins.mjs).
 * None of them imports a chunk of its own lazily, so nothing the page does not need moves into the start.
 */
const START_LIBRARIES =
  /[\\/]node_modules[\\/](?:(?:react|react-dom|scheduler|use-sync-external-store|react-router|@tanstack[\\/](?:query-core|react-query)|@lingui[\\/](?:core|react)|zustand|ky)[\\/]|\.cache[\\/]shop-shared[\\/](?:react-router|_tanstack_react-query)\.[a-z]+\.mjs$)|[\\/]shared[\\/]federation[\\/]build[\\/]react-router[\\/]/;

/**
 * The cache group of the shell's build that puts the start libraries in the start chunk (Mantine's core and small
 * parts join it through partChunkGroups' `startChunk` option).
 * @returns {import('@rspack/core').OptimizationSplitChunksCacheGroup}
 */
export function startLibrariesGroup() {
  return { test: START_LIBRARIES, chunks: 'async', enforce: true, priority: 25, name: START_CHUNK };
}

/**
 * The messages the shell starts with, one file per language (`messages-en.<hash>.js`): the shell's, @shop/ui's and
 * @shop/federation's catalogues (registerCatalogs: each a dynamic import of its language) were three files of the
 * same kind of text, compressed apart (2.4 KB brotli on `/en`, one file 2.0 KB). The other language's come together
 * when the visitor switches. On-demand catalogues (the error wordings, the offline banner) stay files of their own.
 */
const START_CATALOGUE =
  /[\\/](?:shell|shared[\\/](?:ui|federation))[\\/]src[\\/]locales[\\/]([a-z]+)[\\/]messages\.ts$/;

/** The start catalogues' chunks are named this and the language (`messages-en`, `messages-km`). */
export const START_CATALOGUES_PREFIX = 'messages-';

/**
 * @returns {import('@rspack/core').OptimizationSplitChunksCacheGroup}
 */
export function startCataloguesGroup() {
  return {
    test: (module) => START_CATALOGUE.test(module.nameForCondition?.() ?? ''),
    chunks: 'async',
    enforce: true,
    priority: 6,
    name: (module) =>
      `${START_CATALOGUES_PREFIX}${START_CATALOGUE.exec(module.nameForCondition?.() ?? '')?.[1] ?? 'other'}`,
  };
}
