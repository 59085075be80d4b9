import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { call, registerShopper } from './support/shop-api.ts';

// The shop installed and offline (issue 39 §1; docs/storefront.md, "Installable and offline"): the service worker
// keeps a visited part page, which then opens offline with the banner in the page's language, and an add to cart
// pressed offline (a shopper's or a signed-out visitor's) waits in the cart and is sent once when the browser is back
// online, with the shop's reason when it is refused. The suite blocks service workers; these specs allow
// them (localhost may run one without TLS).
test.use({ serviceWorkers: 'allow' });

interface PopularPart {
  id: number;
  stockId: number | null;
  quantity: number;
}

async function partInStock(page: Page): Promise<PopularPart> {
  const parts = await call<PopularPart[]>(page.request, 'GET', '/api/frontend/part/popular?size=50');
  const part = parts.find((candidate) => candidate.stockId && candidate.quantity >= 3);
  if (!part) throw new Error('the demo shop has no popular part in stock');
  return part;
}

/** The worker installed and this visit kept (offline-support.ts sets the mark). */
async function visitKept(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 45_000 });
}

/**
 * Offline for the page and for its service worker: Chromium's offline switch covers the page, and the worker's own
 * requests are refused here too (Playwright routes them when service workers are allowed).
 */
async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) {
    await context.route('**/*', (route) =>
      route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
    );
  } else {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  }
  await context.setOffline(offline);
}

/** True when the page cannot reach the API for an answer no cache holds. */
const apiUnreachable = (page: Page) =>
  page.evaluate(() =>
    fetch(`/api/frontend/part/popular?size=1&unseen=${Date.now()}`).then(
      () => false,
      () => true,
    ),
  );

test('a part page seen once opens offline with the offline banner, in English and in Khmer', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const part = await partInStock(page);

  // The part's name as the app draws it (not the first view the server wrote into the page).
  const name = page.getByTestId('part-name');
  await page.goto(`/kh/part/${part.id}`);
  await expect(name).toBeVisible();
  const khmerName = (await name.textContent()) ?? '';
  await visitKept(page);
  await page.goto(`/en/part/${part.id}`);
  await expect(name).toBeVisible();
  const englishName = (await name.textContent()) ?? '';
  await expect(page.getByTestId('add-to-cart').first()).toBeVisible();

  await setOffline(context, true);
  expect(await apiUnreachable(page), 'the API is out of reach').toBe(true);

  await page.reload();
  await expect(name).toHaveText(englishName);
  await expect(page.getByTestId('add-to-cart').first()).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('You are offline');

  await page.goto(`/kh/part/${part.id}`);
  await expect(name).toHaveText(khmerName);
  await expect(banner).toContainText('អ្នកគ្មានអ៊ីនធឺណិតទេ');
  await expect(banner).not.toContainText('offline');

  await setOffline(context, false);
  await expect(banner).toHaveCount(0);
});

/** A stock no shop sells (removed while the add waited): the shop refuses it once sent. */
const GONE_STOCK_ID = 2_147_483_000;

/** Adds to the adds kept in the page's browser one for a stock that is gone meanwhile, named as the cart names it. */
const keepGoneAdd = (page: Page, userId: number | null) =>
  page.evaluate(
    ({ stockId, userId }) => {
      const kept = JSON.parse(localStorage.getItem('offline-cart-adds') ?? '[]') as unknown[];
      kept.push({ id: `gone-${Date.now()}`, userId, body: { stockId }, name: 'Gone part' });
      localStorage.setItem('offline-cart-adds', JSON.stringify(kept));
    },
    { stockId: GONE_STOCK_ID, userId },
  );

interface CartLines {
  count: number;
  lines: { stockId: number; quantity: number }[];
}

