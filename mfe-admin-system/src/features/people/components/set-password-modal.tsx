import { useLingui } from '@lingui/react/macro';
import { describeApiError, RecordFormModal } from '@shop/admin';
import { SetPasswordBody, type AccountUser } from '@shop/contracts';
import { accountWordings } from '../../../lib/account-wordings.ts';

/** An admin sets somebody's password (they are signed out everywhere and sign in with the new one). */
export function SetPasswordModal({
  user,
  onSubmit,
  onClose,
}: {
  user: AccountUser;
  onSubmit: (password: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <RecordFormModal<{ password: string }>
      title={t`Reset the password of ${user.name}`}
      schema={SetPasswordBody}
      fields={[
        {
          name: 'password',
          label: t`New password`,
          kind: 'password',
          required: true,
          description: t`Tell the person this password; they are signed out everywhere.`,
        },
      ]}
      initialValues={{ password: '' }}
      isNew
      onSubmit={(body) => onSubmit(String(body.password))}
      done={t`Password changed for ${user.name}`}
      describeError={(error) => describeApiError(error, accountWordings).message}
      onClose={onClose}
    />
  );
}
