import { describe, expect, it } from 'vitest';
import { localeRedirectPath, switchLocalePath } from '../src/locale-route.ts';

const at = (path: string) => localeRedirectPath(new URL(path, 'http://shop.test'));

describe('locale addresses', () => {
  it('sends an unknown locale to English, keeping the rest of the address', () => {
    expect(at('/fr')).toBe('/en');
    expect(at('/fr/cart?x=1')).toBe('/en/cart?x=1');
  });

  it('puts /en in front of an address without a locale', () => {
    expect(at('/cart')).toBe('/en/cart');
    expect(at('/')).toBe('/en');
  });

  it('reads the language code km as the kh segment', () => {
    expect(at('/km/cart')).toBe('/kh/cart');
  });

  it('switches the locale and keeps the path', () => {
    expect(switchLocalePath('/en/admin/orders', '?status=PENDING', 'kh')).toBe('/kh/admin/orders?status=PENDING');
    expect(switchLocalePath('/kh', '', 'en')).toBe('/en');
  });
});
