// The federation runtime is loaded once, by the shell; a remote's production remoteEntry.js takes it from the shell.
//   runtime-core (the federation instances, sharing, remote loading): Module Federation's own externalRuntime /
//     provideExternalRuntime (the shell puts it on a global, a remote's build reads the global);
//   the bundler runtime (@module-federation/webpack-bundler-runtime: the functions rspack's federation runtime module
//     calls to consume shared modules and to start a container): Module Federation has no option for it, so the
//     shell's build puts its functions on FEDERATION_RUNTIME_GLOBAL (providedRuntimeModule) and a remote's production
//     build replaces the package by a module that reads them (runtimeFromShellModule). The object rspack's runtime
//     fills per container (instance, options, share scope) stays the remote's own: only stateless functions are shared
//     (a maintainer on sharing the whole object: "this has to be 1 per runtime", module-federation/core#2539), and the
//     remote keeps @module-federation/runtime's `init`, which finds its instance by the remote's build identifier;
//   @module-federation/error-codes (the messages of the runtime module that `init` comes from): the shell's, on the
//     same global.
// A remote and the shell must so run the same runtime version: the release check compares them (FEDERATION_RUNTIME in
// shared/release/src/shared-needs.ts), and the remote refuses to start on a shell that provides another one.
// Both sides use the runtime's ES module builds: Module Federation hands rspack the CommonJS ones (require.resolve),
// which rspack cannot tree-shake: the shell carried all of @module-federation/sdk (Node's script loader included) and
// every remote the remote-loading code it never runs.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { writeIfChanged } from './generated-file.mjs';
// No import of @rspack/core here: the release check (shared/release, which the API runs) reads the version below.
// The plugins take rspack from the compiler.

/** The global the shell's build puts the bundler runtime's functions on (beside runtime-core's `_FEDERATION_RUNTIME_CORE`). */
export const FEDERATION_RUNTIME_GLOBAL = '_SHOP_FEDERATION_BUNDLER_RUNTIME';

/** The bundler runtime's functions the shell provides, under the names rspack's federation runtime module calls them. */
const PROVIDED_FUNCTIONS = {
  consumes: 'consumes',
  I: 'initializeSharing',
  installInitialConsumes: 'installInitialConsumes',
  initContainerEntry: 'initContainerEntry',
  init: 'init',
  getSharedFallbackGetter: 'getSharedFallbackGetter',
};

/**
 * Where the federation runtime the builds use lives, found as Module Federation's rspack plugin finds it: the
 * runtime-tools of @module-federation/enhanced's rspack plugin, and the bundler runtime and runtime it depends on.
 * `version` is runtime-tools' own: it pins the exact versions of the runtime and the bundler runtime (all of them,
 * runtime-core too, are released together under one version).
 * @returns {{ version: string, bundlerRuntimeDir: string, runtimeEntry: string, errorCodesEntry: string }}
 */
export function federationRuntime() {
  const fromHere = createRequire(import.meta.url);
  const fromEnhanced = createRequire(fromHere.resolve('@module-federation/enhanced/rspack'));
  const runtimeTools = createRequire(fromEnhanced.resolve('@module-federation/rspack')).resolve(
    '@module-federation/runtime-tools',
  );
  const { version } = JSON.parse(readFileSync(join(dirname(runtimeTools), '..', 'package.json'), 'utf8'));
  const fromRuntimeTools = createRequire(runtimeTools);
  const bundlerRuntimeDir = dirname(fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'));
  // As rspack's federation plugin resolves it (require.resolve: the CommonJS file, built from its ES module sibling).
  const runtimeEntry = fromRuntimeTools.resolve('@module-federation/runtime');
  const errorCodesEntry = esmBuildOf(createRequire(runtimeEntry).resolve('@module-federation/error-codes'));
  return { version, bundlerRuntimeDir, runtimeEntry, errorCodesEntry };
}

/** The version of the federation runtime the builds use (the release check records it). */
export function federationRuntimeVersion() {
  return federationRuntime().version;
}

/** Federation runtime files by CommonJS build: `<package>/dist/<file>.cjs`. */
const FEDERATION_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** `x.cjs` -> `x.js` or `x.mjs`, the ES module build the federation runtime packages ship beside it. */
function esmBuildOf(file) {
  const stem = file.replace(/\.cjs$/, '');
  return [`${stem}.js`, `${stem}.mjs`].find((esm) => esm !== file && existsSync(esm)) ?? file;
}

/**
 * Rspack plugin and module rule that build the federation runtime from its ES module files: a resolved `.cjs` file
 * of a @module-federation package is read from its `.js` sibling. The rule parses them as ES modules (the type of a
 * module comes from the file it was resolved to, before the swap). The module keeps the name of the `.cjs` file: code
 * that imports a federation module by path (the generated modules below) names the `.cjs` file as well, else the same
 * file would be two modules.
 * @returns {{ plugin: import('@rspack/core').RspackPluginInstance, rule: import('@rspack/core').RuleSetRule }}
 */
export function federationRuntimeAsModules() {
  return {
    plugin: {
      apply(compiler) {
        new compiler.rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data) => {
          if (data.createData?.resource) data.createData.resource = esmBuildOf(data.createData.resource);
        }).apply(compiler);
      },
    },
    rule: { test: FEDERATION_CJS, type: 'javascript/auto' },
  };
}

