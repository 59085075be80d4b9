import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { findVehicle, partsFromTwoSuppliers, registerShopper, call } from './support/shop-api.ts';
import { drawAllSections } from './support/sections.ts';

// axe-core's WCAG 2.x A/AA rules on the storefront's key pages, in both languages: no serious or critical
// violation (contrast, names of controls, table headers, the page's language...).
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

for (const locale of ['en', 'kh'] as const) {
  test(`the home, vehicle filter, accessories, part, cart and checkout pages have no serious accessibility problem (${locale})`, async ({
    page,
    request,
  }) => {
    const vehicle = await findVehicle(request, 'Toyota', 'Camry', 2015);
    const [part] = await partsFromTwoSuppliers(request, vehicle, 2);
    const shopper = await registerShopper(request, `Axe ${locale}`);
    await call(request, 'POST', '/api/frontend/cart', {
      token: shopper.token,
      data: { stockId: part!.offer.stockId, quantity: 1 },
    });
    await page.addInitScript((token) => window.localStorage.setItem('token', token), shopper.token);

    const pages = [
      { path: `/${locale}`, ready: page.locator('[data-remote="mfe-catalog"]') },
      // With the summary: the category chips are checked too.
      {
        path: `/${locale}/filter?year=${vehicle.year.id}&brand=${vehicle.brand.id}&model=${vehicle.model.id}&show-summary=true`,
        ready: page.getByTestId('category-filter'),
      },
      { path: `/${locale}/accessories?show-summary=true`, ready: page.getByTestId('category-filter') },
      { path: `/${locale}/part/${part!.id}`, ready: page.locator('[data-remote="mfe-catalog"]') },
      { path: `/${locale}/cart`, ready: page.locator('[data-remote="mfe-checkout"]') },
      { path: `/${locale}/checkout`, ready: page.locator('[data-remote="mfe-checkout"]') },
    ];
    const problems: Record<string, string[]> = {};
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await page.waitForLoadState('networkidle');
      await drawAllSections(page);
      const found = await seriousViolations(page);
      if (found.length) problems[path] = found;
    }
    expect(problems).toEqual({});
  });
}
