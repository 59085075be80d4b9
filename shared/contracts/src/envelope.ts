// The shapes every answer of the API shares: `{ data }`, paged lists and error bodies.
import Type, { type Static, type TSchema } from 'typebox';

/** Largest value a PostgreSQL `integer` column holds; ids and page numbers never go past it. */
export const MAX_INT32 = 2_147_483_647;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `{ data: T }`: every successful answer wraps its payload. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ data });

export const Pagination = Type.Object({
  page: Type.Integer({ minimum: 0, description: 'Zero-based page number' }),
  pageSize: Type.Integer({ minimum: 1 }),
  totalCount: Type.Integer({ minimum: 0 }),
  totalPage: Type.Integer({ minimum: 0 }),
});
export type Pagination = Static<typeof Pagination>;

/** `{ data: T[], pagination }`: a page of a list. */
export const Paged = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), pagination: Pagination });

/** Request side of paging: zero-based `page`, `size` capped so nobody can ask for the whole table at once. */
export const PageQuery = Type.Object({
  page: Type.Optional(
    Type.Integer({ minimum: 0, maximum: MAX_INT32, default: 0, description: 'Zero-based page number' }),
  ),
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Items per page' }),
  ),
});
export type PageQuery = Static<typeof PageQuery>;

/** A value or null (a column that may be empty): `Nullable(Type.String())`. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const Id = Type.Integer({ minimum: 1, maximum: MAX_INT32 });
/**
 * Ids in one path segment, comma-separated (`3,12,40`): plain digits as every id is (no leading zero, sign or
 * space: issue 33), at most 50 of them.
 */
export const IdList = (description?: string) =>
  Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$', ...(description ? { description } : {}) });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** What a write to many records answers: how many it changed (records already so, or not the caller's, not counted). */
export const UpdatedCount = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type UpdatedCount = Static<typeof UpdatedCount>;
/** What a delete of many records answers: how many it removed. */
export const DeletedCount = Type.Object({ deleted: Type.Integer({ minimum: 0 }) });
export type DeletedCount = Static<typeof DeletedCount>;

/** Every error answer. 4xx messages say what was wrong; 5xx messages never carry internals. */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
  code: Type.String({ description: 'Stable machine-readable code, e.g. VALIDATION, NOT_FOUND, BAD_CREDENTIALS' }),
  message: Type.String(),
  field: Type.Optional(
    Type.String({ description: 'The field the error is about (a 400 of validation, a 409 DUPLICATE)' }),
  ),
  usedBy: Type.Optional(Type.Array(Type.String(), { description: '409 IN_USE: what still uses the record' })),
  facts: Type.Optional(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
      description:
        'What the error is about (orderId, status, amountDue, available...), so a client can word it in its own language',
    }),
  ),
});
export type ErrorBody = Static<typeof ErrorBody>;
