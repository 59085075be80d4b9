import { expect, test } from '../support/test.ts';
import { signedIn, supplier } from '../support/back-office.ts';

test("a supplier's menu shows only its own areas, My store opens its store, and an admin address is not available", async ({
  page,
  request,
}) => {
  await signedIn(page, request, supplier);
  await page.goto('/en/admin');
  const menu = page.getByRole('navigation', { name: 'Back-office navigation' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Invoices',
    'Receipts',
    'Supplier returns',
    'Stock',
    'My store',
    'Attachments',
  ]);

  await menu.getByRole('link', { name: 'My store' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/stores\/mine$/);
  await expect(page.getByTestId('my-store-name')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Stores' })).toHaveCount(0);

  await page.goto('/en/admin/currencies');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not available for your account' })).toBeVisible();
});
