import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { ProductCard } from '../src/lib/product-card.tsx';
import { part } from './support/catalog-api.ts';

const brakes = { id: 2, name: 'Brakes', nameKh: null };
const NO_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

function renderCard(image: string | null) {
  activateRouteLocale('en');
  render(
    <AppProviders>
      <MemoryRouter>
        <ProductCard product={part(101, brakes, { image })} href="/en/part/101" />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByTestId('product-card').querySelector('img')!;
}

// The card draws its picture with a plain <img> (no Mantine Image): these keep what Image's fallbackSrc did.
describe('product card picture', () => {
  it('is the empty picture, in the same grey box, for a part without one', () => {
    expect(renderCard(null).getAttribute('src')).toBe(NO_PICTURE);
  });

  it('turns into the empty picture when its file fails to load, and the card keeps its link', () => {
    const picture = renderCard('/files/00000000000000000000000000000404');
    expect(picture.getAttribute('src')).toBe('/files/00000000000000000000000000000404');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe(NO_PICTURE);
    expect(screen.getByRole('link', { name: 'Brake Pad Set' }).getAttribute('href')).toBe('/en/part/101');
    expect(picture.getAttribute('alt')).toBe('');
  });
});
