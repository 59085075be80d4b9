import { expect, test, type Page } from './support/test.ts';
import { findVehicle, type Named, type Vehicle } from './support/shop-api.ts';

// Compact listing pages (issue 15): the vehicle filter and accessories pages are one grid of part cards under
// category chips with counts, a page at a time, instead of one row per category (6,500 and 9,300 px tall at
// 1280 px before). Expectations are read from the API.

interface FilterAnswer {
  data: { id: number }[];
  pagination: { totalCount: number };
  summary: { total: number; categories: (Named & { count: number })[] };
}

const filterBody = (vehicle: Vehicle, extra: object = {}) => ({
  data: {
    yearId: vehicle.year.id,
    brandId: vehicle.brand.id,
    modelId: vehicle.model.id,
    size: 100,
    showSummary: true,
    ...extra,
  },
});

async function filterAnswer(page: Page, vehicle: Vehicle, extra: object = {}): Promise<FilterAnswer> {
  const response = await page.request.post('/api/frontend/dashboard', filterBody(vehicle, extra));
  expect(response.ok()).toBe(true);
  return (await response.json()) as FilterAnswer;
}

/** How many cards share the first card's row: the grid's columns, as the browser laid them out. */
async function cardsInFirstRow(page: Page): Promise<number> {
  const tops = await page
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the vehicle filter shows its parts as a grid under category chips with counts; a chip narrows it, Back widens it, Show more adds a page', async ({
    page,
  }) => {
    // The demo vehicle with the most parts, so that there is more than one page.
    const vehicle = await findVehicle(page.request, 'Toyota', 'Camry', 2015);
    const all = await filterAnswer(page, vehicle);
    expect(all.pagination.totalCount, 'the demo Camry 2015 has more than a page of parts').toBeGreaterThan(20);

    await page.goto(
      `/en/filter?year=${vehicle.year.id}&brand=${vehicle.brand.id}&model=${vehicle.model.id}&show-summary=true`,
    );
    const chips = page.getByTestId('category-chip');
    await expect(chips).toHaveText([
      `All (${all.summary.total})`,
      ...all.summary.categories.map((c) => `${c.name} (${c.count})`),
    ]);
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(20);
    // The garage work's badge, on the reused card: the page's vehicle is the chosen one.
    await expect(cards.first().getByTestId('vehicle-fit')).toHaveText('Fits your Toyota Camry 2015');
    await expect(page.getByTestId('listing-range')).toHaveText(`20 / ${all.pagination.totalCount} items`);

    // Compact: four cards a row at 1280 px (md), so twenty parts take five rows, not one row per category.
    expect(await cardsInFirstRow(page)).toBe(4);
    expect(await pageHeight(page)).toBeLessThan(6500 / 2);

    // A chip narrows the grid to its category, as a new history entry.
    const category = all.summary.categories.find((c) => c.count < all.pagination.totalCount)!;
    const ofCategory = await filterAnswer(page, vehicle, { categoryId: category.id });
    await chips.filter({ hasText: `${category.name} (${category.count})` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${category.id}(&|$)`));
    await expect(cards).toHaveCount(Math.min(20, category.count));
    const shown = await cards.evaluateAll((list) => list.map((card) => Number(card.getAttribute('data-product-id'))));
    expect(shown).toEqual(ofCategory.data.slice(0, 20).map((part) => part.id));
    // The chips keep every category's count while one is chosen.
    await expect(chips).toHaveCount(all.summary.categories.length + 1);

    // Back: every part again.
    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
    await expect(cards).toHaveCount(20);

    // Show more adds the next page's cards below, and the address keeps it: a reload shows as many.
    await page.getByRole('button', { name: 'Show more' }).click();
    const twoPages = Math.min(40, all.pagination.totalCount);
    await expect(cards).toHaveCount(twoPages);
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    expect(await cards.nth(20).getAttribute('data-product-id')).toBe(String(all.data[20]!.id));
    await page.reload();
    await expect(cards).toHaveCount(twoPages);
  });

  test('the accessories page is a grid a page at a time, in Khmer', async ({ page }) => {
    const response = await page.request.post('/api/frontend/dashboard/accessory/part', { data: { size: 20 } });
    const total = ((await response.json()) as { pagination: { totalCount: number } }).pagination.totalCount;
    expect(total, 'the demo shop has more than two pages of accessories').toBeGreaterThan(40);
    await page.goto('/kh/accessories?show-summary=true');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(20);
    expect(await cardsInFirstRow(page)).toBe(4);
    expect(await pageHeight(page)).toBeLessThan(9300 / 3);
    await page.getByRole('button', { name: 'បង្ហាញបន្ថែម' }).click();
    await expect(cards).toHaveCount(40);
    await expect(page.getByTestId('listing-range')).toHaveText(`40 / ${total} មុខ`);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the listing pages have no sideways scroll, the chips scroll in their own row, and the grid has two columns', async ({
    page,
  }) => {
    const vehicle = await findVehicle(page.request, 'Toyota', 'Camry', 2015);
    for (const path of [
      `/kh/filter?year=${vehicle.year.id}&brand=${vehicle.brand.id}&model=${vehicle.model.id}&show-summary=true`,
      '/kh/accessories?show-summary=true',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('product-card')).toHaveCount(20);
      await expect(page.getByTestId('category-filter')).toBeVisible();
      expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
      expect(await cardsInFirstRow(page), path).toBe(2);
    }
  });
});
