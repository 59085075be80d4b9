// Answers the identity routes share.
import { AccountErrorCode, AuthMessage, ErrorCode } from '@shop/contracts';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.ts';

export const badCredentials = () => unauthorized(AuthMessage.badCredentials, { code: ErrorCode.badCredentials });
export const wrongPassword = () =>
  badRequest('The current password is not right', { code: AccountErrorCode.wrongPassword });
/** 409: the change would leave the shop without an active super admin. */
export const lastSuperAdmin = (message: string) => conflict(message, { code: AccountErrorCode.lastSuperAdmin });
/** 409: disabling, deleting or demoting one's own account. */
export const ownAccount = (message: string) => conflict(message, { code: AccountErrorCode.ownAccount });
