import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import {
  booleanFilter,
  confirmWrite,
  DialogListScreen,
  RecordFormModal,
  StatusBadge,
  useResourceMutations,
} from '@shop/admin';
import { SetPasswordBody, SupplierUpdateBody, type Supplier } from '@shop/contracts';
import { localizedName } from '@shop/i18n';
import { supplierApi, useSupplierWrites } from '../api/supplier-api.ts';
import { SupplierCreateModal } from './supplier-create-modal.tsx';
import { SupplierRowActions } from './supplier-row-actions.tsx';

interface EditValues extends Record<string, unknown> {
  name: string;
  nameKh: string;
  phone: string;
  email: string;
  address: string;
}

type Open = { kind: 'create' } | { kind: 'edit' | 'password'; supplier: Supplier };

/**
 * Suppliers (admins): list, add with its store and sign-in in one step, edit, switch on or off, reset the password of
 * one that has a sign-in.
 */
export function SuppliersPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const mutations = useResourceMutations(supplierApi);
  const writes = useSupplierWrites();

  const toggle = (row: Supplier) =>
    confirmWrite({
      title: row.enabled ? t`Switch off ${row.name}?` : t`Switch on ${row.name}?`,
      message: row.enabled
        ? t`Its accounts are signed out and cannot sign in; shoppers no longer see its stock.`
        : t`Its accounts can sign in again and its stock is sold again.`,
      confirmLabel: row.enabled ? t`Switch off` : t`Switch on`,
      danger: row.enabled,
      write: () => writes.enable.mutateAsync({ id: row.id, enabled: !row.enabled }),
      done: t`Saved`,
    });

  return (
    <DialogListScreen<Supplier, Open>
      screen="admin-stock/supplier"
      title={t`Suppliers`}
      resource="/api/backend/supplier"
      queryKey={supplierApi.keys.lists()}
      searchable
      filters={[booleanFilter('enabled', t`Status`, { yes: t`On`, no: t`Off` })]}
      columns={[
        {
          accessor: 'name',
          title: t`Name`,
          render: (row) => <span data-testid="supplier-name">{localizedName(row, i18n.locale)}</span>,
        },
        {
          accessor: 'store',
          title: t`Store`,
          render: (row) => (row.store ? localizedName(row.store, i18n.locale) : '—'),
        },
        { accessor: 'phone', title: t`Phone` },
        { accessor: 'email', title: t`E-mail` },
        {
          accessor: 'accounts',
          title: t`Sign-in`,
          render: (row) =>
            row.accounts.length > 0 ? (
              row.accounts.map((account) => account.email ?? account.phone).join(', ')
            ) : (
              <Text span size="sm" c="dimmed">{t`No sign-in`}</Text>
            ),
        },
        {
          accessor: 'enabled',
          title: t`Status`,
          render: (row) =>
            row.enabled ? (
              <StatusBadge status="ENABLED">{t`On`}</StatusBadge>
            ) : (
              <StatusBadge status="DISABLED">{t`Off`}</StatusBadge>
            ),
        },
      ]}
      rowDialog={(row) => ({ kind: 'edit', supplier: row })}
      add={{ label: t`Add a supplier`, dialog: { kind: 'create' } }}
      empty={{ title: t`No suppliers yet`, hint: t`Add a supplier with its store and its sign-in.` }}
      rowActions={(row, open) => (
        <SupplierRowActions
          supplier={row}
          onEdit={() => open({ kind: 'edit', supplier: row })}
          onToggle={() => toggle(row)}
          onPassword={() => open({ kind: 'password', supplier: row })}
        />
      )}
      dialog={(open, close) => {
        switch (open.kind) {
          case 'create':
            return <SupplierCreateModal onClose={close} />;
          case 'edit':
            return (
              <RecordFormModal<EditValues>
                title={open.supplier.name}
                schema={SupplierUpdateBody}
                isNew={false}
                fields={[
                  { name: 'name', label: t`Name`, required: true },
                  { name: 'nameKh', label: t`Name in Khmer` },
                  { name: 'phone', label: t`Phone`, required: true },
                  { name: 'email', label: t`E-mail`, required: true },
                  { name: 'address', label: t`Address`, kind: 'textarea', required: true },
                ]}
                initialValues={{
                  name: open.supplier.name,
                  nameKh: open.supplier.nameKh ?? '',
                  phone: open.supplier.phone,
                  email: open.supplier.email,
                  address: open.supplier.address,
                }}
                toBody={(values) => ({
                  name: values.name.trim(),
                  nameKh: values.nameKh.trim() || null,
                  phone: values.phone.trim(),
                  email: values.email.trim(),
                  address: values.address.trim(),
                })}
                onSubmit={(patch) => mutations.update.mutateAsync({ id: open.supplier.id, patch })}
                onClose={close}
              />
            );
          case 'password':
            return (
              <RecordFormModal<{ password: string }>
                title={t`New password for ${open.supplier.name}`}
                schema={SetPasswordBody}
                isNew
                fields={[
                  {
                    name: 'password',
                    label: t`New password`,
                    description: t`8 or more characters with a letter and a digit; its accounts are signed out`,
                    required: true,
                  },
                ]}
                initialValues={{ password: '' }}
                onSubmit={(body) => writes.reset.mutateAsync({ id: open.supplier.id, body: body as SetPasswordBody })}
                done={t`Password changed`}
                onClose={close}
              />
            );
        }
      }}
    />
  );
}
