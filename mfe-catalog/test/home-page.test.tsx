import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVehicleFilterStore } from '@shop/client';
import { activateRouteLocale } from '@shop/i18n';
import { platformReviews, withCatalogApi } from './support/catalog-api.ts';
import { renderAt } from './support/render.tsx';

const { requests } = withCatalogApi();

describe('catalogue home', () => {
  it('lists the brands from the API under a heading, marked as this remote', async () => {
    await renderAt('/en');
    const heading = await screen.findByRole('heading', { name: 'Shop parts by brand', level: 1 });
    const page = heading.closest('[data-remote="mfe-catalog"]') as HTMLElement;
    expect(page.getAttribute('data-version')).toBe('0.0.0-test');
    const brandCards = await within(page).findAllByTestId('brand-card');
    expect(brandCards.map((card) => within(card).getByTestId('brand-name').textContent)).toEqual(['Toyota', 'Ford']);
    expect(requests.map((r) => r.url)).toContain('/api/frontend/brand?page=0&size=100');
  });

  it('shows Khmer names in Khmer, falling back to English where a brand has none', async () => {
    await renderAt('/kh');
    expect(await screen.findByRole('heading', { name: 'ទិញគ្រឿងបន្លាស់តាមម៉ាករថយន្ត' })).toBeTruthy();
    const cards = await screen.findAllByTestId('brand-card');
    expect(cards.map((card) => within(card).getByTestId('brand-name').textContent)).toEqual(['តូយ៉ូតា', 'Ford']);
    // No logo: a drawn monogram of the name as shown, in Khmer for a Khmer name.
    expect(within(cards[0]!).getByTestId('brand-monogram').textContent).toBe('ត');
    await activateRouteLocale('en');
  });

  it('gives every brand tile the same picture box: the logo, or a drawn monogram without one', async () => {
    await renderAt('/en');
    const cards = await screen.findAllByTestId('brand-card');
    for (const card of cards) {
      const logo = card.querySelector('img');
      const monogram = within(card).queryByTestId('brand-monogram');
      expect(Boolean(logo) !== Boolean(monogram)).toBe(true);
      expect(card.getAttribute('data-logo')).toBe(String(Boolean(logo)));
    }
    expect(cards.map((card) => card.getAttribute('data-logo'))).toEqual(['false', 'true']);
    expect(within(cards[0]!).getByTestId('brand-monogram').textContent).toBe('T');
  });

  it('shows popular parts, best sellers, categories and the accessories teaser', async () => {
    await renderAt('/en');
    expect(await within(await screen.findByTestId('featured-popular')).findAllByText('Brake Pad Set')).toHaveLength(1);
    expect(await screen.findByTestId('featured-best-sellers')).toBeTruthy();
    expect((await screen.findAllByTestId('category-card')).map((c) => c.textContent)).toEqual(['Brakes', 'Filters']);
    expect(screen.getByRole('link', { name: 'All accessories' }).getAttribute('href')).toBe(
      '/en/accessories?show-summary=true',
    );
  });

  it('cascades year, brand and model, then opens the filter page with the vehicle remembered', async () => {
    const router = await renderAt('/en');
    const year = (await screen.findByRole('combobox', { name: 'Year' })) as HTMLSelectElement;
    const brand = screen.getByRole('combobox', { name: 'Brand' }) as HTMLSelectElement;
    const find = screen.getByRole('button', { name: 'Find parts' }) as HTMLButtonElement;
    expect(brand.disabled).toBe(true);
    fireEvent.change(year, { target: { value: '5' } });
    // 1999 has only Ford.
    expect([...brand.options].map((o) => o.text)).toEqual(['Choose a brand', 'Ford']);
    fireEvent.change(year, { target: { value: '21' } });
    expect([...brand.options].map((o) => o.text)).toEqual(['Choose a brand', 'Toyota', 'Ford']);
    fireEvent.change(brand, { target: { value: '1' } });
    const model = screen.getByRole('combobox', { name: 'Model' }) as HTMLSelectElement;
    await waitFor(() => expect([...model.options].map((o) => o.text)).toEqual(['Choose a model', 'Camry', 'Corolla']));
    expect(requests.map((r) => r.url)).toContain('/api/frontend/dashboard/model/21/brand/1');
    expect(find.disabled).toBe(true);
    fireEvent.change(model, { target: { value: '1' } });
    fireEvent.click(find);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/filter'));
    expect(router.state.location.search).toBe('?year=21&brand=1&model=1&show-summary=true');
    expect(useVehicleFilterStore.getState().vehicle).toMatchObject({
      yearId: 21,
      brandId: 1,
      modelId: 1,
      year: 2015,
      brand: { name: 'Toyota' },
      model: { name: 'Camry' },
    });
  });

  it('leaves the reviews section out while the shop has no reviews', async () => {
    await renderAt('/en');
    await screen.findAllByTestId('category-card');
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/frontend/review?page=0&size=6'));
    expect(screen.queryByRole('region', { name: 'What shoppers say about us' })).toBeNull();
  });

  it("lists the shop's reviews with their rating, text and author, in Khmer", async () => {
    const at = '2026-11-20T08:00:00.000Z';
    platformReviews.push(
      {
        id: 2,
        stockId: null,
        rating: 5,
        comment: 'Brake pads came the next day.',
        userName: 'Dara',
        formerCustomer: false,
        createdAt: at,
        updatedAt: at,
      },
      {
        id: 1,
        stockId: null,
        rating: 4,
        comment: null,
        userName: 'Deleted user',
        formerCustomer: true,
        createdAt: at,
        updatedAt: at,
      },
    );
    try {
      await renderAt('/kh');
      const section = await screen.findByRole('region', { name: 'អ្វីដែលអតិថិជននិយាយអំពីយើង' });
      expect(within(section).getByRole('heading', { name: 'អ្វីដែលអតិថិជននិយាយអំពីយើង' })).toBeTruthy();
      const cards = within(section).getAllByRole('article');
      expect(cards).toHaveLength(2);
      expect(cards[0]!.textContent).toContain('Brake pads came the next day.');
      expect(within(cards[0]!).getByTestId('review-author').textContent).toBe('Dara');
      expect(within(cards[1]!).getByTestId('review-author').textContent).not.toBe('Deleted user');
      expect(within(section).getByTestId('platform-rating').textContent).toContain('4.5');
    } finally {
      platformReviews.length = 0;
      await activateRouteLocale('en');
    }
  });
});
