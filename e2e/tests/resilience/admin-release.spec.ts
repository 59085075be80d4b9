import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test.ts';
import { e2eEnv, manifestPath, repoRoot } from '../support/compose.ts';
import { hashFolder } from '../support/processes.ts';
import { signedIn, superAdmin } from '../support/back-office.ts';

const remoteDir = join(repoRoot, 'mfe-admin-system');
const packageFile = join(remoteDir, 'package.json');
const routesFile = join(remoteDir, 'src', 'app', 'routes.tsx');
const probeFile = join(remoteDir, 'src', 'app', 'pages', 'release-probe-page.tsx');

const release = (...args: string[]) =>
  spawnSync(process.execPath, [join(repoRoot, 'scripts', 'release.ts'), 'mfe-admin-system', ...args], {
    cwd: repoRoot,
    env: { ...process.env, CDN_DIR: e2eEnv.CDN_DIR },
    encoding: 'utf8',
  });

// The system desk adds a screen: a page and its menu entry, in its own remote only. Released alone, the
// running shell shows both on the next load; the shell's build is untouched.
test('an admin remote released alone with a new page and menu entry shows both in the running shell', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shellBefore = hashFolder(join(repoRoot, 'shell', 'dist'));
  const manifestBefore = JSON.parse(readFileSync(manifestPath(), 'utf8')) as {
    remotes: { package: string; version: string }[];
  };
  const versionBefore = manifestBefore.remotes.find((r) => r.package === 'mfe-admin-system')!.version;
  const originalPackage = readFileSync(packageFile, 'utf8');
  const originalRoutes = readFileSync(routesFile, 'utf8');

  await signedIn(page, request, superAdmin);
  await page.goto('/en/admin');
  const menu = page.getByRole('navigation', { name: 'Back-office navigation' });
  await expect(menu.getByRole('link', { name: 'Currencies' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Release probe' })).toHaveCount(0);

  try {
    // The team's change: one page, one route, one menu entry (English and Khmer), nothing else.
    const pkg = JSON.parse(originalPackage) as { shop: { nav: unknown[] } };
    pkg.shop.nav.push({
      segment: 'release-probe',
      label: { en: 'Release probe', km: 'ការសាកល្បងការចេញផ្សាយ' },
      icon: 'star',
      group: 'System',
      access: 'admin',
    });
    writeFileSync(packageFile, `${JSON.stringify(pkg, null, 2)}\n`);
    writeFileSync(
      probeFile,
      'export function ReleaseProbePage() {\n  return <h1 data-testid="release-probe">Release probe</h1>;\n}\n',
    );
    writeFileSync(
      routesFile,
      `${originalRoutes}\nadmin.push({ path: 'release-probe', lazy: async () => ({ Component: (await import('./pages/release-probe-page.tsx')).ReleaseProbePage }) });\n`,
    );
    const version = `0.1.0-e2e${Date.now()}`;
    const released = release('--version', version);
    expect(released.status, released.stderr + released.stdout).toBe(0);

    await page.reload();
    const entry = menu.getByRole('link', { name: 'Release probe' });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/\/en\/admin\/release-probe$/);
    await expect(page.getByTestId('release-probe')).toBeVisible();
    expect(hashFolder(join(repoRoot, 'shell', 'dist'))).toBe(shellBefore);
  } finally {
    writeFileSync(packageFile, originalPackage);
    writeFileSync(routesFile, originalRoutes);
    rmSync(probeFile, { force: true });
    // The remote's dist/ holds the probe build until rebuilt from the restored sources.
    spawnSync('pnpm', ['--filter', '@shop/mfe-admin-system', 'build'], { cwd: repoRoot, encoding: 'utf8' });
    // Rolling back is pointing the manifest at the version before; the next load has no probe again.
    const rolledBack = release('--rollback', versionBefore);
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
  }
  await page.reload();
  await expect(menu.getByRole('link', { name: 'Currencies' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Release probe' })).toHaveCount(0);
});
