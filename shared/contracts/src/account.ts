// Accounts: registration, profile, passwords and their reset.
import Type, { type Static } from 'typebox';
import { LoginResult, NewPassword } from './identity.ts';

/** Who may register themselves. A DEALER shops at customer prices until an admin approves it. */
export const REGISTER_USER_TYPES = ['CUSTOMER', 'DEALER'] as const;
export const RegisterUserType = Type.Enum(REGISTER_USER_TYPES);
export type RegisterUserType = (typeof REGISTER_USER_TYPES)[number];

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
/** Spec §5: an optional leading 0 then digits; spaces, dashes and brackets are dropped before checking. */
export const Phone = Type.String({ minLength: 6, maxLength: 32, pattern: '^\\+?[0-9 ()-]+$' });
export const PersonName = Type.String({ minLength: 1, maxLength: 200 });

export const RegisterBody = Type.Object({
  type: Type.Optional(RegisterUserType),
  name: PersonName,
  email: Email,
  phone: Type.Optional(Type.Union([Phone, Type.Null()])),
  password: NewPassword,
});
export type RegisterBody = Static<typeof RegisterBody>;

/** A shopper's or supplier's own profile; e-mail and phone must stay unique. */
export const ProfileBody = Type.Object(
  {
    name: Type.Optional(PersonName),
    email: Type.Optional(Email),
    phone: Type.Optional(Type.Union([Phone, Type.Null()])),
  },
  { minProperties: 1 },
);
export type ProfileBody = Static<typeof ProfileBody>;

/** Changing one's own password. `currentPassword` may be omitted only by an account that has none yet (social sign-up). */
export const ChangePasswordBody = Type.Object({
  currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  newPassword: NewPassword,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** An admin setting somebody's password (reset-password, supplier reset). */
export const SetPasswordBody = Type.Object({ password: NewPassword });
export type SetPasswordBody = Static<typeof SetPasswordBody>;

/** A password change revokes every token; this is the caller's new one. */
export const TokenResult = LoginResult;
export type TokenResult = Static<typeof TokenResult>;

export const RESET_CODE_LENGTH = 6;
const ResetCode = Type.String({
  pattern: `^[0-9]{${RESET_CODE_LENGTH}}$`,
  description: 'The code the reset message carried',
});
const Username = Type.String({ minLength: 1, maxLength: 254, description: 'E-mail address or phone number' });

export const ResetSendBody = Type.Object({ username: Username });
export type ResetSendBody = Static<typeof ResetSendBody>;
export const ResetCheckBody = Type.Object({ username: Username, code: ResetCode });
export type ResetCheckBody = Static<typeof ResetCheckBody>;
export const ResetChangePasswordBody = Type.Object({ username: Username, code: ResetCode, password: NewPassword });
export type ResetChangePasswordBody = Static<typeof ResetChangePasswordBody>;

/** The one answer of POST /auth/reset/send, whether or not the account exists. */
export const ResetSent = Type.Object({ sent: Type.Literal(true), expiresInMinutes: Type.Integer() });
export type ResetSent = Static<typeof ResetSent>;
export const ResetChecked = Type.Object({ valid: Type.Literal(true) });
export type ResetChecked = Static<typeof ResetChecked>;
