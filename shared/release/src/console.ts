// Releasing a version that is already published (promote or roll back): the step `pnpm release --rollback` and the
// API's release console share, so both check and switch the manifest the same way and log it the same way.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appendReleaseLog, readReleaseLog, type ReleaseAction, type ReleaseLogEntry } from './release-log.ts';
import { findRemote, pointManifest, readManifest, remotes, type ManifestEntry, type RemoteInfo } from './remotes.ts';
import { sharedProblems, type SharedNeeds, type SharedProvisions } from './shared-needs.ts';

export class ReleaseError extends Error {
  readonly kind: 'unknown-remote' | 'not-published' | 'refused' | 'no-host';
  readonly problems: string[];

  constructor(kind: ReleaseError['kind'], message: string, problems: string[] = []) {
    super(message);
    this.name = 'ReleaseError';
    this.kind = kind;
    this.problems = problems;
  }
}

export interface PublishedVersion {
  version: string;
  publishedAt: string | null;
  publishedBy: string | null;
}

export function lookupRemote(name: string): RemoteInfo {
  try {
    return findRemote(name);
  } catch (error) {
    throw new ReleaseError('unknown-remote', (error as Error).message);
  }
}

export const isPublished = (cdnDir: string, remote: RemoteInfo, version: string): boolean =>
  /^[0-9A-Za-z.+-]+$/.test(version) && existsSync(join(cdnDir, remote.pkg, version, 'mf-manifest.json'));

/** Versions published under cdnDir, newest first (by the log's publish time, else the folder's). */
export function publishedVersions(
  cdnDir: string,
  remote: RemoteInfo,
  log: readonly ReleaseLogEntry[] = readReleaseLog(cdnDir),
): PublishedVersion[] {
  const folder = join(cdnDir, remote.pkg);
  if (!existsSync(folder)) return [];
  const versions = readdirSync(folder).filter((version) => isPublished(cdnDir, remote, version));
  return versions
    .map((version) => {
      const published = log.find((e) => e.remote === remote.pkg && e.version === version && e.action === 'publish');
      return {
        version,
        publishedAt: published?.at ?? statSync(join(folder, version)).mtime.toISOString(),
        publishedBy: published?.by ?? null,
      };
    })
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.version.localeCompare(a.version));
}

/** What a published build needs from the shell (its shop-remote.json `shared`); null for builds made before it was recorded. */
export function publishedNeeds(cdnDir: string, remote: RemoteInfo, version: string): SharedNeeds | null {
  const file = join(cdnDir, remote.pkg, version, 'shop-remote.json');
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { shared?: SharedNeeds }).shared ?? null;
}

/** Refuses (ReleaseError 'refused') a build that needs a shared version or export the live shell lacks. */
export function checkAgainstShell(remote: RemoteInfo, needs: SharedNeeds | null, shell: SharedProvisions): void {
  if (!needs) return;
  const problems = sharedProblems(remote.pkg, needs, shell);
  if (problems.length > 0) throw new ReleaseError('refused', `release refused: ${problems.join('; ')}`, problems);
}

export interface SwitchResult {
  entry: ManifestEntry;
  action: ReleaseAction;
  from: string | null;
  changed: boolean;
}

/**
 * Points the manifest at a version published before, after checking it against the live shell. Rolling back
 * (to a version published before the live one) and promoting are the same switch; the log tells them apart.
 */
export function switchVersion(options: {
  cdnDir: string;
  manifestFile: string;
  remote: RemoteInfo;
  version: string;
  shell: SharedProvisions;
  by: string | null;
  baseUrl?: string;
}): SwitchResult {
  const { cdnDir, manifestFile, remote, version, shell, by } = options;
  if (!isPublished(cdnDir, remote, version)) {
    throw new ReleaseError('not-published', `${remote.pkg}@${version} was never published in ${cdnDir}`);
  }
  checkAgainstShell(remote, publishedNeeds(cdnDir, remote, version), shell);
  const current = readManifest(manifestFile).remotes.find((r) => r.name === remote.name);
  const baseUrl = options.baseUrl ?? current?.baseUrl;
  if (!baseUrl)
    throw new ReleaseError('no-host', `the manifest does not list ${remote.pkg} yet: no host is known for it`);
  const from = current?.version ?? null;
  const entry = pointManifest(cdnDir, manifestFile, remote, version, baseUrl);
  if (from === version) return { entry, action: 'promote', from, changed: false };
  const versions = publishedVersions(cdnDir, remote);
  const rank = (v: string | null) => versions.findIndex((p) => p.version === v);
  // Newest first: a higher index is older.
  const action: ReleaseAction = from !== null && rank(version) > rank(from) && rank(from) >= 0 ? 'rollback' : 'promote';
  appendReleaseLog(cdnDir, { remote: remote.pkg, action, version, from, by });
  return { entry, action, from, changed: true };
}

export { remotes };
