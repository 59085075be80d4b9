import { expect, test } from './support/test.ts';
import { shopperPage, shopperWithCart, superAdmin } from './support/back-office.ts';
import { call, moveOrder, signInToken } from './support/shop-api.ts';

// The shopper's open order page follows the shop live (the socket's notification event refetches it), and a move
// the shop made first is explained in the shopper's language with the order's number and status, never the API's text.

async function pendingOrder(request: Parameters<typeof shopperWithCart>[0], name: string) {
  const shopper = await shopperWithCart(request, name);
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });
  return { shopper, orderId: order.id };
}

test('an open order page turns Accepted when the shop accepts it, and its Cancel button goes, without a reload', async ({
  browser,
  request,
}) => {
  const { shopper, orderId } = await pendingOrder(request, 'Live Order');
  const page = await shopperPage(browser, shopper);
  await page.goto(`/en/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  const admin = await signInToken(request, superAdmin.username, superAdmin.password);
  await moveOrder(request, admin, orderId, 'accepted');

  await expect(page.getByTestId('order-status')).toHaveText('Accepted');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.context().close();
});

test('in Khmer, cancelling an order the shop accepted meanwhile is explained in Khmer with its number', async ({
  browser,
  request,
}) => {
  const { shopper, orderId } = await pendingOrder(request, 'Live Order Khmer');
  const page = await shopperPage(browser, shopper);
  await page.goto(`/kh/orders/${orderId}`);
  // "Cancel order" in Khmer.
  const cancelOrder = page.getByRole('button', { name: 'បោះបង់ការបញ្ជាទិញ', exact: true });
  await cancelOrder.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('ទិញខុស');

  const admin = await signInToken(request, superAdmin.username, superAdmin.password);
  await moveOrder(request, admin, orderId, 'accepted');
  await expect(cancelOrder).toHaveCount(0);

  await dialog.getByRole('button', { name: 'បោះបង់ការបញ្ជាទិញនេះ' }).click();
  const conflict = page.getByRole('alert');
  await expect(conflict).toContainText(String(orderId));
  await expect(conflict).toContainText('បានទទួលយក');
  await expect(conflict).not.toContainText(/ACCEPTED|cannot|Order/);
  await page.context().close();
});
