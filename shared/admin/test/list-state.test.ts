import { describe, expect, it } from 'vitest';
import { listQuery, readListState, rememberedPageSize, rememberPageSize, writeListState } from '../src/list-state.ts';

const options = { filters: ['active'], defaultSort: { column: 'code', direction: 'asc' as const } };

describe('list state kept in the address', () => {
  it('reads page, size, sort, search and the declared filters', () => {
    const state = readListState(
      new URLSearchParams('page=2&size=50&sort=name:desc&search=riel&active=true&other=x'),
      options,
    );
    expect(state).toEqual({
      page: 2,
      size: 50,
      sort: { column: 'name', direction: 'desc' },
      search: 'riel',
      filters: { active: 'true' },
    });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    const state = readListState(new URLSearchParams('page=-1&size=7&sort=name:sideways'), options);
    expect(state).toEqual({ page: 0, size: 10, sort: { column: 'code', direction: 'asc' }, search: '', filters: {} });
  });

  it('writes back only what differs from the defaults and keeps parameters it does not own', () => {
    const written = writeListState(
      { page: 0, size: 10, sort: { column: 'code', direction: 'asc' }, search: '  ', filters: {} },
      new URLSearchParams('tab=trash&page=4&active=true'),
      options,
    );
    expect(written.toString()).toBe('tab=trash');
  });

  it('a written state reads back the same (a link or a reload shows the same list)', () => {
    const state = {
      page: 3,
      size: 20,
      sort: { column: 'rate', direction: 'desc' as const },
      search: 'KHR',
      filters: { active: 'false' },
    };
    expect(readListState(writeListState(state, new URLSearchParams(), options), options)).toEqual(state);
  });

  it('sorts descending with a leading minus, as the API does', () => {
    expect(
      listQuery({ page: 0, size: 10, sort: { column: 'rate', direction: 'desc' }, search: '', filters: {} }).sort,
    ).toBe('-rate');
  });

  it('becomes the API query: zero-based page, size, sort, search and filters', () => {
    expect(
      listQuery({
        page: 1,
        size: 20,
        sort: { column: 'name', direction: 'asc' },
        search: ' x ',
        filters: { active: 'true' },
      }),
    ).toEqual({
      page: 1,
      size: 20,
      sort: 'name',
      search: 'x',
      active: 'true',
    });
  });
});

describe('the page size a user chose is remembered per screen', () => {
  it('opens with the remembered size, and writes a size only when it differs from it', () => {
    const remembered = { ...options, defaultSize: 50 };
    expect(readListState(new URLSearchParams(''), remembered).size).toBe(50);
    expect(readListState(new URLSearchParams('size=10'), remembered).size).toBe(10);
    const state = readListState(new URLSearchParams(''), remembered);
    expect(writeListState({ ...state, size: 50 }, new URLSearchParams(''), remembered).get('size')).toBeNull();
    const ten = writeListState({ ...state, size: 10 }, new URLSearchParams(''), remembered);
    expect(ten.get('size')).toBe('10');
    expect(readListState(ten, remembered).size).toBe(10);
    // A remembered size the list does not offer is ignored.
    expect(readListState(new URLSearchParams(''), { ...options, defaultSize: 7 }).size).toBe(10);
  });

  it('keeps the size per user and screen in this browser', () => {
    localStorage.clear();
    expect(rememberedPageSize(1, 'admin-orders/order')).toBeUndefined();
    rememberPageSize(1, 'admin-orders/order', 50);
    expect(rememberedPageSize(1, 'admin-orders/order')).toBe(50);
    expect(rememberedPageSize(2, 'admin-orders/order')).toBeUndefined();
    expect(rememberedPageSize(1, 'admin-stock/stock')).toBeUndefined();
  });
});
