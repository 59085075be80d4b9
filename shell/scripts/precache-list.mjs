// What the service worker precaches, read from the shell's chunk graph (docs/storefront.md, "Installable and
// offline"): the files every page starts with, and every file the offline code (src/lib/offline/offline-support.ts)
// can come to need, which an online visit may never have loaded (the offline banner and its words, the toasts that
// say an add was kept or sent, the error wordings of a refusal). The shell's other files are kept as a page uses them
// (the worker's cache-first route for versioned files). The list is a file of the build (PRECACHE_FILE), which
// scripts/build-service-worker.mjs writes into the worker: nothing here is kept by hand.
import { resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { START_CATALOGUES_PREFIX } from '@shop/federation/build/start-chunk.mjs';

/** The build's list of files to precache (read by build-service-worker.mjs, which leaves it out of the worker's). */
export const PRECACHE_FILE = 'precache.json';

/** The module the offline code starts from (start.ts imports it after the first page, or at once offline). */
const OFFLINE_CODE = /[\\/]shell[\\/]src[\\/]lib[\\/]offline[\\/]offline-support\.ts$/;

/** A module's dependencies and its lazy imports (async blocks, nested too). */
function partsOf(module) {
  const dependencies = [...module.dependencies];
  const blocks = [];
  const open = [...module.blocks];
  while (open.length > 0) {
    const block = open.pop();
    blocks.push(block);
    dependencies.push(...block.dependencies);
    open.push(...block.blocks);
  }
  return { dependencies, blocks };
}

/** An import of a name (`import { x } from`, `export { x } from`): ids[0] is the name in the module imported. */
const NAMED_IMPORT = new Set(['esm import specifier', 'esm export import specifier']);
/** The part of an import statement that runs the module imported (its own, or with named imports of it). */
const IMPORT_STATEMENT = 'esm import';
const CONSUMED = /^consume shared module /;
const PROVIDED = /^provide shared module \([^)]*\) \S+ = (.*)$/;

/**
 * The files the shell's code from `root` on can come to load: `root`'s own, and those of every lazy import it can
 * reach through what it imports, statically or lazily, and so on. A shared module it consumes (@shop/ui,
 * @shop/client...) is followed into the shell's own copy (what the shell provides, and the consume's fallback). A name
 * imported from a module that only re-exports it (a package's index) is followed to the module that defines it, so
 * the offline code's `showToast` brings the toasts and not @shop/ui's invoice: the index's own statements still run
 * (its `import './i18n.ts'`), its other re-exports are left out.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {import('@rspack/core').Module} root
 * @param {import('@rspack/core').ChunkGroup[]} rootGroups the chunk groups `root` is loaded with
 */
