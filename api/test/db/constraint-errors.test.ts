import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { constraintError } from '../../src/db/constraint-errors.ts';

/** A unique violation as the PostgreSQL driver reports it (MikroORM copies the driver error's fields). */
const taken = (table: string, detail: string) =>
  new UniqueConstraintViolationException(
    Object.assign(new Error(`duplicate key value violates unique constraint "${table}_key"`), {
      code: '23505',
      table,
      detail,
    }),
  );

describe('the one place a unique violation becomes its 409', () => {
  it('names the field a stock or a supplier collision is about, as their checks before the write do', () => {
    expect(constraintError(taken('stock', 'Key (store_id, item_id)=(3, 17) already exists.'))).toMatchObject({
      statusCode: 409,
      code: 'DUPLICATE',
      field: 'itemId',
    });
    expect(constraintError(taken('supplier', 'Key (name)=(Angkor Auto Parts) already exists.'))).toMatchObject({
      statusCode: 409,
      code: 'DUPLICATE',
      field: 'name',
      message: 'A supplier with name Angkor Auto Parts exists',
    });
  });
});
