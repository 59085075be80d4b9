// Bundle sizes of the built apps (gzip), from their dist/ folders and mf-manifest.json:
//   node shared/federation/build/sizes.mjs        (after `pnpm -r --filter './shell' --filter './mfe-*' build`)
// For a remote: remoteEntry.js, its ./routes module (what the shell loads before any page) and each
// lazy page chunk. For the shell: the entry, and all JavaScript/CSS it ships (shared libraries included).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../../..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (dir, file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

function remote(pkg) {
  const dist = join(root, pkg, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) return console.log(`${pkg}: not built`);
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const entry = gz(dist, manifest.metaData.remoteEntry.name);
  console.log(`${pkg}  remoteEntry.js ${kb(entry)} gz`);
  for (const expose of manifest.exposes) {
    const sync = [...expose.assets.js.sync, ...expose.assets.css.sync].reduce((sum, f) => sum + gz(dist, f), 0);
    const pages = expose.assets.js.async.map((f) => [f, gz(dist, f)]);
    console.log(`  ${expose.path}: module ${kb(sync)} gz (remoteEntry + module: ${kb(entry + sync)} gz before the first page chunk)`);
    // Lazy chunks: the pages, and fallbacks of shared code (never loaded when the shell provides it).
    for (const [file, size] of pages) console.log(`    lazy ${file} ${kb(size)} gz`);
  }
}

function shell() {
  const dist = join(root, 'shell', 'dist');
  if (!existsSync(dist)) return console.log('shell: not built');
  const files = readdirSync(dist).filter((f) => /\.(js|css)$/.test(f));
  const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(dist, f), 0);
  const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(dist, f), 0);
  const main = files.find((f) => f.startsWith('main.'));
  console.log(`shell  entry ${main} ${kb(gz(dist, main))} gz; all JS ${kb(js)} gz, CSS ${kb(css)} gz (first load is all but the lazy socket client)`);
}

shell();
for (const pkg of ['mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-admin-orders', 'mfe-admin-stock', 'mfe-admin-system']) remote(pkg);
