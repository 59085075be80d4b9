import { expect, test, type Page } from './support/test.ts';
import { E2E_TELEGRAM_BOT_TOKEN } from './support/compose.ts';
import { call, type Offer } from './support/shop-api.ts';
import { launchHash, signedInitData, TELEGRAM_SCRIPT_URL, telegramStandInScript } from './support/telegram-stand-in.ts';

// The storefront as a Telegram Mini App (issue 39 §3). Telegram's script is replaced by a stand-in (served for
// telegram.org's address) that reads the signed launch data from the hash as the real one does and draws Telegram's
// main and back buttons as page elements. Opened from the bot, the shop signs the Telegram user in silently, takes
// Telegram's colours, adds a part to the cart with the main button, goes to checkout and places the order with it.

interface PartSummary {
  id: number;
  stockId: number | null;
  quantity: number;
}

const THEME = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
};

async function partWithStock(page: Page): Promise<number> {
  const parts = await call<PartSummary[]>(page.request, 'POST', '/api/frontend/dashboard/part', {
    data: { size: 100 },
  });
  for (const part of [...parts].sort((a, b) => b.quantity - a.quantity)) {
    if (part.stockId === null) continue;
    const detail = await call<{ offers: Offer[] }>(page.request, 'GET', `/api/frontend/part/${part.id}`);
    if (detail.offers.some((offer) => offer.stockId === part.stockId && offer.quantity >= 3)) return part.id;
  }
  throw new Error('the demo shop has no part with 3 units in one store');
}

test("opened from the bot, the shop signs in silently and orders through Telegram's main button", async ({ page }) => {
  const partId = await partWithStock(page);
  const telegramId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData(
    { id: telegramId, first_name: 'Bopha', last_name: 'Meas', language_code: 'en', allows_write_to_pm: false },
    E2E_TELEGRAM_BOT_TOKEN,
  );
  let scriptLoads = 0;
  await page.route(TELEGRAM_SCRIPT_URL, (route) => {
    scriptLoads += 1;
    return route.fulfill({ contentType: 'application/javascript', body: telegramStandInScript });
  });

  await page.goto(`/en/part/${partId}${launchHash(initData, THEME)}`);

  // Signed in silently: the header's user menu shows the Telegram user's initials, with no sign-in page shown.
  await expect(page.getByRole('button', { name: /User menu$/ }).filter({ visible: true })).toContainText('BM');
  expect(scriptLoads, "Telegram's script is loaded once, inside Telegram only").toBe(1);
  // Telegram's colours: the page's background and the filled buttons follow the theme.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(23, 33, 43)');
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toHaveCSS(
    'background-color',
    'rgb(82, 136, 193)',
  );

  // A new Telegram shopper has no address yet: one is saved, as the account page would.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const me = await call<{ name: string; socialProviders: string[] }>(page.request, 'GET', '/auth/me', {
    token: token!,
  });
  expect(me).toMatchObject({ name: 'Bopha Meas', socialProviders: ['TELEGRAM'] });
  const provinces = await call<{ id: number }[]>(page.request, 'GET', '/api/frontend/location');
  await call(page.request, 'POST', '/api/frontend/user-location', {
    token: token!,
    data: { locationId: provinces[0]!.id, label: 'Home', address: 'Street 271', isDefault: true },
  });
  // Loaded again in the same Telegram tab without the launch data in the address: still the Mini App, signed in.
  await page.goto(page.url().split('#')[0]!);
  await expect(page.getByRole('button', { name: /User menu$/ }).filter({ visible: true })).toContainText('BM');

  const mainButton = page.getByTestId('telegram-main-button');
  await expect(mainButton).toHaveText('Add to cart');
  await expect(mainButton).toBeEnabled();
  await mainButton.click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveText('1');

  // The back button appears once there is somewhere to go back to.
  const backButton = page.getByTestId('telegram-back-button');
  await expect(backButton).toBeHidden();
  await page.getByRole('link', { name: 'Cart', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(backButton).toBeVisible();
  await expect(mainButton).toHaveText('Go to checkout');
  await mainButton.click();
  await expect(page).toHaveURL(/\/en\/checkout$/);

  await expect(page.getByTestId('checkout-location-option').first()).toBeChecked();
  await page
    .getByRole('radio', { name: /Cash on delivery/ })
    .first()
    .check();
  await expect(mainButton).toHaveText('Place order');
  await expect(mainButton).toBeEnabled();
  await mainButton.click();
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout\/done\/\d+$/);
  // The order page has no main action: Telegram's main button is gone.
  await expect(mainButton).toBeHidden();

  // Telegram's back button goes back in the shop.
  await backButton.click();
  await expect(page).not.toHaveURL(/\/checkout\/done\//);
});

test("a browser outside Telegram never loads Telegram's script", async ({ page }) => {
  let scriptLoads = 0;
  await page.route(TELEGRAM_SCRIPT_URL, (route) => {
    scriptLoads += 1;
    return route.fulfill({ contentType: 'application/javascript', body: telegramStandInScript });
  });
  await page.goto('/en');
  await expect(page.locator('[data-remote="mfe-catalog"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scriptLoads).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-telegram-mini-app');
});
