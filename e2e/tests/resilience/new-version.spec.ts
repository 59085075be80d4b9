import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { e2eEnv, manifestPath, repoRoot } from '../support/compose.ts';

// A release reaching an open page (issue 39 §1): a team releases one remote as scripts/release.ts does (its build
// published under a new version, the remotes manifest pointed at it); a page already open offers the new version in
// its language and, when the shopper agrees, reloads into it. The page never mixes the two versions: until then it
// keeps the one it started with.
test.use({ serviceWorkers: 'allow' });

const REMOTE = 'mfe-account';

const liveVersion = () =>
  (
    JSON.parse(readFileSync(manifestPath(), 'utf8')) as { remotes: { package: string; version: string }[] }
  ).remotes.find((remote) => remote.package === REMOTE)!.version;

function release(...args: string[]): void {
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'release.ts'), REMOTE, ...args], {
    cwd: repoRoot,
    env: { ...process.env, CDN_DIR: e2eEnv.CDN_DIR },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr + run.stdout).toBe(0);
}

/** The versions this page started with: the manifest the API inlined into it. */
const pageVersion = (page: Page) =>
  page
    .locator('#shop-remotes')
    .textContent()
    .then(
      (text) =>
        (JSON.parse(text ?? '[]') as { package: string; version: string }[]).find((r) => r.package === REMOTE)?.version,
    );

test('a remote released while a page is open: the page offers the new version in its language and reloads into it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const before = liveVersion();
  const khmer = await context.newPage();
  await page.goto('/en');
  await khmer.goto('/kh');
  for (const open of [page, khmer])
    await expect(open.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 45_000 });
  await expect(page.getByTestId('new-version')).toHaveCount(0);

  // The build already made, published under a new version (no rebuild: what matters is the manifest's new line).
  const version = `0.1.0-sw${Date.now()}`;
  release('--version', version, '--no-build');
  try {
    // An open page asks every 30 s and when it is shown again: shown again now.
    for (const open of [page, khmer]) await open.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('new-version')).toContainText('A new version is ready');
    await expect(khmer.getByTestId('new-version')).toContainText('កំណែថ្មីរួចរាល់ហើយ');
    expect(await pageVersion(page)).toBe(before);

    await page.getByTestId('new-version').getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => pageVersion(page)).toBe(version);
    await expect(page.locator('[data-remote="mfe-catalog"]').first()).toBeVisible();
    await expect(page.getByTestId('new-version')).toHaveCount(0);
  } finally {
    release('--rollback', before);
  }
});
