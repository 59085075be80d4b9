// What a remote needs from the shared singletons, what a shell provides, and whether one satisfies the other.
// A remote's shared imports resolve at run time to the SHELL's copy (singletons, 'loaded-first'), so a remote
// built against a newer @shop/ui export, or a React the shell does not have, breaks in users' browsers. The builds
// record both sides (shop-remote.json `shared`, shop-shell.json), and `pnpm release`, the release console and CI
// compare them before a manifest line moves.
//   npm packages (react, @mantine/core...): the remote's declared range must accept the shell's installed version
//     (the same semver check the federation runtime makes, `satisfy` of @module-federation/runtime-core);
//   workspace packages (@shop/ui, @shop/i18n, @shop/client): they carry no semver, so every name the remote (or a
//     non-shared workspace package bundled into it, such as @shop/admin) imports must be exported by the shell's;
//   packages shared in parts (@mantine/core): a remote built so takes each part from the shell alone, so a shell
//     that shares the package whole (built before) cannot serve it, and each name must be in the same part on both
//     sides: a name the shell serves from another part is undefined in the remote. The parts are cut from Mantine's
//     files and fixed lists (shared-modules.mjs), so a name moves only with a Mantine upgrade or a change of those
//     rules.
//   the federation runtime (FEDERATION_RUNTIME): a remote's production build takes it from the shell
//     (@shop/federation's build/federation-runtime.mjs), so the shell must provide the very version it was built with.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
// The one list of singletons the builds share (plain JavaScript so the rspack configs read it as well).
import { sharedPackages, sharedInParts, sharedWorkspacePackages } from '@shop/federation/build/shared.mjs';
import { federationRuntimeVersion } from '@shop/federation/build/federation-runtime.mjs';
// How the builds cut those packages into parts (shared-modules.mjs imports this module's scanners in turn).
import { partsOfNames, SUPERSET_PARTS } from '@shop/federation/build/shared-modules.mjs';

export interface SharedNeed {
  /** The range the remote's package.json declares; false for workspace packages. */
  requiredVersion: string | false;
  /** Names it imports (value imports only; `default` for a default import). */
  imports: string[];
  /** Taken in parts, from the shell alone (`sharedInParts`); absent in builds made before. */
  inParts?: true;
  /** The part each imported name is taken from (`Code` -> `small`); absent in builds made before. */
  parts?: Record<string, string>;
}
export type SharedNeeds = Record<string, SharedNeed>;

export interface SharedProvision {
  /** The installed version (npm packages) or null (workspace packages). */
  version: string | null;
  /** Names the package exports (workspace packages only; npm packages are checked by version). */
  exports: string[] | null;
  /** Provided in parts as well as whole (`sharedInParts`); absent in shells built before. */
  inParts?: true;
  /** The part each name is provided in; absent in shells built before. */
  parts?: Record<string, string>;
}
export type SharedProvisions = Record<string, SharedProvision>;

/** The file a shell build carries beside index.html: what it provides to the remotes. */
export const SHELL_INFO_FILE = 'shop-shell.json';

/**
 * The federation runtime's entry in needs and provisions: the package that pins the versions of the runtime and the
 * bundler runtime Module Federation's plugin builds with. A remote needs exactly the version it was built with.
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime-tools';

const SHARED = new Set<string>([...sharedPackages, ...sharedWorkspacePackages]);
const WORKSPACE_SHARED = new Set<string>(sharedWorkspacePackages);
const packageOf = (request: string) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'locales' || name === 'test' || name === 'testing') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !/\.(test|spec)\.[a-z]+$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** Value names one import/export-from clause brings in: `A, { b, c as d, type E }` -> default, b, c. */
function clauseNames(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([\s\S]*)\}/.exec(clause);
  const before = (braces ? clause.slice(0, braces.index) : clause).replace(/,/g, ' ').trim();
  if (before.startsWith('* as')) names.push('*');
  else if (before !== '' && before !== '*') names.push('default');
  for (const part of braces?.[1]?.split(',') ?? []) {
    const name = part.trim();
    if (name === '' || name.startsWith('type ')) continue;
    names.push(name.split(/\s+as\s+/)[0]!.trim());
  }
  return names;
}

