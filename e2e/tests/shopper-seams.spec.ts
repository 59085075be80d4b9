import { expect, test, type Page } from './support/test.ts';
import { call, moveOrder, placeOrder, registerShopper, signInToken, type Shopper } from './support/shop-api.ts';

// The seams of the shopper's path (issue 35 §3), in Chromium: from checkout to adding a first location and back, a
// paid order's lines on a 390 px phone (cards, nothing sideways, the cart in the header), and the home page's brand
// tiles in both languages.

interface PartOffer {
  id: number;
  stockId: number | null;
  quantity: number;
}

const phone = { width: 390, height: 844 };

/** A part of the demo shop with at least `quantity` units in stock. */
async function partInStock(request: Parameters<typeof call>[0], quantity = 2): Promise<PartOffer> {
  const popular = await call<PartOffer[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  const part = popular.find((candidate) => candidate.stockId && candidate.quantity >= quantity);
  if (!part) throw new Error('the demo shop has no part in stock');
  return part;
}

async function signIn(page: Page, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  await page.goto('/en/sign-in');
  await page.getByLabel('Email or phone').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
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

test('a new shopper sent from checkout to add a location comes back to checkout with it chosen', async ({
  page,
  request,
}) => {
  const email = `seams-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Seams-path-2026';
  const { token } = await call<{ token: string }>(request, 'POST', '/auth/register', {
    data: { type: 'CUSTOMER', name: 'Dara', email, password },
  });
  const part = await partInStock(request, 1);
  await call(request, 'POST', '/api/frontend/cart', { token, data: { stockId: part.stockId, quantity: 1 } });
  await signIn(page, { email, password });

  await page.goto('/en/checkout');
  const notice = page.getByRole('alert').filter({ hasText: 'You have no saved location yet.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await notice.getByRole('link', { name: 'Add a location' }).click();

  // The form is open at once; saving it goes back.
  await expect(page.getByText('Once the location is saved, you go back to the page you came from.')).toBeVisible();
  const form = page.getByRole('form', { name: 'New location' });
  await form.getByLabel('Label').fill('Home');
  await form.getByLabel('Province').selectOption({ index: 1 });
  await form.getByLabel('Address').fill('Street 271');
  await form.getByRole('button', { name: 'Save location' }).click();

  await expect(page).toHaveURL(/\/en\/checkout\?location=\d+$/);
  const option = page.getByTestId('checkout-location-option');
  await expect(option).toHaveCount(1);
  await expect(option).toBeChecked();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: phone });

  test("a paid order's lines are cards saying Paid, nothing scrolls sideways, and the cart is in the header", async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, 'Sokha');
    const part = await partInStock(request, 2);
    const orderId = await placeOrder(request, shopper, [part.stockId!]);
    await signIn(page, shopper);

    // A pending order first: its line can still be cancelled, from the card.
    await page.goto(`/en/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Order lines' })).toHaveCount(0);
    const card = page.getByRole('list', { name: 'Order lines' }).getByRole('listitem').first();
    await expect(card.getByTestId('line-status')).toHaveText('Pending');
    for (const part of [
      card.getByTestId('line-amount'),
      card.getByTestId('line-status'),
      card.getByRole('button', { name: /^Cancel the line / }),
    ]) {
      // Scrolled to (downwards, as a thumb does), each is on screen and wholly between the screen's sides.
      await part.scrollIntoViewIfNeeded();
      await expect(part).toBeInViewport();
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    }
    expect(await elementsWiderThanViewport(page)).toEqual([]);

    // The cart in the header, one tap from the page, with the count of the shopper's cart (empty since ordering).
    const cart = page.getByRole('banner').getByTestId('header-cart');
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('data-count', '0');

    // The shop is paid: the line follows the order.
    const admin = await signInToken(request, 'admin@parts.demo', 'Admin-1234');
    for (const move of ['accepted', 'processing', 'delivered', 'paid'] as const)
      await moveOrder(request, admin, orderId, move);
    await page.reload();
    await expect(card.getByTestId('line-status')).toHaveText('Paid');
    await expect(page.getByText('Open', { exact: true })).toHaveCount(0);

    await cart.click();
    await expect(page).toHaveURL(/\/en\/cart$/);
  });

  test('the header cart counts what is put in the cart, signed out too', async ({ page, request }) => {
    const part = await partInStock(request, 1);
    await page.goto(`/en/part/${part.id}`);
    const cart = page.getByRole('banner').getByTestId('header-cart');
    await expect(cart).toHaveAttribute('data-count', '0');
    await page
      .getByTestId('offer')
      .first()
      .getByRole('button', { name: /Add to cart/ })
      .click();
    await expect(cart).toHaveAttribute('data-count', '1');
    await expect(cart).toHaveAccessibleName('1 item in the cart');
  });
});

for (const locale of ['en', 'kh'] as const) {
  test(`every brand tile on the home page has a logo or a drawn monogram, and tiles in a row are one height (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${locale}`);
    const tiles = page.getByTestId('brand-card');
    await expect(tiles.first()).toBeVisible();
    const drawn = await tiles.evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const monogram = card.querySelector('[data-testid="brand-monogram"]');
        return {
          top: Math.round(box.top),
          height: Math.round(box.height),
          picture: Boolean(card.querySelector('img')) !== Boolean(monogram),
          letter: monogram?.textContent ?? null,
          name: card.querySelector('[data-testid="brand-name"]')?.textContent ?? '',
        };
      }),
    );
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.filter((tile) => !tile.picture)).toEqual([]);
    const rows = new Map<number, Set<number>>();
    for (const tile of drawn) rows.set(tile.top, (rows.get(tile.top) ?? new Set()).add(tile.height));
    expect([...rows.values()].map((heights) => heights.size)).toEqual([...rows.values()].map(() => 1));
    // A monogram is the first letter of the name the tile shows: the Khmer name on a Khmer page (a brand staff made
    // without one, as other tests do, shows its English name there).
    const monograms = drawn.filter((tile) => tile.letter !== null);
    expect(monograms.map((tile) => tile.letter)).toEqual(
      monograms.map((tile) => Array.from(tile.name.trim())[0]?.toUpperCase()),
    );
    if (locale === 'kh') expect(monograms.some((tile) => /[\u1780-\u17FF]/.test(tile.letter!))).toBe(true);
  });
}
