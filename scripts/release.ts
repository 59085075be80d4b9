// Releasing one remote, with no rebuild of the shell or of any other remote:
//   1. build it (its build-time version is the release version),
//   2. publish the build under a new immutable versioned path of its static host,
//   3. point the remotes manifest at it. Running shells pick it up on their next page load.
// Rollback is step 3 alone, pointing back at a version published before.
//
// Usage: pnpm release <remote> [--version <v>] [--no-build]
//        pnpm release <remote> --rollback <published version>
//        add --base-url <origin of the remote's host> for a remote the manifest does not list yet
// Honours CDN_DIR (default .cdn) like `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { composeSettings, manifestFile, repoRoot } from './lib/paths.ts';
import { findRemote, packageVersion, pointManifest, publishRemote, readManifest } from './lib/remotes.ts';

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

if (values.rollback) {
  if (!existsSync(join(settings.cdnDir, remote.pkg, values.rollback, 'mf-manifest.json'))) {
    console.error(`${remote.pkg}@${values.rollback} was never published in ${settings.cdnDir}`);
    process.exit(1);
  }
  const entry = pointManifest(settings.cdnDir, manifest, remote, values.rollback, values['base-url']);
  console.log(`${remote.pkg} rolled back: ${entry.entry}`);
  process.exit(0);
}

const knownHost = values['base-url'] ?? readManifest(manifest).remotes.find((r) => r.name === remote.name)?.baseUrl;
if (!knownHost) {
  console.error(`the manifest ${manifest} does not list ${remote.pkg} yet: pass --base-url <origin of its static host>`);
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
const folder = publishRemote(settings.cdnDir, remote, version);
const entry = pointManifest(settings.cdnDir, manifest, remote, version, knownHost);
console.log(`${remote.pkg}@${version} published to ${folder}\nmanifest now points at ${entry.entry}`);
