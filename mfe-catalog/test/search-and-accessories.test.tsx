import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withCatalogApi } from './support/catalog-api.ts';
import { renderAt } from './support/render.tsx';

const requests = withCatalogApi();

describe('search page', () => {
  it('searches from the query, says how each result matched, and pages with the spec\'s text and labels', async () => {
    const router = renderAt('/en/search?q=0446510K1');
    const result = await screen.findByTestId('search-result');
    expect(within(result).getByText('Similar part number')).toBeTruthy();
    expect(requests.find((r) => r.path.includes('search'))?.body).toEqual({ query: '0446510K1', page: 0, size: 20 });
    expect(screen.getAllByTestId('pager-range')[0]!.textContent).toBe('1 / 1 items');
    expect(screen.getAllByLabelText('Page Size')[0]).toBeTruthy();
    expect(screen.getAllByLabelText('Next Page')[0]).toBeTruthy();
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: 'brake pad' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=brake+pad'));
  });
});

describe('accessories page', () => {
  it('lists accessories by category with counts and a link to each category', async () => {
    renderAt('/en/accessories?show-summary=true');
    const group = await screen.findByTestId('accessory-group');
    expect(within(group).getByRole('heading', { name: 'Dash Cameras' })).toBeTruthy();
    expect(within(group).getByText('(2)')).toBeTruthy();
    expect(within(group).getAllByTestId('product-card')).toHaveLength(2);
    expect(within(group).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/en/accessories?category=5');
  });
});
