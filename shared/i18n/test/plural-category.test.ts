import { describe, expect, it } from 'vitest';
import { pluralCategory } from '../src/plural-category.ts';

describe('pluralCategory', () => {
  it("gives the language's plural category of a count: English has one and other, Khmer only other", () => {
    expect([0, 1, 2, 1234].map((count) => pluralCategory('en', count))).toEqual(['other', 'one', 'other', 'other']);
    expect([0, 1, 2].map((count) => pluralCategory('km', count))).toEqual(['other', 'other', 'other']);
  });
});
