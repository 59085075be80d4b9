import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test.ts';
import { e2eEnv, manifestPath, repoRoot } from '../support/compose.ts';
import { hashFolder } from '../support/processes.ts';

interface Manifest {
  remotes: { name: string; package: string; version: string; entry: string; paths?: { storefront?: string[] } }[];
}
const readManifest = (): Manifest => JSON.parse(readFileSync(manifestPath(), 'utf8')) as Manifest;

// A team releases mfe-catalog alone: rebuild it, publish it under a new version, point the manifest.
// The running shell picks it up on the next page load; the shell and the other remotes are untouched.
test('a remote rebuilt and released alone is picked up by the running shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = hashFolder(join(repoRoot, 'shell', 'dist'));
  const before = readManifest();
  const otherRemotesBefore = before.remotes.filter((r) => r.package !== 'mfe-catalog');
  const catalogBefore = before.remotes.find((r) => r.package === 'mfe-catalog')!;

  await page.goto('/en');
  const catalog = page.locator('[data-remote="mfe-catalog"]').first();
  await expect(catalog).toBeVisible();
  const versionBefore = await catalog.getAttribute('data-version');

  const version = `0.1.0-e2e${Date.now()}`;
  const release = spawnSync(
    process.execPath,
    [join(repoRoot, 'scripts', 'release.ts'), 'mfe-catalog', '--version', version],
    {
      cwd: repoRoot,
      env: { ...process.env, CDN_DIR: e2eEnv.CDN_DIR },
      encoding: 'utf8',
    },
  );
  expect(release.status, release.stderr + release.stdout).toBe(0);

  const after = readManifest();
  const catalogAfter = after.remotes.find((r) => r.package === 'mfe-catalog')!;
  expect(catalogAfter.version).toBe(version);
  expect(catalogAfter.paths?.storefront).toContain('filter');
  expect(catalogAfter.entry).not.toBe(catalogBefore.entry);
  expect(after.remotes.filter((r) => r.package !== 'mfe-catalog')).toEqual(otherRemotesBefore);

  // The first view the API draws into the page's HTML is the new release's own template (published with its build).
  expect(existsSync(join(e2eEnv.CDN_DIR!, 'mfe-catalog', version, 'first-view.json'))).toBe(true);
  const html = await (await page.request.get('/en', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`data-template="mfe_catalog@${version}"`);

  await page.reload();
  await expect(page.locator('[data-remote="mfe-catalog"]').first()).toHaveAttribute('data-version', version);
  expect(versionBefore).not.toBe(version);
  expect(hashFolder(join(repoRoot, 'shell', 'dist'))).toBe(shellBefore);

  // Rollback is pointing the manifest back.
  const rollback = spawnSync(
    process.execPath,
    [join(repoRoot, 'scripts', 'release.ts'), 'mfe-catalog', '--rollback', catalogBefore.version],
    { cwd: repoRoot, env: { ...process.env, CDN_DIR: e2eEnv.CDN_DIR }, encoding: 'utf8' },
  );
  expect(rollback.status, rollback.stderr).toBe(0);
  await page.reload();
  await expect(page.locator('[data-remote="mfe-catalog"]').first()).toHaveAttribute(
    'data-version',
    versionBefore ?? '',
  );
});
