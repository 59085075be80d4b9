import type { APIRequestContext, Page } from '@playwright/test';
import { demoCategories, demoMakers } from '../../../api/src/seeders/catalog/parts-vocabulary.ts';
import { demoSuppliers } from '../../../api/src/seeders/catalog/shop-data.ts';
import { expect, test } from '../support/test.ts';
import { signedIn, superAdmin } from '../support/back-office.ts';

// The catalogue import screen, as the super admin: a parts CSV and a fitment CSV, each with one bad row, are
// dropped on the page; the dry run shows that row's line and reason, and applying imports the rest. Once in Khmer.

const store = demoSuppliers[0]!.store.name;
const maker = demoMakers[0]!.name;
const category = demoCategories[0]!.name;
const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const csv = (...rows: string[][]) => rows.map((row) => row.map(cell).join(',')).join('\r\n');
const partsHeader = [
  'part_number',
  'name',
  'name_kh',
  'maker',
  'category',
  'position',
  'unit',
  `price:${store}`,
  `stock:${store}`,
];

async function dropCsv(page: Page, name: string, text: string) {
  await page
    .getByTestId('upload-dropzone')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

async function exported(request: APIRequestContext, token: string, kind: string): Promise<string> {
  const response = await request.get(`/api/backend/export/${kind}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.text();
}

test('the admin imports parts and fitment from CSV: the bad row is shown with its reason, the rest is imported', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signedIn(page, request, superAdmin);
  const partNumber = `E2E-IMP-${Date.now()}`;

  await page.goto('/en/admin');
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Import and export' })
    .click();
  await expect(page).toHaveURL(/\/en\/admin\/import$/);
  await expect(page.getByRole('heading', { name: 'Import and export' })).toBeVisible();

  // The template downloads as a file.
  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  expect((await download).suggestedFilename()).toBe('parts-template.csv');

  // A file the import cannot read is refused as a whole, naming the column.
  await dropCsv(page, 'wrong.csv', 'part_number,colour\r\nX,red');
  await expect(page.getByTestId('import-problem')).toHaveText(
    'The column "colour" is not one the import knows (or names no store)',
  );

  // Parts: one new part, one with a price of three decimals.
  await dropCsv(
    page,
    'parts.csv',
    csv(
      partsHeader,
      [partNumber, 'E2E brake pad set', 'ឈុតបន្ទះហ្វ្រាំង', maker, category, 'FRONT', 'Piece', '12.50', '6'],
      [`${partNumber}-BAD`, 'Bad price', '', maker, category, '', 'Piece', '3.999', '1'],
    ),
  );
  const report = page.getByTestId('import-report');
  await expect(report).toHaveAttribute('data-applied', 'false');
  await expect(page.getByTestId('import-add')).toHaveText('1 to add');
  const badPrice = page.getByTestId('import-rejected').locator('tr[data-line="3"]');
  await expect(badPrice).toContainText(`price:${store}`);
  await expect(badPrice).toContainText('The price 3.999 has more than two decimals');
  await page.getByTestId('import-apply').click();
  await expect(report).toHaveAttribute('data-applied', 'true');
  await expect(page.getByTestId('import-add')).toHaveText('1 added');
  const parts = await exported(request, token, 'parts');
  expect(parts).toContain(`${partNumber},E2E brake pad set,ឈុតបន្ទះហ្វ្រាំង,${maker},${category},FRONT,Piece,12.50,12.50,6`);
  expect(parts).not.toContain(`${partNumber}-BAD`);

  // Fitment: two models over three years (six fitments), and a model Toyota does not have.
  await page.getByTestId('import-kind').getByText('Fitment').click();
  await dropCsv(
    page,
    'fitment.csv',
    csv(
      ['part_number', 'brand', 'model', 'year_from', 'year_to', 'position', 'note'],
      [partNumber, 'Toyota', 'Camry|Corolla', '2012-2014', '', '', ''],
      [partNumber, 'Toyota', 'Camryy', '2012', '', '', ''],
    ),
  );
  await expect(page.getByTestId('import-add')).toHaveText('6 to add');
  await expect(page.getByTestId('import-rejected').locator('tr[data-line="3"]')).toContainText(
    'The brand has no model called "Camryy"',
  );
  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-add')).toHaveText('6 added');
  const fitments = await exported(request, token, 'fitments');
  expect(fitments).toContain(`${partNumber},Toyota,Camry,2012,2014,Main,`);
  expect(fitments).toContain(`${partNumber},Toyota,Corolla,2012,2014,Main,`);
});

test('in Khmer, the dry run words the rejected row in Khmer and the import applies', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signedIn(page, request, superAdmin);
  const partNumber = `E2E-IMP-KH-${Date.now()}`;
  await page.goto('/kh/admin/import');
  await expect(page.getByRole('heading', { name: 'នាំចូល និងនាំចេញ' })).toBeVisible();
  await dropCsv(
    page,
    'parts-kh.csv',
    csv(
      partsHeader,
      [partNumber, 'E2E oil filter', 'តម្រងប្រេង', maker, category, '', 'Piece', '4', '2'],
      [`${partNumber}-BAD`, 'Unknown maker', '', 'No Such Maker', category, '', 'Piece', '4', '2'],
    ),
  );
  await expect(page.getByTestId('import-add')).toHaveText('ត្រូវបន្ថែម 1');
  await expect(page.getByTestId('import-rejected').locator('tr[data-line="3"]')).toContainText(
    'គ្មានអ្នកផលិតណាឈ្មោះ "No Such Maker" ទេ',
  );
  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-add')).toHaveText('បានបន្ថែម 1');
  expect(await exported(request, token, 'parts')).toContain(`${partNumber},E2E oil filter,តម្រងប្រេង`);
});
