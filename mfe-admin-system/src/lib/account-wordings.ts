// The people screens' own wordings of the account refusals, by code, in the user's language (never the API's
// English text); describeApiError(error, accountWordings) uses them before the shop's wordings.
import { msg } from '@lingui/core/macro';
import type { CodeWordings } from '@shop/admin';
import { AccountErrorCode, ErrorCode } from '@shop/contracts';

export const accountWordings: CodeWordings = {
  [AccountErrorCode.lastSuperAdmin]: msg`This is the shop's last super admin: it cannot be removed, disabled or demoted. Make another account super admin first.`,
  [AccountErrorCode.ownAccount]: msg`You cannot do this to your own account. Ask another super admin.`,
  [AccountErrorCode.wrongPassword]: msg`The current password is not right.`,
  [AccountErrorCode.weakPassword]: msg`This password is too weak. Use a longer one that is hard to guess.`,
  [ErrorCode.conflict]: msg`This cannot be done to this account in its present state.`,
};
