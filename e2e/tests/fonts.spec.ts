import { expect, test, type Page } from './support/test.ts';

// Fonts per script (shared/ui/src/fonts.css): an English page draws Latin only and fetches no Khmer font file; a
// Khmer page fetches the Khmer font. The first font is preloaded by the page itself, and fetched once (a preload
// that does not match the font's own request would fetch it twice).
async function fontsOf(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  await page.goto(path);
  await expect(page.locator('[data-remote="mfe-catalog"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return fonts;
}

test('an English page fetches Manrope\'s Latin and no Khmer font', async ({ page }) => {
  const fonts = await fontsOf(page, '/en');
  expect(fonts.filter((file) => file.startsWith('noto-sans-khmer'))).toEqual([]);
  expect(fonts.filter((file) => file.startsWith('manrope-latin-400-normal.'))).toHaveLength(1);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /\/manrope-latin-400-normal\.[0-9a-f]+\.woff2$/);
  // The language switch still names Khmer in Khmer (in the system's font).
  await expect(page.getByTestId('language-kh')).toHaveText('ខ្មែរ');
});

test('a Khmer page fetches the Khmer font, preloaded once', async ({ page }) => {
  const fonts = await fontsOf(page, '/kh');
  expect(fonts.filter((file) => file.startsWith('noto-sans-khmer-khmer-400-normal.'))).toHaveLength(1);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /\/noto-sans-khmer-khmer-400-normal\.[0-9a-f]+\.woff2$/);
});
