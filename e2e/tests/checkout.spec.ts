import { expect, test, type APIRequestContext } from './support/test.ts';
import { demoCustomer } from '../../api/src/seeders/demo-accounts.ts';

// The shopper's orders slice (issue 5) on the composed app: the demo customer adds a part from its page,
// changes the quantity in the cart and places the order in cash to a saved location. The setup reads the
// part and the amounts from the API and empties the customer's cart first, so it does not depend on what
// other specs left behind.

interface Offer {
  stockId: number;
  price: string;
  quantity: number;
}
interface PartSummary {
  id: number;
  itemId: number;
  stockId: number | null;
  quantity: number;
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  data?: object,
): Promise<T> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const response = await request.fetch(url, { method, headers, data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Dollars as the shop writes them: "$25" for a whole amount, "$12.50" otherwise, thousands separated. */
function dollars(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return cents % 100 === 0 ? `$${whole}` : `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
const toCents = (amount: string) => Math.round(Number(amount) * 100);

/** A part whose add-to-cart stock has enough units for this test, with that stock's price. */
async function partWithStock(request: APIRequestContext): Promise<{ id: number; itemId: number; price: string }> {
  const { data } = await call<{ data: PartSummary[] }>(request, 'POST', '/api/frontend/dashboard/part', undefined, {
    size: 100,
  });
  // The best-stocked parts first, so this order takes the least from what other specs look at.
  for (const part of [...data].sort((a, b) => b.quantity - a.quantity)) {
    if (part.stockId === null) continue;
    const detail = await call<{ data: { offers: Offer[] } }>(request, 'GET', `/api/frontend/part/${part.id}`);
    const offer = detail.data.offers.find((o) => o.stockId === part.stockId);
    if (offer && offer.quantity >= 5) return { id: part.id, itemId: part.itemId, price: offer.price };
  }
  throw new Error('the demo shop has no part with 5 units in one store');
}

/**
 * Signs the demo customer in through the API; empties the cart, makes sure a saved location exists and that
 * the part's item is not a favourite yet.
 */
async function prepareCustomer(request: APIRequestContext, itemId: number): Promise<void> {
  const { data: login } = await call<{ data: { token: string } }>(request, 'POST', '/auth/login', undefined, {
    username: demoCustomer.email,
    password: demoCustomer.password,
  });
  const token = login.token;
  const { data: cart } = await call<{ data: { lines: { id: number }[] } }>(request, 'GET', '/api/frontend/cart', token);
  for (const line of cart.lines) await call(request, 'DELETE', `/api/frontend/cart/${line.id}`, token);
  const { data: favorites } = await call<{ data: { item: { itemId: number } }[] }>(
    request,
    'GET',
    '/api/frontend/favorite?size=100',
    token,
  );
  if (favorites.some((favorite) => favorite.item.itemId === itemId))
    await call(request, 'POST', '/api/frontend/favorite', token, { itemId });
  const { data: saved } = await call<{ data: unknown[] }>(request, 'GET', '/api/frontend/user-location', token);
  if (saved.length === 0) {
    const { data: provinces } = await call<{ data: { id: number }[] }>(request, 'GET', '/api/frontend/location');
    await call(request, 'POST', '/api/frontend/user-location', token, {
      locationId: provinces[0]!.id,
      label: 'Checkout test',
      address: 'Street 63, Boeung Keng Kang',
      isDefault: true,
    });
  }
}

test('the demo customer keeps a part as a favourite, adds it to the cart, changes the quantity and places a cash order', async ({
  page,
  request,
}) => {
  const part = await partWithStock(request);
  await prepareCustomer(request, part.itemId);

  await page.goto('/en/sign-in');
  await page.getByLabel('Email or phone').fill(demoCustomer.email);
  await page.getByLabel('Password').fill(demoCustomer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  // The header has the count twice (the bar and the phone menu); the one on screen is the one to read.
  const cartCount = page.getByTestId('cart-count').filter({ visible: true });
  await expect(cartCount).toHaveText('0');

  await page.goto(`/en/part/${part.id}`);
  const heart = page
    .getByRole('button', { name: /^(Add to|Remove from) favorites$/ })
    .and(page.locator(`[data-item-id="${part.itemId}"]`))
    .first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await expect(cartCount).toHaveText('1');

  await page.getByRole('link', { name: 'Cart', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  const line = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(page.getByTestId('cart-total-usd')).toHaveText(dollars(toCents(part.price)));
  await line.getByRole('button', { name: 'One more' }).click();
  await expect(line.getByRole('textbox', { name: /^Quantity of / })).toHaveValue('2');
  await expect(page.getByTestId('cart-total-usd')).toHaveText(dollars(2 * toCents(part.price)));
  await expect(page.getByTestId('cart-total-khr')).toHaveText(/^៛[\d,]+$/);

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  // The default saved location is already chosen; pay in cash.
  await expect(page.getByTestId('checkout-location-option').first()).toBeChecked();
  await page
    .getByRole('radio', { name: /Cash on delivery/ })
    .first()
    .check();
  await expect(page.getByTestId('checkout-total-usd')).toHaveText(dollars(2 * toCents(part.price)));
  await page.getByRole('button', { name: 'Place order' }).click();

  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout\/done\/\d+$/);
  await expect(confirmation.getByTestId('order-status')).toHaveAttribute('data-status', 'PENDING');
  await expect(confirmation.getByTestId('order-status')).toHaveText('Pending');
  await expect(confirmation.getByTestId('order-total-usd')).toHaveText(dollars(2 * toCents(part.price)));
  await expect(cartCount).toHaveText('0');
  const orderId = await confirmation.getAttribute('data-order-id');
  await expect(confirmation.getByRole('link', { name: 'View the order' })).toHaveAttribute(
    'href',
    `/en/orders/${orderId}`,
  );
});
