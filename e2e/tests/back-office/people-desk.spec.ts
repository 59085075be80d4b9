import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { shopperPage, signedIn, superAdmin } from '../support/back-office.ts';
import { call, registerShopper, signInToken, type Shopper } from '../support/shop-api.ts';

// The people desk (issue 13): the admin approves a waiting dealer from the approval queue, and the dealer's
// cart then shows dealer prices, and so do its part pages and cards, marked "Dealer price" (issue 34 §3); the admin hides a review on the Reviews screen and the storefront's part page
// no longer shows it; and once in Khmer: the queue, the approval and the profile link of the user menu.

interface PartOffer {
  id: number;
  partNumber: string;
  stockId: number | null;
  quantity: number;
  price: string | null;
  priceKind: 'CUSTOMER' | 'DEALER';
}

/** A dealer who registered just now (waiting for approval) with one part in the cart. */
async function waitingDealerWithCart(
  request: APIRequestContext,
  name: string,
): Promise<Shopper & { stockId: number; part: PartOffer }> {
  const email = `dealer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Dealer-2026-pass';
  const { token } = await call<{ token: string }>(request, 'POST', '/auth/register', {
    data: { type: 'DEALER', name, email, password },
  });
  const me = await call<{ id: number }>(request, 'GET', '/auth/me', { token });
  const popular = await call<PartOffer[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  const part = popular.find((offer) => offer.stockId && offer.quantity >= 2);
  if (!part?.stockId) throw new Error('the demo shop has no part in stock');
  await call(request, 'POST', '/api/frontend/cart', { token, data: { stockId: part.stockId, quantity: 1 } });
  return { email, password, name, token, id: me.id, stockId: part.stockId, part };
}

test('the admin approves a waiting dealer in one click, and the dealer then sees dealer prices', async ({
  page,
  request,
  browser,
}) => {
  const dealer = await waitingDealerWithCart(request, `Queue Motors ${Date.now()}`);
  const dealerPage = await shopperPage(browser, dealer);
  await dealerPage.goto('/en/cart');
  await expect(dealerPage.getByTestId('cart-total-usd')).toBeVisible();
  await expect(dealerPage.getByText('Dealer prices apply.')).toHaveCount(0);
  // Waiting for approval: the part page shows the customer price, unmarked.
  await dealerPage.goto(`/en/part/${dealer.part.id}`);
  await expect(dealerPage.getByTestId('part-name')).toBeVisible();
  await expect(dealerPage.getByTestId('price-usd').first()).toBeVisible();
  await expect(dealerPage.getByTestId('dealer-price')).toHaveCount(0);

  await signedIn(page, request, superAdmin);
  await page.goto('/en/admin/users');
  await expect(page.getByRole('heading', { name: 'Customers and dealers' })).toBeVisible();
  await page.getByTestId('dealer-queue-link').click();
  await expect(page).toHaveURL(/\/en\/admin\/dealers$/);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(dealer.email);
  await expect(page.getByTestId(`person-${dealer.id}`)).toHaveText(dealer.name);
  await page.getByTestId(`approve-${dealer.id}`).click();
  await expect(page.getByText(`${dealer.name} is approved as a dealer and was notified`)).toBeVisible();
  // Approved: the dealer leaves the queue.
  await expect(page.getByTestId(`person-${dealer.id}`)).toHaveCount(0);

  // The dealer: notified, and the cart is at dealer prices on the next load.
  const news = await call<{ kind: string }[]>(request, 'GET', '/api/frontend/notification/new', {
    token: dealer.token,
  });
  expect(news.map((note) => note.kind)).toContain('DEALER_APPROVED');
  const cart = await call<{ total: string; dealerPricing: boolean }>(request, 'GET', '/api/frontend/cart', {
    token: dealer.token,
  });
  expect(cart.dealerPricing).toBe(true);
  await dealerPage.goto('/en/cart');
  await expect(dealerPage.getByText('Dealer prices apply.')).toBeVisible();
  await expect
    .poll(async () => Number((await dealerPage.getByTestId('cart-total-usd').textContent())!.replace(/[$,]/g, '')))
    .toBe(Number(cart.total));

  // Everywhere a price shows, the dealer's is marked: the part page (its price and its offers) and a search card,
  // in English and in Khmer; the figure is the dealer price the API answers the dealer.
  const asDealer = await call<PartOffer>(request, 'GET', `/api/frontend/part/${dealer.part.id}`, {
    token: dealer.token,
  });
  expect(asDealer.priceKind).toBe('DEALER');
  const usd = `$${Number(asDealer.price).toFixed(2)}`;
  for (const [locale, mark] of [
    ['en', 'Dealer price'],
    ['kh', 'តម្លៃឈ្មួញ'],
  ] as const) {
    await dealerPage.goto(`/${locale}/part/${dealer.part.id}`);
    await expect(dealerPage.getByTestId('dealer-price').first()).toHaveText(mark);
    await expect(dealerPage.getByTestId('price-usd').first()).toHaveText(usd);
    await expect(dealerPage.getByTestId('offer').first().getByTestId('dealer-price')).toHaveText(mark);
    await dealerPage.goto(`/${locale}/search?q=${encodeURIComponent(dealer.part.partNumber)}`);
    const card = dealerPage.locator(`[data-testid="product-card"][data-product-id="${dealer.part.id}"]`);
    await expect(card.getByTestId('dealer-price')).toHaveText(mark);
    await expect(card.getByTestId('price-usd')).toHaveText(usd);
  }
  await dealerPage.context().close();

  // A visitor reads the same pages right after: the customer price, unmarked (no cache hands over the dealer's).
  const visitor = await browser.newPage();
  await visitor.goto(`/en/search?q=${encodeURIComponent(dealer.part.partNumber)}`);
  const visitorCard = visitor.locator(`[data-testid="product-card"][data-product-id="${dealer.part.id}"]`);
  await expect(visitorCard.getByTestId('price-usd')).toHaveText(`$${Number(dealer.part.price).toFixed(2)}`);
  await expect(visitor.getByTestId('dealer-price')).toHaveCount(0);
  await visitor.context().close();

  // The people screen finds the dealer by e-mail, now approved.
  await page.goto(`/en/admin/users?search=${encodeURIComponent(dealer.email)}`);
  await expect(page.getByTestId(`person-${dealer.id}`)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByTestId(`person-${dealer.id}`) });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
});

test('the admin hides a review with a reason, and the storefront no longer shows it', async ({ page, request }) => {
  // A shopper receives a part and reviews it (through the API: the order journey has its own spec).
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const email = `reviewer-${Date.now()}@example.com`;
  const { token } = await call<{ token: string }>(request, 'POST', '/auth/register', {
    data: { type: 'CUSTOMER', name: 'Rude Reviewer', email, password: 'Review-2026-pass' },
  });
  const provinces = await call<{ id: number }[]>(request, 'GET', '/api/frontend/location');
  await call(request, 'POST', '/api/frontend/user-location', {
    token,
    data: {
      locationId: provinces[0]!.id,
      label: 'Home',
      address: 'Street 1',
      recipientName: 'Rude Reviewer',
      phone: '012345678',
      isDefault: true,
    },
  });
  const popular = await call<PartOffer[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  const part = popular.find((offer) => offer.stockId && offer.quantity >= 2)!;
  await call(request, 'POST', '/api/frontend/cart', { token, data: { stockId: part.stockId, quantity: 1 } });
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });
  for (const move of ['accepted', 'processing', 'delivered'])
    await call(request, 'PUT', `/api/backend/order/${move}/${order.id}`, { token: adminToken, data: {} });
  const word = `rubbish${Date.now()}`;
  const review = await call<{ id: number }>(request, 'POST', '/api/frontend/review/stock', {
    token,
    data: { stockId: part.stockId, rating: 1, comment: `Total ${word}, avoid` },
  });

  await page.goto(`/en/part/${part.id}`);
  await expect(page.getByTestId('reviews')).toContainText(word);

  await signedIn(page, request, superAdmin);
  await page.goto('/en/admin/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(word);
  await expect(page.getByTestId(`review-${review.id}`)).toContainText(word);
  await page.getByTestId(`toggle-review-${review.id}`).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('Abusive wording');
  await confirm.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('The review is hidden')).toBeVisible();
  await expect(page.getByTestId(`toggle-review-${review.id}`)).toHaveText('Show');

  // A new page load of the storefront: the review is gone.
  await page.goto(`/en/part/${part.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(word)).toHaveCount(0);
  const history = await call<{ changes: { field: string; to: unknown }[] }[]>(
    request,
    'GET',
    `/api/backend/audit/review/${review.id}`,
    { token: adminToken },
  );
  expect(history[0]!.changes).toEqual(
    expect.arrayContaining([expect.objectContaining({ field: 'moderationReason', to: 'Abusive wording' })]),
  );
});

