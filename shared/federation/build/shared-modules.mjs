// The modules the builds share for the big libraries, and what makes a page load only the parts of them it uses.
//   Facades (react-router): one generated module exporting only the names some app imports, shared under the
//     package's name (docs/performance.md, "Bundle budget"). A package shared in parts keeps its facade for remotes built before.
//   Shared in parts (@mantine/core, `sharedInParts` in shared.mjs): one generated module and one share key per part:
//     a component's folder (`@mantine/core/Combobox`), the small components together (`@mantine/core/small`),
//     those of them the storefront's first pages draw (`@mantine/core/first`, a fixed list that only grows; `small`
//     exports them too) and Mantine's core (`@mantine/core/core`: providers, Box, styles, helpers), whose names that
//     every page starts with are `@mantine/core/base` (a fixed list that only grows; `core` exports them too). Which
//     part a name is in depends on Mantine's files and those lists alone, never on which app imports it: a remote built before
//     keeps finding its names where it took them (a shell release cannot be checked against the live remotes). A facade is one module, so a page
//     that draws ten components loaded all 115 the shop uses; in parts, it loads those ten's parts. Parts, not one key per name: the federation runtime's work
//     per shared key at start (about 1 ms at 4x slowdown) made 100 keys cost more main-thread time than the bytes
//     saved. The chunks follow the parts (partChunkGroups); Mantine's small libraries (hooks, react-remove-scroll...)
//     go with the part that needs them (libraryChunkOf).
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeIfChanged } from './generated-file.mjs';
import { sharedInParts } from './shared.mjs';
import { MANTINE_STYLESHEET } from './mantine-styles.mjs';
import { facadeExports } from '../../release/src/shared-needs.ts';

const packageOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/**
 * The ESM file a package's export map gives for `subpath` in the browser (production or development build).
 * @param {Record<string, any> | string} entry
 * @param {boolean} production
 * @returns {string | undefined}
 */
function browserEntry(entry, production) {
  if (typeof entry === 'string') return entry;
  for (const condition of ['import', 'module-sync', ...(production ? [] : ['development']), 'default']) {
    if (entry[condition] !== undefined) {
      const found = browserEntry(entry[condition], production);
      if (found) return found;
    }
  }
  return undefined;
}

/** Part modules written by this build -> the chunk they belong in (their part's). */
const partChunks = new Map();
/** The whole-package facades of the packages shared in parts (for remotes built before the parts): fetched only if
 * such a remote asks, so what only they import is not needed at start. */
const wholeFacades = new Set();

/**
 * Where each name of a library's ESM index is defined: `import { em, rem } from "./core/utils/rem.mjs"` lines
 * (Mantine's index imports every name, then exports them in one list).
 * @param {string} indexFile
 * @returns {Map<string, { file: string, imported: string }>} exported name -> the file defining it and its name there
 */
export function definingFiles(indexFile) {
  const files = new Map();
  const text = readFileSync(indexFile, 'utf8');
  for (const [, list, from] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const part of list.split(',')) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/);
      // A name the index takes from another package (RemoveScroll) is re-exported from the index itself.
      if (!local) continue;
      files.set(
        local.trim(),
        from.startsWith('.')
          ? { file: join(dirname(indexFile), from), imported: imported.trim() }
          : { file: indexFile, imported: local.trim() },
      );
    }
  }
  return files;
}

/**
 * Writes the shared modules of one app (facades and parts) under its node_modules/.cache and returns them as
 * `sharedConfig` takes them, with the part each name is in (for the import rewrite, per-part-loader.mjs).
 * @param {string} dir the app's folder
 * @param {boolean} production
 * @returns {{ facades: Record<string, { import: string, version: string }>, parts: Record<string, { version: string, modules: Record<string, string>, partOf: Record<string, string> }> }}
 */
