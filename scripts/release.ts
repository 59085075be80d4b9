// Releasing one remote, with no rebuild of the shell or of any other remote:
//   1. build it (its build-time version is the release version),
//   2. publish the build under a new immutable versioned path of its static host,
//   3. point the remotes manifest at it. Running shells pick it up on their next page load.
// Rollback is step 3 alone, pointing back at a version published before (the release console does the same).
// Before step 2 (and before a rollback) the build's shared needs are checked against the live shell: a remote that
// needs a singleton version or export the shell does not provide is refused, naming the package and the export.
// Every publish, promote and rollback is written to <CDN_DIR>/release-log.jsonl (who: RELEASED_BY or the account).
//
// Usage: pnpm release <remote> [--version <v>] [--no-build]
//        pnpm release <remote> --rollback <published version>
//        add --base-url <origin of the remote's host> for a remote the manifest does not list yet
// Honours CDN_DIR (default .cdn) like `npm start`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { composeSettings, manifestFile, repoRoot } from './lib/paths.ts';
import { findRemote, packageVersion, pointManifest, publishRemote, readManifest } from './lib/remotes.ts';
import {
  appendReleaseLog,
  checkAgainstShell,
  cliReleaser,
  liveShellProvisions,
  ReleaseError,
  switchVersion,
  type SharedNeeds,
} from '../shared/release/src/index.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    rollback: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'base-url': { type: 'string' },
  },
});
const [pkgArg] = positionals;
if (!pkgArg) {
  console.error('usage: pnpm release <remote> [--version <v>] [--no-build] | --rollback <version>');
  process.exit(2);
}
const remote = findRemote(pkgArg);
const settings = composeSettings();
const manifest = manifestFile(settings);

// The shell `npm start` serves (SHELL_DIST as the API reads it), else the shell's sources.
const shell = liveShellProvisions(process.env.SHELL_DIST ?? join(repoRoot, 'shell', 'dist'));

if (values.rollback) {
  try {
    const { entry, action } = switchVersion({
      cdnDir: settings.cdnDir,
      manifestFile: manifest,
      remote,
      version: values.rollback,
      shell,
      by: cliReleaser(),
      ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
    });
    console.log(`${remote.pkg} ${action === 'rollback' ? 'rolled back' : 'switched'}: ${entry.entry}`);
    process.exit(0);
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const knownHost = values['base-url'] ?? readManifest(manifest).remotes.find((r) => r.name === remote.name)?.baseUrl;
if (!knownHost) {
  console.error(
    `the manifest ${manifest} does not list ${remote.pkg} yet: pass --base-url <origin of its static host>`,
  );
  process.exit(2);
}

const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const version = values.version ?? `${packageVersion(remote.pkg)}-${stamp}`;
if (!values['no-build']) {
  const build = spawnSync('pnpm', ['--filter', `@shop/${remote.pkg}`, 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, REMOTE_VERSION: version },
  });
  if (build.status !== 0) {
    console.error(`build of ${remote.pkg} failed; nothing was published`);
    process.exit(build.status ?? 1);
  }
}
try {
  const built = JSON.parse(readFileSync(join(repoRoot, remote.pkg, 'dist', 'shop-remote.json'), 'utf8')) as {
    shared?: SharedNeeds;
  };
  checkAgainstShell(remote, built.shared ?? null, shell);
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`${error.message}\nnothing was published: release the shell with what the remote needs first`);
  process.exit(1);
}
const from = readManifest(manifest).remotes.find((r) => r.name === remote.name)?.version ?? null;
const folder = publishRemote(settings.cdnDir, remote, version);
appendReleaseLog(settings.cdnDir, { remote: remote.pkg, action: 'publish', version, from: null, by: cliReleaser() });
const entry = pointManifest(settings.cdnDir, manifest, remote, version, knownHost);
appendReleaseLog(settings.cdnDir, { remote: remote.pkg, action: 'promote', version, from, by: cliReleaser() });
console.log(`${remote.pkg}@${version} published to ${folder}\nmanifest now points at ${entry.entry}`);
