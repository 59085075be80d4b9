// Part numbers and VINs are drawn in the theme's monospace stack. Each family in it a browser lacks is looked up in
// the system's fonts, synchronously, the first time text is laid out in it (theme.ts): Mantine's default names eight.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopProviders } from '../src/index.ts';

const declaredMonospace = () =>
  [...document.querySelectorAll('style')]
    .map((style) => /--mantine-font-family-monospace:\s*([^;]+);/.exec(style.textContent ?? '')?.[1])
    .find(Boolean);

describe("the shop's monospace fonts", () => {
  it('are the theme stack the providers declare, one family per platform before the generic family', () => {
    render(<ShopProviders>A-1234</ShopProviders>);
    const families = declaredMonospace()
      ?.split(',')
      .map((family) => family.trim());
    expect(families?.at(-1)).toBe('monospace');
    expect(families?.length).toBeLessThanOrEqual(3);
  });
});
