// A reference resource's whole screen (currencies, languages, unit types, years...): the list, "Add", a row's
// form with its history beside it, and delete with a confirmation. A screen declares columns and fields only.
import { Button, Grid, Group, Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { TSchema } from 'typebox';
import { confirmAction } from './confirm-action.tsx';
import { describeApiError } from './api-errors.ts';
import { HistoryPanel } from './history-panel.tsx';
import { ListScreen, type BulkAction, type ListColumn, type ListFilter } from './list-screen.tsx';
import type { ListSort } from './list-state.ts';
import type { RecordField } from './record-fields.tsx';
import { RecordFormModal } from './record-form-modal.tsx';
import type { FieldRules } from './record-form.ts';
import { useResourceMutations, type ResourceApi } from './resource-api.ts';
import { notifications } from '@mantine/notifications';
import { useLingui as useI18n } from '@lingui/react';

export interface ReferenceScreenProps<Row extends { id: number }, V extends Record<string, unknown>> {
  screen: string;
  title: string;
  // The body and patch types differ per resource; the screen hands the form's body through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource of any body/patch shape
  api: ResourceApi<Row, any, any>;
  /** Audit entity name (`currency`) for the history beside the form. */
  entity: string;
  columns: ListColumn<Row>[];
  filters?: ListFilter[];
  searchable?: boolean;
  defaultSort?: ListSort;
  fields: RecordField[];
  createSchema: TSchema;
  patchSchema: TSchema;
  emptyValues: V;
  toValues: (row: Row) => V;
  toBody?: (values: V) => Record<string, unknown>;
  rules?: FieldRules<V>;
  labels: { add: string; edit: (row: Row) => string; deleteWhat: (row: Row) => string };
  empty: { title: string; hint?: string };
  /** Buttons of one row besides Edit and Delete (e.g. switch off). */
  rowActions?: (row: Row) => ReactNode;
  bulkActions?: BulkAction<Row>[];
  deletable?: (row: Row) => boolean;
}

type Editing<Row> = { kind: 'new' } | { kind: 'edit'; row: Row } | undefined;

export function ReferenceScreen<Row extends { id: number }, V extends Record<string, unknown>>(props: ReferenceScreenProps<Row, V>) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { api, labels } = props;
  const mutations = useResourceMutations(api);
  const [editing, setEditing] = useState<Editing<Row>>();

  const remove = (row: Row) =>
    confirmAction({
      title: t`Delete ${labels.deleteWhat(row)}?`,
      message: t`This cannot be undone.`,
      confirmLabel: t`Delete`,
      danger: true,
      onConfirm: async () => {
        try {
          await mutations.remove.mutateAsync(row.id);
          notifications.show({ color: 'green', message: t`Deleted` });
        } catch (error) {
          notifications.show({ color: 'red', message: i18n._(describeApiError(error).message) });
        }
      },
    });

  const actionsColumn: ListColumn<Row> = {
    accessor: 'actions',
    title: t`Actions`,
    textAlign: 'right',
    toggleable: false,
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
        {props.rowActions?.(row)}
        <Button size="compact-xs" variant="light" onClick={() => setEditing({ kind: 'edit', row })} data-testid={`edit-${row.id}`}>
          {t`Edit`}
        </Button>
        {(props.deletable?.(row) ?? true) ? (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(row)} data-testid={`delete-${row.id}`}>
            {t`Delete`}
          </Button>
        ) : null}
      </Group>
    ),
  };

  const isNew = editing?.kind === 'new';
  return (
    <>
      <ListScreen<Row>
        screen={props.screen}
        title={props.title}
        resource={api.path}
        queryKey={api.keys.lists()}
        columns={[...props.columns, actionsColumn]}
        {...(props.filters ? { filters: props.filters } : {})}
        {...(props.searchable !== undefined ? { searchable: props.searchable } : {})}
        {...(props.defaultSort ? { defaultSort: props.defaultSort } : {})}
        {...(props.bulkActions ? { bulkActions: props.bulkActions } : {})}
        actions={
          <Button onClick={() => setEditing({ kind: 'new' })} data-testid="record-add">
            {labels.add}
          </Button>
        }
        empty={{ ...props.empty, action: <Button onClick={() => setEditing({ kind: 'new' })}>{labels.add}</Button> }}
        onRowClick={(row) => setEditing({ kind: 'edit', row })}
      />
      {editing ? (
        isNew ? (
          <RecordFormModal<V>
            title={labels.add}
            schema={props.createSchema}
            fields={props.fields}
            initialValues={props.emptyValues}
            isNew
            {...(props.rules ? { rules: props.rules } : {})}
            {...(props.toBody ? { toBody: props.toBody } : {})}
            onSubmit={(body) => mutations.create.mutateAsync(body)}
            onClose={() => setEditing(undefined)}
          />
        ) : (
          <EditModal {...props} row={editing.row} onSubmit={(patch) => mutations.update.mutateAsync({ id: editing.row.id, patch })} onClose={() => setEditing(undefined)} />
        )
      ) : null}
    </>
  );
}

/** Editing one record: its form, and its history beside it. */
function EditModal<Row extends { id: number }, V extends Record<string, unknown>>(
  props: ReferenceScreenProps<Row, V> & { row: Row; onSubmit: (body: Record<string, unknown>) => Promise<unknown>; onClose: () => void },
) {
  const [showHistory, setShowHistory] = useState(false);
  const { t } = useLingui();
  return (
    <>
      <RecordFormModal<V>
        title={
          <Group gap="sm">
            {props.labels.edit(props.row)}
            <Button size="compact-xs" variant="subtle" onClick={() => setShowHistory(true)} data-testid="show-history">
              {t`History`}
            </Button>
          </Group>
        }
        schema={props.patchSchema}
        fields={props.fields}
        initialValues={props.toValues(props.row)}
        isNew={false}
        {...(props.rules ? { rules: props.rules } : {})}
        {...(props.toBody ? { toBody: props.toBody } : {})}
        onSubmit={props.onSubmit}
        onClose={props.onClose}
      />
      <Modal opened={showHistory} onClose={() => setShowHistory(false)} title={props.labels.edit(props.row)} size="lg">
        <Grid>
          <Grid.Col span={12}>
            <HistoryPanel entity={props.entity} id={props.row.id} />
          </Grid.Col>
        </Grid>
      </Modal>
    </>
  );
}
