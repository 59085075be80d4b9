// One lint setup for the whole workspace. Its import rules keep the micro-frontend boundaries honest:
// a remote never imports another remote (or the shell), shared packages never import an app, and a
// feature folder inside a remote never imports another feature (common code goes through shared/*).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { posix } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = [
  'mfe-catalog',
  'mfe-checkout',
  'mfe-account',
  'mfe-admin-orders',
  'mfe-admin-stock',
  'mfe-admin-system',
];
const apps = ['shell', ...remotes];

/** What the storefront's pages load of the apps and shared packages (docs/performance.md, "Bundle budget"). */
const STOREFRONT_SOURCES = [
  'shell/src/**',
  'mfe-catalog/src/**',
  'mfe-checkout/src/**',
  'shared/{client,ui,federation,i18n}/src/**',
];
/** Contract modules written without TypeBox, which the storefront may import at run time. */
const STOREFRONT_CONTRACT_MODULES = [
  'access.ts',
  'nav-groups.ts',
  'catalog-vocabulary.ts',
  'error-codes.ts',
  'limits.ts',
  'vin.ts',
  'fitment-ranges.ts',
  'picture-sizes.ts',
];

/**
 * The catalogue's home-page sections draw a query's answer through useDrawnQuery (mfe-catalog/src/lib/drawn-query.ts):
 * a query hook (a feature's `api/` hook, or TanStack's useQuery, useInfiniteQuery, useQueries) may be called there only
 * as useDrawnQuery's argument. ESLint's selectors cannot tell a query hook from useLingui by name, so this small rule
 * follows the imports instead.
 */
const drawnQueryRule = {
  meta: {
    type: 'problem',
    messages: {
      notDrawn:
        "Wrap {{name}}() in useDrawnQuery(...): a home-page section's answer arrives after the page is drawn, and TanStack " +
        'Query renders it synchronously, one long task on a phone at start; deferred, React draws it in a render it can ' +
        'interrupt (docs/storefront.md, "Main-thread work at start"). An answer the page needs first belongs in its route loader (useSuspenseQuery).',
    },
    schema: [],
  },
  create(context) {
    const queryHooks = new Set();
    const TANSTACK_QUERY_HOOKS = new Set(['useQuery', 'useInfiniteQuery', 'useQueries']);
    return {
      ImportDeclaration(node) {
        const fromFeatureApi = /\/api\//.test(node.source.value);
        const fromTanstack = node.source.value === '@tanstack/react-query';
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const imported = specifier.imported.name;
          // An api/ hook named useSuspense… reads what the route loader already fetched (allowed, like useSuspenseQuery).
          if (
            (fromFeatureApi && /^use(?!Suspense)[A-Z]/.test(imported)) ||
            (fromTanstack && TANSTACK_QUERY_HOOKS.has(imported))
          )
            queryHooks.add(specifier.local.name);
        }
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !queryHooks.has(node.callee.name)) return;
        const { parent } = node;
        const drawn =
          parent.type === 'CallExpression' &&
          parent.callee.type === 'Identifier' &&
          parent.callee.name === 'useDrawnQuery' &&
          parent.arguments[0] === node;
        if (!drawn) context.report({ node, messageId: 'notDrawn', data: { name: node.callee.name } });
      },
    };
  },
};

/** The catalogue's home page: what it draws after it is first painted is checked by `catalogue/drawn-query`. */
const HOME_PAGE = 'mfe-catalog/src/app/pages/home-page.tsx';

/**
 * Feature components the home page draws that are not its sections, with why. The vehicle selector, which the filter
 * page shares, reads years the home page's route loader has already put in the cache and models only once the shopper
 * chose a year and a brand, so nothing of its arrives at start.
 */
const NOT_HOME_SECTIONS = new Set(['mfe-catalog/src/features/vehicles/components/vehicle-selector.tsx']);

/**
 * The home page and its sections: every feature component (`features/<feature>/components/`) it imports, read from its
 * imports, so a new section is checked from the commit that adds it to the page, with no list to keep. The other
 * pages are left out: their first answer comes through their route loaders.
 */
function homePageAndSections() {
  const source = readFileSync(new URL(HOME_PAGE, import.meta.url), 'utf8');
  const components = [
    ...source.matchAll(/^import\s+(?!type\s)[^;]*?\sfrom\s+'(\.[^']*\/features\/[^/']+\/components\/[^']+)';/gm),
  ].map(([, request]) => posix.join(posix.dirname(HOME_PAGE), request));
  // Read from the page's text: a page that moved or stopped importing its sections would check nothing, silently.
  if (components.length === 0) throw new Error(`eslint.config.js: found no section imports in ${HOME_PAGE}`);
  return [HOME_PAGE, ...components.filter((file) => !NOT_HOME_SECTIONS.has(file))];
}

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