export function writeSharedModules(dir, production) {
  const root = join(dir, '..');
  const folder = join(dir, 'node_modules', '.cache', 'shop-shared');
  mkdirSync(folder, { recursive: true });
  const build = production ? 'prod' : 'dev';
  /** @type {Record<string, { import: string, version: string }>} */
  const facades = {};
  /** @type {Record<string, { version: string, modules: Record<string, string>, partOf: Record<string, string> }>} */
  const parts = {};
  for (const [request, names] of Object.entries(facadeExports(root))) {
    const { pkgDir, pkg, entry } = installedEntry(dir, request, production);
    const stem = request.replace(/[@/]/g, '_');
    const file = join(folder, `${stem}.${build}.mjs`);
    writeIfChanged(
      file,
      `// Generated by shared/federation/build/shared-modules.mjs: the names of ${request} the front end imports.\nexport { ${names.join(', ')} } from ${JSON.stringify(join(pkgDir, entry))};\n`,
    );
    facades[request] = { import: file, version: pkg.version };
    if (sharedInParts.includes(request)) {
      parts[request] = writeParts(join(folder, stem), build, join(pkgDir, entry), names, pkg.version);
      wholeFacades.add(file);
    }
  }
  return { facades, parts };
}

/**
 * Where the app in `dir` has `request` installed, its package.json, and the browser ESM file it resolves to.
 * @param {string} dir
 * @param {string} request
 * @param {boolean} production
 */
function installedEntry(dir, request, production) {
  const name = packageOf(request);
  const pkgDir = join(dir, 'node_modules', name);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const entry = browserEntry(pkg.exports?.[`.${request.slice(name.length)}`] ?? pkg.module ?? pkg.main, production);
  if (!entry) throw new Error(`no browser ESM entry for ${request}`);
  return { pkgDir, pkg, entry };
}

/** The chunk of a part's module: `mantine-Combobox`; the core's, `mantine-core-rest`. */
const partChunkName = (part) => (part === CORE_PART ? CORE_PART_CHUNK : `mantine-${part}`);

/** Which part each name of a package shared in parts is in (`Combobox` -> `Combobox`, `Code` -> `small`), with the file that defines it. */
function partition(indexFile, names) {
  const defined = definingFiles(indexFile);
  /** @type {Record<string, string>} */
  const partOf = {};
  for (const exported of names) {
    const target = defined.get(exported);
    if (!target) throw new Error(`${indexFile} has no export ${exported}`);
    // A name the index takes from another package (RemoveScroll, from react-remove-scroll) is a part of its own: in
    // the core it would bring that package to every page (only the notifications import it, for a class name).
    const part = target.file === indexFile ? exported : mantineChunkName(target.file).replace(/^mantine-/, '');
    partOf[exported] = part === CORE_PART && START_CORE_NAMES.includes(exported) ? BASE_PART : part;
  }
  return { defined, partOf };
}

/** One module per part of a package shared in parts: `export { Combobox, useCombobox } from '<their files>'`. */
function writeParts(folder, build, indexFile, names, version) {
  mkdirSync(folder, { recursive: true });
  const { defined, partOf } = partition(indexFile, names);
  /** @type {Map<string, string[]>} part -> export lines */
  const lines = new Map();
  const supersetOf = Object.fromEntries(Object.entries(SUPERSET_PARTS).map(([superset, part]) => [part, superset]));
  for (const exported of names) {
    const target = defined.get(exported);
    const clause = target.imported === exported ? exported : `${target.imported} as ${exported}`;
    const line = `export { ${clause} } from ${JSON.stringify(target.file)};`;
    for (const part of [partOf[exported], supersetOf[partOf[exported]]])
      if (part) lines.set(part, [...(lines.get(part) ?? []), line]);
  }
  /** @type {Record<string, string>} */
  const modules = {};
  for (const [part, exports] of lines) {
    const module = join(folder, `${part}.${build}.mjs`);
    writeIfChanged(
      module,
      `// Generated by shared/federation/build/shared-modules.mjs: the part ${part} of the names the front end imports.\n${exports.join('\n')}\n`,
    );
    partChunks.set(module, partChunkName(part));
    modules[part] = module;
  }
  return { version, modules, partOf };
}

