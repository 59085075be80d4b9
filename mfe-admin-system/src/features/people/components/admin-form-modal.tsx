import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { describeApiError, RecordFormModal } from '@shop/admin';
import { AdminUpdateBody, type AccountUser } from '@shop/contracts';
import { accountWordings } from '../../../lib/account-wordings.ts';
import { useAccountMutations } from '../api/users.ts';

interface AdminValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  type: string;
}

/** SUPER_ADMIN: change an admin's details or role, or demote the account to a customer. */
export function AdminFormModal({ user, onClose }: { user: AccountUser; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { updateAdmin } = useAccountMutations();
  return (
    <RecordFormModal<AdminValues>
      title={t`Change ${user.name}`}
      schema={AdminUpdateBody}
      fields={[
        { name: 'name', label: t`Name`, required: true },
        { name: 'email', label: t`E-mail`, required: true },
        { name: 'phone', label: t`Phone` },
        { name: 'type', label: t`Role`, kind: 'select', options: roleOptions(i18n) },
      ]}
      initialValues={{ name: user.name, email: user.email ?? '', phone: user.phone ?? '', type: user.type }}
      isNew={false}
      // An account without an e-mail (signed up by phone) keeps having none: a blank field is left out.
      toBody={(values) => ({
        name: values.name.trim(),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        phone: values.phone.trim() || null,
        type: values.type,
      })}
      describeError={(error) => describeApiError(error, accountWordings).message}
      onSubmit={(body) => updateAdmin.mutateAsync({ id: user.id, body: body as AdminUpdateBody })}
      onClose={onClose}
    />
  );
}

/** The roles a staff account may be given, worded. Outside a component the words are `msg` descriptors: the macro translates only the `t` of the component's own useLingui(). */
export function roleOptions(i18n: I18n) {
  return [
    { value: 'ADMIN', label: i18n._(msg`Admin`) },
    { value: 'SUPER_ADMIN', label: i18n._(msg`Super admin`) },
    { value: 'DEVELOPER', label: i18n._(msg`Developer`) },
    { value: 'CUSTOMER', label: i18n._(msg`Customer (no longer staff)`) },
  ];
}