// A clause never holds a quote or a semicolon: `import './x.ts'; import { A } from 'y'` is two statements, not a default import.
const IMPORT_FROM = /(?:^|[\n;])\s*(import|export)\s+(?!type\s)([^;'"]*?)\s+from\s+['"]([^'"]+)['"]/g;

/** Adds the shared imports of one source file to `needs`. */
function scanImports(
  text: string,
  add: (request: string, names: string[]) => void,
  onWorkspace: (request: string) => void,
): void {
  for (const match of text.matchAll(IMPORT_FROM)) {
    const [, keyword, clause, request] = match as unknown as [string, string, string, string];
    if (SHARED.has(request)) add(request, keyword === 'export' && clause.trim() === '*' ? ['*'] : clauseNames(clause));
    else if (request.startsWith('@shop/')) onWorkspace(request);
  }
}

/**
 * What the package in `dir` (a remote) needs from the shared singletons: its declared ranges and every name it,
 * or a workspace package bundled into it, imports from a shared package.
 */
export function remoteNeeds(dir: string, root = resolve(dir, '..')): SharedNeeds {
  const pkg = readJson<{ dependencies?: Record<string, string>; devDependencies?: Record<string, string> }>(
    join(dir, 'package.json'),
  );
  const declared = { ...pkg.devDependencies, ...pkg.dependencies };
  const needs: SharedNeeds = {};
  const add = (request: string, names: string[]) => {
    const range = WORKSPACE_SHARED.has(request) ? false : (declared[packageOf(request)] ?? '*');
    const need = (needs[request] ??= {
      requiredVersion: range,
      imports: [],
      ...(sharedInParts.includes(request) ? { inParts: true as const } : {}),
    });
    for (const name of names) if (name !== '*' && !need.imports.includes(name)) need.imports.push(name);
  };
  const visited = new Set<string>();
  const scanFolder = (folder: string) => {
    if (visited.has(folder)) return;
    visited.add(folder);
    for (const file of sourceFiles(folder)) {
      scanImports(readFileSync(file, 'utf8'), add, (request) => {
        // A workspace package that is not shared is bundled into the remote: its imports are the remote's too.
        const name = packageOf(request);
        if (WORKSPACE_SHARED.has(name)) return;
        const folderOf = workspaceFolder(root, name);
        if (folderOf) scanFolder(join(folderOf, 'src'));
      });
    }
  };
  scanFolder(join(dir, 'src'));
  needs[FEDERATION_RUNTIME] = { requiredVersion: federationRuntimeVersion(), imports: [] };
  for (const need of Object.values(needs)) need.imports.sort();
  const cut = Object.values(needs).some((need) => need.inParts) ? partsOfNames(dir) : {};
  for (const [request, need] of Object.entries(needs)) {
    if (need.inParts)
      need.parts = Object.fromEntries(
        need.imports.map((name) => [name, cut[request]?.[name] ?? '']).filter(([, part]) => part !== ''),
      );
  }
  return Object.fromEntries(Object.entries(needs).sort(([a], [b]) => a.localeCompare(b)));
}

function workspaceFolder(root: string, name: string): string | undefined {
  const folder = join(root, 'shared', name.replace(/^@shop\//, ''));
  return existsSync(join(folder, 'package.json')) ? folder : undefined;
}

const EXPORT_DECLARATION =
  /(?:^|\n)\s*export\s+(?:declare\s+)?(?:async\s+)?(?:default\s+)?(function\*?|const|let|var|class|abstract\s+class|enum)\s+([A-Za-z_$][\w$]*)/g;
const EXPORT_DEFAULT = /(?:^|\n)\s*export\s+default\s/;
const EXPORT_LIST = /(?:^|\n)\s*export\s+(?!type\s)\{([^}]*)\}(?:\s*from\s*['"]([^'"]+)['"])?/g;
const EXPORT_STAR = /(?:^|\n)\s*export\s+\*\s+(?:as\s+([\w$]+)\s+)?from\s+['"]([^'"]+)['"]/g;

function resolveModule(from: string, request: string): string | undefined {
  const base = resolve(dirname(from), request);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** Value exports of a TypeScript module, following `export * from` and `export {..} from` of relative modules. */
export function moduleExports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const match of text.matchAll(EXPORT_DECLARATION)) {
    names.add(/\sdefault\s/.test(match[0]) ? 'default' : match[2]!);
  }
  if (EXPORT_DEFAULT.test(text)) names.add('default');
  for (const match of text.matchAll(EXPORT_LIST)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim();
      if (name === '' || name.startsWith('type ')) continue;
      names.add((name.split(/\s+as\s+/)[1] ?? name).trim());
    }
  }
  for (const match of text.matchAll(EXPORT_STAR)) {
    if (match[1]) names.add(match[1]);
    else if (match[2]!.startsWith('.')) {
      const target = resolveModule(file, match[2]!);
      if (target) for (const name of moduleExports(target, seen)) if (name !== 'default') names.add(name);
    }
  }
  return [...names].sort();
}

