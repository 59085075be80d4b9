// Forms of the back-office: @mantine/form validated by the contract's TypeBox schema (the same one the API
// checks the body with) plus the spec's helper validators, and the API's field errors put back on the field.
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { TSchema } from 'typebox';
import type { ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';
import { describeApiError } from './api-errors.ts';
import { validateWithSchema } from './schema-validation.ts';

/** Checks beyond the schema (the spec's §5 validators): a message when the value is wrong, else null. */
export type FieldRules<V> = Partial<
  Record<keyof V & string, (value: V[keyof V], values: V) => MessageDescriptor | null>
>;

export interface RecordFormOptions<V extends Record<string, unknown>> {
  /** The request body schema from @shop/contracts. */
  schema: TSchema;
  initialValues: V;
  rules?: FieldRules<V>;
  /** How the form's values become the body (trimmed, blanks left out...); identity by default. */
  toBody?: (values: V) => Record<string, unknown>;
}

/**
 * A rule for a field an edit form must not leave blank: an edit's schema is a patch (every field optional, a blank
 * one left out), so the schema alone lets a cleared required field through to the API.
 */
export const filledIn = (value: unknown): MessageDescriptor | null =>
  value === null || value === undefined || String(value).trim() === '' ? msg`This field is required` : null;

/** Pure, for tests and the hook alike: every field's first failure, schema first, then the rules. */
export function recordFormErrors<V extends Record<string, unknown>>(
  options: Omit<RecordFormOptions<V>, 'initialValues'>,
  values: V,
): Record<string, MessageDescriptor> {
  const body = options.toBody ? options.toBody(values) : values;
  const errors: Record<string, MessageDescriptor> = { ...validateWithSchema(options.schema, body) };
  for (const [field, rule] of Object.entries(options.rules ?? {}) as [
    keyof V & string,
    NonNullable<FieldRules<V>[keyof V & string]>,
  ][]) {
    if (errors[field]) continue;
    const problem = rule(values[field], values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function useRecordForm<V extends Record<string, unknown>>(options: RecordFormOptions<V>): UseFormReturnType<V> {
  const { i18n } = useLingui();
  return useForm<V>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(recordFormErrors(options, values)).map(([field, message]) => [field, i18n._(message)]),
      ),
  });
}

/**
 * Puts a failed save's answer where the user looks: on the named field when the form has it; otherwise
 * returned for the form's own alert. Always worded in the user's language (@shop/ui's putOnField, with the
 * back-office's wording of the answer).
 */
export function showApiError<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  error: unknown,
  translate: (message: MessageDescriptor) => string,
  /** The API's field names the form calls otherwise (`password` -> `accountPassword`). */
  fieldNames: Record<string, string> = {},
): ApiProblem | undefined {
  return putOnField(form, describeApiError(error), translate, fieldNames);
}
