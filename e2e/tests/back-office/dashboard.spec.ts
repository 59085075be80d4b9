import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import { signedIn, superAdmin, supplier } from '../support/back-office.ts';
import { call, registerShopper, signInToken } from '../support/shop-api.ts';

// The dashboards (issue 13): the admin opens the dashboard and follows "N pending" into the orders list filtered
// to Pending; the demo supplier's dashboard shows only its own store; once in Khmer; a storefront visit shows on
// the Visitors screen.

interface StockRow {
  stockId: number;
  supplier: { id: number; name: string };
  quantity: number;
}

async function orderOf(request: Parameters<typeof registerShopper>[0], stockIds: number[]): Promise<number> {
  const shopper = await registerShopper(request, 'Dashboard Shopper');
  const provinces = await call<{ id: number }[]>(request, 'GET', '/api/frontend/location');
  await call(request, 'POST', '/api/frontend/user-location', {
    token: shopper.token,
    data: { locationId: provinces[0]!.id, label: 'Home', address: 'Street 13' },
  });
  for (const stockId of stockIds)
    await call(request, 'POST', '/api/frontend/cart', { token: shopper.token, data: { stockId, quantity: 1 } });
  return (
    await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
      token: shopper.token,
      data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
    })
  ).id;
}

test('the admin opens the dashboard and follows "pending" into the orders list; the supplier sees only its store', async ({
  page,
  request,
  browser,
}) => {
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const supplierToken = await signInToken(request, supplier.username, supplier.password);
  const own = (
    await call<StockRow[]>(request, 'GET', '/api/backend/order/stock?size=100', { token: supplierToken })
  ).find((row) => row.quantity >= 5);
  const other = (
    await call<StockRow[]>(request, 'GET', '/api/backend/order/stock?size=100', { token: adminToken })
  ).find((row) => row.quantity >= 5 && row.supplier.id !== own?.supplier.id);
  expect(own && other, 'the demo supplier and another one sell something').toBeTruthy();
  await orderOf(request, [own!.stockId, other!.stockId]);
  await orderOf(request, [other!.stockId]);
  const counts = await call<Record<string, number>>(request, 'GET', '/api/backend/order/counts', { token: adminToken });

  await signedIn(page, request, superAdmin);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByTestId('dashboard-sales-value')).toContainText('$');
  await expect(page.getByTestId('dashboard-sales-value')).toContainText('៛');
  await expect(page.getByTestId('dashboard-visitors')).toBeVisible();
  await expect(page.getByTestId('dashboard-top-stock').first()).toBeVisible();
  const pending = page.getByTestId('dashboard-status-PENDING');
  await expect(pending).toHaveText(`${counts.PENDING} Pending`);
  await pending.click();
  await expect(page).toHaveURL(/\/en\/admin\/orders\?status=PENDING$/);
  await expect(page.getByTestId('tab-status-PENDING')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-status-PENDING')).toHaveText(`Pending (${counts.PENDING})`);

  // The demo supplier: its own store's figures, its own stocks only, no shop-wide counts.
  const supplierPage = await (await browser.newContext()).newPage();
  await signedIn(supplierPage, request, supplier);
  await supplierPage.goto('/en/admin');
  await expect(supplierPage.getByRole('heading', { name: "My store's dashboard" })).toBeVisible();
  const rows = supplierPage.getByTestId('dashboard-top-stock');
  await expect(rows.first()).toBeVisible();
  for (const id of await rows.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-supplier')),
  ))
    expect(id).toBe(String(own!.supplier.id));
  await expect(supplierPage.getByTestId('dashboard-visitors')).toHaveCount(0);
  const ownPending = await call<{ status: string; orders: number }[]>(
    request,
    'GET',
    '/api/backend/dashboard/supplier/status',
    { token: supplierToken },
  );
  await expect(supplierPage.getByTestId('dashboard-status-PENDING')).toHaveText(
    `${ownPending.find((row) => row.status === 'PENDING')!.orders} Pending`,
  );
  await supplierPage.context().close();
});

test('in Khmer, and a storefront visit shows on the Visitors screen', async ({ page, request, browser }) => {
  // A visitor is its address, so this browser comes from an address of its own (through the load balancer's
  // X-Forwarded-For; a random network of the documentation range, never contacted), a new visitor whatever other specs visited today.
  const visitor = await (await browser.newContext()).newPage();
  const address = `2001:db8:${randomBytes(4)
    .toString('hex')
    .replace(/(....)(....)/, '$1:$2')}::1`;
  await visitor.route('**/api/frontend/visit', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  const recorded = visitor.waitForResponse((response) => response.url().endsWith('/api/frontend/visit'));
  await visitor.goto('/kh');
  expect((await recorded).status()).toBe(202);
  await visitor.context().close();

  await signedIn(page, request, superAdmin);
  await page.goto('/kh/admin');
  await expect(page.getByRole('heading', { name: 'ផ្ទាំងគ្រប់គ្រង', exact: true })).toBeVisible();
  await expect(page.getByTestId('dashboard-status-PENDING')).toContainText('កំពុងរង់ចាំ');
  await page.getByTestId('dashboard-visitors').getByRole('link').click();
  await expect(page).toHaveURL(/\/kh\/admin\/visitors$/);
  await expect(page.getByTestId('visitor-path').first()).toHaveText('/kh');
});
