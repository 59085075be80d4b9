// My garage: the vehicles a shopper keeps (GET/POST /api/frontend/garage, DELETE /:id). Each is a brand's model in
// one of its model years, as the vehicle selector offers them, with an optional VIN and the shopper's own name for it.
import Type, { type Static } from 'typebox';
import { Id } from './envelope.ts';

/** At most this many vehicles a shopper (decisions.md: "up to 10"); the browser's garage keeps the same limit. */
export const GARAGE_LIMIT = 10;

const CatalogName = Type.Object({ name: Type.String(), nameKh: Type.Union([Type.String(), Type.Null()]) });

/** A saved vehicle. Its ids and names have the shape of the storefront's chosen vehicle, so picking one needs no request. */
export const GarageVehicle = Type.Object({
  id: Id,
  yearId: Id,
  brandId: Id,
  modelId: Id,
  year: Type.Integer(),
  brand: CatalogName,
  model: CatalogName,
  vin: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type GarageVehicle = Static<typeof GarageVehicle>;

/**
 * Body of POST /api/frontend/garage. The brand, model and year must be a combination the catalogue knows; a VIN must be
 * well formed (17 characters, no I, O or Q), agree with the brand and year it encodes, and, when North American, carry
 * a right check digit. Adding a vehicle that is already there (same model, year and VIN) answers the saved one.
 */
export const AddGarageVehicleBody = Type.Object({
  brandId: Id,
  modelId: Id,
  yearId: Id,
  vin: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  name: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
});
export type AddGarageVehicleBody = Static<typeof AddGarageVehicleBody>;
