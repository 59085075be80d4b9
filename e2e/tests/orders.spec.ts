import { expect, test } from './support/test.ts';
import type { Locator } from '@playwright/test';
import { call, moveOrder, registerShopper, signInToken } from './support/shop-api.ts';

// The shopper's orders journey on the composed app (shell + mfe-account + API on PostgreSQL): an order placed through
// the API shows as pending, the shopper cancels one line, the shop accepts it, its invoice appears, the shopper reads
// and clears the notification, and once the order is delivered reviews the part and the shop.

interface PartOffer {
  name: string;
  stockId: number | null;
  quantity: number;
}
interface PlacedOrder {
  id: number;
  lines: { id: number; stockId: number; item: { name: string }; supplier: { id: number; name: string } }[];
}

/** Mantine's Rating commits a star when its label is clicked (the radio itself is visually hidden). */
async function rate(form: Locator, stars: number) {
  const id = await form.getByRole('radio', { name: `${stars} stars` }).getAttribute('id');
  await form.locator(`label[for="${id}"]`).click();
}

test('an order goes from pending to delivered: one line cancelled, the invoice issued, the notification marked seen, the part reviewed', async ({
  page,
  request,
}) => {
  // A new customer with a saved default address (shop-api.ts), so no other test's cart mixes in.
  const shopper = await registerShopper(request, 'Dara Orders');
  const { email, password } = shopper;
  const popular = await call<PartOffer[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  const bestSellers = await call<PartOffer[]>(request, 'GET', '/api/frontend/part/best-sellers?size=50');
  const inStock = [...popular, ...bestSellers].filter(
    (part, index, all) =>
      part.stockId && part.quantity >= 2 && all.findIndex((p) => p.stockId === part.stockId) === index,
  );
  expect(inStock.length, 'the demo shop has two parts in stock').toBeGreaterThanOrEqual(2);
  for (const part of inStock.slice(0, 2))
    await call(request, 'POST', '/api/frontend/cart', {
      token: shopper.token,
      data: { stockId: part.stockId, quantity: 1 },
    });
  const order = await call<PlacedOrder>(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });
  expect(order.lines).toHaveLength(2);

  await page.goto('/en/orders');
  await expect(page).toHaveURL(/\/en\/sign-in\?returnTo=%2Fen%2Forders$/);
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/orders$/);

  const orderLink = page.getByRole('link', { name: `Order #${order.id}`, exact: true });
  const row = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ has: orderLink });
  await expect(row.getByTestId('order-status')).toHaveText('Pending');
  await row.getByRole('link', { name: `Order #${order.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/orders/${order.id}$`));

  const kept = order.lines[0]!;
  const dropped = order.lines[1]!;
  await page.getByRole('button', { name: `Cancel the line ${dropped.item.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the line' }).click();
  // The lines' table rows carry their line's id and status.
  const line = (id: number) => page.getByRole('row').and(page.locator(`[data-line-id="${id}"]`));
  await expect(line(dropped.id)).toHaveAttribute('data-status', 'CANCELLED');
  await expect(line(kept.id)).toHaveAttribute('data-status', 'OPEN');
  await expect(page.getByTestId('order-status')).toHaveText('Pending');

  const admin = await signInToken(request, 'admin@parts.demo', 'Admin-1234');
  await moveOrder(request, admin, order.id, 'accepted');

  // No reload: the open page follows the order live.
  await expect(page.getByTestId('order-status')).toHaveText('Accepted');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cancel the line / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change address' })).toBeVisible();
  // Lines of two suppliers are two parts, each with its own timeline: the kept line's part was placed and accepted.
  const keptTimeline =
    kept.supplier.id === dropped.supplier.id
      ? page
      : page.getByRole('article', { name: kept.supplier.name, exact: true });
  await expect(keptTimeline.getByTestId('status-move')).toHaveCount(2);

  await page.getByRole('link', { name: 'Invoices' }).click();
  const invoiceRow = page
    .getByRole('list', { name: 'Invoices' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order #${order.id}`, exact: true }) });
  // Only the store of the line still open bills anything.
  await expect(invoiceRow).toHaveCount(1);
  await invoiceRow.getByRole('link', { name: /^Invoice INV-/ }).click();
  const invoice = page.getByTestId('printable-invoice');
  // The lines' rows: those with cells (the header row has column headers).
  const invoiceLines = invoice
    .getByRole('table', { name: 'Invoice lines' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(invoiceLines).toHaveCount(1);
  await expect(invoiceLines).toContainText(kept.item.name);
  await expect(invoice.getByTestId('invoice-customer')).toContainText('Dara Orders');
  await expect(invoice.getByTestId('invoice-total-khr')).toHaveText(/^៛[\d,]+$/);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // Printing shows the invoice alone: the shell's header and the page's buttons are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mantine-AppShell-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(invoice).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.mantine-AppShell-header')).toBeVisible();

  // The account menu's link (the bell's name counts the new ones: cancelling a supplier's last line told of its part too).
  await page.getByRole('navigation', { name: 'My pages' }).getByRole('link', { name: 'Notifications' }).click();
  const news = page.getByRole('list', { name: /^(New|Seen) notifications$/ }).getByRole('listitem');
  await expect(news.filter({ hasText: `Your order #${order.id} moved from PENDING to ACCEPTED` })).toHaveCount(1);
  await expect(news.first().getByRole('link', { name: /^View order #/ })).toHaveAttribute(
    'href',
    `/en/orders/${order.id}`,
  );
  await page.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(page.getByText('You have no new notifications.')).toBeVisible();
  await page.getByRole('tab', { name: 'Seen' }).click();
  await expect(news.filter({ hasText: `#${order.id}` }).first()).toHaveAttribute('data-seen', 'true');

  await moveOrder(request, admin, order.id, 'processing');
  await moveOrder(request, admin, order.id, 'delivered');
  await page.goto(`/en/orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  // Only the line received can be reviewed; the cancelled one cannot.
  await expect(page.getByRole('button', { name: /^Write a review of / })).toHaveCount(1);
  await page.getByRole('button', { name: `Write a review of ${kept.item.name}` }).click();
  const form = page.getByRole('form', { name: `Review of ${kept.item.name}` });
  await rate(form, 4);
  await form.getByLabel('Comment').fill('Fitted first time.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('button', { name: `Edit your review of ${kept.item.name}` })).toBeVisible();
  const stockReviews = await call<{ rating: number; comment: string; userName: string }[]>(
    request,
    'GET',
    `/api/frontend/review/stock/${kept.stockId}`,
  );
  expect(stockReviews.find((review) => review.userName === 'Dara Orders')).toMatchObject({
    rating: 4,
    comment: 'Fitted first time.',
  });

  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByRole('tab', { name: 'Review the shop' }).click();
  const shopForm = page.getByRole('form', { name: 'Review of the shop' });
  await rate(shopForm, 5);
  await shopForm.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your review is saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your review of the shop' })).toBeVisible();
});
