// Answers the identity routes share.
import { AccountErrorCode, AuthMessage, ErrorCode, type ApiErrorCode } from '@shop/contracts';
import { HttpError, unauthorized } from '../../lib/http-error.ts';

export const badCredentials = () => unauthorized(ErrorCode.badCredentials, AuthMessage.badCredentials);
export const conflict = (message: string) => new HttpError(409, ErrorCode.conflict, message);
export const badRequest = (message: string, code: ApiErrorCode = ErrorCode.validation) =>
  new HttpError(400, code, message);
export const wrongPassword = () =>
  new HttpError(400, AccountErrorCode.wrongPassword, 'The current password is not right');
/** 409: the change would leave the shop without an active super admin. */
export const lastSuperAdmin = (message: string) => new HttpError(409, AccountErrorCode.lastSuperAdmin, message);
/** 409: disabling, deleting or demoting one's own account. */
export const ownAccount = (message: string) => new HttpError(409, AccountErrorCode.ownAccount, message);
