import { createHash } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { shopperPage, shopperWithCart } from './support/back-office.ts';
import { bakongOrigin } from './support/compose.ts';
import { call } from './support/shop-api.ts';

// KHQR confirmed by the bank (issue 38 §1), through the screens: the shopper's open order page shows the code; the
// bank (the composition's Bakong stand-in) says it was paid; the shop's scheduled check records the payment and the
// page turns Paid by itself (the shopper's notification refetches it), the order Accepted, without a reload.

test('a BANK order page turns Paid by itself once the bank says the KHQR was paid', async ({ browser, request }) => {
  const shopper = await shopperWithCart(request, 'Bank Paid');
  const order = await call<{ id: number }>(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod: 'BANK', shippingOption: 'Ground Way', khqrCurrency: 'USD' },
  });
  const page = await shopperPage(browser, shopper);
  await page.goto(`/en/orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  const code = page.getByTestId('order-khqr');
  await expect(code).toBeVisible();
  const khqr = (await code.getAttribute('data-khqr'))!;
  const amount = Number(await code.getAttribute('data-amount'));

  const paidAt = Date.now();
  const paid = await request.post(`${bakongOrigin}/stand-in/pay`, {
    data: { md5: createHash('md5').update(khqr, 'utf8').digest('hex'), amount, currency: 'USD' },
  });
  expect(paid.ok()).toBe(true);

  // The first checks come every 10 s.
  await expect(page.getByTestId('order-khqr-paid')).toHaveText('Paid. Your payment has arrived. Thank you.', {
    timeout: 30_000,
  });
  console.info(`[khqr] bank says paid -> shopper's page shows Paid in ${((Date.now() - paidAt) / 1000).toFixed(1)} s`);
  await expect(page.getByTestId('order-khqr')).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Accepted');
  await page.context().close();
});
