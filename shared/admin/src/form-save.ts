// One save of a form: busy while it runs, and its refusal worded for the form's alert afterwards. Every
// back-office form goes through it, so a failed save reads and behaves the same on every screen.
import type { UseFormReturnType } from '@mantine/form';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { showToast } from '@shop/ui';
import { showApiError } from './record-form.ts';

export interface SaveState {
  problem: string | undefined;
  saving: boolean;
  /** Runs the work; a failure becomes `problem` through `describe` (undefined: nothing to show). */
  save: (work: () => Promise<void>, describe: (error: unknown) => string | undefined) => Promise<void>;
}

export function useSaveState(): SaveState {
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save: SaveState['save'] = async (work, describe) => {
    setProblem(undefined);
    setSaving(true);
    try {
      await work();
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setSaving(false);
    }
  };
  return { problem, saving, save };
}

export interface RecordFormSaveOptions<V extends Record<string, unknown>> {
  toBody?: (values: V) => Record<string, unknown>;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  /** After a save that went through (a modal closes). */
  onSaved: () => void;
  /** Words a refusal the screen knows by its code (a 409 "last super admin"); the kit's wording otherwise. */
  describeError?: (error: unknown) => MessageDescriptor | undefined;
  /** The API's field names the form calls otherwise (`password` -> `accountPassword`). */
  fieldNames?: Record<string, string>;
  /** What the toast says once the save went through ("Added"); "Saved" when unset. */
  done?: string;
}

/**
 * A record form's submit: validated by the form, sent as its body, then a toast saying it was saved, or the API's
 * refusal put on the field it names (when the form has it) or in the form's alert.
 */
export function useRecordFormSave<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  options: RecordFormSaveOptions<V>,
) {
  const { i18n } = useLingui();
  const { problem, saving, save } = useSaveState();
  const { toBody, onSubmit, onSaved, describeError, fieldNames, done } = options;
  const submit = form.onSubmit((values) =>
    save(
      async () => {
        await onSubmit(toBody ? toBody(values) : values);
        // Every save says so, in one place: the person knows it went through even when the modal just closes.
        showToast({ color: 'green', message: done ?? i18n._(msg`Saved`) });
        onSaved();
      },
      (error) => {
        const message =
          describeError?.(error) ?? showApiError(form, error, (text) => i18n._(text), fieldNames)?.message;
        return message ? i18n._(message) : undefined;
      },
    ),
  );
  return { submit, problem, saving };
}
