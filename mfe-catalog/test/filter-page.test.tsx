import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient, useVehicleFilterStore } from '@shop/client';
import type { VehicleFilterBody } from '@shop/contracts';
import { activateRouteLocale } from '@shop/i18n';
import { withCatalogApi } from './support/catalog-api.ts';
import { renderAt } from './support/render.tsx';

const { requests } = withCatalogApi();

// The filter's own requests (the cards' "fits your vehicle" asks the same route with partIds).
const filterCalls = () =>
  requests
    .map((r) => ({ url: r.url, body: r.body as VehicleFilterBody }))
    .filter((r) => r.url === '/api/frontend/dashboard' && !r.body.partIds)
    .map((r) => r.body);

describe('vehicle filter page', () => {
  it('reads the vehicle from the query as numbers, shows its parts as one grid under category chips with counts, and remembers the vehicle', async () => {
    await renderAt('/en/filter?year=21&brand=1&model=1&show-summary=true');
    expect(await screen.findByRole('heading', { name: 'Parts for Toyota Camry 2015', level: 1 })).toBeTruthy();
    expect(filterCalls()[0]).toEqual({ yearId: 21, brandId: 1, modelId: 1, page: 0, size: 20, showSummary: true });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByTestId('part-group')).toBeNull();
    const chips = within(screen.getByRole('group', { name: 'Categories' }));
    expect(chips.getAllByRole('radio').map((chip) => (chip as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'All (3)',
      'Brakes (2)',
      'Filters (1)',
    ]);
    expect(chips.getByLabelText('All (3)')).toHaveProperty('checked', true);
    expect(screen.getByTestId('filter-range').textContent).toBe('2 / 3 items');
    expect(screen.getByRole('status').textContent).toBe('2 / 3 items');
    expect(useVehicleFilterStore.getState().vehicle).toMatchObject({ yearId: 21, brandId: 1, modelId: 1, year: 2015 });
  });

  it('is drawn with its first parts, read by its route loader before the page, which reuses that one answer', async () => {
    await renderAt('/en/filter?year=21&brand=1&model=1&show-summary=true');
    // The page's first drawing already counts the parts (drawn before its answer, it read "0 / 0 items" over grey cards).
    expect((await screen.findByTestId('filter-range')).textContent).toBe('2 / 3 items');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Loading…')).toBeNull();
    // One request: the loader's answer is the one the page's query shows.
    expect(filterCalls()).toHaveLength(1);
    expect(filterCalls()[0]).toMatchObject({ page: 0, showSummary: true });
  });

  it("chooses the page's vehicle before the page is drawn, and not again while it stays the same", async () => {
    // How many cards were on screen each time the chosen vehicle changed. Every card's fit badge reads it, so choosing it
    // once the cards were drawn re-rendered them all in one long synchronous render.
    const cardsWhenChosen: number[] = [];
    const stopWatching = useVehicleFilterStore.subscribe((state, before) => {
      if (state.vehicle !== before.vehicle) cardsWhenChosen.push(screen.queryAllByRole('article').length);
    });
    try {
      await renderAt('/en/filter?year=21&brand=1&model=1&show-summary=true');
      await waitFor(() => expect(screen.getAllByTestId('vehicle-fit')).toHaveLength(2));
      expect(screen.getAllByTestId('vehicle-fit').map((badge) => badge.textContent)).toEqual([
        'Fits your Toyota Camry 2015',
        'Fits your Toyota Camry 2015',
      ]);
      // Another chip brings another answer with the same vehicle in its summary: the choice is kept as it is.
      fireEvent.click(within(screen.getByRole('group', { name: 'Categories' })).getByLabelText('Filters (1)'));
      await waitFor(() => expect(screen.getByTestId('filter-range').textContent).toBe('1 / 1 items'));
      expect(cardsWhenChosen).toEqual([0]);
      expect(useVehicleFilterStore.getState().vehicle).toMatchObject({
        yearId: 21,
        brandId: 1,
        modelId: 1,
        year: 2015,
      });
    } finally {
      stopWatching();
    }
  });

  it('loads the next page without the summary when asked for more, adding its cards and keeping the page in the address', async () => {
    const router = await renderAt('/en/filter?year=21&brand=1&model=1&show-summary=true');
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(filterCalls()[1]).toMatchObject({ page: 1, showSummary: false });
    expect(router.state.location.search).toContain('page=1');
    expect(screen.getByRole('status').textContent).toBe('3 / 3 items');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows as many pages as the address asks for (a reload, or Back from a part)', async () => {
    await renderAt('/en/filter?year=21&brand=1&model=1&show-summary=true&page=1');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(filterCalls().map((call) => call?.page)).toEqual([0, 1]);
  });

  it('narrows by category through the query, as a new history entry, and Back shows every part again', async () => {
    const router = await renderAt('/en/filter?year=21&brand=1&model=1&show-summary=true');
    const chips = await screen.findByRole('group', { name: 'Categories' });
    fireEvent.click(within(chips).getByLabelText('Filters (1)'));
    await waitFor(() => expect(router.state.location.search).toContain('category=5'));
    await waitFor(() => expect(filterCalls().at(-1)).toMatchObject({ categoryId: 5, page: 0 }));
    await waitFor(() => expect(screen.getByTestId('filter-range').textContent).toBe('1 / 1 items'));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // The chips keep every category's count while one is chosen.
    expect(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('radio')).toHaveLength(3);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('filter-range').textContent).toBe('2 / 3 items'));
  });

  it('shows the vehicle selector for a query that is not a vehicle, and for an unknown vehicle', async () => {
    await renderAt('/en/filter?year=abc&brand=1&model=1');
    expect(await screen.findByRole('region', { name: 'Find parts for your vehicle' })).toBeTruthy();
    expect(filterCalls()).toHaveLength(0);
    queryClient.clear();
    await renderAt('/en/filter?year=21&brand=1&model=99&show-summary=true');
    expect(await screen.findByText('We do not know this vehicle. Please choose it again.')).toBeTruthy();
  });

  it('speaks Khmer', async () => {
    await renderAt('/kh/filter?year=21&brand=1&model=1&show-summary=true');
    expect(await screen.findByRole('heading', { name: 'គ្រឿងបន្លាស់សម្រាប់ តូយ៉ូតា កាមរី 2015', level: 1 })).toBeTruthy();
    expect((await screen.findAllByText('ឈុតបន្ទះហ្វ្រាំង')).length).toBe(2);
    expect(within(screen.getByRole('group', { name: 'ប្រភេទ' })).getByText('ទាំងអស់ (3)')).toBeTruthy();
    await activateRouteLocale('en');
  });
});
