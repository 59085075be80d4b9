// The remotes of the shop and how a remote build is published: copied, unchanged, under an
// immutable versioned path of its own static host, then the remotes manifest is pointed at it.
// Used by `npm start` (compose.ts), by a team releasing one remote (release.ts), by the API's release console
// (PUT /api/backend/release/:remote) and by the e2e tests.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './repo-root.ts';

export interface RemoteInfo {
  /** Workspace folder and package suffix, e.g. mfe-catalog. */
  readonly pkg: string;
  /** Module Federation container name (a JS identifier), e.g. mfe_catalog. */
  readonly name: string;
}

export const remotes: readonly RemoteInfo[] = [
  'mfe-catalog',
  'mfe-checkout',
  'mfe-account',
  'mfe-admin-orders',
  'mfe-admin-stock',
  'mfe-admin-system',
].map((pkg) => ({ pkg, name: pkg.replaceAll('-', '_') }));

export function findRemote(pkg: string): RemoteInfo {
  const remote = remotes.find((r) => r.pkg === pkg || r.name === pkg);
  if (!remote) throw new Error(`unknown remote "${pkg}"; expected one of ${remotes.map((r) => r.pkg).join(', ')}`);
  return remote;
}

/** One line of the remotes manifest, as the API serves it at GET /api/frontend/remotes. */
export interface ManifestEntry {
  name: string;
  package: string;
  version: string;
  entry: string;
  /** Origin of the remote's static host; a release keeps it, so only the version changes. */
  baseUrl: string;
  /** First path segments the release serves, from its build's shop-remote.json. */
  paths?: RemotePaths;
  /** The release's back-office menu entries (RemoteNavEntry of @shop/contracts), from the same file. */
  nav?: unknown[];
}

export interface RemotePaths {
  storefront?: string[];
  admin?: string[];
}

/** What a remote's build says of itself (written by the shared build config beside mf-manifest.json). */
function readPublishedInfo(
  cdnDir: string,
  remote: RemoteInfo,
  version: string,
): { paths?: RemotePaths; nav?: unknown[] } {
  const file = join(cdnDir, remote.pkg, version, 'shop-remote.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as { paths?: RemotePaths; nav?: unknown[] };
}

export interface RemotesManifest {
  remotes: ManifestEntry[];
}

export function readManifest(file: string): RemotesManifest {
  if (!existsSync(file)) return { remotes: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as RemotesManifest;
}

/** Written to a temporary file then renamed, so a reader never sees half a manifest. */
export function writeManifest(file: string, manifest: RemotesManifest): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(temporary, file);
}

export function entryUrl(baseUrl: string, pkg: string, version: string): string {
  return `${baseUrl}/${pkg}/${version}/mf-manifest.json`;
}

/**
 * Points the manifest's line for one remote at a version published in cdnDir (adds the line if missing),
 * with the paths and menu entries that version serves.
 */
export function pointManifest(
  cdnDir: string,
  file: string,
  remote: RemoteInfo,
  version: string,
  baseUrl?: string,
): ManifestEntry {
  const manifest = readManifest(file);
  const current = manifest.remotes.find((r) => r.name === remote.name);
  const origin = baseUrl ?? current?.baseUrl;
  if (!origin) throw new Error(`no host known for ${remote.pkg}: pass its base URL`);
  const entry: ManifestEntry = {
    name: remote.name,
    package: remote.pkg,
    version,
    entry: entryUrl(origin, remote.pkg, version),
    baseUrl: origin,
  };
  const { paths, nav } = readPublishedInfo(cdnDir, remote, version);
  if (paths) entry.paths = paths;
  if (nav) entry.nav = nav;
  manifest.remotes = [...manifest.remotes.filter((r) => r.name !== remote.name), entry].sort(
    (a, b) => remotes.findIndex((r) => r.name === a.name) - remotes.findIndex((r) => r.name === b.name),
  );
  writeManifest(file, manifest);
  return entry;
}

export function distDir(remote: RemoteInfo): string {
  return join(repoRoot, remote.pkg, 'dist');
}

export function packageVersion(pkg: string): string {
  return (JSON.parse(readFileSync(join(repoRoot, pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A stable fingerprint of a folder's files, so the same build always lands at the same path. */
export function hashFolder(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(dir, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * Copies a remote's build to <cdnDir>/<pkg>/<version>/. Published versions are immutable:
 * publishing different files under an existing version is refused.
 */
export function publishRemote(cdnDir: string, remote: RemoteInfo, version: string): string {
  const source = distDir(remote);
  if (!existsSync(join(source, 'mf-manifest.json'))) {
    throw new Error(`${remote.pkg} has no build in ${source}: run pnpm --filter @shop/${remote.pkg} build`);
  }
  if (!/^[0-9A-Za-z.+-]+$/.test(version)) throw new Error(`invalid version "${version}"`);
  const target = join(cdnDir, remote.pkg, version);
  if (existsSync(target)) {
    if (hashFolder(target) === hashFolder(source)) return target;
    throw new Error(`${remote.pkg}@${version} is already published with other files; choose a new version`);
  }
  mkdirSync(join(cdnDir, remote.pkg), { recursive: true });
  cpSync(source, target, { recursive: true });
  return target;
}
