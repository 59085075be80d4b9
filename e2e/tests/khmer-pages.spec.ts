import { expect, test, type Page } from './support/test.ts';
import { call, findVehicle, moveOrder, registerShopper, signInToken } from './support/shop-api.ts';
import { signedIn, superAdmin } from './support/back-office.ts';
import { demoAdmin } from '../../api/src/seeders/demo-accounts.ts';

const superAdminName = demoAdmin.name;

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
 * abbreviations part names keep (CV joint), the language switch's "EN" (the way back to English), and the invoice
 * number's prefix (`INV-000042`: one number on every copy, which shopper, staff and bank quote alike).
 */
const ALWAYS_ALLOWED = ['KHQR', 'USD', 'KHR', 'ABA', 'Bakong', 'OEM', 'km', 'kg', 'mm', 'cm', 'Ah', 'CV', 'EN', 'INV'];

/** What the walks read: the lines of text on every page and the Latin words among them, for the log. */
const readCount = { lines: 0, latinWords: 0 };

const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];

/**
 * The Latin words a page shows, less the allowed ones (compared without case). The part numbers the page's own cards
 * print (`part-number`) are allowed too: a listing shows parts no allow-list fetched beforehand names.
 */
async function englishOn(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const partNumbers = (await page.getByTestId('part-number').allInnerTexts()).flatMap(latinWords);
  const here = new Set([...allowed, ...partNumbers.map((word) => word.toLowerCase())]);
  const words = latinWords(text);
  readCount.lines += text.split('\n').filter((line) => line.trim() !== '').length;
  readCount.latinWords += words.length;
  return [...new Set(words)].filter((word) => !here.has(word.toLowerCase()));
}

test('the shopper’s main pages in Khmer show no English words', async ({ page, request }) => {
  // Nine pages, each a remote's first load: on a busy machine that is more than the default minute.
  test.setTimeout(240_000);
  Object.assign(readCount, { lines: 0, latinWords: 0 });
  const shopper = await registerShopper(request, 'Sokha');
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const brands = await call<{ name: string }[]>(request, 'GET', '/api/frontend/brand');
  const makers = await call<{ name: string }[]>(request, 'GET', '/api/frontend/brand-item?size=100');
  const stores = await call<StoreName[]>(request, 'GET', '/api/backend/store?size=100', { token: adminToken });
  const popular = await call<PartOffer[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  const part = popular.find((candidate) => candidate.stockId && candidate.quantity >= 2)!;
  expect(part, 'the demo shop has a part in stock').toBeTruthy();
  const reviews = await call<{ userName: string; comment: string | null }[]>(
    request,
    'GET',
    `/api/frontend/review/stock/${part.stockId}?size=100`,
  );
  const allowed = new Set(
    [
      ...ALWAYS_ALLOWED,
      ...brands.map((brand) => brand.name),
      ...makers.map((maker) => maker.name),
      // Checkout offers pickup at a supplier's store: its name and address stay as the supplier typed them.
      ...stores.flatMap((store) => [store.name, store.address ?? '']),
      ...popular.flatMap((offer) => (offer.partNumber ?? '').split(/[^A-Za-z]+/)),
      // The part's reviews, as their writers typed them (other specs' shoppers write in English).
      ...reviews.flatMap((review) => [review.userName, review.comment ?? '']),
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
    await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 45_000 });
    found[path] = await englishOn(page, allowed);
  };
  await read('/kh', 'product-card');
  const vehicle = await findVehicle(request, 'Toyota', 'Camry', 2015);
  await read(
    `/kh/filter?year=${vehicle.year.id}&brand=${vehicle.brand.id}&model=${vehicle.model.id}&show-summary=true`,
    'product-card',
  );
  await read(`/kh/part/${part.id}`, 'part-name');
  await read('/kh/cart', 'cart-total');
  await read('/kh/checkout', 'checkout-payment-option');
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });
  await read(`/kh/orders/${order.id}`, 'order-detail');
  await read('/kh/orders', 'order-row');
  // Accepted, the order has its invoice, which the shopper reads and prints.
  await moveOrder(request, adminToken, order.id, 'accepted');
  const invoices = await call<{ id: number; orderId: number }[]>(request, 'GET', '/api/frontend/invoice?size=100', {
    token: shopper.token,
  });
  await read(`/kh/invoices/${invoices.find((invoice) => invoice.orderId === order.id)!.id}`, 'printable-invoice');
  const pages = Object.keys(found).length;
  const words = Object.values(found).flat().length;
  console.log(
    `khmer-pages: read ${pages} pages (${readCount.lines} lines of text, ${readCount.latinWords} Latin words), ${words} English word(s) left`,
    JSON.stringify(found),
  );
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
});

