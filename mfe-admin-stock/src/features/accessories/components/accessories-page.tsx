import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { BooleanBadge, confirmWrite, ListScreen, RecordFormModal, type RecordField } from '@shop/admin';
import { ItemBody, ItemPatch, type AccessoryAdminView } from '@shop/contracts';
import { useState } from 'react';
import { nameOptions, useAccessoryCategories, useMakers } from '../../../lib/api/catalogue-lookups.ts';
import { LockBadge, OwnershipNote, useIsSupplier } from '../../../lib/item-ownership.tsx';
import { ACCESSORY_LIST, accessoryKeys, useAccessoryWrites } from '../api/accessory-api.ts';
import { useLocalizedName } from '@shop/i18n';

interface AccessoryForm extends Record<string, unknown> {
  partNumber: string;
  name: string;
  nameKh: string;
  description: string;
  descriptionKh: string;
  brandItemId: string | null;
  accessoryCategoryId: string | null;
  popular: boolean;
  shippingWeightGrams: number | string;
}

const empty: AccessoryForm = {
  partNumber: '',
  name: '',
  nameKh: '',
  description: '',
  descriptionKh: '',
  brandItemId: null,
  accessoryCategoryId: null,
  popular: false,
  shippingWeightGrams: '',
};

/** The form's values as a body; a supplier's leaves popular out (admins set it). */
const toBody = (values: AccessoryForm, withPopular: boolean) => ({
  partNumber: values.partNumber.trim(),
  name: values.name.trim(),
  nameKh: values.nameKh.trim() || null,
  description: values.description.trim() || null,
  descriptionKh: values.descriptionKh.trim() || null,
  ...(values.brandItemId ? { brandItemId: Number(values.brandItemId) } : {}),
  ...(values.accessoryCategoryId ? { accessoryCategoryId: Number(values.accessoryCategoryId) } : {}),
  ...(withPopular ? { popular: values.popular } : {}),
  // Blank: not weighed (delivery counts it as 0 g), as on the part form.
  shippingWeightGrams: values.shippingWeightGrams === '' ? null : Number(values.shippingWeightGrams),
});

type Editing = { kind: 'new' } | { kind: 'edit'; row: AccessoryAdminView } | undefined;

/**
 * Accessories (floor mats, dash cameras): sold like parts, browsed by accessory category, fit any vehicle. A supplier
 * edits and deletes only the rows the API marks editable (its own, stocked by no other supplier) and never popular.
 */
export function AccessoriesPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const makers = useMakers();
  const categories = useAccessoryCategories();
  const writes = useAccessoryWrites();
  const [editing, setEditing] = useState<Editing>();
  const isSupplier = useIsSupplier();
  const words = { yes: t`Yes`, no: t`No` };
  const name = useLocalizedName();
  const fields: RecordField[] = [
    { name: 'partNumber', label: t`Part number`, required: true },
    { name: 'name', label: t`Name`, required: true },
    { name: 'nameKh', label: t`Name in Khmer` },
    {
      name: 'brandItemId',
      label: t`Maker`,
      kind: 'select',
      options: nameOptions(makers.data, i18n.locale),
      required: true,
    },
    {
      name: 'accessoryCategoryId',
      label: t`Accessory category`,
      kind: 'select',
      options: nameOptions(categories.data, i18n.locale),
      required: true,
    },
    { name: 'description', label: t`Description`, kind: 'textarea' },
    { name: 'descriptionKh', label: t`Description in Khmer`, kind: 'textarea' },
    {
      name: 'shippingWeightGrams',
      label: t`Shipping weight (g)`,
      kind: 'number',
      description: t`One base unit, packed: delivery fees go by weight.`,
    },
    ...(isSupplier ? [] : [{ name: 'popular', label: t`Popular`, kind: 'switch' } as const]),
  ];
  const remove = (row: AccessoryAdminView) =>
    confirmWrite({
      title: t`Delete ${row.name}?`,
      message: t`This cannot be undone.`,
      confirmLabel: t`Delete`,
      danger: true,
      write: () => writes.remove.mutateAsync(row.itemId),
      done: t`Deleted`,
    });
  const add = (
    <Button onClick={() => setEditing({ kind: 'new' })} data-testid="record-add">
      {t`Add an accessory`}
    </Button>
  );
  return (
    <>
      <OwnershipNote />
      <ListScreen<AccessoryAdminView>
        screen="admin-stock/accessory"
        title={t`Accessories`}
        resource={ACCESSORY_LIST}
        queryKey={accessoryKeys.lists()}
        searchable
        filters={[
          {
            name: 'accessoryCategoryId',
            label: t`Accessory category`,
            kind: 'select',
            options: nameOptions(categories.data, i18n.locale),
          },
          { name: 'brandItemId', label: t`Maker`, kind: 'select', options: nameOptions(makers.data, i18n.locale) },
        ]}
        columns={[
          { accessor: 'partNumber', title: t`Part number` },
          { accessor: 'name', title: t`Name`, render: (row) => name(row) },
          { accessor: 'maker', title: t`Maker`, render: (row) => name(row.maker) },
          { accessor: 'accessoryCategory', title: t`Accessory category`, render: (row) => name(row.accessoryCategory) },
          {
            accessor: 'popular',
            title: t`Popular`,
            render: (row) => <BooleanBadge value={row.popular} words={words} />,
          },
          {
            accessor: 'actions',
            title: t`Actions`,
            textAlign: 'right',
            render: (row) => (
              <Group gap={4} justify="flex-end" onClick={(event) => event.stopPropagation()}>
                {row.editable ? (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(row)}>
                    {t`Delete`}
                  </Button>
                ) : row.lock ? (
                  <LockBadge lock={row.lock} />
                ) : null}
              </Group>
            ),
          },
        ]}
        actions={add}
        empty={{ title: t`No accessories yet`, action: add }}
        onRowClick={(row) => (row.editable ? setEditing({ kind: 'edit', row }) : undefined)}
      />
      {editing ? (
        <RecordFormModal<AccessoryForm>
          title={editing.kind === 'new' ? t`Add an accessory` : editing.row.name}
          schema={editing.kind === 'new' ? ItemBody : ItemPatch}
          fields={fields}
          initialValues={
            editing.kind === 'new'
              ? empty
              : {
                  partNumber: editing.row.partNumber,
                  name: editing.row.name,
                  nameKh: editing.row.nameKh ?? '',
                  description: editing.row.description ?? '',
                  descriptionKh: editing.row.descriptionKh ?? '',
                  brandItemId: String(editing.row.maker.id),
                  accessoryCategoryId: String(editing.row.accessoryCategory.id),
                  popular: editing.row.popular,
                  shippingWeightGrams: editing.row.shippingWeightGrams ?? '',
                }
          }
          isNew={editing.kind === 'new'}
          toBody={(values) => toBody(values, !isSupplier)}
          onSubmit={(body) =>
            editing.kind === 'new'
              ? writes.create.mutateAsync(body as ItemBody)
              : writes.update.mutateAsync({ itemId: editing.row.itemId, patch: body as ItemPatch })
          }
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
