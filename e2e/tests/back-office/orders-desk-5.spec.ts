import { expect, test } from '../support/test.ts';
import { signedIn, superAdmin } from '../support/back-office.ts';
import { shopperWithOrders } from '../support/shop-api.ts';

// Bulk packing slips (issue 34 §6): the orders selected on the desk print as one page, one slip each with the
// part's delivery worded, each slip on its own A4 sheet, and printed without the back-office menu's column.

const ORDERS = 3;

test("the selected orders' packing slips print as one page, a sheet each, without the menu's column", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await shopperWithOrders(request, 'Slips Desk', ORDERS);
  await signedIn(page, request, superAdmin);
  await page.goto(`/en/admin/orders?search=${encodeURIComponent(shopper.name)}`);
  await expect(page.getByTestId('order-number')).toHaveCount(ORDERS);

  await page.locator('thead input[type="checkbox"]').check();
  await page.getByRole('button', { name: `Packing slips (${ORDERS})` }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders\/packing-slips\?ids=/);
  const slips = page.getByTestId('packing-slip');
  await expect(slips).toHaveCount(ORDERS);
  expect(
    (await slips.evaluateAll((all) => all.map((slip) => Number(slip.getAttribute('data-order-id'))))).sort(),
  ).toEqual([...shopper.ids].sort());
  // Each order's one part goes by road: its slip words the part's own way (with its days), not the order's option.
  await expect(slips.getByText(/^Delivery: By road \(/)).toHaveCount(ORDERS);

  // Printed: no menu, no header, no buttons; the slip starts at the sheet's edge, not beside the menu's empty column
  // (polled: the shell's main area animates its padding, so the first read after the switch can be mid-way);
  // each slip after the first starts a new sheet.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back-office navigation' })).toBeHidden();
  await expect(page.getByTestId('packing-slips-print')).toBeHidden();
  await expect.poll(async () => (await slips.first().boundingBox())!.x).toBeLessThan(24);
  expect(await slips.nth(1).evaluate((slip) => getComputedStyle(slip).breakBefore)).toBe('page');
  expect(await slips.first().evaluate((slip) => getComputedStyle(slip).breakBefore)).not.toBe('page');
});
