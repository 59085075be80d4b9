import { groupFitments, type FitmentRow } from '../../shared/contracts/src/fitment-ranges.ts';
import { expect, test, type APIRequestContext } from './support/test.ts';

// The catalogue journey of Issue 3, in Khmer: the expectations come from the API, not from fixed lists.

interface Named {
  id: number;
  name: string;
  nameKh: string | null;
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const response = method === 'GET' ? await request.get(url) : await request.post(url, { data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

const khmer = (item: Named) => item.nameKh ?? item.name;
const riel = (khr: string) => `៛${Number(khr).toLocaleString('en-US')}`;
const dollars = (usd: string) => `$${usd.endsWith('.00') ? usd.slice(0, -3) : usd}`;

test('a shopper in Khmer chooses a Toyota Camry 2015, sees its parts with their categories and opens one', async ({
  page,
  request,
}) => {
  const brands = (await api<{ data: Named[] }>(request, 'GET', '/api/frontend/brand?size=100')).data;
  const toyota = brands.find((b) => b.name === 'Toyota')!;
  const years = (await api<{ data: { id: number; value: number }[] }>(request, 'GET', '/api/frontend/dashboard/year'))
    .data;
  const y2015 = years.find((y) => y.value === 2015)!;
  const models = (
    await api<{ data: Named[] }>(request, 'GET', `/api/frontend/dashboard/model/${y2015.id}/brand/${toyota.id}`)
  ).data;
  const camry = models.find((m) => m.name === 'Camry')!;
  const expected = await api<{
    pagination: { totalCount: number };
    summary: { categories: (Named & { count: number })[] };
  }>(request, 'POST', '/api/frontend/dashboard', {
    yearId: y2015.id,
    brandId: toyota.id,
    modelId: camry.id,
    size: 1,
    showSummary: true,
  });

  await page.goto('/kh');
  // The selector's fields and button by their Khmer names: Year, Brand, Model, Find parts.
  await page.getByRole('combobox', { name: 'ឆ្នាំ', exact: true }).selectOption({ label: '2015' });
  await page.getByRole('combobox', { name: 'ម៉ាក', exact: true }).selectOption({ label: khmer(toyota) });
  await page.getByRole('combobox', { name: 'ម៉ូដែល', exact: true }).selectOption({ label: khmer(camry) });
  await page.getByRole('button', { name: 'ស្វែងរកគ្រឿងបន្លាស់', exact: true }).click();

  await expect(page).toHaveURL(
    new RegExp(`/kh/filter\\?year=${y2015.id}&brand=${toyota.id}&model=${camry.id}&show-summary=true$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `គ្រឿងបន្លាស់សម្រាប់ ${khmer(toyota)} ${khmer(camry)} 2015`,
  );
  await expect(page.getByTestId('chosen-vehicle')).toHaveText(`${khmer(toyota)} ${khmer(camry)} 2015`);
  // One grid of cards under the category chips (listing.spec.ts checks the grid itself).
  const firstCategory = expected.summary.categories[0]!;
  const chips = page.getByRole('group', { name: 'ប្រភេទ', exact: true });
  await expect(chips.getByText(`ទាំងអស់ (${expected.pagination.totalCount})`)).toBeVisible();
  await expect(chips.getByText(`${khmer(firstCategory)} (${firstCategory.count})`)).toBeVisible();

  const card = page.getByTestId('product-card').first();
  const partId = Number(await card.getAttribute('data-product-id'));
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/kh/part/${partId}$`));

  const part = (
    await api<{
      data: {
        name: string;
        nameKh: string;
        price: string;
        priceKhr: string;
        fitments: { year: { value: number }; model: Named }[];
      };
    }>(request, 'GET', `/api/frontend/part/${partId}`)
  ).data;
  await expect(page.getByTestId('part-name')).toHaveText(part.nameKh);
  await expect(page.getByTestId('price-usd').first()).toHaveText(dollars(part.price));
  await expect(page.getByTestId('price-khr').first()).toHaveText(riel(part.priceKhr));
  // Consecutive years of one model, position and note read as one row (Camry 2010–2015).
  const fitments = page.getByTestId('fitment-table').getByTestId('fitment-row');
  await expect(fitments).toHaveCount(groupFitments(part.fitments as unknown as FitmentRow[]).length);
  const yours = page.locator('[data-testid="fitment-row"][aria-current="true"]');
  await expect(yours).toContainText(khmer(camry));
  expect(Number(await yours.getAttribute('data-year-from'))).toBeLessThanOrEqual(2015);
  expect(Number(await yours.getAttribute('data-year-to'))).toBeGreaterThanOrEqual(2015);
  // The add-to-cart button comes from mfe-checkout, loaded at run time into the catalogue's page.
  await expect(page.getByRole('button', { name: 'ដាក់ក្នុងកន្ត្រក' }).first()).toBeVisible();
});

test('a search in Khmer with a mistyped part number finds the part first', async ({ page, request }) => {
  const popular = (
    await api<{ data: { id: number; partNumber: string; nameKh: string }[] }>(
      request,
      'GET',
      '/api/frontend/part/popular?size=20',
    )
  ).data;
  const target = popular.find((p) => /^\d{5}-\d{3}[A-Z]\d$/.test(p.partNumber)) ?? popular[0]!;
  const chars = [...target.partNumber.replace('-', '')];
  // Two different neighbouring characters swapped, and the dash left out: how part numbers get mistyped.
  const at = chars.findIndex(
    (char, i) => i > 0 && char !== chars[i + 1] && /\d/.test(char) && /\d/.test(chars[i + 1] ?? ''),
  );
  [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
  const mistyped = chars.join('');
  expect(mistyped.toLowerCase()).not.toBe(target.partNumber.replace('-', '').toLowerCase());
  await page.goto('/kh/search');
  await page.getByTestId('search-input').fill(mistyped);
  await page.getByRole('button', { name: 'ស្វែងរក' }).click();
  await expect(page).toHaveURL(/\/kh\/search\?q=/);
  const first = page.getByTestId('search-result').first();
  await expect(first.getByTestId('product-card')).toHaveAttribute('data-product-id', String(target.id));
  await expect(first.getByTestId('part-number')).toHaveText(target.partNumber);
});

test('the accessories page lists every accessory under category chips, in Khmer, and a chip narrows it', async ({
  page,
  request,
}) => {
  const all = await api<{
    pagination: { totalCount: number };
    summary: { total: number; categories: (Named & { count: number })[] };
  }>(request, 'POST', '/api/frontend/dashboard/accessory/part', { size: 20, showSummary: true });
  await page.goto('/kh/accessories?show-summary=true');
  const chips = page.getByTestId('category-chip');
  await expect(chips).toHaveText([
    `ទាំងអស់ (${all.summary.total})`,
    ...all.summary.categories.map((c) => `${khmer(c)} (${c.count})`),
  ]);
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(20, all.pagination.totalCount));
  const category = all.summary.categories[0]!;
  await chips.filter({ hasText: khmer(category) }).click();
  await expect(page).toHaveURL(new RegExp(`/kh/accessories\\?show-summary=true&category=${category.id}$`));
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(20, category.count));
  await expect(page.getByTestId('listing-range')).toHaveText(`${Math.min(20, category.count)} / ${category.count} មុខ`);
});
