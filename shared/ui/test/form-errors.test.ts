import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { ApiProblem } from '../src/index.ts';
import { putOnField } from '../src/form-errors.ts';

/** A form with the fields given (what of @mantine/form's useForm putOnField calls), recording its field errors. */
function formOf(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  return { errors, getValues: () => values, setFieldError: (path: string, error: string) => (errors[path] = error) };
}
const taken: ApiProblem = { status: 409, code: 'ALREADY_REGISTERED', field: 'email', message: msg`Taken` };
const say = (message: { message?: string; id?: string }) => `said: ${message.message ?? message.id}`;

describe('putOnField', () => {
  it('puts the answer under the field it names, worded, and leaves nothing for the alert', () => {
    const form = formOf({ name: '', email: '' });
    expect(putOnField(form, taken, say)).toBeUndefined();
    expect(form.errors).toEqual({ email: 'said: Taken' });
  });

  it('returns it for the alert when the form has no such field, or no field is named', () => {
    const form = formOf({ name: '' });
    expect(putOnField(form, taken, say)).toBe(taken);
    const { field: _, ...unnamed } = taken;
    expect(putOnField(formOf({ email: '' }), unnamed, say)).toEqual(unnamed);
    expect(form.errors).toEqual({});
  });

  it("follows the form's own name for the API's field", () => {
    const form = formOf({ contactEmail: '' });
    expect(putOnField(form, taken, say, { email: 'contactEmail' })).toBeUndefined();
    expect(form.errors).toEqual({ contactEmail: 'said: Taken' });
  });
});
