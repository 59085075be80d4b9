import { expect, test } from './support/test.ts';
import { fetchBrands } from './support/api.ts';

test('the root address opens the English storefront', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/?$/);
});

test('the storefront home lists the brands from the API in English', async ({ page, request }) => {
  const brands = await fetchBrands(request);
  await page.goto('/en');
  const catalog = page.locator('[data-remote="mfe-catalog"]');
  for (const brand of brands) {
    await expect(catalog.getByText(brand.name, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the storefront home lists the brands from the API in Khmer', async ({ page, request }) => {
  const brands = await fetchBrands(request);
  const withKhmerNames = brands.filter((brand) => brand.nameKh);
  expect(withKhmerNames.length).toBeGreaterThan(0);
  await page.goto('/kh');
  const catalog = page.locator('[data-remote="mfe-catalog"]');
  for (const brand of withKhmerNames) {
    await expect(catalog.getByText(brand.nameKh!, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
});

test("a page downloads its own language's messages only, and the other language's when the visitor switches", async ({
  page,
}) => {
  // "Home" in Khmer: a word of the shell's and the catalogue's Khmer catalogues, in no other script.
  const KHMER_HOME = 'ទំព័រដើម';
  const scriptsWithKhmerHome: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(KHMER_HOME)) scriptsWithKhmerHome.push(new URL(response.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scriptsWithKhmerHome, 'Khmer catalogues on an English first page').toEqual([]);

  await page.getByTestId('language-kh').click();
  await expect(page).toHaveURL(/\/kh\/?$/);
  // Every package's words switch together: the shell's header and the catalogue's page.
  await expect(
    page.getByRole('navigation', { name: 'ការរុករកចម្បង' }).getByRole('link', { name: KHMER_HOME, exact: true }),
  ).toBeVisible();
  await expect(page.locator('main h1')).toHaveText('ទិញគ្រឿងបន្លាស់តាមម៉ាករថយន្ត');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  // Read from the responses' bodies, which may still be arriving when the page shows the words.
  await expect
    .poll(() => scriptsWithKhmerHome.length, { message: 'the Khmer catalogues, fetched on the switch' })
    .toBeGreaterThanOrEqual(2);

  await page.getByTestId('language-en').click();
  await expect(page.locator('main h1')).toHaveText('Shop parts by brand');
});
