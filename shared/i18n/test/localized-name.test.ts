import { describe, expect, it } from 'vitest';
import { localizedName } from '../src/localized-name.ts';

describe('localizedName', () => {
  it('gives the Khmer name on a Khmer page when the record has one', () => {
    expect(localizedName({ name: 'Brake pad', nameKh: 'បន្ទះហ្វ្រាំង' }, 'km')).toBe('បន្ទះហ្វ្រាំង');
  });

  it('falls back to the English name when the Khmer one is missing or empty', () => {
    expect(localizedName({ name: 'Brake pad', nameKh: null }, 'km')).toBe('Brake pad');
    expect(localizedName({ name: 'Brake pad', nameKh: '' }, 'km')).toBe('Brake pad');
    expect(localizedName({ name: 'Brake pad' }, 'km')).toBe('Brake pad');
  });

  it('gives the English name on an English page', () => {
    expect(localizedName({ name: 'Brake pad', nameKh: 'បន្ទះហ្វ្រាំង' }, 'en')).toBe('Brake pad');
  });
});