/**
 * The part of each name of the packages shared in parts, as a build of the app in `dir` cuts them (what
 * writeSharedModules shares, without writing anything): the release check compares a remote's with the live shell's.
 * @param {string} dir the app's folder
 * @param {Record<string, string[]>} [facades] the names the front end imports (facadeExports), when the caller has them
 * @returns {Record<string, Record<string, string>>} package -> name -> part
 */
export function partsOfNames(dir, facades = facadeExports(join(dir, '..'))) {
  /** @type {Record<string, Record<string, string>>} */
  const parts = {};
  for (const [request, names] of Object.entries(facades)) {
    if (!sharedInParts.includes(request)) continue;
    const { pkgDir, entry } = installedEntry(dir, request, true);
    parts[request] = partition(join(pkgDir, entry), names).partOf;
  }
  return parts;
}

const partLoader = join(import.meta.dirname, 'per-part-loader.mjs');

/**
 * The loader that rewrites `import { Button, Group } from '@mantine/core'` into imports from each name's part
 * (`@mantine/core/Button`, `@mantine/core/small`), placed after SWC in an app's rule (it reads plain ESM).
 * @param {Record<string, { partOf: Record<string, string> }>} parts
 * @returns {import('@rspack/core').RuleSetUseItem}
 */
export function partImportsLoader(parts) {
  return {
    loader: partLoader,
    options: { partOf: Object.fromEntries(Object.entries(parts).map(([request, { partOf }]) => [request, partOf])) },
  };
}

/**
 * The rule that rewrites the Mantine libraries' imports of @mantine/core (@mantine/notifications, mantine-datatable):
 * they must reach the same parts, or they would pull in the whole package.
 * @param {Record<string, { partOf: Record<string, string> }>} parts
 * @returns {import('@rspack/core').RuleSetRule}
 */
export function partImportsLibraryRule(parts) {
  return {
    test: /\.m?js$/,
    include: /node_modules[\\/](@mantine[\\/]|mantine-datatable[\\/])/,
    use: [partImportsLoader(parts)],
  };
}

/**
 * Fails the build when a module still imports a package shared in parts as a whole (`import * as`, `export * from`, or
 * a library the rewrite does not reach): that import would bundle a second, unshared copy of Mantine, whose React
 * contexts the shell's components do not see.
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function wholeImportGuardPlugin() {
  const whole = new Set(sharedInParts);
  return {
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap('SharedInPartsGuard', (factory) => {
        factory.hooks.beforeResolve.tap('SharedInPartsGuard', (data) => {
          if (whole.has(data.request)) {
            throw new Error(
              `${data.contextInfo?.issuer ?? data.context} imports ${data.request} as a whole; it is shared in parts (shared/federation/build/shared-modules.mjs): import its names`,
            );
          }
        });
      });
    },
  };
}

function readdirSafe(path) {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

/** Components smaller than this share one chunk when they need no bigger component: at start each chunk is a script
 * element the runtime adds, and adding them took more main-thread time than a few KB of unused components. */
const SMALL_COMPONENT_BYTES = 12_288;
/** Files of a component that other components import and that are this small (with what they need of their own
 * folder) go with the core: NativeSelect draws Combobox's chevron, which must not bring Combobox and Floating UI. */
const SHARED_LEAF_BYTES = 4096;
const MANTINE_MODULE = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:(components)[\\/]([^\\/]+)[\\/])?/;

/** All .mjs files under a folder. */
function moduleFiles(folder) {
  const files = [];
  for (const entry of readdirSafe(folder)) {
    const child = join(folder, entry);
    if (statSync(child).isDirectory()) files.push(...moduleFiles(child));
    else if (entry.endsWith('.mjs')) files.push(child);
  }
  return files;
}

/** Raw bytes of some files. */
const bytesOf = (files) => files.reduce((sum, file) => sum + statSync(file).size, 0);

const relativeImports = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+)"/g)].map((match) => join(dirname(file), match[1]));
const componentOf = (componentsDir, file) =>
  file.startsWith(componentsDir) ? file.slice(componentsDir.length + 1).split(/[\\/]/)[0] : undefined;

