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
