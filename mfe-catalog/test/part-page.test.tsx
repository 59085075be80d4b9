import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateRouteLocale } from '@shop/i18n';
import { withCatalogApi } from './support/catalog-api.ts';
import { renderAt } from './support/render.tsx';

withCatalogApi();

describe('part page', () => {
  it('shows the part, its price in USD and KHR, its stores and the vehicles it fits', async () => {
    await renderAt('/en/part/101');
    expect(await screen.findByRole('heading', { name: 'Brake Pad Set', level: 1 })).toBeTruthy();
    expect(screen.getAllByTestId('price-usd')[0]!.textContent).toBe('$12.50');
    expect(screen.getAllByTestId('price-khr')[0]!.textContent).toBe('៛51,300');
    const rows = within(screen.getByTestId('fitment-table')).getAllByTestId('fitment-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Toyota', 'Camry ', '2015', 'Front', ''],
      ['Toyota', 'Camry ', '2016', 'Front', 'Petrol engine only'],
    ]);
    expect(within(screen.getByTestId('offers-table')).getAllByText('Angkor Auto Parts').length).toBeGreaterThan(0);
  });

  it('reads the reviews of its stock (none yet) and stays usable without the checkout widgets', async () => {
    await renderAt('/en/part/101');
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    // No federation host registers mfe_checkout here: the buttons are left out, the rest of the page stays.
    await waitFor(() => expect(screen.queryAllByTestId('add-to-cart-loading')).toHaveLength(0));
    expect(screen.getByTestId('fitment-table')).toBeTruthy();
  });

  it('says the part was replaced, links to the replacement and lists its other numbers', async () => {
    await renderAt('/en/part/101');
    const notice = await screen.findByRole('alert', { name: 'This part has been replaced by AN-7712WK.' });
    expect(
      within(notice)
        .getByRole('link', { name: /^See the replacement/ })
        .getAttribute('href'),
    ).toBe('/en/part/102');
    const rows = within(screen.getByTestId('part-numbers')).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ["Vehicle maker's number (OEM)", '04465-0K290'],
      ['Replaces', '04465-0K240'],
      ['Replaced by', 'AN-7712WK'],
    ]);
  });

  it("shows the Khmer name in Khmer, without the English one beside it (everything in the reader's language)", async () => {
    await renderAt('/kh/part/101');
    expect(await screen.findByRole('heading', { name: 'ឈុតបន្ទះហ្វ្រាំង', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Brake Pad Set')).toBeNull();
    expect(screen.getByText('ត្រូវនឹងរថយន្តទាំងនេះ')).toBeTruthy();
    await activateRouteLocale('en');
  });
});

describe('part page for an address that names no part', () => {
  it.each(['/en/part/999', '/en/part/abc'])('%s says the item was not found, without retrying', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: 'We could not find this item.' })).toBeTruthy();
  });
});