/** What the shell in `dir` provides: installed versions of the npm singletons, exports of the workspace and facaded ones. */
export function shellProvisions(dir: string, root = resolve(dir, '..')): SharedProvisions {
  const provisions: SharedProvisions = {};
  for (const request of sharedPackages) {
    const pkgFile = join(dir, 'node_modules', packageOf(request), 'package.json');
    const version = existsSync(pkgFile) ? readJson<{ version: string }>(pkgFile).version : null;
    provisions[request] = { version, exports: null };
  }
  // A facaded library is checked by its names as well: the shell provides only those.
  const facades = facadeExports(root);
  const cut = partsOfNames(dir, facades);
  for (const [request, names] of Object.entries(facades)) {
    if (provisions[request])
      provisions[request] = {
        ...provisions[request],
        exports: names,
        ...(sharedInParts.includes(request) ? { inParts: true as const, parts: cut[request] } : {}),
      };
  }
  for (const request of sharedWorkspacePackages) {
    const folder = workspaceFolder(root, request);
    const entry = folder ? resolveModule(join(folder, 'package.json'), './src/index') : undefined;
    provisions[request] = { version: null, exports: entry ? moduleExports(entry) : [] };
  }
  provisions[FEDERATION_RUNTIME] = { version: federationRuntimeVersion(), exports: null };
  return provisions;
}

/** Every way `needs` is not met by `provided`, as sentences naming the package and the export or version. */
export function sharedProblems(remote: string, needs: SharedNeeds, provided: SharedProvisions): string[] {
  const problems: string[] = [];
  for (const [request, need] of Object.entries(needs)) {
    const offer = provided[request];
    if (request === FEDERATION_RUNTIME) {
      if (offer?.version !== need.requiredVersion) {
        problems.push(
          `${remote} takes the federation runtime from the shell and was built with ${request} ${need.requiredVersion}; the live shell provides ${offer?.version ? `${request} ${offer.version}` : 'none (it was built before): release a newer shell first'}`,
        );
      }
      continue;
    }
    if (!offer) {
      problems.push(`${remote} needs the shared package ${request}, which the live shell does not provide`);
      continue;
    }
    if (need.inParts && !offer.inParts) {
      problems.push(
        `${remote} takes ${request} in parts; the live shell shares it whole (it was built before): release a newer shell first`,
      );
    } else if (need.inParts) {
      problems.push(...partProblems(remote, request, need, offer));
    }
    if (need.requiredVersion !== false && offer.version !== null && !satisfy(offer.version, need.requiredVersion)) {
      problems.push(
        `${remote} needs ${request} ${need.requiredVersion}; the live shell provides ${request} ${offer.version}`,
      );
    }
    if (offer.exports !== null) {
      const exported = new Set(offer.exports);
      for (const name of need.imports) {
        if (!exported.has(name))
          problems.push(`${remote} needs the export ${name} of ${request}, which the live shell does not provide`);
      }
    }
  }
  return problems;
}

/** Names a remote takes from another part than the live shell provides them in (undefined in its browser). */
function partProblems(remote: string, request: string, need: SharedNeed, offer: SharedProvision): string[] {
  // Builds made before the parts were recorded were cut by the same rule, and no name has moved since but into a part
  // that another still exports (`first` from `small`, `base` from `core`): they pass, except a remote taking names from
  // such a part, which a shell built before it does not provide.
  if (!need.parts) return [];
  if (!offer.parts) {
    const subsetParts = new Set(Object.values(SUPERSET_PARTS));
    const problems: string[] = [];
    for (const part of subsetParts) {
      const fromPart = need.imports.filter((name) => need.parts?.[name] === part);
      if (fromPart.length > 0)
        problems.push(
          `${remote} takes ${fromPart.join(', ')} from ${request}/${part}; the live shell was built before that part: release a newer shell first`,
        );
    }
    return problems;
  }
  const problems: string[] = [];
  for (const name of need.imports) {
    const theirs = need.parts[name];
    const ours = offer.parts[name];
    // `small` still exports the names of `first`, `core` those of `base` (shared-modules.mjs): a remote built before
    // that part took them there.
    const alsoServed = SUPERSET_PARTS[theirs ?? ''] === ours;
    if (theirs !== undefined && ours !== undefined && theirs !== ours && !alsoServed) {
      problems.push(
        `${remote} takes ${name} from ${request}/${theirs}; the live shell provides it in ${request}/${ours}: build them with the same parts (release a newer shell, or rebuild ${remote})`,
      );
    }
  }
  return problems;
}