const generatedFolder = (dir) => join(dir, 'node_modules', '.cache', 'shop-federation-runtime');

/**
 * The shell's runtime plugin (ModuleFederationPlugin `runtimePlugins`) that puts the bundler runtime's functions on
 * FEDERATION_RUNTIME_GLOBAL as the shell's federation runtime starts, before any remote is loaded. It imports them
 * from their own files, which the shell's bundler runtime imports as well: the shell carries them once.
 * @param {string} dir the shell's folder
 * @returns {string} the module's path
 */
export function providedRuntimeModule(dir) {
  const { version, bundlerRuntimeDir, errorCodesEntry } = federationRuntime();
  const imports = Object.values(PROVIDED_FUNCTIONS).map(
    (name) => `import { ${name} } from ${JSON.stringify(join(bundlerRuntimeDir, `${name}.js`))};`,
  );
  const functions = Object.entries(PROVIDED_FUNCTIONS).map(([key, name]) => (key === name ? name : `${key}: ${name}`));
  const file = join(generatedFolder(dir), 'provide.js');
  writeIfChanged(
    file,
    [
      '// Generated by shared/federation/build/federation-runtime.mjs: the bundler runtime the remotes take from the shell.',
      ...imports,
      `import { attachShareScopeMap } from ${JSON.stringify(join(bundlerRuntimeDir, 'attachShareScopeMap.js'))};`,
      `import * as errorCodes from ${JSON.stringify(errorCodesEntry)};`,
      `globalThis[${JSON.stringify(FEDERATION_RUNTIME_GLOBAL)}] = {`,
      `  version: ${JSON.stringify(version)},`,
      `  bundlerRuntime: { ${functions.join(', ')} },`,
      '  attachShareScopeMap,',
      '  errorCodes,',
      '};',
      "export default function provideBundlerRuntime() { return { name: 'shop-provide-bundler-runtime' }; }",
      '',
    ].join('\n'),
  );
  return file;
}

/**
 * The modules a remote's production build has in place of @module-federation/webpack-bundler-runtime: the object
 * rspack's federation runtime module fills for this container, made of the shell's functions, with this remote's
 * own share scope and runtime `init` (whose error messages are the shell's @module-federation/error-codes, see
 * runtimeFromShellPlugin). First a check: a shell that provides no runtime or another version stops the remote
 * there (the shell shows the remote's area as failed, as for a remote that is down).
 * @param {string} dir the remote's folder
 * @param {string} name the remote's container name
 * @returns {string} the path of the module in place of the bundler runtime
 */
export function runtimeFromShellModule(dir, name) {
  const { version, runtimeEntry } = federationRuntime();
  const check = join(generatedFolder(dir), 'check-shell.js');
  writeIfChanged(
    check,
    [
      "// Generated by shared/federation/build/federation-runtime.mjs: the shell provides this remote's federation runtime.",
      `const provided = globalThis[${JSON.stringify(FEDERATION_RUNTIME_GLOBAL)}];`,
      `if (provided?.version !== ${JSON.stringify(version)}) {`,
      `  throw new Error(${JSON.stringify(`${name} needs the federation runtime ${version} of the shell, which provides `)} + (provided?.version ?? 'none'));`,
      '}',
      '',
    ].join('\n'),
  );
  const file = join(generatedFolder(dir), 'from-shell.js');
  writeIfChanged(
    file,
    [
      "// Generated by shared/federation/build/federation-runtime.mjs: the shell's bundler runtime, for this remote.",
      // Evaluated first (imports run in order), before the runtime module reads the shell's error codes.
      `import ${JSON.stringify(check)};`,
      `import { init } from ${JSON.stringify(runtimeEntry)};`,
      `const provided = globalThis[${JSON.stringify(FEDERATION_RUNTIME_GLOBAL)}];`,
      'export default {',
      '  runtime: { init },',
      '  instance: undefined,',
      '  initOptions: undefined,',
      '  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },',
      '  attachShareScopeMap: provided.attachShareScopeMap,',
      '  bundlerRuntimeOptions: {},',
      '};',
      '',
    ].join('\n'),
  );
  return file;
}

/** A request or resolved file of the bundler runtime's entry (rspack's federation runtime module imports it). */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * Rspack plugin of a remote's production build: the bundler runtime's entry resolves to runtimeFromShellModule, and
 * @module-federation/error-codes (its messages, which @module-federation/runtime imports) is the shell's.
 * @param {string} dir the remote's folder
 * @param {string} name the remote's container name
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function runtimeFromShellPlugin(dir, name) {
  const module = runtimeFromShellModule(dir, name);
  return {
    apply(compiler) {
      new compiler.rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, module).apply(compiler);
      new compiler.rspack.ExternalsPlugin('global', {
        '@module-federation/error-codes': [FEDERATION_RUNTIME_GLOBAL, 'errorCodes'],
      }).apply(compiler);
    },
  };
}
