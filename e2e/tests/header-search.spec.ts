import { expect, test } from './support/test.ts';
import { call } from './support/shop-api.ts';

// The header's search box: suggestions as the shopper types (a mistyped part number still finds its part), arrow keys
// and Enter to choose, Enter alone for the search page, recent searches, in Khmer, and in the mobile menu.

interface PopularPart {
  id: number;
  partNumber: string;
  name: string;
  nameKh: string | null;
}

async function aPart(request: Parameters<typeof call>[0]): Promise<PopularPart> {
  const parts = await call<PopularPart[]>(request, 'GET', '/api/frontend/part/popular?size=50');
  const part = parts.find((p) => p.partNumber.replace(/[^A-Za-z0-9]/g, '').length >= 8);
  if (!part) throw new Error('the demo shop has no popular part with a long part number');
  return part;
}

/** Two neighbouring characters swapped in the middle: the kind of typo people make. */
const swapped = (text: string) => {
  const at = Math.floor(text.length / 2);
  return `${text.slice(0, at)}${text[at + 1]}${text[at]}${text.slice(at + 2)}`;
};

test('a mistyped part number in the header suggests the part; arrow and Enter open it; Enter alone searches', async ({
  page,
  request,
}) => {
  const part = await aPart(request);
  await page.goto('/en');
  const box = page.getByRole('combobox', { name: 'Search the shop' });
  await box.fill(swapped(part.partNumber));
  const suggestion = page.getByTestId('suggest-part').filter({ hasText: part.partNumber });
  await expect(suggestion).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/part/${part.id}$`));
  // Each page names itself in the tab: the part's name and number, then the shop.
  await expect(page).toHaveTitle(`${part.name} ${part.partNumber} · Vehicle Parts Shop`);

  // Enter alone takes the words to the search page, and they are remembered.
  await box.fill('brake pad');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=brake%20pad$/);
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  await box.click();
  await expect(page.getByTestId('suggest-recent').filter({ hasText: 'brake pad' })).toBeVisible();
});

test('in Khmer the suggestions carry Khmer names', async ({ page, request }) => {
  const part = await aPart(request);
  test.skip(!part.nameKh, 'the demo part has no Khmer name');
  await page.goto('/kh');
  const box = page.getByRole('combobox', { name: 'ស្វែងរកក្នុងហាង' });
  await box.fill(part.partNumber);
  await expect(page.getByTestId('suggest-part').first()).toContainText(part.nameKh!);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveTitle(`${part.nameKh} ${part.partNumber} · ហាងគ្រឿងបន្លាស់យានយន្ត`);
});

test('on a phone the menu holds the search box', async ({ page, request }) => {
  const part = await aPart(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const box = page.getByRole('combobox', { name: 'Search the shop' });
  await box.fill(part.partNumber);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/search\\?q=${encodeURIComponent(part.partNumber)}$`));
});

test('the search box the page draws first looks like the real one that replaces it when used', async ({ page }) => {
  await page.goto('/en');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
  const looks = () =>
    box.evaluate((input) => {
      const style = getComputedStyle(input);
      // Its own size and the icon's place in it: where the box sits depends on the header's other items.
      const { x, y, width, height } = input.getBoundingClientRect();
      const icon = input.parentElement?.querySelector('svg')?.getBoundingClientRect();
      return {
        size: [width, height],
        icon: icon ? [icon.x - x, icon.y - y, icon.width] : null,
        text: [style.fontFamily, style.fontSize, style.color, style.paddingLeft, style.paddingRight],
        frame: [style.borderTopColor, style.borderTopWidth, style.borderTopLeftRadius, style.backgroundColor],
        real: input.classList.contains('mantine-Input-input'),
      };
    });
  const standIn = await looks();
  expect(standIn.real).toBe(false);
  await box.hover();
  await expect.poll(async () => (await looks()).real).toBe(true);
  await page.mouse.move(0, 400);
  expect({ ...(await looks()), real: false }).toEqual(standIn);
});

test('before its suggestions have arrived, the search box already searches on Enter and remembers the words', async ({
  page,
}) => {
  // The real box's code never arrives here: what searches is the stand-in the page draws first.
  await page.route(/\/mantine-Combobox\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/en');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
  await box.fill('wiper blade');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=wiper%20blade$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recent-searches') ?? '[]'))).toEqual([
    'wiper blade',
  ]);
  await expect(box).toHaveValue('');
});
