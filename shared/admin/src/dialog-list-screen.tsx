// A resource's list screen with its dialogs (stock, suppliers, reference data): "Add", the row's buttons in an
// actions column, a row click that opens the row's form, and the one dialog open at a time. A page declares its
// columns, buttons and dialogs; the wiring between them is here.
import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ListScreen, type BulkAction, type ListColumn, type ListScreenProps } from './list-screen.tsx';

export interface DialogListScreenProps<T, D> extends Omit<
  ListScreenProps<T>,
  'actions' | 'onRowClick' | 'bulkActions' | 'empty'
> {
  /** The "Add" button beside the title and the dialog it opens. */
  add: { label: string; dialog: D; testId?: string };
  empty: { title: string; hint?: string; /** The "Add" button in the empty list too. */ withAdd?: boolean };
  /** The row's buttons, drawn in the actions column (a click there does not also click the row). */
  rowActions?: (row: T, open: (dialog: D) => void) => ReactNode;
  /** The dialog a click on the row opens (its form); none by default. */
  rowDialog?: (row: T) => D;
  bulkActions?: (open: (dialog: D) => void) => BulkAction<T>[];
  /** The open dialog; `close` closes it. */
  dialog: (dialog: D, close: () => void) => ReactNode;
}

export function DialogListScreen<T, D>({
  add,
  empty,
  rowActions,
  rowDialog,
  bulkActions,
  dialog,
  columns,
  ...list
}: DialogListScreenProps<T, D>) {
  const { t } = useLingui();
  const [open, setOpen] = useState<D>();
  const close = () => setOpen(undefined);
  const addButton = (testId?: string) => (
    <Button onClick={() => setOpen(add.dialog)} data-testid={testId}>
      {add.label}
    </Button>
  );
  const actionsColumn: ListColumn<T> | undefined = rowActions
    ? {
        accessor: 'actions',
        title: t`Actions`,
        textAlign: 'right',
        toggleable: false,
        render: (row) => (
          <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
            {rowActions(row, setOpen)}
          </Group>
        ),
      }
    : undefined;
  return (
    <>
      <ListScreen<T>
        {...list}
        columns={actionsColumn ? [...columns, actionsColumn] : columns}
        actions={addButton(add.testId ?? 'record-add')}
        empty={{ title: empty.title, hint: empty.hint, action: empty.withAdd ? addButton() : undefined }}
        {...(rowDialog ? { onRowClick: (row: T) => setOpen(rowDialog(row)) } : {})}
        {...(bulkActions ? { bulkActions: bulkActions(setOpen) } : {})}
      />
      {open === undefined ? null : dialog(open, close)}
    </>
  );
}
