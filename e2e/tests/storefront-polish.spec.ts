import AxeBuilder from '@axe-core/playwright';
import { groupFitments, type FitmentRow } from '../../shared/contracts/src/fitment-ranges.ts';
import { expect, test, type Page } from './support/test.ts';
import { call, registerShopper, signInToken } from './support/shop-api.ts';
import { drawSection } from './support/sections.ts';

// Issue 15's finishing touches, in Chromium: wordless category pictures whose HTML labels are never cut, the
// part page's stores as cards on a phone, the mobile menu, shaped skeletons, the shop's reviews on the home page,
// and what a crawler without JavaScript reads.

interface Offer {
  stockId: number;
}
interface PartDetail {
  id: number;
  name: string;
  nameKh: string | null;
  partNumber: string;
  price: string;
  offers: Offer[];
  fitments: FitmentRow[];
}

/** A part several stores sell (the demo shop has three suppliers) and that fits a vehicle. */
async function partWithStores(request: Parameters<typeof call>[0], stores = 2): Promise<PartDetail> {
  const popular = await call<{ id: number }[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  for (const { id } of popular) {
    const part = await call<PartDetail>(request, 'GET', `/api/frontend/part/${id}`);
    if (part.offers.length >= stores && part.fitments.length > 0) return part;
  }
  throw new Error(`no popular part is sold by ${stores} stores and fits a vehicle`);
}

/** Elements of the page's main part that reach past the viewport's sides: each as the start of its HTML. */
function elementsWiderThanViewport(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

/** On a phone: the part's vehicles as cards, every range there, nothing in their box scrolling sideways. */
async function expectFitmentCards(page: Page, part: PartDetail): Promise<void> {
  const fitments = page.getByTestId('fitment-table');
  await expect(fitments).toHaveAttribute('data-layout', 'cards');
  await expect(fitments.getByTestId('fitment-row')).toHaveCount(groupFitments(part.fitments).length);
  expect(
    await fitments.evaluate(
      (box) =>
        [box, ...box.querySelectorAll('*')].filter((element) => element.scrollWidth > element.clientWidth + 1).length,
    ),
  ).toBe(0);
  expect(await elementsWiderThanViewport(page)).toEqual([]);
}

/** axe-core's serious or critical WCAG 2.x A/AA problems inside one part of the page (as accessibility.spec.ts). */
async function seriousViolationsIn(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Labels cut by their tile or wider than the page: each as its text. */
async function cutLabels(page: Page): Promise<string[]> {
  return page.getByTestId('category-card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const label = card.querySelector<HTMLElement>('[data-testid="category-label"]');
      if (!label) return ['(no label)'];
      const box = label.getBoundingClientRect();
      const tile = card.getBoundingClientRect();
      const cut =
        label.scrollHeight > label.clientHeight + 1 ||
        label.scrollWidth > label.clientWidth + 1 ||
        box.bottom > tile.bottom + 0.5 ||
        box.right > tile.right + 0.5;
      return cut ? [label.textContent ?? ''] : [];
    }),
  );
}

for (const locale of ['en', 'kh'] as const) {
  for (const [size, viewport] of Object.entries({ desktop, phone })) {
    test(`home page category tiles show their whole ${locale} label (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${locale}`);
      await drawSection(page, 'categories');
      await expect(page.getByTestId('category-card').first()).toBeVisible();
      await page.getByTestId('category-card').last().scrollIntoViewIfNeeded();
      expect(await page.getByTestId('category-card').count()).toBeGreaterThan(10);
      expect(await cutLabels(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
}

test('category pictures carry no words', async ({ request }) => {
  const categories = await call<{ image: string | null }[]>(request, 'GET', '/api/frontend/category?size=100');
  expect(categories.length).toBeGreaterThan(10);
  for (const { image } of categories) {
    const svg = await (await request.get(image!)).text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<(text|tspan|textPath|foreignObject)\b/);
  }
});

test('on a phone the part page shows every store as a card with its Add to cart, without sideways scrolling', async ({
  page,
  request,
}) => {
  const part = await partWithStores(request);
  await page.setViewportSize(phone);
  await page.goto(`/en/part/${part.id}`);
  const cards = page.getByTestId('offer-cards').getByTestId('offer');
  await expect(cards).toHaveCount(part.offers.length);
  await expect(page.getByTestId('offers-table')).toHaveCount(0);
  for (const offer of part.offers) {
    const button = page
      .getByTestId('offer-cards')
      .locator(`[data-testid="add-to-cart"][data-stock-id="${offer.stockId}"]`);
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolationsIn(page, '[data-testid="offer-cards"]')).toEqual([]);
  await expectFitmentCards(page, part);

  // A quantity chosen on the card goes into the cart.
  const first = cards.first();
  await first.getByTestId('offer-quantity').fill('2');
  await first.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');

  // Wide again: the tables.
  await page.setViewportSize(desktop);
  await expect(page.getByTestId('offers-table').getByTestId('offer')).toHaveCount(part.offers.length);
  await expect(page.getByTestId('fitment-table')).toHaveAttribute('data-layout', 'table');
});

test('on a phone, in Khmer, the part page reads its stores and its vehicles without sideways scrolling', async ({
  page,
  request,
}) => {
  const part = await partWithStores(request);
  await page.setViewportSize(phone);
  await page.goto(`/kh/part/${part.id}`);
  await expect(page.getByTestId('offer-cards').getByTestId('offer')).toHaveCount(part.offers.length);
  await expectFitmentCards(page, part);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the mobile menu has search, the vehicle, categories, cart, favourites, orders, account and language', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' }).locator('..');
  await expect(menu.getByRole('combobox', { name: 'Search the shop' })).toBeVisible();
  await expect(page.getByTestId('chosen-vehicle-menu')).toBeVisible();
  for (const name of ['Home', 'Cart', 'Favorites', 'Orders'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  // Signed out, the header's Sign in stands for Account on every width.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ខ្មែរ' })).toBeVisible();
  await menu.getByTestId('menu-categories').click();
  const category = await call<{ id: number; name: string }[]>(page.request, 'GET', '/api/frontend/category?size=1');
  await menu.getByRole('link', { name: category[0]!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/category/${category[0]!.id}$`));
});

test('the home page shows the shape of its category tiles until they arrive', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/frontend\/category\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en');
  await drawSection(page, 'categories');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Shop by category' }) });
  await expect(section.getByTestId('category-grid-skeleton')).toBeVisible();
  await expect(section.getByTestId('category-card')).toHaveCount(0);
  release();
  await expect(section.getByTestId('category-card').first()).toBeVisible();
  await expect(section.getByTestId('category-grid-skeleton')).toHaveCount(0);
});

test("the home page lists the shop's reviews the back-office has not hidden, in both languages", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'Sreyleak Chan');
  const comment = `Quick delivery to Toul Kork, review ${Date.now()}`;
  const review = await call<{ id: number }>(request, 'POST', '/api/frontend/review', {
    token: shopper.token,
    data: { rating: 5, comment },
  });
  await page.goto('/en');
  await drawSection(page, 'reviews');
  const section = page.getByTestId('platform-reviews');
  await expect(section.getByRole('heading', { name: 'What shoppers say about us' })).toBeVisible();
  const card = section.getByTestId('platform-review').filter({ hasText: comment });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('review-author')).toHaveText('Sreyleak Chan');
  expect(await seriousViolationsIn(page, '[data-testid="platform-reviews"]')).toEqual([]);
  await page.goto('/kh');
  await drawSection(page, 'reviews');
  await expect(
    page.getByTestId('platform-reviews').getByRole('heading', { name: 'អ្វីដែលអតិថិជននិយាយអំពីយើង' }),
  ).toBeVisible();

  const admin = await signInToken(request, 'admin@parts.demo', 'Admin-1234');
  await call(request, 'PUT', `/api/backend/review/${review.id}/visibility`, {
    token: admin,
    data: { hidden: true, reason: 'end-to-end test' },
  });
  await page.goto('/en');
  await expect(page.getByTestId('featured-popular')).toBeVisible();
  await drawSection(page, 'reviews');
  await expect(page.getByTestId('platform-review').filter({ hasText: comment })).toHaveCount(0);
});

test('a crawler without JavaScript reads a part page’s title, price and Product data, and finds it in the sitemap in both languages', async ({
  request,
}) => {
  const part = await partWithStores(request, 1);
  const html = await (await request.get(`/en/part/${part.id}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`<title>${part.name} ${part.partNumber} | Vehicle Parts Shop</title>`);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const product = ld.find((data) => data['@type'] === 'Product') as
    { name: string; offers: { price: string; priceCurrency: string } } | undefined;
  expect(product, 'schema.org Product').toBeDefined();
  expect(product!.offers).toMatchObject({ priceCurrency: 'USD', price: part.price });

  const index = await (await request.get('/sitemap.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  let listed = '';
  for (const sitemap of sitemaps.filter((path) => path.includes('parts'))) {
    const body = await (await request.get(sitemap)).text();
    if (body.includes(`/en/part/${part.id}<`)) {
      listed = body;
      break;
    }
  }
  expect(listed, `a parts sitemap lists /en/part/${part.id}`).not.toBe('');
  expect(listed).toContain(`/kh/part/${part.id}<`);
  expect(listed).toMatch(new RegExp(`hreflang="km"[^>]*href="[^"]*/kh/part/${part.id}"`));
});
