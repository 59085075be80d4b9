import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient, useVehicleFilterStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { withCatalogApi } from './support/catalog-api.ts';
import { renderAt } from './support/render.tsx';

const requests = withCatalogApi();

// The filter's own requests (the cards' "fits your vehicle" asks the same route with partIds).
const filterCalls = () => requests.filter((r) => r.path === '/api/frontend/dashboard' && !(r.body as { partIds?: unknown }).partIds).map((r) => r.body);

describe('vehicle filter page', () => {
  it('reads the vehicle from the query as numbers, groups the parts by category with counts, and remembers the vehicle', async () => {
    renderAt('/en/filter?year=21&brand=1&model=1&show-summary=true');
    expect(await screen.findByRole('heading', { name: 'Parts for Toyota Camry 2015', level: 1 })).toBeTruthy();
    expect(filterCalls()[0]).toEqual({ yearId: 21, brandId: 1, modelId: 1, page: 0, size: 20, showSummary: true });
    const groups = screen.getAllByTestId('part-group');
    expect(groups).toHaveLength(1);
    expect(within(groups[0]!).getByRole('heading', { name: 'Brakes' })).toBeTruthy();
    expect(within(groups[0]!).getByTestId('part-group-count').textContent).toBe('(2)');
    expect(screen.getByTestId('filter-range').textContent).toBe('2 / 3 items');
    expect(within(screen.getByTestId('category-filter')).getByText('All (3)')).toBeTruthy();
    expect(useVehicleFilterStore.getState().vehicle).toMatchObject({ yearId: 21, brandId: 1, modelId: 1, year: 2015 });
  });

  it('loads the next page without the summary when asked for more, continuing the groups', async () => {
    renderAt('/en/filter?year=21&brand=1&model=1&show-summary=true');
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('part-group')).toHaveLength(2));
    expect(filterCalls()[1]).toMatchObject({ page: 1, showSummary: false });
    expect(screen.getByTestId('filter-range').textContent).toBe('3 / 3 items');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('narrows by category through the query', async () => {
    const router = renderAt('/en/filter?year=21&brand=1&model=1&show-summary=true');
    const chips = await screen.findByTestId('category-filter');
    fireEvent.click(within(chips).getByLabelText('Filters (1)'));
    await waitFor(() => expect(router.state.location.search).toContain('category=5'));
    await waitFor(() => expect(filterCalls().at(-1)).toMatchObject({ categoryId: 5, page: 0 }));
    await waitFor(() => expect(screen.getByTestId('filter-range').textContent).toBe('1 / 1 items'));
  });

  it('shows the vehicle selector for a query that is not a vehicle, and for an unknown vehicle', async () => {
    renderAt('/en/filter?year=abc&brand=1&model=1');
    expect(await screen.findByTestId('vehicle-selector')).toBeTruthy();
    expect(filterCalls()).toHaveLength(0);
    queryClient.clear();
    renderAt('/en/filter?year=21&brand=1&model=99&show-summary=true');
    expect(await screen.findByText('We do not know this vehicle. Please choose it again.')).toBeTruthy();
  });

  it('speaks Khmer', async () => {
    renderAt('/kh/filter?year=21&brand=1&model=1&show-summary=true');
    expect(await screen.findByRole('heading', { name: 'គ្រឿងបន្លាស់សម្រាប់ តូយ៉ូតា កាមរី 2015', level: 1 })).toBeTruthy();
    expect(screen.getAllByText('ឈុតបន្ទះហ្វ្រាំង').length).toBe(2);
    activateRouteLocale('en');
  });
});