/**
 * Shared libraries the builds share as a facade of the names the front end uses (docs/performance.md, "Bundle budget"): a
 * singleton still, but the shell ships only the exports some app, shared package or library built on them imports,
 * not the whole package (all of Mantine's components). A remote that starts using another export needs a shell built
 * with it: `shellProvisions` lists the facade's exports, so `pnpm release` and CI refuse such a remote as they do for
 * the workspace singletons. React Router too: the shop does not load `react-router/dom` (whose framework-mode and RSC
 * routers import `react-router` by name; `@shop/federation`'s RouterProvider does its one job), so a facade of the names
 * the apps import holds all the page needs. An earlier facade kept `react-router/dom` shared whole: its RouterProvider
 * imports `RouterProvider` from `react-router`, which no app imported, so it was undefined (React error 130).
 * TanStack Query too: whole, every page loaded the hooks and observers no app uses (1.6 KB brotli of /en).
 */
export const FACADED_PACKAGES = ['@mantine/core', 'react-router', '@tanstack/react-query'] as const;

/** The front end's packages: every app and the shared packages that run in the browser. */
function frontEndFolders(root: string): string[] {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-'));
  const shared = readdirSync(join(root, 'shared')).map((name) => join('shared', name));
  return [...apps, ...shared]
    .map((name) => join(root, name))
    .filter((folder) => existsSync(join(folder, 'src')) && existsSync(join(folder, 'package.json')));
}

/** `import { a, b as c } from "x"` and `export { a } from "x"`, spaced or minified; the imported names. */
const NAMED_FROM =
  /(?:^|[\n;}\s])(?:import|export)\s*(?!type[\s{])([\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

function namedImports(text: string, add: (request: string, names: string[]) => void): void {
  for (const match of text.matchAll(NAMED_FROM)) {
    const [, defaultName, list, request] = match as unknown as [string, string | undefined, string, string];
    const names = list
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '));
    add(request, [...(defaultName ? ['default'] : []), ...names.map((part) => part.split(/\s+as\s+/)[0]!.trim())]);
  }
}

const MANTINE_LIBRARY = /^@mantine\/|^mantine-/;

/** The ESM files of one Mantine library (@mantine/notifications, mantine-datatable) as `folder` installs it. */
function mantineLibraryFiles(folder: string, name: string): string[] {
  const dir = join(folder, 'node_modules', name);
  const files: string[] = [];
  const walk = (path: string): void => {
    for (const entry of readdirSync(path)) {
      const child = join(path, entry);
      if (statSync(child).isDirectory()) walk(child);
      else if (/\.mjs$/.test(entry)) files.push(child);
    }
  };
  for (const sub of ['esm', 'dist']) if (existsSync(join(dir, sub))) walk(join(dir, sub));
  return files;
}

/** Library files (ESM builds) of the npm packages the front end declares that import a facaded package. */
function libraryFiles(root: string): string[] {
  const files = new Set<string>();
  for (const folder of frontEndFolders(root)) {
    const pkg = readJson<{ dependencies?: Record<string, string> }>(join(folder, 'package.json'));
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      if (MANTINE_LIBRARY.test(name)) for (const file of mantineLibraryFiles(folder, name)) files.add(file);
    }
  }
  return [...files];
}

/** Every name of each facaded package that the front end (its sources and the libraries built on them) imports. */
export function facadeExports(root: string): Record<string, string[]> {
  const names = new Map<string, Set<string>>(FACADED_PACKAGES.map((name) => [name, new Set<string>()]));
  const add = (request: string, imported: string[]) => {
    const set = names.get(request);
    if (set) for (const name of imported) if (name !== '*') set.add(name);
  };
  for (const folder of frontEndFolders(root)) {
    for (const file of sourceFiles(join(folder, 'src'))) namedImports(readFileSync(file, 'utf8'), add);
  }
  for (const file of libraryFiles(root)) namedImports(readFileSync(file, 'utf8'), add);
  return Object.fromEntries([...names].map(([name, set]) => [name, [...set].sort()]));
}
