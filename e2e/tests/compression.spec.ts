import { expect, test } from './support/test.ts';

// Every text file the storefront's first load fetches (the shell's and each remote's, from their own hosts) and
// the API's larger JSON answers arrive compressed: brotli, since Chromium accepts it.
test('the storefront loads its scripts, styles and API answers compressed with brotli', async ({ page }) => {
  const uncompressed: string[] = [];
  let compressed = 0;
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|css|json/.test(type) || response.status() !== 200) return;
    const size = Number(
      response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length,
    );
    const encoding = response.headers()['content-encoding'];
    if (encoding === 'br') compressed += 1;
    // Small files (under 1 KB) are not worth compressing, and are sent as they are.
    else if (size >= 1024) uncompressed.push(`${response.url()} (${size} bytes, ${encoding ?? 'no encoding'})`);
  });
  await page.goto('/en');
  await expect(page.locator('[data-remote="mfe-catalog"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(uncompressed).toEqual([]);
  expect(compressed).toBeGreaterThan(5);
});
