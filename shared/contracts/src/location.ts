// Where shoppers live and receive parts: Cambodia's provinces (Location) and a shopper's saved addresses (UserLocation).
import Type, { type Static } from 'typebox';
import { Id } from './envelope.ts';

export const LOCATION_TYPES = ['CAPITAL', 'PROVINCE'] as const;

/** A province (or the capital): the coarse part of an address, a lookup list seeded with the schema. */
export const Location = Type.Object({
  id: Id,
  code: Type.String({ description: 'ISO 3166-2 code, e.g. KH-12 for Phnom Penh' }),
  name: Type.String(),
  nameKh: Type.String(),
  type: Type.Enum(LOCATION_TYPES),
});
export type Location = Static<typeof Location>;

/** The address details of a saved location. `isDefault` is true for exactly one of a shopper's locations. */
export const UserLocationDetails = Type.Object({
  isDefault: Type.Boolean(),
  label: Type.String({ description: 'What the shopper calls it: Home, Shop, Garage' }),
  recipientName: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  address: Type.String({ description: 'House, street, commune, district' }),
  note: Type.Union([Type.String(), Type.Null()]),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
});
export type UserLocationDetails = Static<typeof UserLocationDetails>;

/** A shopper's saved location; lists show the default first, then by id ascending. */
export const UserLocation = Type.Object({
  id: Id,
  location: Location,
  details: UserLocationDetails,
});
export type UserLocation = Static<typeof UserLocation>;

const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** Body of POST /api/frontend/user-location (all of it) and PUT /:id (any part of it). */
export const UserLocationBody = Type.Object({
  locationId: Id,
  label: Type.String({ minLength: 1, maxLength: 60 }),
  address: Type.String({ minLength: 1, maxLength: 500 }),
  recipientName: optionalText(200),
  phone: optionalText(32),
  note: optionalText(500),
  latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
  isDefault: Type.Optional(Type.Boolean()),
});
export type UserLocationBody = Static<typeof UserLocationBody>;

export const UserLocationUpdateBody = Type.Partial(UserLocationBody, { minProperties: 1 });
export type UserLocationUpdateBody = Static<typeof UserLocationUpdateBody>;

/** Body of PUT /api/frontend/user/update-location/:id: which saved location becomes the default. */
export const DefaultLocationBody = Type.Object({ userLocationId: Id });
export type DefaultLocationBody = Static<typeof DefaultLocationBody>;

/** Back-office: a province row (POST /api/backend/location all of it, PUT /:id any part of it). */
export const LocationBody = Type.Object({
  code: Type.String({
    minLength: 2,
    maxLength: 10,
    pattern: '^[A-Z]{2}-[0-9A-Z]{1,7}$',
    description: 'ISO 3166-2 code, e.g. KH-12',
  }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  nameKh: Type.String({ minLength: 1, maxLength: 100 }),
  type: Type.Enum(LOCATION_TYPES),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type LocationBody = Static<typeof LocationBody>;
export const LocationUpdateBody = Type.Partial(LocationBody, { minProperties: 1 });
export type LocationUpdateBody = Static<typeof LocationUpdateBody>;
