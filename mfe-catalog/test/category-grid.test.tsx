import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { CategoryGrid, CategoryGridSkeleton } from '../src/features/categories/components/category-grid.tsx';

/** The <style> elements a render added besides MantineProvider's own two (the theme's variables and classes, once a page). */
const addedStyles = (container: HTMLElement) => [
  ...container.querySelectorAll('style:not([data-mantine-styles="true"], [data-mantine-styles="classes"])'),
];

// The tiles and their skeleton are plain elements in a CSS grid (category-grid.module.css): SimpleGrid added a
// <style> element per grid, and adding one makes the browser recompute the whole page's styles.
describe('category tiles', () => {
  it('skeleton: the asked number of grey tiles in the grid, without a <style> element of its own', () => {
    const { container } = render(
      <AppProviders>
        <CategoryGridSkeleton tiles={12} />
      </AppProviders>,
    );
    const grid = screen.getByTestId('category-grid-skeleton');
    expect(grid.children).toHaveLength(12);
    expect(addedStyles(container)).toHaveLength(0);
  });

  it('grid: a tile linking to each category, without a <style> element of its own', async () => {
    await activateRouteLocale('en');
    const categories = [1, 2, 3].map(
      (id) => ({ id, name: `Category ${id}`, nameKh: null, image: null }) as unknown as Category,
    );
    const { container } = render(
      <AppProviders>
        <MemoryRouter>
          <CategoryGrid
            categories={categories}
            hrefOf={(category) => `/en/category/${category.id}`}
            testId="category-card"
          />
        </MemoryRouter>
      </AppProviders>,
    );
    const tiles = screen.getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/en/category/1',
      '/en/category/2',
      '/en/category/3',
    ]);
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Category 1', 'Category 2', 'Category 3']);
    expect(addedStyles(container)).toHaveLength(0);
  });
});
