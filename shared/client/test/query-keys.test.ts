import { describe, expect, it } from 'vitest';
import { createQueryKeys } from '../src/index.ts';

describe('createQueryKeys', () => {
  it('nests list and detail keys under the resource so invalidation can target any level', () => {
    const keys = createQueryKeys('brand');
    expect(keys.all).toEqual(['brand']);
    expect(keys.lists()).toEqual(['brand', 'list']);
    expect(keys.list({ page: 0, size: 100 })).toEqual(['brand', 'list', { page: 0, size: 100 }]);
    expect(keys.details()).toEqual(['brand', 'detail']);
    expect(keys.detail(3)).toEqual(['brand', 'detail', 3]);
  });
});
