import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signedIn, superAdmin, supplier } from '../support/back-office.ts';
import { call, placeOrder, registerShopper, signInToken, type Named } from '../support/shop-api.ts';

// The command palette (issue 34 §1): styled and grouped, each kind of result opens its own real page (never "Page not
// found"), an order is found by its number and by the customer's phone however it is spaced, and a supplier's palette
// keeps to its own stock. Every wait is on what the palette shows (a result's test id, or its settled empty state).

interface StockRow {
  id: number;
  item: { partId: number | null; partNumber: string };
  store: Named;
  supplier: { id: number };
  quantity: number;
}

/** A customer with a phone of its own and one placed order. */
async function customerWithOrder(request: APIRequestContext) {
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const phone = `097${digits}`;
  const email = `palette-${Date.now()}-${digits}@example.com`;
  const name = `Palette Customer ${digits}`;
  const { token } = await call<{ token: string }>(request, 'POST', '/auth/register', {
    data: { type: 'CUSTOMER', name, email, phone, password: 'Palette-2026-pass' },
  });
  const provinces = await call<Named[]>(request, 'GET', '/api/frontend/location');
  await call(request, 'POST', '/api/frontend/user-location', {
    token,
    data: {
      locationId: provinces[0]!.id,
      label: 'Home',
      address: 'Street 63',
      recipientName: name,
      phone,
      isDefault: true,
    },
  });
  const popular = await call<{ stockId: number | null; quantity: number }[]>(
    request,
    'GET',
    '/api/frontend/part/popular?size=50',
  );
  const offer = popular.find((row) => row.stockId && row.quantity >= 2);
  if (!offer?.stockId) throw new Error('the demo shop has no part in stock');
  await call(request, 'POST', '/api/frontend/cart', { token, data: { stockId: offer.stockId, quantity: 1 } });
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });
  const me = await call<{ id: number }>(request, 'GET', '/auth/me', { token });
  return { id: me.id, name, email, digits, orderId: order.id };
}

