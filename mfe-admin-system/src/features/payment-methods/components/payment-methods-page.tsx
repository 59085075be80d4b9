import { Button } from '@mantine/core';
import { showToast } from '@shop/ui';
import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import {
  BooleanBadge,
  booleanFilter,
  confirmAction,
  describeApiError,
  isBlank,
  isInteger,
  ReferenceScreen,
  useResourceMutations,
} from '@shop/admin';
import { PaymentMethodBody, PaymentMethodPatch, type PaymentMethodView } from '@shop/contracts';
import { msg } from '@lingui/core/macro';
import { paymentMethodApi } from '../api/payment-method-api.ts';

interface PaymentMethodForm extends Record<string, unknown> {
  name: string;
  nameKh: string;
  type: string;
  accountName: string;
  accountNumber: string;
  note: string;
  noteKh: string;
  enabled: boolean;
  sortOrder: number | string;
}

const empty: PaymentMethodForm = {
  name: '',
  nameKh: '',
  type: 'CASH',
  accountName: '',
  accountNumber: '',
  note: '',
  noteKh: '',
  enabled: true,
  sortOrder: 0,
};
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Ways to pay offered at checkout; the checkout lists only the enabled ones. */
export function PaymentMethodsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const words = { yes: t`Offered`, no: t`Switched off` };
  const { update } = useResourceMutations(paymentMethodApi);
  const switchOver = (row: PaymentMethodView) =>
    confirmAction({
      title: row.enabled ? t`Stop offering ${row.name}?` : t`Offer ${row.name} again?`,
      message: row.enabled
        ? t`Shoppers will no longer see it at checkout.`
        : t`Shoppers will see it at checkout again.`,
      confirmLabel: row.enabled ? t`Switch off` : t`Switch on`,
      danger: row.enabled,
      onConfirm: async () => {
        try {
          await update.mutateAsync({ id: row.id, patch: { enabled: !row.enabled } });
        } catch (error) {
          showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
        }
      },
    });
  return (
    <ReferenceScreen<PaymentMethodView, PaymentMethodForm>
      screen="admin-system/payment-method"
      title={t`Payment methods`}
      api={paymentMethodApi}
      entity="payment-method"
      searchable
      defaultSort={{ column: 'sortOrder', direction: 'asc' }}
      filters={[booleanFilter('enabled', t`Status`, words)]}
      columns={[
        { accessor: 'name', title: t`Name`, sortable: true },
        { accessor: 'nameKh', title: t`Name in Khmer` },
        { accessor: 'type', title: t`Type`, render: (row) => (row.type === 'BANK' ? t`Bank transfer` : t`Cash`) },
        { accessor: 'accountNumber', title: t`Account number`, defaultToggle: false },
        { accessor: 'sortOrder', title: t`Order`, sortable: true },
        {
          accessor: 'enabled',
          title: t`Status`,
          render: (row) => <BooleanBadge value={row.enabled} words={words} />,
        },
      ]}
      rowActions={(row) => (
        <Button
          size="compact-xs"
          variant="light"
          color={row.enabled ? 'orange' : 'green'}
          onClick={() => switchOver(row)}
          data-testid={`switch-${row.id}`}
        >
          {row.enabled ? t`Switch off` : t`Switch on`}
        </Button>
      )}
      fields={[
        { name: 'name', label: t`Name`, required: true },
        { name: 'nameKh', label: t`Name in Khmer` },
        {
          name: 'type',
          label: t`Type`,
          kind: 'select',
          options: [
            { value: 'CASH', label: t`Cash` },
            { value: 'BANK', label: t`Bank transfer` },
          ],
          required: true,
        },
        { name: 'accountName', label: t`Account name` },
        { name: 'accountNumber', label: t`Account number` },
        { name: 'note', label: t`Note for the shopper`, kind: 'textarea' },
        { name: 'noteKh', label: t`Note for the shopper in Khmer`, kind: 'textarea' },
        { name: 'sortOrder', label: t`Order`, kind: 'number' },
        { name: 'enabled', label: t`Offered at checkout`, kind: 'switch' },
      ]}
      createSchema={PaymentMethodBody}
      patchSchema={PaymentMethodPatch}
      emptyValues={empty}
      toValues={(row) => ({
        name: row.name,
        nameKh: row.nameKh ?? '',
        type: row.type,
        accountName: row.accountName ?? '',
        accountNumber: row.accountNumber ?? '',
        note: row.note ?? '',
        noteKh: row.noteKh ?? '',
        enabled: row.enabled,
        sortOrder: row.sortOrder,
      })}
      toBody={(values) => ({
        name: values.name.trim(),
        nameKh: orNull(values.nameKh),
        type: values.type,
        accountName: orNull(values.accountName),
        accountNumber: orNull(values.accountNumber),
        note: orNull(values.note),
        noteKh: orNull(values.noteKh),
        enabled: values.enabled,
        sortOrder: Number(values.sortOrder),
      })}
      rules={{
        // Spec §5: a bank account number is digits only.
        accountNumber: (value) => (isBlank(value) || isInteger(String(value)) ? null : msg`Digits only`),
      }}
      labels={{ add: t`Add a payment method`, edit: (row) => row.name, deleteWhat: (row) => row.name }}
      empty={{ title: t`No payment methods yet`, hint: t`Add at least one way to pay, or shoppers cannot check out.` }}
    />
  );
}