/**
 * A function of a Mantine esm folder, computed once per folder and build: the folder's files do not change while a
 * build runs, and the chunking asks for every module.
 * @template T
 * @param {(esmDir: string) => T} compute
 * @returns {(esmDir: string) => T}
 */
function perEsmFolder(compute) {
  const results = new Map();
  return (esmDir) => {
    if (!results.has(esmDir)) results.set(esmDir, compute(esmDir));
    return results.get(esmDir);
  };
}

/** Per Mantine esm folder: each component file's relative imports. */
const importGraph = perEsmFolder(
  (esmDir) => new Map(moduleFiles(join(esmDir, 'components')).map((file) => [file, relativeImports(file)])),
);

/**
 * Per Mantine esm folder: the small files other components import, with their own folder's files they need. They go
 * with the core, and their names with its part, even where every importer needs their folder anyway (ModalBase's
 * body): a name's part must not depend on which components import its file.
 */
const sharedLeaves = perEsmFolder((esmDir) => {
  const componentsDir = join(esmDir, 'components');
  const importsOf = importGraph(esmDir);
  const leaves = new Set();
  const crossImported = new Set();
  for (const [file, imports] of importsOf) {
    for (const target of imports)
      if (importsOf.has(target) && componentOf(componentsDir, target) !== componentOf(componentsDir, file))
        crossImported.add(target);
  }
  for (const target of crossImported) {
    const folder = componentOf(componentsDir, target);
    const closure = new Set([target]);
    for (const file of closure)
      for (const next of importsOf.get(file) ?? [])
        if (importsOf.has(next) && componentOf(componentsDir, next) === folder) closure.add(next);
    if (bytesOf([...closure]) <= SHARED_LEAF_BYTES) for (const file of closure) leaves.add(file);
  }
  return leaves;
});

/** Per Mantine esm folder: each component folder -> the other component folders it needs (the shared leaves aside). */
const folderNeeds = perEsmFolder((esmDir) => {
  const componentsDir = join(esmDir, 'components');
  const importsOf = importGraph(esmDir);
  const leaves = sharedLeaves(esmDir);
  /** @type {Map<string, Set<string>>} */
  const needs = new Map();
  for (const [file, imports] of importsOf) {
    const folder = componentOf(componentsDir, file);
    if (!folder || leaves.has(file)) continue;
    const set = needs.get(folder) ?? new Set();
    for (const target of imports) {
      const other = componentOf(componentsDir, target);
      if (other && other !== folder && importsOf.has(target) && !leaves.has(target)) set.add(other);
    }
    needs.set(folder, set);
  }
  return needs;
});

/**
 * Per Mantine esm folder: the component folders that go in the shared "small" chunk: under SMALL_COMPONENT_BYTES and
 * needing no component outside it (the core's shared leaves aside). Select is small but needs Combobox: in the
 * small chunk it would make every page that draws a Button fetch Combobox, Popover and Floating UI.
 */
const smallFolders = perEsmFolder((esmDir) => {
  const componentsDir = join(esmDir, 'components');
  const needs = folderNeeds(esmDir);
  const small = new Set(
    [...needs.keys()].filter((folder) => bytesOf(moduleFiles(join(componentsDir, folder))) < SMALL_COMPONENT_BYTES),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const folder of small) {
      if ([...needs.get(folder)].some((other) => !small.has(other))) {
        small.delete(folder);
        changed = true;
      }
    }
  }
  return small;
});

/**
 * The small components the storefront's first pages draw (home, vehicle filter, part page, the header, the checkout's
 * card buttons, the route progress bar @mantine/nprogress draws with Progress): their names are the part `first`, which the shell's start file holds, so a first page does not load
 * the other small components (Timeline, Tabs, Textarea, SegmentedControl...: about 10 KB brotli on `/en`).
 * A fixed list, not computed from which app imports what, and it only grows: a name in `first` stays there, or a
 * remote built while it was would find it undefined in a later shell. The `small` part keeps exporting every small
 * name, these too (SUPERSET_PARTS), so a remote built before this list, or before a name joined it, still finds its
 * names where it took them. A listed folder that is not small (it grew past the size in a Mantine upgrade) stays a
 * part of its own; a small folder a listed one needs joins it (closure below), or `first` would bring `small`.
 */
