// A reference resource's whole screen (currencies, languages, unit types, years...): the list, "Add", a row's
// form with its history beside it, and delete with a confirmation. A screen declares columns and fields only.
import { Button, Grid, Group, Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { TSchema } from 'typebox';
import { confirmWrite } from './confirm-action.tsx';
import { DialogListScreen } from './dialog-list-screen.tsx';
import { HistoryPanel } from './history-panel.tsx';
import type { BulkAction, ListColumn, ListFilter } from './list-screen.tsx';
import type { ListSort } from './list-state.ts';
import type { RecordField } from './record-fields.tsx';
import { RecordFormModal } from './record-form-modal.tsx';
import type { FieldRules } from './record-form.ts';
import { useResourceMutations, type ResourceApi } from './resource-api.ts';

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

type Editing<Row> = { kind: 'new' } | { kind: 'edit'; row: Row };

export function ReferenceScreen<Row extends { id: number }, V extends Record<string, unknown>>(
  props: ReferenceScreenProps<Row, V>,
) {
  const { t } = useLingui();
  const { api, labels } = props;
  const mutations = useResourceMutations(api);

  const remove = (row: Row) =>
    confirmWrite({
      title: t`Delete ${labels.deleteWhat(row)}?`,
      message: t`This cannot be undone.`,
      confirmLabel: t`Delete`,
      danger: true,
      write: () => mutations.remove.mutateAsync(row.id),
      done: t`Deleted`,
    });

  return (
    <DialogListScreen<Row, Editing<Row>>
      screen={props.screen}
      title={props.title}
      resource={api.path}
      queryKey={api.keys.lists()}
      columns={props.columns}
      {...(props.filters ? { filters: props.filters } : {})}
      {...(props.searchable !== undefined ? { searchable: props.searchable } : {})}
      {...(props.defaultSort ? { defaultSort: props.defaultSort } : {})}
      {...(props.bulkActions ? { bulkActions: () => props.bulkActions! } : {})}
      add={{ label: labels.add, dialog: { kind: 'new' } }}
      empty={{ ...props.empty, withAdd: true }}
      rowDialog={(row) => ({ kind: 'edit', row })}
      rowActions={(row, open) => (
        <>
          {props.rowActions?.(row)}
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => open({ kind: 'edit', row })}
            data-testid={`edit-${row.id}`}
          >
            {t`Edit`}
          </Button>
          {(props.deletable?.(row) ?? true) ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => remove(row)}
              data-testid={`delete-${row.id}`}
            >
              {t`Delete`}
            </Button>
          ) : null}
        </>
      )}
      dialog={(editing, close) =>
        editing.kind === 'new' ? (
          <RecordFormModal<V>
            title={labels.add}
            schema={props.createSchema}
            fields={props.fields}
            initialValues={props.emptyValues}
            isNew
            {...(props.rules ? { rules: props.rules } : {})}
            {...(props.toBody ? { toBody: props.toBody } : {})}
            onSubmit={(body) => mutations.create.mutateAsync(body)}
            onClose={close}
          />
        ) : (
          <EditModal
            {...props}
            row={editing.row}
            onSubmit={(patch) => mutations.update.mutateAsync({ id: editing.row.id, patch })}
            onClose={close}
          />
        )
      }
    />
  );
}

/** Editing one record: its form, and its history beside it. */
function EditModal<Row extends { id: number }, V extends Record<string, unknown>>(
  props: ReferenceScreenProps<Row, V> & {
    row: Row;
    onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
    onClose: () => void;
  },
) {
  const [showHistory, setShowHistory] = useState(false);
  const { t } = useLingui();
  return (
    <>
      <RecordFormModal<V>
        title={
          <Group gap="sm">
            {props.labels.edit(props.row)}
            <Button size="compact-xs" variant="subtle" onClick={() => setShowHistory(true)}>
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