test("a shopper's add to cart pressed offline waits in the cart, in English and Khmer, and is sent once when back online, through a reload and with two tabs", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const part = await partInStock(page);
  const shopper = await registerShopper(page.request, 'Offline Shopper');
  await page.addInitScript((token) => window.localStorage.setItem('token', token), shopper.token);
  const cartOf = () => call<CartLines>(page.request, 'GET', '/api/frontend/cart', { token: shopper.token });

  await page.goto(`/en/part/${part.id}`);
  const name = page.getByTestId('part-name');
  await expect(name).toBeVisible();
  const englishName = (await name.textContent()) ?? '';
  await visitKept(page);
  // The cart seen once in each language, so that it opens offline.
  for (const locale of ['en', 'kh']) {
    await page.goto(`/${locale}/cart`);
    await expect(page.getByTestId('cart-empty')).toBeVisible({ timeout: 45_000 });
  }
  await page.goto(`/en/part/${part.id}`);
  await expect(page.locator('[data-testid="add-to-cart"]:not([data-stand-in])').first()).toBeVisible();
  const count = page.getByRole('banner').getByTestId('cart-count');

  await setOffline(context, true);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByText('Kept for your cart').first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  expect((await cartOf()).count, 'nothing reached the cart while offline').toBe(0);
  await keepGoneAdd(page, shopper.id);

  const waiting = page.getByTestId('cart-waiting');
  await page.goto('/kh/cart');
  await expect(waiting).toContainText('កំពុងរង់ចាំបន្ថែមទៅកន្ត្រក');
  await expect(waiting.getByTestId('cart-waiting-line')).toHaveCount(2);
  await page.goto('/en/cart');
  await expect(waiting).toContainText('Waiting to be added');
  await expect(waiting.getByTestId('cart-waiting-line').first()).toContainText(`${englishName} × 1`);
  await expect(waiting.getByTestId('cart-waiting-line').last()).toContainText('Gone part × 1');

  // Back online, the first add reaches the shop but its answer never comes back: the page is reloaded meanwhile.
  let reached!: () => void;
  const addReached = new Promise<void>((resolve) => (reached = resolve));
  let held = false;
  await page.route('**/api/frontend/cart', async (route) => {
    if (route.request().method() !== 'POST' || held) return route.fallback();
    held = true;
    await route.fetch();
    reached();
    // Never answered: the reload below drops it.
  });
  await setOffline(context, false);
  await addReached;
  expect((await cartOf()).lines).toEqual([expect.objectContaining({ stockId: part.stockId, quantity: 1 })]);
  expect(await page.evaluate(() => localStorage.getItem('offline-cart-adds')), 'still kept').not.toBeNull();
  await page.reload();
  // Sent again after the reload, with the same id: the shop adds it once.
  await expect(page.getByText('The item you added offline is in your cart now.').first()).toBeVisible();
  await expect(
    page.getByText('Gone part, added while you were offline: This was not found. It may have been removed.').first(),
  ).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId('cart-line-name')).toHaveText([englishName]);
  await expect(count).toHaveText('1');
  expect((await cartOf()).lines).toEqual([expect.objectContaining({ stockId: part.stockId, quantity: 1 })]);
  expect(await page.evaluate(() => localStorage.getItem('offline-cart-adds'))).toBeNull();

  // Two tabs open when the browser is back online: both hear it, the add is sent once.
  await page.goto(`/en/part/${part.id}`);
  await expect(page.locator('[data-testid="add-to-cart"]:not([data-stand-in])').first()).toBeVisible();
  const second = await context.newPage();
  await second.goto(`/en/part/${part.id}`);
  await expect(second.getByTestId('part-name')).toBeVisible();
  await setOffline(context, true);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByText('Kept for your cart').first()).toBeVisible();
  await setOffline(context, false);
  await expect.poll(async () => (await cartOf()).lines.map((line) => line.quantity), { timeout: 20_000 }).toEqual([2]);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('offline-cart-adds')), { timeout: 20_000 })
    .toBeNull();
  // Given the other tab time to send too, had it not waited its turn.
  await page.waitForTimeout(3_000);
  expect((await cartOf()).lines.map((line) => line.quantity)).toEqual([2]);
});

test("a signed-out visitor's add pressed offline waits in the cart and goes into the browser's cart when back online; a stock gone meanwhile is told", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const part = await partInStock(page);

  await page.goto(`/en/part/${part.id}`);
  const name = page.getByTestId('part-name');
  await expect(name).toBeVisible();
  const englishName = (await name.textContent()) ?? '';
  await visitKept(page);
  await page.goto('/en/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible({ timeout: 45_000 });
  await page.goto(`/en/part/${part.id}`);
  // The stand-in, never touched online: the real button comes from what the worker kept.
  await expect(page.getByTestId('add-to-cart').first()).toHaveAttribute('data-stand-in', '');

  await setOffline(context, true);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByText('Kept for your cart').first()).toBeVisible();
  await keepGoneAdd(page, null);

  const waiting = page.getByTestId('cart-waiting');
  await page.goto('/en/cart');
  await expect(waiting.getByTestId('cart-waiting-line')).toHaveCount(2);
  await expect(waiting.getByTestId('cart-waiting-line').first()).toContainText(`${englishName} × 1`);

  await setOffline(context, false);
  await expect(page.getByText('The item you added offline is in your cart now.').first()).toBeVisible();
  await expect(
    page.getByText('Gone part, added while you were offline: The shop no longer sells it.').first(),
  ).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId('cart-line-name')).toHaveText([englishName]);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('guest-shopping') ?? '{}') as unknown);
  expect(kept).toMatchObject({ state: { lines: [{ stockId: part.stockId, quantity: 1 }] } });
});