export const FIRST_PAGE_COMPONENTS = Object.freeze([
  'ActionIcon',
  'Alert',
  'Avatar',
  'Badge',
  'Breadcrumbs',
  'Burger',
  'Button',
  'Card',
  'Center',
  'Chip',
  'Container',
  'Grid',
  'Image',
  'Indicator',
  'Loader',
  'NativeSelect',
  'Progress',
  'Rating',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Title',
]);

/** The part of FIRST_PAGE_COMPONENTS' names. */
export const FIRST_PART = 'first';

/** The part of Mantine's core: providers, Box, styles, helpers and the small files other components import. */
export const CORE_PART = 'core';

/** The part of START_CORE_NAMES. */
export const BASE_PART = 'base';

/**
 * The core's names every page starts with: the providers, Box, the styles and theme helpers, and the small components
 * other components import that a first page draws (Text, Group, Paper, CloseButton, the portal the toasts and the
 * route progress bar use). They are the part `base`, which the shell's start file holds. The core's other names
 * (Collapse, FileButton, ColorSwatch, AccordionChevron, the external events of @mantine/modals) stay in `core`, a
 * file of its own (CORE_PART_CHUNK) fetched by a page that draws one, with the files only they bring (offStartChunkOf:
 * Collapse, which NavLink draws too, goes to SHARED_OFF_START): in the start file each brought its own files to every
 * first page.
 * A fixed list that only grows, as FIRST_PAGE_COMPONENTS: a name that left `base` would be undefined in a remote built
 * while it was there. `core` keeps exporting every core name, these too (SUPERSET_PARTS), so a remote built before
 * `base` finds Box where it took it, from the same module; a core name not listed (a new one, or one a Mantine upgrade
 * moves into the core) is in `core`, and the budget spec fails if `/en` fetches that file.
 */
export const START_CORE_NAMES = Object.freeze([
  'Anchor',
  'Box',
  'CheckIcon',
  'CloseButton',
  'Group',
  'InputBase',
  'MantineProvider',
  'OptionalPortal',
  'Paper',
  'Text',
  'UnstyledButton',
  'VisuallyHidden',
  'createSafeContext',
  'createTheme',
  'createVarsResolver',
  'darken',
  'defaultVariantColorsResolver',
  'em',
  'extractStyleProps',
  'factory',
  'genericFactory',
  'getAutoContrastValue',
  'getBreakpointValue',
  'getDefaultZIndex',
  'getFontSize',
  'getRadius',
  'getSize',
  'getSpacing',
  'getStyleObject',
  'getThemeColor',
  'isElement',
  'isLightColor',
  'parseThemeColor',
  'rem',
  'useDirection',
  'useInputProps',
  'useMantineTheme',
  'useMatches',
  'useProps',
  'useResolvedStylesApi',
  'useStyles',
]);

/**
 * The shell's file for the module of the part `core` and the core's files only its names bring: not the start file,
 * which holds the core's files the start parts need (`mantine-core`, START_MANTINE_CHUNKS).
 */
export const CORE_PART_CHUNK = 'mantine-core-rest';

/**
 * Parts whose module also exports another part's names, for remotes built before that part existed: `small` ->
 * `first`, `core` -> `base`.
 */
export const SUPERSET_PARTS = Object.freeze({ small: FIRST_PART, [CORE_PART]: BASE_PART });

/** Per Mantine esm folder: the small folders of the part `first`, FIRST_PAGE_COMPONENTS with the small ones they need. */
const firstFolders = perEsmFolder((esmDir) => {
  const small = smallFolders(esmDir);
  const needs = folderNeeds(esmDir);
  const first = new Set(FIRST_PAGE_COMPONENTS.filter((folder) => small.has(folder)));
  for (const folder of first) for (const other of needs.get(folder) ?? []) if (small.has(other)) first.add(other);
  return first;
});

