import { expect, test } from './support/test.ts';

/**
 * The storefront's first load must not grow with the back-office: staff-only libraries (tables, forms,
 * dates, uploads, the command palette) load only on back-office pages. Measured as the decoded bytes of
 * every script /en loads until the network is idle. The budget is the figure measured before the
 * back-office kit (1,773,712 bytes on 2026-11-24) plus 1%, for small changes elsewhere.
 */
export const STOREFRONT_FIRST_LOAD_JS_BUDGET = 1_791_000;

test('the storefront /en loads no more JavaScript than its budget', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), body.length);
  });
  await page.goto('/en');
  await expect(page.locator('[data-remote="mfe-catalog"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const staffOnly = [...scripts.keys()].filter((url) => /mantine-datatable|@mantine[/_+]?(dates|dropzone|spotlight|modals|form)|shop[/_+]admin/.test(url));
  console.log(`storefront /en first-load JavaScript: ${total} bytes in ${scripts.size} scripts`);
  for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`  ${size}\t${new URL(url).pathname}`);
  expect(staffOnly, 'staff-only libraries on the storefront').toEqual([]);
  expect(total).toBeLessThanOrEqual(STOREFRONT_FIRST_LOAD_JS_BUDGET);
});