interface StoreName {
  name: string;
  address?: string | null;
}

interface StaffName {
  name: string;
  nameKh?: string | null;
}

test('the staff order, stock, stock history, audit and palette in Khmer show no English words', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  Object.assign(readCount, { lines: 0, latinWords: 0 });
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const shopper = await registerShopper(request, 'Sokha');
  const brands = await call<StaffName[]>(request, 'GET', '/api/frontend/brand');
  const makers = await call<StaffName[]>(request, 'GET', '/api/frontend/brand-item?size=100');
  const suppliers = await call<StaffName[]>(request, 'GET', '/api/backend/supplier?size=100', { token: adminToken });
  const stores = await call<StaffName[]>(request, 'GET', '/api/backend/store?size=100', { token: adminToken });
  const popular = await call<PartOffer[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  const part = popular.find((candidate) => candidate.stockId && candidate.quantity >= 5)!;
  expect(part, 'the demo shop has a part in stock').toBeTruthy();

  // An order with a history worth reading: accepted (its invoice made), a receipt recorded, and its stock
  // adjusted by hand, so the order page, the stock history and the audit trail all have rows of each kind.
  await call(request, 'POST', '/api/frontend/cart', {
    token: shopper.token,
    data: { stockId: part.stockId, quantity: 1 },
  });
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });
  await moveOrder(request, adminToken, order.id, 'accepted');
  const [invoice] = await call<{ id: number }[]>(request, 'GET', `/api/backend/invoice/all-suppliers/${order.id}`, {
    token: adminToken,
  });
  const receipt = await call<{ id: number }>(request, 'POST', '/api/backend/receipt', {
    token: adminToken,
    data: { invoiceId: invoice!.id, amount: '0.01', method: 'CASH', reference: 'R1' },
  });
  await call(request, 'PATCH', `/api/backend/receipt/${receipt.id}/status?status=PAID`, { token: adminToken });
  // An account's role changed and back: the trail words the roles.
  for (const type of ['DEVELOPER', 'CUSTOMER'])
    await call(request, 'PUT', `/api/backend/user/admin/${shopper.id}`, { token: adminToken, data: { type } });
  await call(request, 'POST', '/api/backend/adjustment', {
    token: adminToken,
    data: { stockId: part.stockId, kind: 'FOUND', quantity: 1, reason: 'រកឃើញនៅក្រោយធ្នើ' },
  });

  const history = await call<{ createdBy: { name: string } | null }[]>(
    request,
    'GET',
    `/api/backend/stock-history/stock/${part.stockId}?size=100`,
    { token: adminToken },
  );
  const allowed = new Set(
    [
      ...ALWAYS_ALLOWED,
      ...brands.map((brand) => brand.name),
      ...makers.map((maker) => maker.name),
      // Suppliers and stores are businesses: their names stay as they registered them.
      ...suppliers.map((row) => row.name),
      ...stores.map((row) => row.name),
      ...popular.flatMap((offer) => (offer.partNumber ?? '').split(/[^A-Za-z]+/)),
      // People's names stay as typed: the shopper, the people whose orders moved this stock (other specs' shoppers
      // too), and the demo admin who made the changes (the header's account button shows its initials).
      'Sokha',
      ...history.flatMap((entry) => entry.createdBy?.name ?? []),
      superAdminName,
      superAdminName
        .split(' ')
        .map((word) => word[0])
        .join(''),
      // The receipt's reference, as staff typed it.
      'R1',
      // A file format's name and the palette's key caps, printed in Latin on every keyboard and download button.
      'CSV',
      'Enter',
      'Esc',
      'Home',
      'Street',
      'Toul',
      'Kork',
    ]
      .flatMap((name) => name.split(/[^A-Za-z'’-]+/))
      .filter(Boolean)
      .map((word) => word.toLowerCase()),
  );

  await signedIn(page, request, superAdmin);
  const found: Record<string, string[]> = {};
  const read = async (path: string, ready: string) => {
    await page.goto(path);
    // A remote's first load can take a while on a busy machine.
    await expect(page.locator(ready).first()).toBeVisible({ timeout: 45_000 });
    found[path] = await englishOn(page, allowed);
  };
  await read(`/kh/admin/orders/${order.id}`, '[data-testid="order-title"]');
  await read('/kh/admin/stock', '[data-testid^="history-"]');
  await read(`/kh/admin/stock-history/${part.stockId}`, '[data-testid="history-entry"]');
  await read('/kh/admin/audit', '[data-testid="audit-record"]');
  // The palette, opened with the keyboard: a word that finds screens, then the order by its number.
  for (const query of ['ស្តុក', `#${order.id}`]) {
    await page.keyboard.press('Control+K');
    const input = page.getByRole('textbox', { name: 'ផ្ទាំងបញ្ជា' });
    await input.fill(query);
    await expect(page.locator('[data-testid^="palette-"]').first()).toBeVisible();
    found[`palette: ${query}`] = await englishOn(page, allowed);
    await page.keyboard.press('Escape');
  }
  const pages = Object.keys(found).length;
  const words = Object.values(found).flat().length;
  console.log(
    `khmer-pages (staff): read ${pages} pages (${readCount.lines} lines of text, ${readCount.latinWords} Latin words), ${words} English word(s) left`,
    JSON.stringify(found),
  );
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
});

test('an admin keeps a province’s Khmer name on the Provinces screen (in Khmer), and shoppers read it at once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await signInToken(request, superAdmin.username, superAdmin.password);
  const provinces = await call<{ id: number; name: string; nameKh: string }[]>(
    request,
    'GET',
    '/api/frontend/location',
  );
  const province = provinces.find((row) => row.name === 'Kep') ?? provinces.at(-1)!;
  const changed = `${province.nameKh}ថ្មី`;
  await signedIn(page, request, superAdmin);
  try {
    await page.goto('/kh/admin/provinces');
    await expect(page.getByRole('heading', { name: 'ខេត្ត និងរាជធានី', exact: true })).toBeVisible({ timeout: 45_000 });
    // Every province is listed with its Khmer name beside the English one (25 fit on pages of the list).
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: province.name, exact: true }) })
      .getByRole('button', { name: 'កែសម្រួល' })
      .click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/^ឈ្មោះជាភាសាខ្មែរ/).fill(changed);
    await form.getByRole('button', { name: 'រក្សាទុក' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText(changed, { exact: true })).toBeVisible();
    // The change is audited (who, the old and new Khmer name), and the shop answers the new name.
    const [entry] = await call<{ actor: { name: string }; changes: { field: string; from: string; to: string }[] }[]>(
      request,
      'GET',
      `/api/backend/audit/location/${province.id}`,
      { token },
    );
    expect(entry!.changes).toEqual([expect.objectContaining({ field: 'nameKh', from: province.nameKh, to: changed })]);
    const after = await call<{ id: number; nameKh: string }[]>(request, 'GET', '/api/frontend/location');
    expect(after.find((row) => row.id === province.id)?.nameKh).toBe(changed);
  } finally {
    await call(request, 'PUT', `/api/backend/location/${province.id}`, { token, data: { nameKh: province.nameKh } });
  }
});
