import { expect, test } from './support/test.ts';
import { apiGet, apiPost, apiPut, registerCustomer, signInApi } from './support/shop-api.ts';

// The shopper's orders journey on the composed app (shell + mfe-account + API on PostgreSQL): an order placed through
// the API shows as pending, the shopper cancels one line, the shop accepts it, its invoice appears, and the shopper
// reads and clears the notification.

interface PartOffer {
  name: string;
  stockId: number | null;
  quantity: number;
}
interface PlacedOrder {
  id: number;
  lines: { id: number; item: { name: string } }[];
}

const email = `dara.orders.${Date.now()}@example.com`;
const password = 'Mekong-Orders-2026';

test('an order goes from pending to accepted: one line cancelled, the invoice issued, the notification marked seen', async ({ page, request }) => {
  const shopper = await registerCustomer(request, 'Dara Orders', email, password);
  const provinces = (await apiGet<{ data: { id: number; name: string }[] }>(request, '/api/frontend/location')).data;
  await apiPost(request, '/api/frontend/user-location', { locationId: provinces[0]!.id, label: 'Home', address: 'Street 271, Toul Kork' }, shopper);
  const popular = (await apiGet<{ data: PartOffer[] }>(request, '/api/frontend/part/popular?size=50')).data;
  const bestSellers = (await apiGet<{ data: PartOffer[] }>(request, '/api/frontend/part/best-sellers?size=50')).data;
  const inStock = [...popular, ...bestSellers].filter((part, index, all) => part.stockId && part.quantity >= 2 && all.findIndex((p) => p.stockId === part.stockId) === index);
  expect(inStock.length, 'the demo shop has two parts in stock').toBeGreaterThanOrEqual(2);
  for (const part of inStock.slice(0, 2)) await apiPost(request, '/api/frontend/cart', { stockId: part.stockId, quantity: 1 }, shopper);
  const order = (await apiPost<{ data: PlacedOrder }>(request, '/api/frontend/order', { paymentMethod: 'CASH', shippingOption: 'Ground Way' }, shopper)).data;
  expect(order.lines).toHaveLength(2);

  await page.goto('/en/orders');
  await expect(page).toHaveURL(/\/en\/sign-in\?returnTo=%2Fen%2Forders$/);
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/orders$/);

  const row = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
  await expect(row.getByTestId('order-status')).toHaveText('Pending');
  await row.getByRole('link', { name: `Order #${order.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/orders/${order.id}$`));

  const kept = order.lines[0]!;
  const dropped = order.lines[1]!;
  await page.getByRole('button', { name: `Cancel the line ${dropped.item.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the line' }).click();
  await expect(page.locator(`[data-testid="order-line"][data-line-id="${dropped.id}"]`)).toHaveAttribute('data-status', 'CANCELLED');
  await expect(page.locator(`[data-testid="order-line"][data-line-id="${kept.id}"]`)).toHaveAttribute('data-status', 'OPEN');
  await expect(page.getByTestId('order-status')).toHaveText('Pending');

  const admin = await signInApi(request, 'admin@parts.demo', 'Admin-1234');
  await apiPut(request, `/api/backend/order/accepted/${order.id}`, {}, admin);

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Accepted');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  await expect(page.getByTestId('line-cancel')).toHaveCount(0);
  await expect(page.getByTestId('change-address')).toBeVisible();
  await expect(page.getByTestId('status-move')).toHaveCount(2);

  await page.getByRole('link', { name: 'Invoices' }).click();
  const invoiceRow = page.locator(`[data-testid="invoice-row"][data-order-id="${order.id}"]`);
  // Only the store of the line still open bills anything.
  await expect(invoiceRow).toHaveCount(1);
  await invoiceRow.getByRole('link', { name: /^Invoice INV-/ }).click();
  const invoice = page.getByTestId('printable-invoice');
  await expect(invoice.getByTestId('invoice-line')).toHaveCount(1);
  await expect(invoice.getByTestId('invoice-line')).toContainText(kept.item.name);
  await expect(invoice.getByTestId('invoice-customer')).toContainText('Dara Orders');
  await expect(invoice.getByTestId('invoice-total-khr')).toHaveText(/^៛[\d,]+$/);
  await expect(page.getByTestId('invoice-print')).toBeVisible();

  // Printing shows the invoice alone: the shell's header and the page's buttons are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mantine-AppShell-header')).toBeHidden();
  await expect(page.getByTestId('invoice-print')).toBeHidden();
  await expect(invoice).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.mantine-AppShell-header')).toBeVisible();

  await page.getByRole('link', { name: 'Notifications' }).click();
  const news = page.getByTestId('notification-row');
  await expect(news.filter({ hasText: `Your order #${order.id} moved from PENDING to ACCEPTED` })).toHaveCount(1);
  await expect(news.first().getByTestId('notification-order')).toHaveAttribute('href', `/en/orders/${order.id}`);
  await page.getByTestId('mark-all-seen').click();
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await page.getByRole('tab', { name: 'Seen' }).click();
  await expect(news.filter({ hasText: `#${order.id}` }).first()).toHaveAttribute('data-seen', 'true');
});
