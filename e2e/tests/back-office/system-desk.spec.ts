// The system desk's levers: an admin changes the Khmer text of a storefront button in the translation editor and the
// storefront shows it without a redeploy (a new page load at once, an open page within a minute); then rolls a remote
// back in the release console (a new page load gets the old version) and promotes the new one again, in Khmer.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test.ts';
import { e2eEnv, manifestPath, repoRoot } from '../support/compose.ts';
import { signedIn, superAdmin } from '../support/back-office.ts';

const BUILT_KHMER = 'ស្វែងរកគ្រឿងបន្លាស់'; // "Find parts", mfe-catalog's vehicle selector
const CHANGED_KHMER = 'រកគ្រឿងបន្លាស់ឥឡូវនេះ';

/** Takes back every staff change of "Find parts", so the other specs see the built texts. */
async function undoChanges(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/backend/translation?search=Find%20parts&filter=changed&language=kh', {
    headers,
  });
  for (const entry of (await list.json()).data as { texts: { kh: { translationId: number | null } } }[]) {
    if (entry.texts.kh.translationId)
      await request.delete(`/api/backend/translation/${entry.texts.kh.translationId}`, { headers });
  }
}

test('an admin changes the Khmer text of a storefront button and the storefront shows it without a redeploy', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await signedIn(page, request, superAdmin);
  // A shopper's page open before the change.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/kh');
  await expect(shopper.getByTestId('vehicle-find')).toHaveText(BUILT_KHMER);

  try {
    await page.goto('/en/admin/translations?language=kh&search=Find%20parts');
    await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByText('Find parts', { exact: true }) });
    await expect(row.getByTestId('translation-text-kh')).toContainText(BUILT_KHMER);
    await expect(row.getByTestId('translation-text-en')).toContainText('Find parts');
    // Where the string appears, in people's words (never the package's folder name).
    await expect(row.getByTestId('translation-where')).toHaveText('Storefront: browsing and part pages');

    // Invalid ICU is refused, and the editor says where.
    await row.getByRole('button', { name: 'Edit the ខ្មែរ text' }).click();
    const editor = row.getByRole('textbox', { name: 'ខ្មែរ text' });
    await editor.fill('រក {brand');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText(/This is not a valid message: check the braces near line 1, column \d+/)).toBeVisible();

    await editor.fill(CHANGED_KHMER);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByTestId('translation-text-kh')).toContainText(CHANGED_KHMER);
    await expect(row.getByTestId('translation-text-kh')).toContainText('Changed by staff');
    await row.getByTestId('translation-text-kh').getByRole('button', { name: 'Mark correct' }).click();
    await expect(row.getByTestId('translation-text-kh')).toContainText('Correct');

    // A new page load shows it at once; the page already open within a minute, with no reload.
    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto('/kh');
    await expect(fresh.getByTestId('vehicle-find')).toHaveText(CHANGED_KHMER);
    await expect(shopper.getByTestId('vehicle-find')).toHaveText(CHANGED_KHMER, { timeout: 60_000 });

    // "Changed by staff" lists it; taking the change back restores the built text.
    await page.goto('/en/admin/translations?language=kh&filter=changed');
    const changedRow = page.getByRole('row').filter({ has: page.getByText('Find parts', { exact: true }) });
    await expect(changedRow).toHaveCount(1);
    await changedRow.getByRole('button', { name: 'Undo change' }).click();
    await expect(changedRow).toHaveCount(0);
    await fresh.reload();
    await expect(fresh.getByTestId('vehicle-find')).toHaveText(BUILT_KHMER);
  } finally {
    await undoChanges(request, token);
  }
});

const liveCatalogVersion = () =>
  (
    JSON.parse(readFileSync(manifestPath(), 'utf8')) as { remotes: { package: string; version: string }[] }
  ).remotes.find((r) => r.package === 'mfe-catalog')!.version;

test('the release console rolls a remote back and promotes it again, in Khmer', async ({ page, request }) => {
  test.setTimeout(240_000);
  const original = liveCatalogVersion();
  await signedIn(page, request, superAdmin);
  const storefront = page.context();
  const shop = await storefront.newPage();
  await shop.goto('/en');
  // The version a build stamps on its pages (the package's, for the build `npm start` published).
  const shownBefore = await shop.locator('[data-remote="mfe-catalog"]').first().getAttribute('data-version');
  // A team publishes a new mfe-catalog the way e2e/tests/resilience/release.spec.ts does.
  const version = `0.1.0-desk${Date.now()}`;
  const released = spawnSync(
    process.execPath,
    [join(repoRoot, 'scripts', 'release.ts'), 'mfe-catalog', '--version', version],
    {
      cwd: repoRoot,
      env: { ...process.env, CDN_DIR: e2eEnv.CDN_DIR, RELEASED_BY: 'catalog-team' },
      encoding: 'utf8',
    },
  );
  expect(released.status, released.stderr + released.stdout).toBe(0);
  await shop.reload();
  await expect(shop.locator('[data-remote="mfe-catalog"]').first()).toHaveAttribute('data-version', version);

  try {
    await page.goto('/en/admin/releases');
    const card = page.getByTestId('release-mfe-catalog');
    await expect(card.getByTestId('live-version')).toHaveText(`Live: ${version}`);
    await expect(card.getByTestId('entry-status')).toHaveText('Entry loads');
    const newRow = card.locator(`[data-testid="release-version"][data-version="${version}"]`);
    await expect(newRow).toContainText('catalog-team');

    await card
      .locator(`[data-testid="release-version"][data-version="${original}"]`)
      .getByRole('button', { name: 'Roll back to this' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
    await expect(card.getByTestId('live-version')).toHaveText(`Live: ${original}`);
    await shop.reload();
    await expect(shop.locator('[data-remote="mfe-catalog"]').first()).toHaveAttribute(
      'data-version',
      shownBefore ?? '',
    );

    // In Khmer: promote the new version again.
    await page.goto('/kh/admin/releases');
    const khCard = page.getByTestId('release-mfe-catalog');
    await expect(khCard.getByTestId('live-version')).toHaveText(`កំពុងប្រើ៖ ${original}`);
    await khCard
      .locator(`[data-testid="release-version"][data-version="${version}"]`)
      .getByRole('button', { name: 'ដាក់ឱ្យប្រើ' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'ដាក់ឱ្យប្រើ' }).click();
    await expect(khCard.getByTestId('live-version')).toHaveText(`កំពុងប្រើ៖ ${version}`);
    await expect(khCard.getByTestId('release-last-change')).toContainText(superAdmin.username);
    await shop.reload();
    await expect(shop.locator('[data-remote="mfe-catalog"]').first()).toHaveAttribute('data-version', version);
  } finally {
    // Leave the original build live for the specs after this one.
    spawnSync(process.execPath, [join(repoRoot, 'scripts', 'release.ts'), 'mfe-catalog', '--rollback', original], {
      cwd: repoRoot,
      env: { ...process.env, CDN_DIR: e2eEnv.CDN_DIR },
    });
  }
});
