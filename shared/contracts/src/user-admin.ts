// The back-office view of accounts: lists, approval, enabling, soft delete, admin and supplier accounts.
import Type, { type Static } from 'typebox';
import { Email, Phone, PersonName } from './account.ts';
import { Id, PageQuery } from './envelope.ts';
import { UserType } from './identity.ts';
import { SocialProviderType } from './social-provider.ts';

/** Accounts only SUPER_ADMIN may create, change or delete. */
export const ADMIN_USER_TYPES = ['ADMIN', 'SUPER_ADMIN', 'DEVELOPER'] as const;
export type AdminUserType = (typeof ADMIN_USER_TYPES)[number];
/** Accounts an admin manages through PUT /api/backend/user/:id. */
export const SHOPPER_USER_TYPES = ['CUSTOMER', 'USER', 'DEALER'] as const;

export const USER_STATUSES = ['active', 'disabled', 'deleted', 'all'] as const;

export const AccountUser = Type.Object({
  id: Id,
  type: UserType,
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  dealerApproved: Type.Boolean(),
  supplierId: Type.Union([Id, Type.Null()]),
  hasPassword: Type.Boolean(),
  socialProviders: Type.Array(SocialProviderType),
  deletedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AccountUser = Static<typeof AccountUser>;

export const UserListQuery = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(UserType),
  status: Type.Optional(Type.Enum(USER_STATUSES, { default: 'active' })),
  dealerApproved: Type.Optional(
    Type.Boolean({ description: 'With type=DEALER: false lists dealers waiting for approval' }),
  ),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, e-mail or phone' })),
  /** The back-office kit's name for the same free text (ListScreen sends `search`). */
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, e-mail or phone (as q)' })),
  /** shopper: customers, users and dealers only (the people screen), whatever `type` is not given. */
  group: Type.Optional(Type.Enum(['shopper'] as const)),
});
export type UserListQuery = Static<typeof UserListQuery>;

/** PUT /api/backend/user/:id: an admin changes a shopper's account (not an admin or supplier account). */
export const UserUpdateBody = Type.Object(
  {
    name: Type.Optional(PersonName),
    email: Type.Optional(Type.Union([Email, Type.Null()])),
    phone: Type.Optional(Type.Union([Phone, Type.Null()])),
    type: Type.Optional(Type.Enum(SHOPPER_USER_TYPES)),
  },
  { minProperties: 1 },
);
export type UserUpdateBody = Static<typeof UserUpdateBody>;

/** PUT /api/backend/user/admin/:id (SUPER_ADMIN): make an account an admin, change one, or demote it to CUSTOMER. */
export const AdminUpdateBody = Type.Object(
  {
    name: Type.Optional(PersonName),
    email: Type.Optional(Email),
    phone: Type.Optional(Type.Union([Phone, Type.Null()])),
    type: Type.Optional(Type.Enum([...ADMIN_USER_TYPES, 'CUSTOMER'] as const)),
  },
  { minProperties: 1 },
);
export type AdminUpdateBody = Static<typeof AdminUpdateBody>;

/** "Add an administrator" as the back-office asks it: the account's e-mail or phone (looked up, not sent) and its role. */
export const PromoteAdminForm = Type.Object({ identifier: Type.String(), type: Type.Enum(ADMIN_USER_TYPES) });
export type PromoteAdminForm = Static<typeof PromoteAdminForm>;

export const EnableBody = Type.Object({ enabled: Type.Optional(Type.Boolean({ description: 'Omitted: toggles' })) });
export type EnableBody = Static<typeof EnableBody>;

export const DealerApprovalBody = Type.Object({ approved: Type.Optional(Type.Boolean({ default: true })) });
export type DealerApprovalBody = Static<typeof DealerApprovalBody>;

/** A supplier's sign-in account (the Supplier itself, with its store, belongs to the supply module). */
export const SupplierAccount = Type.Object({
  id: Id,
  supplierId: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
});
export type SupplierAccount = Static<typeof SupplierAccount>;
