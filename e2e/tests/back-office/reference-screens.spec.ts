import { expect, test } from '../support/test.ts';
import { call } from '../support/shop-api.ts';
import {
  freshCurrencyCode,
  onePixelPng,
  placedOrder,
  shopperPage,
  shopperWithCart,
  signedIn,
  superAdmin,
} from '../support/back-office.ts';

// Known flake, under investigation: once in a full run (never when this file runs alone) the attachments' trash list
// kept re-mounting its rows, so Restore never became stable. One retry: a real break still fails (twice).
test.describe.configure({ retries: 1 });

// The back-office kit on real screens, as the super admin: every action goes through the browser; the API
// is only used to set up a shopper and an order, and to clean up.

test('the super admin adds a currency rate, saves a list view and reopens it, and reads the audit rows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signedIn(page, request, superAdmin);
  const code = freshCurrencyCode();

  // The command palette opens any screen the user may open.
  await page.goto('/en/admin');
  await expect(
    page.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: 'Currencies' }),
  ).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'Command palette' }).fill('curr');
  await page.getByTestId('palette-screen-mfe_admin_system:currencies').click();
  await expect(page).toHaveURL(/\/en\/admin\/currencies$/);
  await expect(page.getByRole('heading', { name: 'Currencies' })).toBeVisible();
  await expect(page.getByText(/^\d+ \/ \d+ items$/)).toBeVisible();

  // Client-side validation from the contract: a rate with 7 decimals is refused before anything is sent.
  await page.getByRole('button', { name: 'Add a currency' }).click();
  const form = page.getByRole('dialog', { name: 'Add a currency' });
  await form.getByLabel('Code').fill(code);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E ${code}`);
  await form.getByLabel('Name in Khmer').fill(`រូបិយប័ណ្ណ ${code}`);
  await form.getByLabel('Symbol').fill('q');
  await form.getByLabel('Units per 1 USD').fill('35.1234567');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This value has the wrong format')).toBeVisible();
  await form.getByLabel('Units per 1 USD').fill('35.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  // The list keeps its search in the address; the new rate reads beside USD.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(code);
  await expect(page).toHaveURL(new RegExp(`search=${code}`));
  await expect(page.getByTestId(`rate-${code}`)).toHaveText(`1 USD = 35.5 ${code}`);
  const [currency] = await call<{ id: number }[]>(request, 'GET', `/api/backend/currency?search=${code}`, { token });
  expect(currency).toBeTruthy();

  // A saved view brings the search back on a plain visit.
  const viewName = `Only ${code}`;
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name of the view' }).fill(viewName);
  await page.getByRole('menu').getByRole('button', { name: 'Save' }).click();
  await page.goto('/en/admin/currencies');
  await expect(page.getByRole('heading', { name: 'Currencies' })).toBeVisible();
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: viewName }).click();
  await expect(page).toHaveURL(new RegExp(`search=${code}`));
  await expect(page.getByTestId(`rate-${code}`)).toBeVisible();
  await expect(page.getByText('1 / 1 items')).toBeVisible();

  // The record's history beside its form, and the admins' audit screen filtered by record kind.
  await page
    .getByRole('row')
    .filter({ hasText: `E2E ${code}` })
    .getByRole('button', { name: 'Edit' })
    .click();
  await page.getByRole('button', { name: 'History' }).click();
  // In words: the action and the field's name, not the API's keys.
  await expect(page.getByTestId('history-row').first()).toContainText('Added');
  await expect(page.getByTestId('history-row').first()).toContainText('Exchange rate: 35.5');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto(`/en/admin/audit?entity=currency`);
  // The record by its name, linking to its screen; the action and fields worded.
  const row = page.getByRole('row').filter({ hasText: `E2E ${code}` });
  await expect(row.first()).toContainText('Added');
  await expect(row.first()).toContainText('Exchange rate: 35.5');
  await expect(row.first()).toContainText('Demo Admin');
  await expect(row.first().getByTestId('audit-record-link')).toHaveAttribute('href', '/en/admin/currencies');
  await expect(page.getByText(`currency #${currency!.id}`)).toHaveCount(0);

  // The same row in Khmer: Khmer words for the action, the kind and the field.
  await page.goto(`/kh/admin/audit?entity=currency`);
  const khmerRow = page.getByRole('row').filter({ hasText: `E2E ${code}` });
  await expect(khmerRow.first()).toContainText('បានបន្ថែម');
  await expect(khmerRow.first()).toContainText('រូបិយប័ណ្ណ');
  await expect(khmerRow.first()).toContainText('អត្រាប្តូរប្រាក់');
  await expect(khmerRow.first().getByTestId('audit-record-link')).toHaveAttribute('href', '/kh/admin/currencies');

  await request.delete(`/api/backend/currency/${currency!.id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('a payment method switched off in the back-office is no longer offered at checkout', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await signedIn(page, request, superAdmin);
  const name = `E2E Wallet ${Date.now()}`;
  await page.goto('/en/admin/payment-methods');
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  const form = page.getByRole('dialog', { name: 'Add a payment method' });
  await form.locator('[data-field="name"]').fill(name);
  await form.locator('[data-field="accountNumber"]').fill('12-34');
  await form.getByRole('button', { name: 'Save' }).click();
  // The spec's validator (digits only) on top of the contract.
  await expect(form.getByText('Digits only')).toBeVisible();
  await form.locator('[data-field="accountNumber"]').fill('001234567');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  const shopper = await shopperWithCart(request, 'Dara Wallet');
  const checkout = await shopperPage(browser, shopper);
  await checkout.goto('/en/checkout');
  // The options are radios named by their label (the method's name and kind).
  const offered = checkout.getByRole('radio', { name: new RegExp(name) });
  await expect(offered).toHaveCount(1);

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Switch off' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch off' }).click();
  await expect(row.getByText('Switched off')).toBeVisible();

  await checkout.reload();
  await expect(checkout.getByTestId('checkout-payment-option').first()).toBeVisible();
  await expect(offered).toHaveCount(0);
  await checkout.context().close();

  const [method] = await call<{ id: number }[]>(
    request,
    'GET',
    `/api/backend/payment-method?search=${encodeURIComponent(name)}`,
    { token },
  );
  await request.delete(`/api/backend/payment-method/${method!.id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('an uploaded image is found in the attachments, moved to the trash and restored', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedIn(page, request, superAdmin);
  const fileName = `e2e-${Date.now()}.png`;
  await page.goto('/en/admin/attachments');
  await page
    .getByTestId('upload-dropzone')
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByText('1 uploaded')).toBeVisible();

  // No wait for the search to reach the address: a tab switched before it lands is kept (the list writes into the
  // live address; shared/admin/test/list-screen-address.test.tsx holds the race).
  // Each tab's own search box: while a tab switch renders, the other panel's list can still be in the page.
  const library = page.getByRole('tabpanel', { name: 'Library' });
  const trashPanel = page.getByRole('tabpanel', { name: 'Trash' });
  await library.getByRole('textbox', { name: 'Search', exact: true }).fill(fileName);
  const inLibrary = page.getByRole('row').filter({ hasText: fileName });
  await expect(inLibrary).toHaveCount(1);
  await inLibrary.getByRole('button', { name: 'Move to trash' }).click();
  await expect(inLibrary).toHaveCount(0);

  await page.getByRole('tab', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/tab=trash/);
  await trashPanel.getByRole('textbox', { name: 'Search', exact: true }).fill(fileName);
  const inTrash = page.getByRole('row').filter({ hasText: fileName });
  await expect(inTrash).toHaveCount(1);
  await inTrash.getByRole('button', { name: 'Restore' }).click();
  await expect(inTrash).toHaveCount(0);

  await page.getByRole('tab', { name: 'Library' }).click();
  await expect(page).not.toHaveURL(/tab=trash/);
  // The trash's list is gone once the library's is the only one.
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveCount(1);
  await library.getByRole('textbox', { name: 'Search', exact: true }).fill(fileName);
  await expect(page.getByRole('row').filter({ hasText: fileName })).toHaveCount(1);

  await page.goto('/en/admin/audit?entity=attachment');
  await expect(page.getByRole('row').filter({ hasText: 'Restored' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Moved to trash' }).first()).toBeVisible();
});

test('the command palette finds an order by its number', async ({ page, request }) => {
  const orderId = await placedOrder(request);
  await signedIn(page, request, superAdmin);
  await page.goto('/en/admin');
  await page.getByTestId('open-palette').click();
  await page.getByRole('textbox', { name: 'Command palette' }).fill(String(orderId));
  await page.getByTestId(`palette-record-order-${orderId}`).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${orderId}$`));
});

test('in Khmer, the back-office menu, the list and the form speak Khmer', async ({ page, request }) => {
  await signedIn(page, request, superAdmin);
  await page.goto('/kh/admin/currencies');
  await expect(page.getByRole('heading', { name: 'រូបិយប័ណ្ណ' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'វិធីបង់ប្រាក់' })).toBeVisible();
  // Counts in Khmer digits on Khmer pages, as dates are.
  await expect(page.getByText(/^[០-៩]+ \/ [០-៩]+ ធាតុ$/)).toBeVisible();
  await page.getByRole('button', { name: 'បន្ថែមរូបិយប័ណ្ណ' }).click();
  const form = page.getByRole('dialog', { name: 'បន្ថែមរូបិយប័ណ្ណ' });
  await form.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(form.getByText('ត្រូវបំពេញប្រអប់នេះ').first()).toBeVisible();
});
