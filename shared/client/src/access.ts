import { allows, type Access, type UserType } from '@shop/contracts/access.ts';

/**
 * Whether the signed-in user's type may use something guarded by `access` (the API's access levels).
 * Screens use it to hide what a role may not do; the API enforces it regardless.
 */
export function mayUse(access: Access, type: UserType | null | undefined): boolean {
  return allows(access, type);
}
