import { describe, expect, it } from 'vitest';
import { srcSet } from '../src/picture-sizes.ts';

describe('picture sizes', () => {
  it('writes a srcset of width descriptors, narrowest first as given, and nothing without sizes', () => {
    expect(
      srcSet([
        { url: '/files/a', width: 160 },
        { url: '/files/b', width: 640 },
      ]),
    ).toBe('/files/a 160w, /files/b 640w');
    expect(srcSet([])).toBe('');
  });
});
