// Inputs of a record form from a short declaration, bound to @mantine/form.
import { MultiSelect, NumberInput, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Fragment, type ReactNode } from 'react';

export interface RecordField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'multiselect' | 'password';
  options?: { value: string; label: string }[];
  description?: string;
  required?: boolean;
  /** Shown only when the record is new (a key that cannot change afterwards). */
  createOnly?: boolean;
  /**
   * The input the screen draws itself, bound to the form like the others (its label, value, change and error in
   * `input`), with the values as typed: a select whose choices follow another field (a zone's districts, its province).
   */
  render?: (input: RecordFieldInput, values: Record<string, unknown>) => ReactNode;
}

/** What a drawn field's input is given: the field's words, and the form's value, change, blur and error. */
export type RecordFieldInput = {
  label: string;
  description: string | undefined;
  withAsterisk: boolean | undefined;
  'data-field': string;
} & ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

export function RecordFields<V extends Record<string, unknown>>({
  form,
  fields,
  isNew,
}: {
  form: UseFormReturnType<V>;
  fields: RecordField[];
  isNew: boolean;
}) {
  return (
    <>
      {fields
        .filter((field) => isNew || !field.createOnly)
        // The form's key for the field (it changes when the form is reset, so the input starts again) goes on a
        // fragment: spread into an input's props, React warns that a key must be given directly.
        .map((field) => (
          <Fragment key={form.key(field.name)}>{fieldInput(form, field)}</Fragment>
        ))}
    </>
  );
}

/** The input of one declared field, bound to the form. */
function fieldInput<V extends Record<string, unknown>>(form: UseFormReturnType<V>, field: RecordField) {
  const common = {
    label: field.label,
    description: field.description,
    withAsterisk: field.required,
    'data-field': field.name,
  };
  if (field.render) return field.render({ ...common, ...form.getInputProps(field.name) }, form.getValues());
  switch (field.kind) {
    case 'switch':
      return <Switch {...common} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    case 'number':
      return <NumberInput {...common} {...form.getInputProps(field.name)} allowDecimal={false} />;
    case 'select':
      return <Select {...common} data={field.options ?? []} {...form.getInputProps(field.name)} />;
    // The value is the chosen options' values (strings), e.g. the years a vehicle model is made in.
    case 'multiselect':
      return (
        <MultiSelect {...common} data={field.options ?? []} searchable clearable {...form.getInputProps(field.name)} />
      );
    case 'textarea':
      return <Textarea {...common} autosize minRows={2} {...form.getInputProps(field.name)} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" {...form.getInputProps(field.name)} />;
    default:
      return <TextInput {...common} {...form.getInputProps(field.name)} />;
  }
}
