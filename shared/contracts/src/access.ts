// Who may call what: the user types and access levels, and the rule between them. No TypeBox here, so the
// storefront checks a role (its menus, the back-office guard) without loading the schema library.

export const USER_TYPES = ['ADMIN', 'USER', 'CUSTOMER', 'DEALER', 'DEVELOPER', 'SUPER_ADMIN', 'SUPPLIER'] as const;
export type UserType = (typeof USER_TYPES)[number];

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
