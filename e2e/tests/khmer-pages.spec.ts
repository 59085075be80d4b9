import { expect, test, type Page } from './support/test.ts';
import { call, registerShopper } from './support/shop-api.ts';

// Everything a person reads is in their language, data included (decisions.md). A shopper's main pages at /kh are
// read whole and every Latin-letter word is listed; only names that stay in Latin are allowed: brands and makers,
// part numbers, currency and payment-scheme names, and what the shopper typed themselves (their name and address).

interface PartOffer {
  id: number;
  name: string;
  stockId: number | null;
  quantity: number;
  partNumber?: string;
}

/**
 * Written in Latin letters in Khmer too: currency and payment-scheme names, units (45Ah, mm), the technical
 * abbreviations part names keep (CV joint), and the language switch's "EN" (the way back to English).
 */
const ALWAYS_ALLOWED = ['KHQR', 'USD', 'KHR', 'ABA', 'Bakong', 'OEM', 'km', 'kg', 'mm', 'cm', 'Ah', 'CV', 'EN'];

/** The Latin words a page shows, less the allowed ones (compared without case). */
async function englishOn(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const words = text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
  return [...new Set(words)].filter((word) => !allowed.has(word.toLowerCase()));
}

test('the shopper’s main pages in Khmer show no English words', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'Sokha');
  const brands = await call<{ name: string }[]>(request, 'GET', '/api/frontend/brand');
  const makers = await call<{ name: string }[]>(request, 'GET', '/api/frontend/brand-item?size=100');
  const popular = await call<PartOffer[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  const part = popular.find((candidate) => candidate.stockId && candidate.quantity >= 2)!;
  expect(part, 'the demo shop has a part in stock').toBeTruthy();
  const allowed = new Set(
    [
      ...ALWAYS_ALLOWED,
      ...brands.map((brand) => brand.name),
      ...makers.map((maker) => maker.name),
      ...popular.flatMap((offer) => (offer.partNumber ?? '').split(/[^A-Za-z]+/)),
      // What the shopper typed stays as typed.
      'Sokha',
      'Home',
      'Street',
      'Toul',
      'Kork',
    ]
      .flatMap((name) => name.split(/[^A-Za-z'’-]+/))
      .filter(Boolean)
      .map((word) => word.toLowerCase()),
  );

  await page.goto('/en/sign-in');
  await page.getByLabel('Email or phone').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);

  await call(request, 'POST', '/api/frontend/cart', {
    token: shopper.token,
    data: { stockId: part.stockId, quantity: 1 },
  });
  const found: Record<string, string[]> = {};
  const read = async (path: string, ready: string) => {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    found[path] = await englishOn(page, allowed);
  };
  await read('/kh', 'product-card');
  await read(`/kh/part/${part.id}`, 'part-name');
  await read('/kh/cart', 'cart-total');
  await read('/kh/checkout', 'checkout-payment-option');
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });
  await read(`/kh/orders/${order.id}`, 'order-detail');
  await read('/kh/orders', 'order-row');
  const pages = Object.keys(found).length;
  const words = Object.values(found).flat().length;
  console.log(`khmer-pages: read ${pages} pages, ${words} English word(s) left`, JSON.stringify(found));
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
});