function filesReachedFrom(compilation, root, rootGroups) {
  const { moduleGraph, chunkGraph } = compilation;
  const provides = new Map();
  for (const module of compilation.modules) {
    const provided = PROVIDED.exec(module.identifier());
    if (provided) provides.set(provided[1], module);
  }
  const groups = new Set(rootGroups);
  const lazyGroupsOf = (module) => {
    for (const block of partsOf(module).blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) groups.add(group);
    }
  };
  /** The module a dependency runs: a concatenated one read from its root, a consumed one from the shell's copy. */
  const moduleOf = (dependency) => {
    let module = moduleGraph.getModule(dependency);
    if (module && CONSUMED.test(module.identifier())) {
      lazyGroupsOf(module);
      const fallback = partsOf(module)
        .dependencies.map((inner) => moduleGraph.getModule(inner))
        .find(Boolean);
      module = fallback?.rootModule ?? fallback;
      const provide = module && provides.get(module.resource);
      if (provide) lazyGroupsOf(provide);
    }
    return module?.rootModule ?? module;
  };
  const visited = new Set();
  const queue = [{ module: root, name: undefined }];
  while (queue.length > 0) {
    const { module, name } = queue.pop();
    const key = `${module.identifier()}#${name ?? '*'}`;
    if (visited.has(key) || visited.has(`${module.identifier()}#*`)) continue;
    visited.add(key);
    const imports = partsOf(module)
      .dependencies.map((dependency) => ({ dependency, target: moduleOf(dependency) }))
      .filter(({ target }) => target);
    const named = imports.filter(({ dependency }) => NAMED_IMPORT.has(dependency.type) && dependency.ids?.length);
    const namingTargets = new Set(named.map(({ target }) => target.identifier()));
    const reexport =
      name === undefined
        ? undefined
        : named.find(
            ({ dependency }) => dependency.type === 'esm export import specifier' && dependency.ids[0] === name,
          );
    if (reexport) {
      // Only its own statements run besides: the imports that name nothing (`import './i18n.ts'`).
      for (const { dependency, target } of imports)
        if (dependency.type === IMPORT_STATEMENT && !namingTargets.has(target.identifier()))
          queue.push({ module: target, name: undefined });
      queue.push({ module: reexport.target, name: reexport.dependency.ids[0] });
      continue;
    }
    lazyGroupsOf(module);
    for (const { dependency, target } of imports) {
      if (NAMED_IMPORT.has(dependency.type) && dependency.ids?.length)
        queue.push({ module: target, name: dependency.ids[0] });
      else if (dependency.type !== IMPORT_STATEMENT || !namingTargets.has(target.identifier()))
        queue.push({ module: target, name: undefined });
    }
  }
  return [...groups].flatMap((group) => group.getFiles());
}

/**
 * Emits PRECACHE_FILE: `{ start: string[], offline: string[] }`, the built files (scripts and styles) of
 * - the start: the entry's chunks, the chunks of what the entry imports (the bootstrap) and the start catalogues;
 * - the offline code: its own and those of every lazy import it can come to make (filesReachedFrom).
 * Runs after the files have their final names (the content hashes are set at an earlier stage).
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function precacheListPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ShopPrecacheList', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'ShopPrecacheList', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const entry = compilation.entrypoints.get('main');
            // The entry's own module (src/index.ts), whose import of the bootstrap every page makes at start; the
            // entry's other child groups are the shared modules it provides, loaded as a page uses them.
            const entryFiles = new Set(entry.origins.map((origin) => resolve(compiler.context, origin.request)));
            const startGroups = [
              entry,
              ...entry.childrenIterable.filter((group) =>
                group.origins.some((origin) => entryFiles.has(origin.module?.resource ?? '')),
              ),
            ];
            const startFiles = [
              ...startGroups.flatMap((group) => group.getFiles()),
              ...[...compilation.chunks]
                // The start catalogues, one chunk per language (start-chunk.mjs): a page opened in either language.
                .filter((chunk) => chunk.name?.startsWith(START_CATALOGUES_PREFIX))
                .flatMap((chunk) => [...chunk.files]),
            ];

            const offlineRoot = [...compilation.modules].find((module) => OFFLINE_CODE.test(module.resource ?? ''));
            if (!offlineRoot) {
              compilation.errors.push(new rspack.WebpackError(`[precache] no module matches ${OFFLINE_CODE}`));
              return;
            }
            // The chunk groups it is loaded with: those of its chunk (the build may have concatenated it into another).
            const holdsRoot = (module) =>
              [module, ...(module.modules ?? [])].some((inner) => inner.identifier() === offlineRoot.identifier());
            const rootGroups = [...compilation.chunks]
              .filter((chunk) => compilation.chunkGraph.getChunkModules(chunk).some(holdsRoot))
              .flatMap((chunk) => [...chunk.groupsIterable]);
            const offlineFiles = filesReachedFrom(compilation, offlineRoot, rootGroups);

            const builtFiles = (files) => [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).sort();
            const start = builtFiles(startFiles);
            const offline = builtFiles(offlineFiles).filter((file) => !start.includes(file));
            compilation.emitAsset(
              PRECACHE_FILE,
              new rspack.sources.RawSource(`${JSON.stringify({ start, offline }, null, 2)}\n`),
            );
          },
        );
      });
    },
  };
}
