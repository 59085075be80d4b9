import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { TSchema } from 'typebox';
import { RecordFields, type RecordField } from './record-fields.tsx';
import { showApiError, useRecordForm, type FieldRules } from './record-form.ts';

export interface RecordFormModalProps<V extends Record<string, unknown>> {
  title: ReactNode;
  /** The contract's body schema (create) or patch schema (edit). */
  schema: TSchema;
  fields: RecordField[];
  initialValues: V;
  isNew: boolean;
  rules?: FieldRules<V>;
  toBody?: (values: V) => Record<string, unknown>;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  /** Words a refusal the screen knows by its code (a 409 "last super admin"); the kit's wording otherwise. */
  describeError?: (error: unknown) => MessageDescriptor | undefined;
}

/** A record's form in a modal: validated from the contract before sending, the API's answer on its field after. */
export function RecordFormModal<V extends Record<string, unknown>>({ title, schema, fields, initialValues, isNew, rules, toBody, onSubmit, onClose, describeError }: RecordFormModalProps<V>) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const form = useRecordForm<V>({ schema, initialValues, ...(rules ? { rules } : {}), ...(toBody ? { toBody } : {}) });
  const [problem, setProblem] = useState<MessageDescriptor | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    setSaving(true);
    try {
      await onSubmit(toBody ? toBody(values) : values);
      onClose();
    } catch (error) {
      setProblem(describeError?.(error) ?? showApiError(form, error, (message) => i18n._(message))?.message);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate data-testid="record-form">
        <Stack gap="sm">
          <RecordFields form={form} fields={fields} isNew={isNew} />
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {i18n._(problem)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={saving} data-testid="record-save">
              {t`Save`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
