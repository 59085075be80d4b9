import { expect, test, type Page } from '../support/test.ts';
import { call } from '../support/shop-api.ts';
import { onePixelPng, signedIn, superAdmin } from '../support/back-office.ts';

// The catalogue desk (issue 12) through the browser, as the super admin: a brand, a model and its years, a part
// with an image and a fitment range; then a shopper finds the part through the storefront's vehicle filter at
// once (the catalogue cache is on in this composition), in English and in Khmer. The API only picks free years.

/** Picks `name` in a Mantine select or multiselect opened by `input` (its options are listed in a portal). */
async function choose(page: Page, input: ReturnType<Page['getByTestId']>, name: string) {
  await input.click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('the admin adds a brand, a model, years and a part fitting a range; a shopper finds it at once, also in Khmer', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const token = await signedIn(page, request, superAdmin);
  const stamp = Date.now().toString(36).toUpperCase();
  const brandName = `E2E Motors ${stamp}`;
  const modelName = `Roadster ${stamp}`;
  const partNumber = `E2E-${stamp}`;
  const partName = `E2E Brake Disc ${stamp}`;
  const partNameKh = `ឌីសហ្វ្រាំង ${stamp}`;
  // Two consecutive model years no earlier run made (years are shared by every vehicle).
  const taken = new Set(
    (await call<{ value: number }[]>(request, 'GET', '/api/backend/part-fit/year', { token })).map(
      (year) => year.value,
    ),
  );
  const first = [...Array(60).keys()].map((i) => 2040 + i).find((year) => !taken.has(year) && !taken.has(year + 1))!;
  const years = [first, first + 1];

  // The Catalogue hub leads to each screen.
  await page.goto('/en/admin/catalogue');
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await page.getByTestId('catalogue-link-years').click();
  await expect(page).toHaveURL(/\/en\/admin\/years$/);
  for (const year of years) {
    await page.getByRole('button', { name: 'Add a year' }).click();
    const form = page.getByRole('dialog', { name: 'Add a year' });
    await form.locator('[data-field="value"]').fill(String(year));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
  }

  await page.goto('/en/admin/brands');
  await page.getByRole('button', { name: 'Add a brand' }).click();
  let form = page.getByRole('dialog', { name: 'Add a brand' });
  // A brand needs a name: the contract says so before anything is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('[data-field="name"]')).toHaveAttribute('aria-invalid', 'true');
  await form.locator('[data-field="name"]').fill(brandName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  await page.goto('/en/admin/models');
  await page.getByRole('button', { name: 'Add a model' }).click();
  form = page.getByRole('dialog', { name: 'Add a model' });
  await choose(page, form.locator('[data-field="brandId"]'), brandName);
  await form.locator('[data-field="name"]').fill(modelName);
  for (const year of years) await choose(page, form.locator('[data-field="yearIds"]'), String(year));
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(stamp);
  await expect(page.getByRole('row').filter({ hasText: modelName })).toContainText(`${years[0]}–${years[1]}`);

  // The part: names in both languages, maker and category; then its own page.
  await page.goto('/en/admin/parts');
  await page.getByRole('button', { name: 'Add a part' }).click();
  form = page.getByRole('dialog', { name: 'Add a part' });
  await form.locator('[data-field="partNumber"]').fill(partNumber);
  await form.locator('[data-field="name"]').fill(partName);
  await form.locator('[data-field="nameKh"]').fill(partNameKh);
  await choose(page, form.locator('[data-field="brandItemId"]'), 'Bosch');
  await choose(page, form.locator('[data-field="categoryId"]'), 'Brakes');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/parts\/\d+$/);
  await expect(page.getByTestId('part-title')).toHaveText(`${partNumber} · ${partName}`);
  const partId = Number(page.url().split('/').pop());

  await page
    .getByTestId('upload-dropzone')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'disc.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByTestId('part-image')).toBeVisible();
  await page.getByTestId('part-popular').click();
  await expect(page.getByTestId('part-popular')).toBeChecked();
  await expect(page.getByTestId('item-units')).toContainText('Piece');

  // The fitment: one range of years for the new model, shown as one row.
  const editor = page.getByTestId('fitment-editor');
  await choose(page, editor.getByTestId('fitment-brand'), brandName);
  await choose(page, editor.getByTestId('fitment-models'), modelName);
  await page.keyboard.press('Escape');
  await choose(page, editor.getByTestId('fitment-year-from'), String(years[1]));
  await choose(page, editor.getByTestId('fitment-year-to'), String(years[0]));
  await expect(editor.getByText('The last year comes before the first')).toBeVisible();
  await expect(editor.getByTestId('fitment-submit')).toBeDisabled();
  await choose(page, editor.getByTestId('fitment-year-from'), String(years[0]));
  await choose(page, editor.getByTestId('fitment-year-to'), String(years[1]));
  await editor.getByTestId('fitment-submit').click();
  const range = editor.getByTestId('fitment-range');
  await expect(range).toHaveCount(1);
  await expect(range).toContainText(`${brandName} ${modelName}`);
  await expect(range).toContainText(`${years[0]}–${years[1]}`);
  await expect(range).toContainText('Main');
  // The whole range moves to the rear at once, and stays one row.
  await range.getByRole('button', { name: 'Edit' }).click();
  const editRange = page.getByRole('dialog');
  await choose(page, editRange.getByTestId('fitment-range-position'), 'Rear');
  await editRange.getByRole('button', { name: 'Save' }).click();
  await expect(range).toHaveCount(1);
  await expect(range).toContainText('Rear');

  // A shopper finds it through the vehicle filter at once.
  const shopper = await browser.newPage();
  await shopper.goto('/en');
  await shopper.getByLabel('Year', { exact: true }).selectOption({ label: String(years[1]) });
  await shopper.getByLabel('Brand', { exact: true }).selectOption({ label: brandName });
  await shopper.getByLabel('Model', { exact: true }).selectOption({ label: modelName });
  await shopper.getByRole('button', { name: 'Find parts' }).click();
  const card = shopper.locator(`[data-testid="product-card"][data-product-id="${partId}"]`);
  await expect(card).toContainText(partName);
  await expect(card.getByTestId('part-number')).toHaveText(partNumber);

  // In Khmer: the shopper reads the Khmer name, and the admin's part page speaks Khmer.
  await shopper.goto('/kh');
  await shopper.getByLabel('ឆ្នាំ', { exact: true }).selectOption({ label: String(years[0]) });
  await shopper.getByLabel('ម៉ាក', { exact: true }).selectOption({ label: brandName });
  await shopper.getByLabel('ម៉ូដែល', { exact: true }).selectOption({ label: modelName });
  await shopper.getByRole('button', { name: 'ស្វែងរកគ្រឿងបន្លាស់' }).click();
  await expect(shopper.locator(`[data-testid="product-card"][data-product-id="${partId}"]`)).toContainText(partNameKh);
  await shopper.close();
  await page.goto(`/kh/admin/parts/${partId}`);
  await expect(page.getByTestId('fitment-editor').getByRole('heading', { name: 'ការត្រូវនឹងយានយន្ត' })).toBeVisible();
  await expect(page.getByTestId('fitment-range')).toContainText('ខាងក្រោយ');
  // The part's history holds its fitments' changes, worded in Khmer: the fitment added and moved to the rear.
  const fitmentHistory = page.getByTestId('history-row').filter({ hasText: 'ការត្រូវនឹងយានយន្ត' });
  await expect(fitmentHistory.filter({ hasText: 'បានបន្ថែម' }).first()).toBeVisible();
  await expect(fitmentHistory.filter({ hasText: 'បានផ្លាស់ប្ដូរ' }).first()).toContainText('ខាងក្រោយ');

  // A brand still used by a model cannot be deleted; the reason is worded in the user's language.
  const [brand] = await call<{ id: number }[]>(
    request,
    'GET',
    `/api/backend/brand?search=${encodeURIComponent(brandName)}`,
    { token },
  );
  const refused = await request.delete(`/api/backend/brand/${brand!.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(409);
});
