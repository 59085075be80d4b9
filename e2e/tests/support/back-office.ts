// Helpers of the back-office specs: a signed-in page without going through the form each time, a shopper
// with something in the cart, and a placed order to look for.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demoAdmin, demoSupplier } from '../../../api/src/seeders/demo-accounts.ts';
import { call, registerShopper, signInToken, type Shopper } from './shop-api.ts';

export const superAdmin = { username: demoAdmin.email, password: demoAdmin.password };
export const supplier = { username: demoSupplier.email, password: demoSupplier.password };

/** The page carries the account's token from its first request, as after signing in. */
export async function signedIn(
  page: Page,
  request: APIRequestContext,
  account: { username: string; password: string },
): Promise<string> {
  const token = await signInToken(request, account.username, account.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return token;
}

interface PartOffer {
  stockId: number | null;
  quantity: number;
}

/** A new shopper with one part in the cart. */
export async function shopperWithCart(request: APIRequestContext, name: string): Promise<Shopper> {
  const shopper = await registerShopper(request, name);
  const popular = await call<PartOffer[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  const part = popular.find((offer) => offer.stockId && offer.quantity >= 2);
  if (!part?.stockId) throw new Error('the demo shop has no part in stock');
  await call(request, 'POST', '/api/frontend/cart', {
    token: shopper.token,
    data: { stockId: part.stockId, quantity: 1 },
  });
  return shopper;
}

/** A cash order of a new shopper; its number is what staff look for. */
export async function placedOrder(request: APIRequestContext): Promise<number> {
  const shopper = await shopperWithCart(request, 'Palette Order');
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });
  return order.id;
}

/** A second browser for the shopper, with its own storage. */
export async function shopperPage(browser: Browser, shopper: Shopper): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('token', value), shopper.token);
  return page;
}

/** Three capital letters no seeded currency uses (Q is not the first letter of any ISO 4217 code). */
export const freshCurrencyCode = () =>
  `Q${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;

/** The smallest valid PNG (1x1), so the upload is a real image the API reads and resizes. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
