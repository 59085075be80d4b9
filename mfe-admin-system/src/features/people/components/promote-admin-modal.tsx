import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { describeApiError, RecordFormModal } from '@shop/admin';
import { getPage } from '@shop/client';
import { PromoteAdminForm, type AccountUser, type AdminUserType } from '@shop/contracts';
import { accountWordings } from '../../../lib/account-wordings.ts';
import { useAccountMutations } from '../api/users.ts';
import { roleOptions } from './admin-form-modal.tsx';

interface PromoteValues extends Record<string, unknown> {
  identifier: string;
  type: AdminUserType;
}

/** No active account has the e-mail or phone asked for. */
class NoSuchAccount extends Error {}

/** The account whose e-mail or phone is exactly `identifier` (the list search matches parts of them). */
async function findAccount(identifier: string): Promise<AccountUser | undefined> {
  const page = await getPage<AccountUser>('/api/backend/user', { search: identifier, status: 'active', size: 20 });
  const wanted = identifier.trim().toLowerCase();
  return page.data.find((user) => user.email?.toLowerCase() === wanted || user.phone === identifier.trim());
}

/**
 * A new admin is an existing account made admin (the spec has no "create user" call: POST /api/backend/user
 * answers 501): the person registers, then a super admin gives the account its role here.
 */
export function PromoteAdminModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { updateAdmin } = useAccountMutations();
  return (
    <RecordFormModal<PromoteValues>
      title={t`Add an administrator`}
      schema={PromoteAdminForm}
      isNew
      fields={[
        {
          name: 'identifier',
          label: t`E-mail or phone of the account`,
          description: t`The person's existing account; they keep their password.`,
          required: true,
        },
        {
          name: 'type',
          label: t`Role`,
          kind: 'select',
          options: roleOptions(i18n).filter((option) => option.value !== 'CUSTOMER'),
        },
      ]}
      initialValues={{ identifier: '', type: 'ADMIN' }}
      canSubmit={(values) => values.identifier.trim() !== ''}
      submitLabel={t`Make admin`}
      submitTestId="promote-save"
      describeError={(error) =>
        error instanceof NoSuchAccount
          ? msg`No active account has this e-mail or phone. The person registers first, then you make the account an admin.`
          : describeApiError(error, accountWordings).message
      }
      onSubmit={async (values) => {
        const account = await findAccount(String(values.identifier));
        if (!account) throw new NoSuchAccount();
        await updateAdmin.mutateAsync({ id: account.id, body: { type: values.type as AdminUserType } });
      }}
      onClose={onClose}
    />
  );
}
