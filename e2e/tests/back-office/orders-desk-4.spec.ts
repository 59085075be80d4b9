import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signedIn, superAdmin } from '../support/back-office.ts';
import { shopperWithOrders } from '../support/shop-api.ts';

// The busy orders desk (issue 34 §6): tabs in the order an order moves, under the title; sorting by the time placed;
// a page size that is remembered; "select all that match" beyond the page and one bulk move for all of them; the
// CSV named after its day, in the staff member's language.

const ORDERS = 12;

/**
 * Opens the page-size menu and picks a size. The list is read again whenever the notification count rises (the
 * shell's first read of it does), and a menu opened just then can close again (CI once waited 3 minutes for its
 * item), so the menu is opened again until its item is clicked.
 */
async function choosePageSize(page: Page, current: string, wanted: string) {
  const item = page.getByRole('menuitem', { name: wanted, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: current, exact: true }).click();
    await item.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('the busy desk: tabs in order, sort, remembered page size, select all that match with one bulk move, the CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shopper = await shopperWithOrders(request, 'Busy Desk', ORDERS);
  await signedIn(page, request, superAdmin);
  await page.goto(`/en/admin/orders?search=${encodeURIComponent(shopper.name)}`);

  // Tabs in the order an order moves, under the page title; the status is a tab only, not also a filter.
  const heading = page.getByRole('heading', { name: 'Orders', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    /^Pending/,
    /^Accepted/,
    /^Processing/,
    /^Delivered/,
    /^Paid/,
    /^Cancelled/,
    /^All/,
  ]);
  const [title, tabs] = [await heading.boundingBox(), await page.getByRole('tablist').boundingBox()];
  expect(tabs!.y).toBeGreaterThan(title!.y);
  await expect(page.getByLabel('Status', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('tab-status-PENDING')).toHaveText(`Pending (${ORDERS})`);
  await expect(page.getByText(`10 / ${ORDERS} items`)).toBeVisible();

  // Sorting by the time placed, oldest first, then newest first.
  await page.getByRole('button', { name: /^Placed/ }).click();
  await expect(page).toHaveURL(/sort=createdAt(%3A|:)asc/);
  await expect(page.getByTestId('order-number').first()).toHaveText(`#${shopper.ids[0]}`);
  await page.getByRole('button', { name: /^Placed/ }).click();
  await expect(page).toHaveURL(/sort=createdAt(%3A|:)desc/);
  await expect(page.getByTestId('order-number').first()).toHaveText(`#${shopper.ids.at(-1)}`);

  // The page size chosen is kept: the list opens with it again (no size in the address).
  await choosePageSize(page, '10', '20');
  await expect(page.getByText(`${ORDERS} / ${ORDERS} items`)).toBeVisible();
  await page.goto(`/en/admin/orders?search=${encodeURIComponent(shopper.name)}`);
  await expect(page.getByText(`${ORDERS} / ${ORDERS} items`)).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveCount(ORDERS);
  // Back to 10, so the page holds fewer orders than match.
  await choosePageSize(page, '20', '10');
  await expect(page.getByTestId('order-number')).toHaveCount(10);

  // Select the page, then every order that matches, and accept them all at once.
  await page.locator('thead input[type="checkbox"]').check();
  await page.getByRole('button', { name: /^Select all \d+ that match$/ }).click();
  await expect(page.getByText(`All ${ORDERS} matching records are selected.`)).toBeVisible();
  await page.getByRole('button', { name: `Accept (${ORDERS})` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByTestId('bulk-result-row')).toHaveCount(ORDERS);
  await expect(page.locator('[data-testid="bulk-result-row"][data-moved="true"]')).toHaveCount(ORDERS);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tab-status-ACCEPTED')).toHaveText(`Accepted (${ORDERS})`);
  await expect(page.getByTestId('tab-status-PENDING')).toHaveText('Pending (0)');

  // The CSV of what the list shows: named after today, worded in English with its figures.
  await page.getByTestId('tab-status-ACCEPTED').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Order,Status,Placed,Customer,Payment,Shipping,Lines,Total (USD),Total (KHR),Delivery (USD),Delivery (KHR)',
  );
  expect(lines).toHaveLength(ORDERS + 1);
  expect(lines[1]).toContain(`,Accepted,`);
  expect(lines[1]).toContain(`,${shopper.name},Cash,By road,`);
});
