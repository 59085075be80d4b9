import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { manifestPath, repoRoot } from '../support/compose.ts';

// A release of the shell alone (issue 39 §1): no remote rebuilt or released, only a new build of the shell, which a
// browser knows by its service worker's bytes. A page already open offers "a new version is ready" (the new worker
// installed and waiting), and when the shopper agrees the new worker takes over and the page reloads into it. Across
// both pages each remote's files come from one version, the one the remotes manifest names.
test.use({ serviceWorkers: 'allow' });

const WORKER = join(repoRoot, 'shell', 'dist', 'sw.js');

/**
 * Publishes a shell build whose worker differs from the live one (the API serves shell/dist, with the .br and .gz the
 * build writes beside each file); answers the undo. The shell's other files are as they were: nothing else changed.
 */
function releaseShell(stamp: string): () => void {
  const kept = ['', '.br', '.gz'].map((ext) => {
    const path = WORKER + ext;
    return { path, bytes: existsSync(path) ? readFileSync(path) : undefined };
  });
  const worker = Buffer.concat([kept[0]!.bytes!, Buffer.from(`\n// shell release ${stamp}\n`)]);
  writeFileSync(WORKER, worker);
  writeFileSync(`${WORKER}.br`, brotliCompressSync(worker));
  writeFileSync(`${WORKER}.gz`, gzipSync(worker));
  return () => {
    for (const { path, bytes } of kept) {
      if (bytes) writeFileSync(path, bytes);
      else rmSync(path, { force: true });
    }
  };
}

interface Remote {
  package: string;
  version: string;
  baseUrl: string;
}
const liveRemotes = () => (JSON.parse(readFileSync(manifestPath(), 'utf8')) as { remotes: Remote[] }).remotes;

/** Opens /en a second time, served by the worker its first visit installed: the page a release must reach. */
async function openServedPage(page: Page): Promise<void> {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 60_000 });
  await page.reload();
  await expect(page.locator('[data-remote="mfe-catalog"]').first()).toBeVisible({ timeout: 45_000 });
  // The offline support (which watches for releases) runs on this page too; the worker serves it.
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 60_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('new-version')).toHaveCount(0);
}

/** The offer a released shell makes to the open page (its new worker installed and waiting). */
async function offerOf(page: Page): Promise<Locator> {
  // An open page asks every 30 s and when it is shown again: shown again now.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const offer = page.getByTestId('new-version');
  await expect(offer).toContainText('A new version is ready', { timeout: 60_000 });
  return offer;
}

/** Presses Reload and waits for the page to reload into the new worker: nothing waits any more, nothing is offered. */
async function reloadInto(page: Page, offer: Locator, timeout: number): Promise<void> {
  await page.evaluate(() => Object.assign(window, { beforeRelease: true }));
  await offer.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !('beforeRelease' in window), undefined, { timeout });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBe(
    null,
  );
  await expect(page.locator('[data-remote="mfe-catalog"]').first()).toBeVisible({ timeout: 45_000 });
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a shell released alone reaches an open page as a new version, and no remote is loaded in two versions', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const remotes = liveRemotes();
  // Every remote file the pages ask for, by package: the versions seen (a file is `<host>/<package>/<version>/…`).
  const versionsSeen = new Map<string, Set<string>>();
  page.on('request', (request) => {
    for (const remote of remotes) {
      const prefix = `${remote.baseUrl}/${remote.package}/`;
      if (!request.url().startsWith(prefix)) continue;
      const version = request.url().slice(prefix.length).split('/')[0]!;
      versionsSeen.set(remote.package, (versionsSeen.get(remote.package) ?? new Set()).add(version));
    }
  });

  await openServedPage(page);
  const undo = releaseShell(String(Date.now()));
  try {
    await reloadInto(page, await offerOf(page), 45_000);
  } finally {
    undo();
  }

  expect(liveRemotes()).toEqual(remotes);
  expect(versionsSeen.size, 'the pages loaded remotes').toBeGreaterThan(0);
  for (const [pkg, versions] of versionsSeen)
    expect([...versions], pkg).toEqual([remotes.find((remote) => remote.package === pkg)!.version]);
});

/** How long the old worker takes to answer the press's first request here: longer than the page once waited. */
const SLOW_ANSWER_MS = 2_000;

test('requests the Reload press makes, one leading to the next, do not keep the new version waiting', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await openServedPage(page);
  const undo = releaseShell(String(Date.now()));
  try {
    const offer = await offerOf(page);
    // As code loaded lazily on the press would (the toasts' outlet once did, shared/ui toasts.tsx): a first request
    // on pointerdown, slow to answer, and the one its answer leads to. The old worker serves both (its network-first
    // route for /api/frontend/); its own requests are answered here.
    const answered: string[] = [];
    await context.route('**/api/frontend/press-*', async (route) => {
      if (!route.request().serviceWorker()) return route.fallback();
      const name = new URL(route.request().url()).pathname.split('/').pop()!;
      if (name === 'press-first') await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      answered.push(name);
      await route.fulfill({ json: { data: name } });
    });
    await page.evaluate(() =>
      document.addEventListener(
        'pointerdown',
        () => void fetch('/api/frontend/press-first').then(() => fetch('/api/frontend/press-next')),
        { capture: true, once: true },
      ),
    );
    // Well within the old worker's idle timeout (30 s), which would let the new one in at last.
    await reloadInto(page, offer, 15_000);
    expect(answered, 'the old worker served the press requests').toEqual(['press-first', 'press-next']);
  } finally {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    undo();
  }
});
