import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signedIn, superAdmin, supplier } from '../support/back-office.ts';
import { call, registerShopper, signInToken } from '../support/shop-api.ts';
import { toKhmerDigits } from '../../../shared/i18n/src/khmer-date.ts';

// The stock desk (issue 12): the demo supplier stocks an item on the Stock screen, a shopper orders its last units,
// the supplier's bell counts the new order and the low-stock alert live, the row is highlighted as low, its history
// shows the opening stock and the order, and the supplier increases it from there. Then once in Khmer: an
// adjustment that would go below zero is refused in Khmer, and a counted one is written to the history.

interface ItemOption {
  item: { itemId: number; partNumber: string; name: string };
  units: { id: number; isBase: boolean }[];
  stockId: number | null;
}

interface StockRow {
  id: number;
  item: { partNumber: string };
  quantity: number;
}

const countOf = async (page: Page) =>
  Number(await page.getByTestId('notification-count').first().getAttribute('data-count'));

/** An item the demo supplier's store does not stock yet, with a base unit (so a shopper can buy it). */
async function unstockedItem(request: Parameters<typeof call>[0], token: string): Promise<ItemOption['item']> {
  for (let page = 0; page < 20; page += 1) {
    const items = await call<ItemOption[]>(request, 'GET', `/api/backend/stock/items-unit?size=100&page=${page}`, {
      token,
    });
    const free = items.find(
      (row) =>
        row.stockId === null && row.units.some((unit) => unit.isBase) && /^[A-Za-z0-9-]{4,}$/.test(row.item.partNumber),
    );
    if (free) return free.item;
  }
  throw new Error('every item is stocked already');
}

test('a supplier stocks an item, a shopper orders the last units, the supplier is alerted live, reads the history and increases the stock', async ({
  page,
  request,
}) => {
  const supplierToken = await signedIn(page, request, supplier);
  const item = await unstockedItem(request, supplierToken);

  await page.goto('/en/admin/stock');
  await page.getByRole('button', { name: 'Add stock', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add stock' });
  await form.getByRole('combobox', { name: 'Item', exact: true }).fill(item.partNumber);
  await page.getByRole('option', { name: new RegExp(`^${item.partNumber.replace(/[-]/g, '\\-')} ·`) }).click();
  const price = form.getByRole('textbox', { name: 'Price (USD)', exact: true });
  await price.fill('9.999');
  await form.getByLabel('Low-stock alert at').fill('2');
  await form.getByLabel('Opening quantity').fill('3');
  await form.getByRole('button', { name: 'Save' }).click();
  // The contract's own rule, before anything is sent: two decimals at most.
  await expect(form.getByText('This value has the wrong format')).toBeVisible();
  await price.fill('9.90');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(item.partNumber);
  await expect(page.getByTestId('stock-part-number')).toHaveText([item.partNumber]);
  await expect(page.getByTestId('stock-quantity')).toHaveText(['3']);
  const stock = (
    await call<StockRow[]>(request, 'GET', `/api/backend/stock/store?search=${encodeURIComponent(item.partNumber)}`, {
      token: supplierToken,
    })
  )[0]!;
  const row = page.locator(`tr[data-stock-id="${stock.id}"]`);
  await expect(row).toHaveAttribute('data-low', 'false');

  // A shopper orders the last three: the supplier hears of the order and of the low stock, live.
  const before = await countOf(page);
  const shopper = await registerShopper(request, 'Last Units');
  await call(request, 'POST', '/api/frontend/cart', { token: shopper.token, data: { stockId: stock.id, quantity: 3 } });
  await call(request, 'POST', '/api/frontend/order', {
    token: shopper.token,
    data: { paymentMethod: 'CASH', shippingOption: 'Ground Way' },
  });
  await expect(page.getByTestId('notification-count').first()).toHaveAttribute('data-count', String(before + 2));
  const alerts = await call<{ kind: string; stockId: number | null; title: string }[]>(
    request,
    'GET',
    '/api/backend/notification/supplier?status=new&size=20',
    { token: supplierToken },
  );
  expect(alerts.filter((alert) => alert.kind === 'LOW_STOCK' && alert.stockId === stock.id)).toHaveLength(1);

  // The list follows it live, without a reload or leaving the page: 0 left, marked low (issue 34 §4).
  await expect(row.getByTestId('stock-quantity')).toHaveText('0');
  await expect(row).toHaveAttribute('data-low', 'true');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('');
  await page.getByRole('combobox', { name: 'Low stock', exact: true }).click();
  await page.getByRole('option', { name: 'Low only' }).click();
  await expect(page).toHaveURL(/low=true/);
  await expect(page.locator('tr[data-low="false"]')).toHaveCount(0);
  await page.goto(`/en/admin/stock?search=${encodeURIComponent(item.partNumber)}`);

  // Its history: the opening stock and the order; then an increase from the history page.
  await page.getByTestId(`history-${stock.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/stock-history/${stock.id}$`));
  await expect(page.getByTestId('history-entry')).toHaveCount(2);
  await expect(page.getByTestId('history-entry').first()).toHaveAttribute('data-reason', 'ORDER');
  await expect(page.getByTestId('history-entry').first()).toContainText('3 → 0');
  await page.getByRole('button', { name: 'Increase', exact: true }).click();
  const increase = page.getByRole('dialog', { name: /^Increase / });
  await increase.getByLabel('Units to add').fill('12');
  await increase.getByLabel('Note').fill('Delivery 2026-11');
  await increase.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('history-quantity')).toHaveText('12');
  await expect(page.getByTestId('history-entry')).toHaveCount(3);
  await expect(page.getByTestId('history-entry').first()).toHaveAttribute('data-reason', 'INCREASE');
  await expect(page.getByTestId('history-entry').first()).toContainText('Delivery 2026-11');
});

