import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TSchema } from 'typebox';
import { FormModal } from './form-modal.tsx';
import { useRecordFormSave } from './form-save.ts';
import { RecordFields, type RecordField } from './record-fields.tsx';
import { useRecordForm, type FieldRules } from './record-form.ts';

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
  /** The save button's words where "Save" says too little ("Make admin"), and its test id. */
  submitLabel?: string;
  submitTestId?: string;
  /** The toast once saved: "Added" for a new record and "Saved" otherwise unless the screen words it. */
  done?: string;
  /** The save button stays off until the values can be sent (an empty search for the account to promote). */
  canSubmit?: (values: V) => boolean;
  /** Shown below the fields, from the values as typed (a warning the screen works out, e.g. a number in use). */
  below?: (values: V) => ReactNode;
}

/** A record's form in a modal: validated from the contract before sending, the API's answer on its field after. */
export function RecordFormModal<V extends Record<string, unknown>>({
  title,
  schema,
  fields,
  initialValues,
  isNew,
  rules,
  toBody,
  onSubmit,
  onClose,
  describeError,
  submitLabel,
  submitTestId,
  canSubmit,
  done,
  below,
}: RecordFormModalProps<V>) {
  const { t } = useLingui();
  const form = useRecordForm<V>({ schema, initialValues, rules, toBody });
  const { submit, problem, saving } = useRecordFormSave(form, {
    toBody,
    describeError,
    onSubmit,
    onSaved: onClose,
    done: done ?? (isNew ? t`Added` : t`Saved`),
  });
  return (
    <FormModal
      title={title}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      saving={saving}
      submitDisabled={canSubmit ? !canSubmit(form.getValues()) : false}
      submitLabel={submitLabel}
      submitTestId={submitTestId}
    >
      <RecordFields form={form} fields={fields} isNew={isNew} />
      {below?.(form.getValues())}
    </FormModal>
  );
}