test('in Khmer: the approval queue approves a dealer, and the user menu leads to my profile', async ({
  page,
  request,
}) => {
  const dealer = await waitingDealerWithCart(request, `Khmer Motors ${Date.now()}`);
  await signedIn(page, request, superAdmin);
  await page.goto(`/kh/admin/dealers?search=${encodeURIComponent(dealer.email)}`);
  await expect(page.getByRole('heading', { name: 'អ្នកចែកចាយដែលកំពុងរង់ចាំការអនុម័ត' })).toBeVisible();
  await expect(page.getByTestId(`approve-${dealer.id}`)).toHaveText('អនុម័ត');
  await page.getByTestId(`approve-${dealer.id}`).click();
  await expect(page.getByText(`${dealer.name} ត្រូវបានអនុម័តជាអ្នកចែកចាយ ហើយបានទទួលការជូនដំណឹង`)).toBeVisible();

  // The user menu, named by the initials and "User menu" in Khmer.
  await page.getByRole('button', { name: /ម៉ឺនុយអ្នកប្រើ$/ }).click();
  await page.getByRole('menuitem', { name: 'ប្រវត្តិរូបរបស់ខ្ញុំ' }).click();
  await expect(page).toHaveURL(/\/kh\/admin\/profile$/);
  await expect(page.getByRole('heading', { name: 'ប្រវត្តិរូបរបស់ខ្ញុំ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ប្ដូរពាក្យសម្ងាត់' })).toBeVisible();
});

test('a super admin makes a registered account an administrator; an e-mail nobody has is refused in words', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, `Promoted ${Date.now()}`);
  const token = await signedIn(page, request, superAdmin);
  await page.goto('/en/admin/admins');
  await page.getByTestId('add-admin').click();
  const dialog = page.getByRole('dialog');
  const save = dialog.getByTestId('promote-save');
  await expect(save).toBeDisabled();
  await dialog.locator('input[data-field="identifier"]').fill(`nobody-${Date.now()}@example.com`);
  await save.click();
  await expect(dialog.getByRole('alert')).toContainText('No active account has this e-mail or phone.');
  await dialog.locator('input[data-field="identifier"]').fill(shopper.email);
  await save.click();
  await expect(dialog).toHaveCount(0);
  // The administrators' list now holds the account, as an admin.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(shopper.email);
  await expect(page.getByRole('row').filter({ hasText: shopper.name })).toHaveCount(1);
  const [account] = await call<{ type: string }[]>(
    request,
    'GET',
    `/api/backend/user?search=${encodeURIComponent(shopper.email)}`,
    { token },
  );
  expect(account?.type).toBe('ADMIN');
});
