import type { SessionUser, UserType } from '@shop/contracts';

export type { SessionUser, UserType };

/** Staff use the back-office: admins, developers and suppliers (contracts: access level `staff`). */
const STAFF: readonly UserType[] = ['ADMIN', 'SUPER_ADMIN', 'DEVELOPER', 'SUPPLIER'];

export function isStaff(type: UserType | null | undefined): boolean {
  return !!type && STAFF.includes(type);
}
