import { expect, test } from '../support/test.ts';
import { signedIn, superAdmin, supplier } from '../support/back-office.ts';
import { call, signInToken } from '../support/shop-api.ts';

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
  await expect(page.getByRole('heading', { name: 'Not available for your account' })).toBeVisible();
});

test('a supplier edits its own store: names in both languages, phone and address; a bad phone changes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signedIn(page, request, supplier);
  const me = await call<{ supplierId: number }>(request, 'GET', '/auth/me', { token });
  const before = await call<{ name: string; nameKh: string | null; phone: string | null; address: string | null }>(
    request,
    'GET',
    `/api/backend/store/supplier/${me.supplierId}`,
    { token },
  );
  const stamp = Date.now().toString(36);
  try {
    await page.goto('/en/admin/stores/mine');
    await page.getByTestId('my-store-edit').click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${before.name} ${stamp}`);
    await form.getByLabel('Name in Khmer').fill('ហាងគ្រឿងបន្លាស់');
    await form.getByLabel('Phone').fill('023 999 888');
    await form.getByLabel('Address').fill(`Street ${stamp}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your store is saved')).toBeVisible();
    await expect(page.getByTestId('my-store-name')).toHaveText(`${before.name} ${stamp}`);
    await expect(page.getByTestId('my-store-name-kh')).toHaveText('ហាងគ្រឿងបន្លាស់');
    await expect(page.getByTestId('my-store-phone')).toHaveText('023 999 888');
    await expect(page.getByTestId('my-store-address')).toHaveText(`Street ${stamp}`);
    // A bad phone is refused on its field and changes nothing.
    await page.getByTestId('my-store-edit').click();
    await form.getByLabel('Phone').fill('call me');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('my-store-phone')).toHaveText('023 999 888');
  } finally {
    await call(request, 'PUT', `/api/backend/store/supplier/${me.supplierId}`, {
      token,
      data: { name: before.name, nameKh: before.nameKh, phone: before.phone, address: before.address },
    });
  }
});

test("a record that does not exist or is not the supplier's says Not found in the reader's language", async ({
  page,
  request,
}) => {
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const supplierToken = await signedIn(page, request, supplier);
  const own = await call<{ supplier: { id: number } }[]>(request, 'GET', '/api/backend/stock?size=1', {
    token: supplierToken,
  });
  const all = await call<{ id: number; supplier: { id: number } }[]>(request, 'GET', '/api/backend/stock?size=100', {
    token: adminToken,
  });
  const others = all.find((row) => row.supplier.id !== own[0]!.supplier.id);
  if (!others) throw new Error('the demo shop has no stock of a second supplier');

  await page.goto('/en/admin/orders/999999999');
  await expect(page.getByRole('heading', { name: 'Not found', exact: true })).toBeVisible();
  await expect(page.getByText(/Check the connection/)).toHaveCount(0);
  await page.goto(`/en/admin/stock-history/${others.id}`);
  await expect(page.getByRole('heading', { name: 'Not found', exact: true })).toBeVisible();
  await page.goto('/kh/admin/returns/999999999');
  await expect(page.getByRole('heading', { name: 'រកមិនឃើញ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not found' })).toHaveCount(0);
});