/**
 * Per Mantine esm folder: Mantine's helpers of the components built on Floating UI (utils/Floating: the hover delay,
 * the arrow, the context menu's long press), which go in Floating UI's chunk: the files outside the components that
 * only such components import (Popover, Tooltip, Menu), directly or through one another. Whoever needs them fetches
 * Floating UI as well, so they cost no script of their own, and a page without a popover (a phone's first page) does
 * not download them with the core.
 */
const floatingHelpers = perEsmFolder((esmDir) => {
  const componentsDir = join(esmDir, 'components');
  /** @type {Map<string, string[]>} file -> the files importing it */
  const importers = new Map();
  const floatingFolders = new Set();
  // Mantine's index imports every file; the builds import the files themselves.
  for (const file of moduleFiles(esmDir).filter((file) => file !== join(esmDir, 'index.mjs'))) {
    if (/from\s*"@floating-ui\//.test(readFileSync(file, 'utf8')))
      floatingFolders.add(componentOf(componentsDir, file));
    for (const target of relativeImports(file)) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
  floatingFolders.delete(undefined);
  const helpers = new Set(
    [...importers.keys()].filter(
      (file) => componentOf(componentsDir, file) === undefined && file.startsWith(join(esmDir, 'utils')),
    ),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const file of helpers) {
      const fine = (importer) => helpers.has(importer) || floatingFolders.has(componentOf(componentsDir, importer));
      if (!importers.get(file).every(fine)) {
        helpers.delete(file);
        changed = true;
      }
    }
  }
  return helpers;
});

/** The chunk a module of @mantine/core goes to, which names its part (see partChunkGroups). */
function mantineChunkName(path) {
  const match = MANTINE_MODULE.exec(path);
  if (!match) return undefined;
  const [whole, components, folder] = match;
  if (!components)
    return floatingHelpers(path.slice(0, path.indexOf(whole) + whole.length - 1)).has(path)
      ? 'floating-ui'
      : 'mantine-core';
  const esmDir = path.slice(0, path.indexOf(whole) + whole.length - `components/${folder}/`.length);
  if (sharedLeaves(esmDir).has(path)) return 'mantine-core';
  if (!smallFolders(esmDir).has(folder)) return `mantine-${folder}`;
  return firstFolders(esmDir).has(folder) ? `mantine-${FIRST_PART}` : 'mantine-small';
}

const pathOf = (module) => module.nameForCondition?.() ?? module.resource ?? '';

/** Small libraries Mantine's components are made of: @mantine/hooks and the ones its components import. */
const MANTINE_PARTS =
  /[\\/]node_modules[\\/](@mantine[\\/]hooks|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|detect-node-es|tslib|react-transition-group|dom-helpers)[\\/]/;
const FLOATING_UI = /[\\/]node_modules[\\/]@floating-ui[\\/]/;

/** The modules that import `module` in this build (tree-shaken connections left out). */
function activeImporters(moduleGraph, module) {
  return moduleGraph
    .getIncomingConnections(module)
    .filter((connection) => connection.originModule && connection.getActiveState(undefined) !== false)
    .map((connection) => connection.originModule);
}

/**
 * The parts whose modules import `module`, followed up through the importers `through` accepts, and whether code
 * outside Mantine's parts imports it on the way. The whole package's facade (for remotes built before the parts) does
 * not count: it is fetched only when one of them asks.
 * @param {{ getIncomingConnections(module: any): { originModule: any, getActiveState(runtime: undefined): unknown }[] }} moduleGraph
 * @param {any} module
 * @param {(importer: any) => string | undefined} partOf an importer's part chunk, if it is a part's module or file
 * @param {(importer: any) => boolean} through whether to follow an importer that is no part's
 * @returns {{ parts: Set<string>, outside: boolean }}
 */
function importingParts(moduleGraph, module, partOf, through) {
  const parts = new Set();
  let outside = false;
  const seen = new Set([module.identifier()]);
  const queue = [module];
  while (queue.length > 0) {
    for (const importer of activeImporters(moduleGraph, queue.shift())) {
      if (wholeFacades.has(pathOf(importer))) continue;
      const part = partOf(importer);
      if (part) parts.add(part);
      else if (!through(importer)) outside = true;
      else if (!seen.has(importer.identifier())) {
        seen.add(importer.identifier());
        queue.push(importer);
      }
    }
  }
  return { parts, outside };
}

const isMantineLibrary = (module) => MANTINE_PARTS.test(pathOf(module));

/**
 * The chunk a module of one of Mantine's small libraries goes to, from who imports it (the build's module graph):
 *   the part's chunk when one part alone needs it (ScrollArea's debounced callback, Pagination's hook);
 *   the core's when two parts do, or a part and code outside Mantine's parts (Box's clsx, the media query hook the
 *     shell's layout uses too): loaded with the core, it is never in two chunks;
 *   none (undefined) when no part needs it: it stays with the code that does (@mantine/notifications' transition
 *     group and drag hook go with the notifications, the shell's disclosure hook with its layout), where the core
 *     would make every page download it. Before, every such module two chunks held went to the core (30.8 KB brotli
 *     then, with the transition group, the drag hook and ScrollArea's and Pagination's hooks).
 * A library module reached only through another (tslib through react-remove-scroll) takes that one's importers.
 * @param {(module: any) => string | undefined} chunkOf a Mantine module's part chunk
 * @param {{ getIncomingConnections(module: any): { originModule: any, getActiveState(runtime: undefined): unknown }[] }} moduleGraph
 * @returns {(module: any) => string | undefined}
 */
export function libraryChunkOf(chunkOf, moduleGraph) {
  const homes = new Map();
  const home = (module) => {
    const key = module.identifier();
    if (homes.has(key)) return homes.get(key);
    const { parts, outside } = importingParts(moduleGraph, module, chunkOf, isMantineLibrary);
    const chunk = parts.size === 0 ? undefined : parts.size === 1 && !outside ? [...parts][0] : 'mantine-core';
    homes.set(key, chunk);
    return chunk;
  };
  return (module) => (isMantineLibrary(module) ? home(module) : undefined);
}

/**
 * The shell's file for the core's modules no part of its start file needs and several other parts do: the small files
 * only other parts' components import (ModalBase's pieces for Modal and Drawer, the focus trap, Select's and
 * MultiSelect's option helpers) and the small libraries only they use (react-remove-scroll). They are core by their
 * part (a name's part follows Mantine's files), but in the start file every page would download them; here they come
 * with the first part that needs them (offStartChunkOf; one part's alone go in its chunk). Chunks only: no name
 * changes part.
 */
export const SHARED_OFF_START = 'mantine-shared';

/**
 * Where a module of the core's chunk goes in the shell's build: undefined (the start file) when the parts of the start
 * file need it: some importer, followed up through the core's modules and the small libraries, is a start part's
 * module or file, or code outside Mantine's parts (the shell's own hooks: kept with the core, as libraryChunkOf does).
 * Otherwise the chunk of the one part that needs it (Combobox's option helpers go with Combobox), or SHARED_OFF_START
 * when several do. The whole package's facade, for remotes built before the parts, does not count: it is fetched
 * only when one of them asks.
 * @param {(module: any) => string | undefined} chunkOf
 * @param {(module: any) => string | undefined} libraryChunk
 * @param {{ getIncomingConnections(module: any): { originModule: any, getActiveState(runtime: undefined): unknown }[] }} moduleGraph
 * @param {Set<string>} startParts
 * @returns {(module: any) => string | undefined}
 */
export function offStartChunkOf(chunkOf, libraryChunk, moduleGraph, startParts) {
  const answers = new Map();
  const chunkOfImporter = (importer) => chunkOf(importer) ?? libraryChunk(importer);
  // A part's module is a part (the core's too); a file or library in the core's chunk is followed up.
  const partOf = (importer) => {
    const chunk = chunkOfImporter(importer);
    return partChunks.has(pathOf(importer)) || chunk !== 'mantine-core' ? chunk : undefined;
  };
  const through = (importer) => chunkOfImporter(importer) === 'mantine-core' || isMantineLibrary(importer);
  const needed = (module) => {
    const { parts, outside } = importingParts(moduleGraph, module, partOf, through);
    if (outside || [...parts].some((part) => startParts.has(part))) return undefined;
    return parts.size === 1 ? [...parts][0] : SHARED_OFF_START;
  };
  return (module) => {
    const key = module.identifier();
    if (!answers.has(key)) answers.set(key, needed(module));
    return answers.get(key);
  };
}

/**
 * One chunk per part: the core of Mantine (providers, Box, styles), each component's folder (small ones together),
 * each part's module with its files; a small library with the part that needs it (libraryChunkOf), Floating UI (the
 * popovers' positioning) in a chunk of its own. Without this, a module used by two parts would be copied into both.
 * @param {{ startChunk?: { name: string, parts: Set<string> } }} [options] `startChunk`: part chunks whose modules go
 *   into the shell's start chunk instead (start-chunk.mjs); a name's part (its share key) does not change.
 * @returns {NonNullable<import('@rspack/core').OptimizationSplitChunksOptions['cacheGroups']>}
 */
export function partChunkGroups({ startChunk } = {}) {
  const chunkOf = (module) => {
    const path = pathOf(module);
    return partChunks.get(path) ?? mantineChunkName(path);
  };
  /** The module graph is the compilation's: one lookup per build (a watch build makes a new graph each time). */
  let graph;
  let libraryChunk;
  let offStartChunk;
  const graphIs = (moduleGraph) => {
    if (moduleGraph !== graph) {
      graph = moduleGraph;
      libraryChunk = libraryChunkOf(chunkOf, moduleGraph);
      if (startChunk) offStartChunk = offStartChunkOf(chunkOf, libraryChunk, moduleGraph, startChunk.parts);
    }
  };
  // The file a module goes to: a start part's goes to the start file, unless it is a core module none of them needs.
  // Without the build's graph (a name asked before any test) the start file is the safe answer.
  const fileOf = (chunk, module) => {
    if (!startChunk?.parts.has(chunk)) return chunk;
    return (chunk === 'mantine-core' ? offStartChunk?.(module) : undefined) ?? startChunk.name;
  };
  // A component's stylesheet goes in the chunk of its class-name module, the one module that imports it
  // (mantine-styles.mjs), so the chunk's JavaScript and CSS come together. Left to the default split, the stylesheets
  // of the parts formed CSS-only chunks (the same CSS in several, one more file to load with a part) and each cost the
  // bundler runtime's CSS map an entry on every page.
  const ownerOf = (module) => {
    if (!graph || !MANTINE_STYLESHEET.test(pathOf(module))) return module;
    return activeImporters(graph, module).find((importer) => chunkOf(importer) !== undefined) ?? module;
  };
  return {
    mantine: {
      test: (module, context) => {
        if (context?.moduleGraph) graphIs(context.moduleGraph);
        return chunkOf(ownerOf(module)) !== undefined;
      },
      chunks: 'async',
      enforce: true,
      priority: 20,
      name: (module) => {
        const owner = ownerOf(module);
        return fileOf(chunkOf(owner) ?? 'mantine', owner);
      },
    },
    mantineParts: {
      test: (module, { moduleGraph }) => {
        graphIs(moduleGraph);
        return libraryChunk(module) !== undefined;
      },
      chunks: 'async',
      enforce: true,
      priority: 15,
      // Named after its test, in the same build: the functions of this build's graph, which keep their answers.
      name: (module) => fileOf(libraryChunk(module) ?? 'mantine-core', module),
    },
    floatingUi: { test: FLOATING_UI, chunks: 'async', minChunks: 2, minSize: 0, priority: 15, name: 'floating-ui' },
  };
}
