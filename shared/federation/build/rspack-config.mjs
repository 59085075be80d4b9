// The build configuration every app of the shop uses (the shell and the six remotes), so they all
// compile, share and emit the same way. Each app's rspack.config.mjs is a few lines calling this.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { mantineLayerOrder, mantineStylesRules } from './mantine-styles.mjs';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from './shared.mjs';
import {
  partChunkGroups,
  partImportsLibraryRule,
  partImportsLoader,
  wholeImportGuardPlugin,
  writeSharedModules,
} from './shared-modules.mjs';
import { START_CHUNK, START_MANTINE_CHUNKS, startCataloguesGroup, startLibrariesGroup } from './start-chunk.mjs';
// TypeScript, read through Node's type stripping: the same scanner `pnpm release`, the API and CI use.
import { remoteNeeds, shellProvisions, SHELL_INFO_FILE } from '../../release/src/shared-needs.ts';
import { FIRST_VIEW_FILE } from '../../contracts/src/first-view.ts';
import { buildFirstView, firstViewInputs } from './first-view.ts';
import { reactRouterStandInPlugins } from './react-router-stand-ins.mjs';
import { federationRuntimeAsModules, providedRuntimeModule, runtimeFromShellPlugin } from './federation-runtime.mjs';
// Module Federation's share data without the fields its runtime never reads (and a failed build if rspack's wording moves).
import { unreadShareDataPlugin } from './unread-share-data.mjs';

/** Paths the dev servers hand to the API (same origin in production: the API serves the shell). */
export const API_PATHS = ['/api', '/auth', '/files', '/socket.io', '/health', '/docs'];
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Browsers the shop supports: evergreen versions with native CSS nesting. Lowering Mantine's nested
 * CSS for older engines more than doubled the stylesheet.
 */
export const BROWSER_TARGETS = ['chrome >= 120', 'edge >= 120', 'firefox >= 117', 'safari >= 17.2'];

/** File a remote's build carries beside mf-manifest.json: what the remotes manifest needs to know of it. */
export const REMOTE_INFO_FILE = 'shop-remote.json';

/**
 * What a remote serves, from its package.json `shop`: storefront segments (`paths.storefront`) and its
 * back-office menu (`nav`, whose segments are its admin paths).
 * @param {{ paths?: { storefront?: string[], admin?: string[] }, nav?: { segment: string }[] }} shop
 */
export function remoteInfoOf(shop = {}) {
  const admin = [...new Set([...(shop.paths?.admin ?? []), ...(shop.nav ?? []).map((entry) => entry.segment)])];
  const paths = { ...shop.paths, ...(admin.length > 0 ? { admin } : {}) };
  return { paths, ...(shop.nav ? { nav: shop.nav } : {}) };
}

/**
 * Emits a JSON file into the build. The remotes emit REMOTE_INFO_FILE with the first path segments the remote
 * serves, its back-office menu entries and what it needs of the shared singletons (`shared`): a release copies
 * paths and menu into the remotes manifest, and refuses a build whose `shared` needs the live shell does not meet.
 * The shell emits SHELL_INFO_FILE: the singleton versions and exports it provides.
 * Remotes whose package.json `shop.firstView` names a template source also emit FIRST_VIEW_FILE, the top of their
 * pages that the API draws into the HTML (./first-view.ts, docs/storefront.md "First view").
 * @param {string} file
 * @param {() => unknown} content computed at emit time, so a watch rebuild sees new imports (may be a promise)
 * @param {string[]} [inputs] files outside the module graph it is made of: a watch build runs again when one changes
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function jsonAssetPlugin(file, content, inputs = []) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ShopBuildInfo', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'ShopBuildInfo', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          async () => {
            for (const input of inputs) compilation.fileDependencies.add(input);
            compilation.emitAsset(file, new rspack.sources.RawSource(`${JSON.stringify(await content(), null, 2)}\n`));
          },
        );
      });
    },
  };
}

/** Text files worth compressing (source maps are fetched only by developer tools, so they are left out). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of a production build, at the highest levels:
 * static hosts (the API for the shell, each remote's host or CDN) send them as they are, so no request pays
 * for compression. Files under 1 KB, or that shrink by less than 10 %, stay plain.
 * @returns {import('@rspack/core').RspackPluginInstance[]}
 */
function precompressPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its functions
 * compiled while it downloads, on a background thread, instead of each on the main thread the first time it runs. The
 * shop's files are code the page runs as it starts (the federation runtime, React, the shared libraries, the page's
 * own modules), and compiling them one by one on first call was a large part of the main thread's start-up tasks on
 * a phone (Lighthouse's Total Blocking Time). Other engines read it as a comment.
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function compileHintPlugin() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    // After minification, which drops comments, and before source maps and compression.
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

const standaloneTemplate = fileURLToPath(new URL('./standalone.html', import.meta.url));
/** The runtime plugin that spreads the loading of shared modules over tasks (the shell's only: see the file). */
const sharesInTurnsPlugin = fileURLToPath(new URL('../src/shares-in-turns.ts', import.meta.url));

/**
 * @typedef {object} AppBuildOptions
 * @property {string} dir the app's folder (pass `import.meta.dirname`)
 * @property {'host' | 'remote'} kind the shell is the host; everything else is a remote
 * @property {string} name Module Federation container name, e.g. `mfe_catalog` (a JS identifier)
 * @property {Record<string, string>} [exposes] remote modules, e.g. `{ './routes': './src/app/routes.tsx' }`
 * @property {number} port dev server port (127.0.0.1)
 * @property {string} [title] title of the dev page (remotes: the standalone host)
 * @property {string} [template] HTML template (default: the standalone host page)
 * @property {(middlewares: any[], devServer: any) => any[]} [setupMiddlewares] extra dev-server middlewares
 */

/**
 * @param {AppBuildOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createAppConfig(options) {
  const {
    dir,
    kind,
    name,
    exposes = {},
    port,
    title = name,
    template = standaloneTemplate,
    setupMiddlewares,
  } = options;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const requireFromApp = createRequire(join(dir, 'package.json'));
  // Release builds stamp the version they are published under; a plain build uses the package version.
  const remoteVersion = process.env.REMOTE_VERSION || pkg.version;

  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const { facades, parts } = writeSharedModules(dir, production);
    // A remote's production build is only what the shell loads (remoteEntry, exposed modules, shared
    // fallbacks); the standalone host page exists for development (`pnpm --filter <remote> dev`).
    const withPage = kind === 'host' || !production;
    const federationAsModules = federationRuntimeAsModules();

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      mode,
      context: dir,
      entry: withPage ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        // Remotes are published under versioned paths on any host: chunks resolve next to remoteEntry.js.
        // The shell is served at `/` with deep links (`/en/cart`), so its assets are root-absolute.
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[hash:10][ext]',
        // Slow chunk downloads fail instead of hanging (the route's error boundary then offers a retry).
        chunkLoadTimeout: 20_000,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: [
              partImportsLoader(parts),
              {
                loader: 'builtin:swc-loader',
                /** @type {import('@rspack/core').SwcLoaderOptions} */
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    target: 'es2022',
                    transform: { react: { runtime: 'automatic', development: !production } },
                    experimental: {
                      cacheRoot: join(dir, 'node_modules/.cache/swc'),
                      plugins: [[requireFromApp.resolve('@lingui/swc-plugin'), {}]],
                    },
                  },
                },
              },
            ],
            type: 'javascript/auto',
          },
          partImportsLibraryRule(parts),
          ...mantineStylesRules(),
          federationAsModules.rule,
          // A stylesheet import is kept even from a package that says `sideEffects: false` (@mantine/spotlight does, and
          // its CSS was dropped, so the command palette drew unstyled): importing a stylesheet is always for its effect.
          { test: /\.css$/, type: 'css/auto', sideEffects: true },
          { test: /\.(woff2?|ttf|otf|eot|png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
          exposes: kind === 'remote' ? exposes : undefined,
          remotes: {},
          shared: sharedConfig(dir, facades, parts, { consumeOnly: kind === 'remote' && production }),
          // Use what is already on the page instead of first fetching every remote's entry to compare
          // versions: a remote that is down must not delay or break the shell.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The federation runtime is loaded once, by the shell, which provides it to every remote: a remote's
          // production remoteEntry.js carries none of its own (./federation-runtime.mjs: runtime-core through
          // these options, the bundler runtime through runtimeFromShellPlugin). A remote never loads other remotes,
          // so the remote-loading and manifest-snapshot code stays out as well. In development a remote also runs in
          // its own standalone host, which has no shell to provide the runtime. Every app runs in browsers only
          // (`target: 'web'`: the runtime's Node script loader stays out). The shell keeps the manifest-snapshot code:
          // it registers the remotes by their mf-manifest.json. The shell also takes its shared modules in turns
          // (../src/shares-in-turns.ts); a remote's instance loads without it the few shares the shell has not loaded
          // yet (under 10 ms of a task at 4x: docs/storefront.md).
          runtimePlugins: kind === 'host' ? [providedRuntimeModule(dir), sharesInTurnsPlugin] : [],
          experiments:
            kind === 'host'
              ? { provideExternalRuntime: true, optimization: { target: 'web' } }
              : {
                  externalRuntime: production,
                  optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
                },
        }),
        wholeImportGuardPlugin(),
        // React Router's modules the shop never runs (instrumentation, framework mode) are small stand-ins.
        ...reactRouterStandInPlugins(),
        federationAsModules.plugin,
        ...(kind === 'remote' && production ? [runtimeFromShellPlugin(dir, name)] : []),
        kind === 'remote'
          ? jsonAssetPlugin(REMOTE_INFO_FILE, () => ({
              name,
              version: remoteVersion,
              ...remoteInfoOf(pkg.shop),
              shared: remoteNeeds(dir),
            }))
          : jsonAssetPlugin(SHELL_INFO_FILE, () => ({ shared: shellProvisions(dir) })),
        ...(kind === 'remote' && pkg.shop?.firstView
          ? [
              jsonAssetPlugin(
                FIRST_VIEW_FILE,
                () => buildFirstView(dir, pkg.shop.firstView, { name, version: remoteVersion }),
                firstViewInputs(dir, pkg.shop.firstView),
              ),
            ]
          : []),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          'process.env.REMOTE_VERSION': JSON.stringify(remoteVersion),
        }),
        ...(withPage
          ? [
              new rspack.HtmlRspackPlugin({
                template,
                templateParameters: {
                  title,
                  name,
                  pkg: pkg.name.replace(/^@shop\//, ''),
                  version: remoteVersion,
                  mantineLayers: mantineLayerOrder(dir),
                },
                inject: 'body',
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(existsSync(join(dir, 'public'))
          ? [
              new rspack.CopyRspackPlugin({
                patterns: [{ from: join(dir, 'public'), to: '.', noErrorOnMissing: true }],
              }),
            ]
          : []),
        ...(production ? [unreadShareDataPlugin(), compileHintPlugin(), ...precompressPlugins()] : []),
      ],
      target: ['web', 'es2022'],
      optimization: {
        nodeEnv: false,
        minimize: production,
        // Ids as short as the build allows, and stable (a module's or chunk's hash, its shortest free prefix). The
        // default's numbers (`deterministic`) take as many digits as the module count calls for: 4 up to 500
        // modules, 5 from the 501st, and every reference to every module (`n(2278)`) paid for that digit.
        ...(production ? { moduleIds: 'compact-hashed', chunkIds: 'compact-hashed' } : {}),
        // The shell puts the libraries every page starts with in one file (./start-chunk.mjs); a remote's chunks
        // follow its routes, and its shared modules come from the shell.
        splitChunks: {
          cacheGroups:
            kind === 'host'
              ? {
                  ...partChunkGroups({ startChunk: { name: START_CHUNK, parts: START_MANTINE_CHUNKS } }),
                  start: startLibrariesGroup(),
                  messages: startCataloguesGroup(),
                }
              : partChunkGroups(),
        },
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin(),
          new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
        ],
      },
      performance: { hints: false },
      devServer: {
        host: '127.0.0.1',
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        // The shell loads a remote's dev build from another port.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: API_PATHS, target: API_TARGET, changeOrigin: false, ws: true }],
        client: { overlay: { errors: true, warnings: false } },
        ...(setupMiddlewares ? { setupMiddlewares } : {}),
      },
      stats: production ? 'normal' : 'minimal',
    };
    return config;
  };
}
