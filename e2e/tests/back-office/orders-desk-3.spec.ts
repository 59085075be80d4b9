import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signedIn, superAdmin, supplier } from '../support/back-office.ts';
import { call, placeOrder, registerShopper, signInToken } from '../support/shop-api.ts';

// The orders desk, third part (issue 11's leftovers): staff print an invoice from the Invoices screen (a row's
// Print and the invoice drawer's), the same document the shopper prints; a supplier prints only its own invoices;
// the receipts and supplier returns lists export their filtered rows as CSV (a supplier's only its own). Then once
// in Khmer: the Print button, the document and the export are worded in Khmer.

interface StockRow {
  stockId: number;
  supplier: { id: number; name: string };
  item: { partNumber: string; name: string };
  baseUnitId: number;
  quantity: number;
}

interface Invoice {
  id: number;
  total: string;
  supplier: { id: number };
}

/** window.print counted instead of opening the browser's dialog. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

/** Clicks the list's CSV export (named in the page's language) and answers the downloaded file's text. */
async function exportedCsv(page: Page, label = 'Export CSV'): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return readFile((await download.path())!, 'utf8');
}

/** An accepted order of a new shopper with a line of the demo supplier and one of another supplier: its two invoices. */
async function acceptedTwoSupplierOrder(
  request: Parameters<typeof signInToken>[0],
  adminToken: string,
  supplierToken: string,
) {
  const own = (
    await call<StockRow[]>(request, 'GET', '/api/backend/order/stock?size=100', { token: supplierToken })
  ).find((row) => row.quantity >= 5);
  expect(own, 'the demo supplier sells something in stock').toBeTruthy();
  const other = (
    await call<StockRow[]>(request, 'GET', '/api/backend/order/stock?size=100', { token: adminToken })
  ).find(
    (row) => row.quantity >= 5 && row.supplier.id !== own!.supplier.id && row.item.partNumber !== own!.item.partNumber,
  );
  expect(other, 'another supplier sells something in stock').toBeTruthy();
  const shopper = await registerShopper(request, 'Print Shopper');
  const orderId = await placeOrder(request, shopper, [own!.stockId, other!.stockId]);
  await call(request, 'PUT', `/api/backend/order/accepted/${orderId}`, { token: adminToken, data: {} });
  const invoices = await call<Invoice[]>(request, 'GET', `/api/backend/invoice/all-suppliers/${orderId}`, {
    token: adminToken,
  });
  const mine = invoices.find((invoice) => invoice.supplier.id === own!.supplier.id)!;
  const theirs = invoices.find((invoice) => invoice.supplier.id !== own!.supplier.id)!;
  return { orderId, own: own!, other: other!, mine, theirs };
}

const invoiceRow = (page: Page, id: number) =>
  page.locator('tr', { has: page.getByTestId('invoice-number').filter({ hasText: new RegExp(`^#${id}$`) }) });
const invoiceNumber = (id: number) => `INV-${String(id).padStart(6, '0')}`;