test('in Khmer: an adjustment below zero is refused in Khmer; a counted one is written to the history', async ({
  page,
  request,
}) => {
  const supplierToken = await signInToken(request, supplier.username, supplier.password);
  const stock = (
    await call<StockRow[]>(request, 'GET', '/api/backend/stock/store?size=100&sort=-quantity', { token: supplierToken })
  ).find((row) => row.quantity >= 2 && row.quantity < 1000)!;
  await signedIn(page, request, supplier);
  await page.goto(`/kh/admin/stock?search=${encodeURIComponent(stock.item.partNumber)}`);
  await expect(page.getByRole('heading', { name: 'ស្តុក', exact: true })).toBeVisible();
  await page.getByTestId(`adjust-${stock.id}`).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('អ្វីបានកើតឡើង').click();
  await page.getByRole('option', { name: 'បាត់' }).click();
  await form.getByLabel(/^ចំនួន/).fill(String(stock.quantity + 1));
  await form.getByLabel('មូលហេតុ').fill('បាត់ពីធ្នើ');
  await form.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(form.getByText(`ស្តុកមិនគ្រប់គ្រាន់៖ មានតែ ${stock.quantity} ប៉ុណ្ណោះ`)).toBeVisible();
  await form.getByLabel(/^ចំនួន/).fill('1');
  await form.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(form).toHaveCount(0);
  await page.getByTestId(`history-${stock.id}`).click();
  await expect(page.getByTestId('history-entry').first()).toHaveAttribute('data-reason', 'ADJUSTMENT');
  await expect(page.getByTestId('history-entry').first()).toContainText('ការកែតម្រូវ');
  // Khmer pages write counts in Khmer digits, as they write dates.
  await expect(page.getByTestId('history-quantity')).toHaveText(toKhmerDigits(String(stock.quantity - 1)));
});

test('the admin adds a supplier with its store and sign-in in one step, edits its store, switches it off, and changes prices by a percentage', async ({
  page,
  request,
}) => {
  const adminToken = await signedIn(page, request, superAdmin);
  const name = `Kep Parts ${Date.now()}`;
  await page.goto('/en/admin/suppliers');
  await page.getByRole('button', { name: 'Add a supplier' }).click();
  const form = page.getByRole('dialog', { name: 'Add a supplier' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('036 200 300');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`shop-${Date.now()}@kep-parts.demo`);
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Crab Market, Kep');
  const signIn = `owner-${Date.now()}@kep-parts.demo`;
  await form.getByRole('textbox', { name: 'Sign-in e-mail', exact: true }).fill(signIn);
  await form.locator('input[type="password"]').fill('short');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Use at least 8 characters')).toBeVisible();
  await form.locator('input[type="password"]').fill('Kep-Crab-2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  // One step made all three: the supplier, its store (named after it) and a sign-in that works.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  await expect(page.getByTestId('supplier-name')).toHaveText([name]);
  const [created] = await call<{ id: number; store: { id: number } }[]>(
    request,
    'GET',
    `/api/backend/supplier?search=${encodeURIComponent(name)}`,
    { token: adminToken },
  );
  const ownerToken = await signInToken(request, signIn, 'Kep-Crab-2026');
  expect(
    (await call<{ supplierId: number }>(request, 'GET', '/api/backend/supplier/me', { token: ownerToken })).supplierId,
  ).toBe(created!.id);

  await page.goto(`/en/admin/stores?search=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('store-name')).toHaveText([name]);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Edit' }).click();
  const storeForm = page.getByRole('dialog');
  await storeForm.getByRole('textbox', { name: 'Phone', exact: true }).fill('036 999 000');
  await storeForm.getByRole('button', { name: 'Save' }).click();
  await expect(storeForm).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '036 999 000' })).toBeVisible();

  // Prices by a percentage, for the rows chosen: the admin stocks two items in the new store first.
  const items = (
    await call<ItemOption[]>(request, 'GET', `/api/backend/stock/items-unit?size=2&storeId=${created!.store.id}`, {
      token: adminToken,
    })
  ).map((row) => row.item.itemId);
  for (const itemId of items) {
    await call(request, 'POST', '/api/backend/stock', {
      token: adminToken,
      data: { itemId, storeId: created!.store.id, price: '10.00', quantity: 4 },
    });
  }
  await page.goto(`/en/admin/stock?storeId=${created!.store.id}`);
  await expect(page.getByTestId('stock-part-number')).toHaveCount(2);
  await page.locator('thead').getByRole('checkbox').check();
  await page.getByRole('button', { name: /Change price by %/ }).click();
  await page.getByTestId('price-percent').fill('10');
  await page.getByTestId('price-apply').click();
  await expect(page.getByTestId('price-results').locator('tr[data-ok="true"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('cell', { name: '$11', exact: true })).toHaveCount(4);

  // Switched off: its sign-in stops working at once.
  await page.goto(`/en/admin/suppliers?search=${encodeURIComponent(name)}`);
  await page.getByTestId(`toggle-${created!.id}`).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch off' }).click();
  await expect(page.getByTestId(`toggle-${created!.id}`)).toHaveText('Switch on');
  expect((await request.get('/auth/me', { headers: { authorization: `Bearer ${ownerToken}` } })).status()).toBe(401);
});
