// Districts (khan / srok) of a province: reference data staff keep (/api/backend/district), named in English and
// Khmer, which delivery zones may name to price a district apart from the rest of its province (decisions.md,
// "Delivery"; "Everything a person reads is in their language": provinces and districts).
import Type, { type Static } from 'typebox';
import { BaseRecordFields, listQuery } from './backoffice.ts';
import { Id } from './envelope.ts';

export const DistrictView = Type.Object({
  ...BaseRecordFields,
  /** The province (or the capital) it lies in. */
  location: Type.Object({ id: Id, code: Type.String(), name: Type.String(), nameKh: Type.String() }),
  name: Type.String(),
  nameKh: Type.String(),
});
export type DistrictView = Static<typeof DistrictView>;

/**
 * POST /api/backend/district (all of it) and PUT /:id (any part of it). Both names are required (a Khmer page shows
 * only the Khmer one); 409 DUPLICATE naming `name` when the province has a district of that name (any case); 400
 * naming `locationId` for an unknown province. A district a delivery zone names cannot be deleted (409 IN_USE), nor
 * moved to another province (409 naming `locationId`).
 */
export const DistrictBody = Type.Object({
  locationId: Id,
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  nameKh: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
});
export type DistrictBody = Static<typeof DistrictBody>;
export const DistrictPatch = Type.Partial(DistrictBody, { minProperties: 1 });
export type DistrictPatch = Static<typeof DistrictPatch>;

/** Sorts by name (default), id, createdAt; search over both names; `locationId` keeps one province's. */
export const DistrictListQuery = listQuery({ locationId: Type.Optional(Id) });
export type DistrictListQuery = Static<typeof DistrictListQuery>;
