import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signedIn, superAdmin, supplier } from '../support/back-office.ts';
import { call, placeOrder, registerShopper, signInToken } from '../support/shop-api.ts';

// The staff order desk (issue 11): a shopper orders from the demo supplier and from another supplier; the admin
// finds the order by the shopper's phone, accepts it and moves it on; the demo supplier sees only its own lines;
// a receipt per invoice, recorded and marked paid on the Invoices screen, makes the delivered order PAID.
// Then once in Khmer: the tabs and the refused move are worded in Khmer.

/** A dollar figure as shown ("$1,234.5") as a number, to compare with the API's exact text. */
const dollars = async (figure: Locator) => Number((await figure.textContent())!.replace(/[$,]/g, ''));

interface StockRow {
  stockId: number;
  supplier: { id: number; name: string };
  item: { partNumber: string; name: string };
  quantity: number;
}

test('admin finds an order by phone, accepts it and moves it on; the supplier sees only its lines; a receipt per invoice makes it PAID', async ({
  page,
  request,
  browser,
}) => {
  // A whole order's life through two browsers (about 40 steps): more than one minute on a busy machine.
  test.slow();
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const supplierToken = await signInToken(request, supplier.username, supplier.password);
  const own = (
    await call<StockRow[]>(request, 'GET', '/api/backend/order/stock?size=100', { token: supplierToken })
  ).find((row) => row.quantity >= 5);
  expect(own, 'the demo supplier sells something in stock').toBeTruthy();
  const other = (
    await call<StockRow[]>(request, 'GET', '/api/backend/order/stock?size=100', { token: adminToken })
  ).find(
    (row) => row.quantity >= 5 && row.supplier.id !== own!.supplier.id && row.item.partNumber !== own!.item.partNumber,
  );
  expect(other, 'another supplier sells something in stock').toBeTruthy();

  // A shopper whose delivery phone no other run shares, written with spaces; staff type it without.
  const shopper = await registerShopper(request, 'Desk Shopper');
  const digits = `09${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const provinces = await call<{ id: number }[]>(request, 'GET', '/api/frontend/location');
  await call(request, 'POST', '/api/frontend/user-location', {
    token: shopper.token,
    data: {
      locationId: provinces[0]!.id,
      label: 'Shop',
      address: 'Street 2004',
      recipientName: 'Desk Shopper',
      phone: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
      isDefault: true,
    },
  });
  const orderId = await placeOrder(request, shopper, [own!.stockId, other!.stockId], 'BANK');

  // The admin: Pending tab by default, search by phone, open, accept, move to processing.
  await signedIn(page, request, superAdmin);
  await page.goto('/en/admin/orders');
  await expect(page.getByTestId('tab-status-PENDING')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-status-PENDING')).toHaveText(/^Pending \(\d+\)$/);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(digits);
  await expect(page).toHaveURL(new RegExp(`search=${digits}`));
  await expect(page.getByTestId('order-number')).toHaveText([`#${orderId}`]);
  await expect(page.getByTestId('tab-status-ALL')).toHaveText('All (1)');
  await page.getByTestId('order-number').click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${orderId}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('supplier-lines')).toHaveCount(2);
  await expect(page.getByTestId('move-PAID')).toHaveCount(0);

  await page.getByTestId('move-ACCEPTED').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Accepted');
  await expect(page.getByTestId('move-ACCEPTED')).toHaveCount(0);
  await page.getByTestId('move-PROCESSING').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start processing' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Processing');
  await expect(page.getByTestId('order-timeline')).toContainText('Accepted');
  await expect(page.getByTestId('move-DELIVERED')).toBeVisible();

  await page.getByTestId('note-input').fill('Shopper asked for a morning delivery');
  await page.getByTestId('note-add').click();
  await expect(page.getByTestId('order-note')).toContainText(['Shopper asked for a morning delivery']);

  // The supplier: finds the order on the Processing tab and sees only its own line.
  const supplierPage = await (await browser.newContext()).newPage();
  await signedIn(supplierPage, request, supplier);
  await supplierPage.goto(`/en/admin/orders?status=PROCESSING&search=${digits}`);
  await expect(supplierPage.getByTestId('order-number')).toHaveText([`#${orderId}`]);
  await supplierPage.getByTestId('order-number').click();
  await expect(supplierPage.getByTestId('supplier-lines')).toHaveCount(1);
  await expect(supplierPage.getByTestId('supplier-name')).toHaveText(own!.supplier.name);
  await expect(supplierPage.getByTestId('line-part-number')).toHaveText([own!.item.partNumber]);
  await supplierPage.context().close();

  // Delivered, then a receipt per invoice from the Invoices screen (amount prefilled with what is due), each
  // marked paid once confirmed: the order becomes PAID.
  await call(request, 'PUT', `/api/backend/order/delivered/${orderId}`, { token: adminToken, data: {} });
  const invoices = await call<{ id: number; total: string }[]>(
    request,
    'GET',
    `/api/backend/invoice/all-suppliers/${orderId}`,
    { token: adminToken },
  );
  expect(invoices).toHaveLength(2);
  await page.goto('/en/admin/invoices');
  for (const invoice of invoices) {
    await page
      .getByTestId('invoice-number')
      .filter({ hasText: new RegExp(`^#${invoice.id}$`) })
      .click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => dollars(drawer.getByTestId('invoice-due'))).toBe(Number(invoice.total));
    await expect(drawer.getByTestId('receipt-amount')).toHaveValue(invoice.total);
    await drawer.getByTestId('receipt-record').click();
    await expect(drawer.getByTestId('receipt-row')).toHaveCount(1);
    await expect.poll(() => dollars(drawer.getByTestId('invoice-due'))).toBe(0);
    await drawer.getByTestId('receipt-pay').click();
    // Marking paid asks first: it can make the order PAID, which no one can undo from here.
    await page
      .getByRole('dialog', { name: /^Mark receipt #\d+ .* paid\?$/ })
      .getByRole('button', { name: 'Mark paid' })
      .click();
    await expect.poll(() => dollars(drawer.getByTestId('invoice-paid'))).toBe(Number(invoice.total));
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  }
  await page.goto(`/en/admin/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-moves')).toHaveCount(0);
});

test('in Khmer: the tabs are worded in Khmer and a move someone else made first is explained, not shown as API text', async ({
  page,
  request,
}) => {
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const stock = (
    await call<StockRow[]>(request, 'GET', '/api/backend/order/stock?size=100', { token: adminToken })
  ).find((row) => row.quantity >= 5)!;
  const shopper = await registerShopper(request, 'Desk Khmer');
  await call(request, 'POST', '/api/frontend/cart', {
    token: shopper.token,
    data: { stockId: stock.stockId, quantity: 1 },
  });
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });

  await signedIn(page, request, superAdmin);
  await page.goto(`/kh/admin/orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('កំពុងរង់ចាំ');
  // Someone accepts it in the meantime; this page still offers Accept.
  await call(request, 'PUT', `/api/backend/order/accepted/${order.id}`, { token: adminToken, data: {} });
  await page.getByTestId('move-ACCEPTED').click();
  await page.getByRole('dialog').getByRole('button', { name: 'ទទួលយក', exact: true }).click();
  await expect(page.getByText('ការបញ្ជាទិញនេះឥឡូវ បានទទួលយក ដូច្នេះមិនអាចប្ដូរទៅ បានទទួលយក បានទេ។')).toBeVisible();
  await expect(page.getByText(/cannot be ACCEPTED/)).toHaveCount(0);

  await page.goto('/kh/admin/orders');
  await expect(page.getByTestId('tab-status-PENDING')).toHaveText(/^កំពុងរង់ចាំ \(/);
});
