import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '@shop/admin';
import { createQueryKeys } from '@shop/client';
import type { ItemView } from '@shop/contracts';
import { useState } from 'react';
import { LockBadge, OwnershipNote } from '../../../lib/item-ownership.tsx';
import { ItemUnitsPanel } from '../../../lib/item-units-panel.tsx';
import { useLocalizedName } from '@shop/i18n';

const itemKeys = createQueryKeys('item');

/**
 * Everything the shop sells (parts and accessories) with the units each is sold in; a row opens its units, which the
 * viewer may change only where the API marks the item editable (a read-only row says why).
 */
export function ItemsPage() {
  const { t } = useLingui();
  const [open, setOpen] = useState<ItemView | undefined>();
  const name = useLocalizedName();
  return (
    <>
      <OwnershipNote />
      <ListScreen<ItemView>
        screen="admin-stock/item"
        title={t`Items and units`}
        resource="/api/backend/item"
        queryKey={itemKeys.lists()}
        searchable
        filters={[
          {
            name: 'type',
            label: t`Kind`,
            kind: 'select',
            options: [
              { value: 'Part', label: t`Part` },
              { value: 'Accessory', label: t`Accessory` },
            ],
          },
        ]}
        columns={[
          { accessor: 'partNumber', title: t`Part number` },
          { accessor: 'name', title: t`Name`, render: (row) => name(row) },
          { accessor: 'type', title: t`Kind`, render: (row) => (row.type === 'Part' ? t`Part` : t`Accessory`) },
          { accessor: 'maker', title: t`Maker`, render: (row) => name(row.maker) },
          {
            accessor: 'lock',
            title: '',
            textAlign: 'right',
            render: (row) => (row.lock ? <LockBadge lock={row.lock} /> : null),
          },
        ]}
        empty={{ title: t`No items yet`, hint: t`Parts and accessories appear here once they are added.` }}
        onRowClick={setOpen}
      />
      <Modal
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        title={open ? `${open.partNumber} · ${name(open)}` : ''}
        size="lg"
      >
        {open ? <ItemUnitsPanel itemId={open.id} editable={open.editable} lock={open.lock} /> : null}
      </Modal>
    </>
  );
}
