import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVELS,
  Brand,
  PageQuery,
  Paged,
  USER_TYPES,
  allows,
  type Access,
  type UserType,
} from '../src/index.ts';

describe('allows', () => {
  const expected: Record<Access, readonly UserType[]> = {
    public: USER_TYPES,
    'signed-in': USER_TYPES,
    shopper: ['USER', 'CUSTOMER', 'DEALER'],
    supplier: ['SUPPLIER'],
    admin: ['ADMIN', 'DEVELOPER', 'SUPER_ADMIN'],
    staff: ['ADMIN', 'DEVELOPER', 'SUPER_ADMIN', 'SUPPLIER'],
  };

  it.each(ACCESS_LEVELS)('%s lets in exactly its user types', (access) => {
    expect(USER_TYPES.filter((type) => allows(access, type))).toEqual(
      USER_TYPES.filter((type) => expected[access].includes(type)),
    );
  });

  it('lets nobody but the public in without a user', () => {
    expect(ACCESS_LEVELS.filter((access) => allows(access, null))).toEqual(['public']);
  });
});

describe('schemas', () => {
  it('PageQuery bounds page and size', () => {
    const check = Compile(PageQuery);
    expect(check.Check({})).toBe(true);
    expect(check.Check({ page: 0, size: 100 })).toBe(true);
    expect(check.Check({ page: -1 })).toBe(false);
    expect(check.Check({ size: 0 })).toBe(false);
    expect(check.Check({ size: 101 })).toBe(false);
    expect(check.Check({ page: 1.5 })).toBe(false);
  });

  it('Paged wraps items with the pagination block', () => {
    const check = Compile(Paged(Brand));
    const brand = {
      id: 1,
      name: 'Toyota',
      nameKh: 'តូយ៉ូតា',
      logo: null,
      sortOrder: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(check.Check({ data: [brand], pagination: { page: 0, pageSize: 10, totalCount: 1, totalPage: 1 } })).toBe(
      true,
    );
    expect(check.Check({ data: [brand] })).toBe(false);
  });
});