const zones = [
  // A remote may not reach into another remote or the shell; the shell loads remotes only at run time.
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps are released alone: load other remotes through Module Federation, share code through shared/*.',
  })),
  // Shared packages and the API know nothing about the apps.
  ...['./shared', './api'].map((target) => ({
    target,
    from: apps.map((app) => `./${app}`),
    message: 'shared/* and api may not depend on an app.',
  })),
  // Features are independent: one feature never imports another (bulletproof-react).
  ...apps.flatMap((app) =>
    subfolders(`${app}/src/features`).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature may not import another feature; move shared code to src/lib or shared/*.',
    })),
  ),
];

const APPS_APART = {
  group: ['@shop/mfe-*', '@shop/shell'],
  message: 'Apps never import each other; use Module Federation at run time.',
};
// Toasts go through @shop/ui's showToast, which loads Mantine's notifications on the first toast instead of on every
// first page (docs/storefront.md, "Toasts on demand").
const TOASTS_THROUGH_SHOP_UI = {
  name: '@mantine/notifications',
  message: "Show toasts with showToast from '@shop/ui': it loads the toast library when the first toast is shown.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.swc/**',
      '.data/**',
      '.cdn/**',
      '.run/**',
      '.e2e/**',
      '.bench-web/**',
      'tools/**',
      '**/src/**/locales/**/*.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [TOASTS_THROUGH_SHOP_UI],
          patterns: [APPS_APART],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // What the storefront's pages load (docs/performance.md, "Bundle budget"): the contracts reach it as types only,
    // plus the few contract modules written without TypeBox; the schemas and their library stay with the API and
    // back-office.
    files: STOREFRONT_SOURCES,
    // Test support (the contract-checked API stand-in) runs in vitest only, never on a page.
    ignores: ['**/*.test.{ts,tsx}', 'shared/*/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/contracts',
              allowTypeImports: true,
              message:
                'Import a TypeBox-free module (@shop/contracts/access.ts, limits.ts, error-codes.ts ...) so the storefront loads no schemas.',
            },
          ],
          patterns: [
            {
              group: ['typebox', 'typebox/*'],
              allowTypeImports: true,
              message: 'The storefront validates nothing with TypeBox: leave schemas to the API.',
            },
            {
              group: ['@shop/contracts/*', ...STOREFRONT_CONTRACT_MODULES.map((file) => `!@shop/contracts/${file}`)],
              allowTypeImports: true,
              message:
                'This contract module loads TypeBox; the storefront imports only its TypeBox-free modules (or types).',
            },
          ],
        },
      ],
    },
  },
  {
    // What the storefront runs sorts text without the browser's collation: the first localeCompare or Intl.Collator a
    // page calls loads ICU's collation data, about 10 ms of main thread on a desktop and 40 ms at a phone's speed
    // (docs/storefront.md, "Main-thread work at start"). ui-catalog.ts runs in the API only.
    files: [...STOREFRONT_SOURCES, ...STOREFRONT_CONTRACT_MODULES.map((file) => `shared/contracts/src/${file}`)],
    ignores: ['**/*.test.{ts,tsx}', 'shared/i18n/src/ui-catalog.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name='localeCompare']",
          "MemberExpression[object.name='Intl'][property.name='Collator']",
        ].map((selector) => ({
          selector,
          message:
            'Compare as text (ISO dates, codes) or case-folded (names): collation loads ICU data in the middle of the start.',
        })),
      ],
    },
  },
  {
    // The home page and its sections (homePageAndSections): what draws there after the page is first painted.
    files: homePageAndSections(),
    plugins: { catalogue: { rules: { 'drawn-query': drawnQueryRule } } },
    rules: { 'catalogue/drawn-query': 'error' },
  },
  {
    // Tests wait for the language they draw in: activateRouteLocale loads a language's catalogues asynchronously, and
    // a test that does not await it can draw Khmer pages in English (a test helper that calls it is async too).
    files: ['**/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExpressionStatement > CallExpression[callee.name='activateRouteLocale']",
          message: 'Await activateRouteLocale(...): its catalogues load asynchronously.',
        },
      ],
    },
  },
  {
    // The one module that shows toasts with Mantine's library, and loads it.
    files: ['shared/ui/src/toasts.tsx', 'shared/ui/src/toast-outlet-loaded.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APPS_APART] }] },
  },
);