/** A group's name as drawn: Spotlight's stylesheet writes it before the group (so this also shows the CSS is there). */
const groupName = (group: Locator) =>
  group.evaluate((element) => getComputedStyle(element, '::before').content.replace(/^["']|["']$/g, ''));

const paletteInput = (page: Page) => page.getByRole('textbox', { name: /^(Command palette|ផ្ទាំងបញ្ជា)$/ });

/** Opens the palette with the keyboard and types the query. */
async function search(page: Page, query: string) {
  await page.keyboard.press('Control+K');
  await expect(paletteInput(page)).toBeVisible();
  await paletteInput(page).fill(query);
}

/** Clicks a result and checks the page it opens is a real one. */
async function open(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await expect(paletteInput(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
}

test('the palette is grouped and styled, and every kind of result opens its own page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await customerWithOrder(request);
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const [stock] = await call<StockRow[]>(request, 'GET', '/api/backend/stock?size=1', { token: adminToken });
  const [aSupplier] = await call<(Named & { email: string })[]>(request, 'GET', '/api/backend/supplier?size=1', {
    token: adminToken,
  });
  await signedIn(page, request, superAdmin);
  await page.goto('/en/admin');
  await expect(page.getByTestId('open-palette')).toBeVisible();

  // A screen, under its menu group; results are styled rows stacked one under another (Spotlight's stylesheet
  // is in the build), not one run-on line.
  await search(page, 'curr');
  const currencies = page.getByTestId('palette-screen-mfe_admin_system:currencies');
  await expect(currencies).toBeVisible();
  await expect.poll(() => groupName(page.getByTestId('palette-group-System'))).toBe('System');
  await expect(currencies).toHaveCSS('display', 'flex');
  await open(page, 'palette-screen-mfe_admin_system:currencies');
  await expect(page).toHaveURL(/\/en\/admin\/currencies$/);

  // An order by its number.
  await search(page, `#${customer.orderId}`);
  await open(page, `palette-record-order-${customer.orderId}`);
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${customer.orderId}$`));
  await expect(page.getByTestId('order-title')).toHaveText(`Order #${customer.orderId}`);

  // The same order and its customer by phone, typed with +855 and spaces: the groups stack vertically.
  await search(page, `+855 97 ${customer.digits.slice(0, 3)} ${customer.digits.slice(3)}`);
  const orderResult = page.getByTestId(`palette-record-order-${customer.orderId}`);
  const customerResult = page.getByTestId(`palette-record-customer-${customer.id}`);
  await expect(orderResult).toBeVisible();
  await expect(customerResult).toBeVisible();
  await expect.poll(() => groupName(page.getByTestId('palette-group-order'))).toBe('Orders');
  await expect.poll(() => groupName(page.getByTestId('palette-group-customer'))).toBe('Customers');
  await expect
    .poll(async () => {
      const [above, below] = [await orderResult.boundingBox(), await customerResult.boundingBox()];
      return above && below ? below.y >= above.y + above.height : false;
    })
    .toBe(true);
  // A customer has no page of its own: the people list opens narrowed to that one person.
  await open(page, `palette-record-customer-${customer.id}`);
  await expect(page).toHaveURL(/\/en\/admin\/users\?search=/);
  await expect(page.getByTestId(`person-${customer.id}`)).toHaveText(customer.name);

  // By e-mail, and by the phone written the national way with dashes.
  await search(page, customer.email);
  await expect(page.getByTestId(`palette-record-customer-${customer.id}`)).toBeVisible();
  await paletteInput(page).fill(`097-${customer.digits}`);
  await open(page, `palette-record-order-${customer.orderId}`);
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${customer.orderId}$`));

  // A part number: the part, and its stock in each store, named by store.
  await search(page, stock!.item.partNumber);
  const stockResult = page.getByTestId(`palette-record-stock-${stock!.id}`);
  await expect(stockResult).toContainText(stock!.store.name);
  await open(page, `palette-record-stock-${stock!.id}`);
  await expect(page).toHaveURL(new RegExp(`/en/admin/stock-history/${stock!.id}$`));
  await expect(page.getByRole('heading', { name: `History of ${stock!.item.partNumber}` })).toBeVisible();
  await search(page, stock!.item.partNumber);
  await open(page, `palette-record-part-${stock!.item.partId}`);
  await expect(page).toHaveURL(new RegExp(`/en/admin/parts/${stock!.item.partId}$`));
  await expect(page.getByTestId('part-title')).toContainText(stock!.item.partNumber);

  // A supplier: its list narrowed to it.
  await search(page, aSupplier!.name);
  await open(page, `palette-record-supplier-${aSupplier!.id}`);
  await expect(page).toHaveURL(/\/en\/admin\/suppliers\?search=/);
  await expect(page.getByTestId('supplier-name')).toHaveCount(1);
  await expect(page.getByTestId('supplier-name')).toHaveText(aSupplier!.name);
});

test('in Khmer the palette words its groups and hints in Khmer', async ({ page, request }) => {
  const customer = await customerWithOrder(request);
  await signedIn(page, request, superAdmin);
  await page.goto('/kh/admin');
  await expect(page.getByTestId('open-palette')).toBeVisible();
  await search(page, String(customer.orderId));
  await expect(page.getByTestId(`palette-record-order-${customer.orderId}`)).toBeVisible();
  await expect.poll(() => groupName(page.getByTestId('palette-group-order'))).toBe('ការបញ្ជាទិញ');
  await expect(page.getByText('ដើម្បីបើក')).toBeVisible();
  await open(page, `palette-record-order-${customer.orderId}`);
  await expect(page).toHaveURL(new RegExp(`/kh/admin/orders/${customer.orderId}$`));
});

test("a supplier's palette finds its own stock and nothing of another supplier's", async ({ page, request }) => {
  const supplierToken = await signInToken(request, supplier.username, supplier.password);
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const [own] = await call<StockRow[]>(request, 'GET', '/api/backend/stock?size=1', { token: supplierToken });
  const all = await call<StockRow[]>(request, 'GET', '/api/backend/stock?size=100', { token: adminToken });
  const ownNumbers = new Set(
    (await call<StockRow[]>(request, 'GET', '/api/backend/stock?size=100', { token: supplierToken })).map(
      (row) => row.item.partNumber,
    ),
  );
  const others = all.find((row) => row.supplier.id !== own!.supplier.id && !ownNumbers.has(row.item.partNumber));
  if (!others) throw new Error('the demo shop has no stock of a second supplier');

  await signedIn(page, request, supplier);
  await page.goto('/en/admin');
  await expect(page.getByTestId('open-palette')).toBeVisible();
  await search(page, own!.item.partNumber);
  await expect(page.getByTestId(`palette-record-stock-${own!.id}`)).toContainText(own!.store.name);
  await expect(page.getByTestId('palette-results')).toHaveAttribute('data-searching', 'false');
  await expect(page.getByTestId('palette-group-customer')).toHaveCount(0);
  await expect(page.getByTestId('palette-group-supplier')).toHaveCount(0);
  await open(page, `palette-record-stock-${own!.id}`);
  await expect(page).toHaveURL(new RegExp(`/en/admin/stock-history/${own!.id}$`));

  await search(page, others.item.partNumber);
  await expect(page.getByTestId('palette-results')).toHaveAttribute('data-searching', 'false');
  await expect(page.getByTestId('palette-empty')).toHaveText('Nothing found');
  await expect(page.getByTestId(`palette-record-stock-${others.id}`)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Another supplier's order (none of its lines is this supplier's): the admin's palette finds it by its number,
  // this supplier's finds nothing, by number or by its customer's name.
  const shopper = await registerShopper(request, `Palette Other ${Date.now()}`);
  const theirStock = all.find((row) => row.supplier.id !== own!.supplier.id && row.quantity >= 2);
  if (!theirStock) throw new Error('the demo shop has no stock of a second supplier to sell');
  const theirOrder = await placeOrder(request, shopper, [theirStock.id]);
  await search(page, `#${theirOrder}`);
  await expect(page.getByTestId('palette-results')).toHaveAttribute('data-searching', 'false');
  await expect(page.getByTestId('palette-empty')).toHaveText('Nothing found');
  await expect(page.getByTestId(`palette-record-order-${theirOrder}`)).toHaveCount(0);
  await paletteInput(page).fill(shopper.name);
  await expect(page.getByTestId('palette-results')).toHaveAttribute('data-searching', 'false');
  await expect(page.getByTestId(`palette-record-order-${theirOrder}`)).toHaveCount(0);
  const asAdmin = await call<{ id: number }[]>(
    request,
    'GET',
    `/api/backend/order?status=ALL&search=%23${theirOrder}`,
    {
      token: adminToken,
    },
  );
  expect(asAdmin.map((order) => order.id)).toContain(theirOrder);
});
