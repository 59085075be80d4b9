// Who is signed in, how to sign in, and who may call what.
import Type, { type Static } from 'typebox';
import { Id } from './envelope.ts';
import { UserLocation } from './location.ts';
import { SocialProviderType } from './social-provider.ts';
import { USER_TYPES, type UserType as UserTypeName } from './access.ts';

// The roles and their rule live in access.ts (no TypeBox), for the storefront; the schema of a role is here.
export { ACCESS_LEVELS, allows, USER_TYPES, type Access } from './access.ts';
export const UserType = Type.Enum(USER_TYPES);
export type UserType = UserTypeName;

export const PASSWORD_MIN_LENGTH = 8;
/** Password policy for every place a password is set (registration, change, reset). */
export const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 128 });

/** The messages the session loader recognises (lower-cased and hyphenated, they clear the stored token). */
export const AuthMessage = {
  badCredentials: 'Bad credentials!',
  invalidToken: 'Invalid JWT token',
  expiredToken: 'Expired JWT token',
} as const;

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, description: 'E-mail address or phone number' }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResult = Type.Object({ token: Type.String() });
export type LoginResult = Static<typeof LoginResult>;

/** A saved location as the session carries it (product spec §3: id and details.isDefault, and the address). */
export const SessionLocation = UserLocation;
export type SessionLocation = Static<typeof SessionLocation>;

/** The signed-in user as the shell keeps it: locations sorted default first, then by id. */
export const SessionUser = Type.Object({
  id: Id,
  type: UserType,
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  cartCount: Type.Integer({ minimum: 0 }),
  locations: Type.Array(SessionLocation),
  /** DEALER only: approved dealers see and pay dealer prices; until then they shop as customers. */
  dealerApproved: Type.Boolean(),
  /** False for an account made through a social provider that never set a password. */
  hasPassword: Type.Boolean(),
  socialProviders: Type.Array(SocialProviderType),
  /** SUPPLIER only: the supplier (and so the store) this account runs. */
  supplierId: Type.Union([Id, Type.Null()]),
});
export type SessionUser = Static<typeof SessionUser>;