test('staff print any invoice they may see (a supplier only its own); receipts and returns export their rows as CSV', async ({
  page,
  request,
  browser,
}) => {
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const supplierToken = await signInToken(request, supplier.username, supplier.password);
  const { orderId, own, other, mine, theirs } = await acceptedTwoSupplierOrder(request, adminToken, supplierToken);
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  await call(request, 'POST', '/api/backend/receipt', {
    token: adminToken,
    data: { invoiceId: mine.id, amount: '0.01', method: 'BANK', reference: `TRX-MINE-${tag}` },
  });
  await call(request, 'POST', '/api/backend/receipt', {
    token: adminToken,
    data: { invoiceId: theirs.id, amount: '0.01', method: 'BANK', reference: `TRX-THEIRS-${tag}` },
  });
  await call(request, 'POST', '/api/backend/supplier-return-stock', {
    token: supplierToken,
    data: { stockId: own.stockId, itemUnitId: own.baseUnitId, quantity: 1, reason: `Dented box ${tag}` },
  });

  // The admin prints the other supplier's invoice from its row...
  await countPrints(page);
  await signedIn(page, request, superAdmin);
  await page.goto('/en/admin/invoices');
  await invoiceRow(page, theirs.id).getByTestId('invoice-print-open').click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/invoices/${theirs.id}/print$`));
  const document = page.getByTestId('printable-invoice');
  await expect(document.getByTestId('invoice-number')).toHaveText(invoiceNumber(theirs.id));
  await expect(document).toContainText(`Order #${orderId}`);
  await expect(document.getByTestId('invoice-line')).toHaveCount(1);
  await expect(document.getByTestId('invoice-line')).toContainText(other.item.partNumber);
  // The part's way worded as the reader reads it, never the stored option (issue 34 §6).
  await expect(document.getByTestId('invoice-delivery-fee')).toContainText('Delivery: By road');
  await expect(document).not.toContainText('Ground Way');
  await page.getByTestId('invoice-print').click();
  expect(await printed(page)).toBe(1);
  // Printed on A4: no menu, no buttons, the invoice from the sheet's edge, not beside the menu's empty column.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back-office navigation' })).toBeHidden();
  await expect(page.getByTestId('invoice-print')).toBeHidden();
  await expect.poll(async () => (await document.boundingBox())!.x).toBeLessThan(24);
  await page.emulateMedia({ media: 'screen' });
  // ... and the demo supplier's from the invoice's drawer.
  await page.getByRole('link', { name: 'Back to invoices' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/invoices$/);
  await invoiceRow(page, mine.id).getByTestId('invoice-number').click();
  await page.getByRole('dialog').getByTestId('invoice-print-open').click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/invoices/${mine.id}/print$`));
  await expect(page.getByTestId('printable-invoice').getByTestId('invoice-line')).toContainText(own.item.partNumber);

  // The admin's receipts export holds both receipts.
  await page.goto('/en/admin/receipts');
  await expect(page.getByTestId('receipt-number').first()).toBeVisible();
  const allReceipts = await exportedCsv(page);
  expect(allReceipts).toContain('id,createdAt,invoiceId,orderId,supplierId,amount,method,reference,status,recordedBy');
  expect(allReceipts).toContain(`TRX-MINE-${tag}`);
  expect(allReceipts).toContain(`TRX-THEIRS-${tag}`);

  // The supplier prints its own invoice, never another's; its exports hold only its own rows.
  const supplierPage = await (await browser.newContext()).newPage();
  await countPrints(supplierPage);
  await signedIn(supplierPage, request, supplier);
  await supplierPage.goto('/en/admin/invoices');
  await invoiceRow(supplierPage, mine.id).getByTestId('invoice-print-open').click();
  await expect(supplierPage.getByTestId('printable-invoice').getByTestId('invoice-number')).toHaveText(
    invoiceNumber(mine.id),
  );
  await supplierPage.getByTestId('invoice-print').click();
  expect(await printed(supplierPage)).toBe(1);
  await supplierPage.goto(`/en/admin/invoices/${theirs.id}/print`);
  await expect(supplierPage.getByText('Invoice not found')).toBeVisible();
  await expect(supplierPage.getByTestId('printable-invoice')).toHaveCount(0);

  await supplierPage.goto('/en/admin/receipts');
  await expect(supplierPage.getByTestId('receipt-number').first()).toBeVisible();
  const ownReceipts = await exportedCsv(supplierPage);
  expect(ownReceipts).toContain(`TRX-MINE-${tag}`);
  expect(ownReceipts).not.toContain(`TRX-THEIRS-${tag}`);

  await supplierPage.goto('/en/admin/returns');
  await expect(supplierPage.getByTestId('return-number').first()).toBeVisible();
  const returns = await exportedCsv(supplierPage);
  expect(returns).toContain('id,createdAt,partNumber,item,supplier,quantity,unit,baseQuantity,reason,createdBy');
  const returnRow = returns.split('\r\n').find((line) => line.includes(`Dented box ${tag}`));
  expect(returnRow).toContain(own.item.partNumber);
  await supplierPage.context().close();
});

test('in Khmer: the invoice prints in Khmer and the receipts export is offered in Khmer', async ({ page, request }) => {
  const adminToken = await signInToken(request, superAdmin.username, superAdmin.password);
  const supplierToken = await signInToken(request, supplier.username, supplier.password);
  const { theirs } = await acceptedTwoSupplierOrder(request, adminToken, supplierToken);
  const reference = `TRX-KH-${Date.now()}`;
  await call(request, 'POST', '/api/backend/receipt', {
    token: adminToken,
    data: { invoiceId: theirs.id, amount: '0.01', method: 'CASH', reference },
  });

  await countPrints(page);
  await signedIn(page, request, superAdmin);
  await page.goto('/kh/admin/invoices');
  const print = invoiceRow(page, theirs.id).getByTestId('invoice-print-open');
  await expect(print).toHaveText('បោះពុម្ព');
  await print.click();
  await expect(page).toHaveURL(new RegExp(`/kh/admin/invoices/${theirs.id}/print$`));
  const document = page.getByTestId('printable-invoice');
  await expect(document.getByRole('heading', { level: 1 })).toHaveText('វិក្កយបត្រ');
  await expect(document.getByTestId('invoice-number')).toHaveText(invoiceNumber(theirs.id));
  await expect(document.getByTestId('invoice-delivery-fee')).toContainText('តាមផ្លូវគោក');
  await expect(document.getByTestId('invoice-delivery-fee')).not.toContainText(/By road|Ground Way/);
  await expect(page.getByTestId('invoice-print')).toHaveText('បោះពុម្ព');
  await page.getByTestId('invoice-print').click();
  expect(await printed(page)).toBe(1);

  await page.goto('/kh/admin/receipts');
  expect(await exportedCsv(page, 'នាំចេញ CSV')).toContain(reference);
});
