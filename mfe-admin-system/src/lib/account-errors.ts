// The people screens' refusals worded by their code, in the user's language (never the API's English text).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { describeApiError } from '@shop/admin';
import { getErrorCode } from '@shop/client';
import { AccountErrorCode, ErrorCode } from '@shop/contracts';

export function describeAccountError(error: unknown): MessageDescriptor {
  switch (getErrorCode(error)) {
    case AccountErrorCode.lastSuperAdmin:
      return msg`This is the shop's last super admin: it cannot be removed, disabled or demoted. Make another account super admin first.`;
    case AccountErrorCode.ownAccount:
      return msg`You cannot do this to your own account. Ask another super admin.`;
    case AccountErrorCode.wrongPassword:
      return msg`The current password is not right.`;
    case AccountErrorCode.weakPassword:
      return msg`This password is too weak. Use a longer one that is hard to guess.`;
    case ErrorCode.conflict:
      return msg`This cannot be done to this account in its present state.`;
    default:
      return describeApiError(error).message;
  }
}
