// Inputs of a record form from a short declaration, bound to @mantine/form.
import { MultiSelect, NumberInput, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Fragment } from 'react';

export interface RecordField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'multiselect' | 'password';
  options?: { value: string; label: string }[];
  description?: string;
  required?: boolean;
  /** Shown only when the record is new (a key that cannot change afterwards). */
  createOnly?: boolean;
}

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
