import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { call, registerShopper } from './support/shop-api.ts';

// The shop installed and offline (issue 39 §1; docs/storefront.md, "Installable and offline"): the service worker
// keeps a visited part page, which then opens offline with the banner in the page's language, and a shopper's add to
// cart pressed offline is sent when the browser is back online. The suite blocks service workers; these specs allow
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

test("a shopper's add to cart pressed offline is kept and sent when the browser is back online", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const part = await partInStock(page);
  const shopper = await registerShopper(page.request, 'Offline Shopper');
  await page.addInitScript((token) => window.localStorage.setItem('token', token), shopper.token);

  await page.goto(`/en/part/${part.id}`);
  await expect(page.getByTestId('part-name')).toBeVisible();
  await visitKept(page);
  const count = page.getByRole('banner').getByTestId('cart-count');

  await setOffline(context, true);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByText('Kept for your cart').first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const kept = await call<{ count: number }>(page.request, 'GET', '/api/frontend/cart', { token: shopper.token });
  expect(kept.count, 'nothing reached the cart while offline').toBe(0);

  await setOffline(context, false);
  await expect(page.getByText('The item you added offline is in your cart now.').first()).toBeVisible();
  await expect(count).toHaveText('1');
  const cart = await call<{ count: number }>(page.request, 'GET', '/api/frontend/cart', { token: shopper.token });
  expect(cart.count).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('offline-cart-adds'))).toBeNull();
});
