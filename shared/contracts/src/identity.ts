// Who is signed in, how to sign in, and who may call what.
import Type, { type Static } from 'typebox';
import { Id } from './envelope.ts';
import { UserLocation } from './location.ts';
import { SocialProviderType } from './social-provider.ts';

export const USER_TYPES = ['ADMIN', 'USER', 'CUSTOMER', 'DEALER', 'DEVELOPER', 'SUPER_ADMIN', 'SUPPLIER'] as const;
export const UserType = Type.Enum(USER_TYPES);
export type UserType = (typeof USER_TYPES)[number];

export const PASSWORD_MIN_LENGTH = 8;
/** Password policy for every place a password is set (registration, change, reset). */
export const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 128 });

/**
 * Who may call a route (the WHO column of the route contract):
 * public; signed-in (any signed-in user); shopper (CUSTOMER, USER, DEALER); supplier;
 * admin (ADMIN, SUPER_ADMIN, DEVELOPER); staff (admin or supplier).
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'shopper', 'supplier', 'admin', 'staff'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

const SHOPPERS: readonly UserType[] = ['CUSTOMER', 'USER', 'DEALER'];
const ADMINS: readonly UserType[] = ['ADMIN', 'SUPER_ADMIN', 'DEVELOPER'];

/** Whether a user of this type may call a route of this access level (the API enforces it; screens only mirror it). */
export function allows(access: Access, type: UserType | null | undefined): boolean {
  if (access === 'public') return true;
  if (!type) return false;
  switch (access) {
    case 'signed-in':
      return true;
    case 'shopper':
      return SHOPPERS.includes(type);
    case 'supplier':
      return type === 'SUPPLIER';
    case 'admin':
      return ADMINS.includes(type);
    case 'staff':
      return type === 'SUPPLIER' || ADMINS.includes(type);
  }
}

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
