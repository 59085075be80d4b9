// Client-side form validation from the same TypeBox schema the API validates the body with: the contract
// is the one source of the rules; this only words the first failure of each field in the user's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import type { TValidationError } from 'typebox/error';

export type FieldErrors = Record<string, MessageDescriptor>;

/**
 * The fields a validation error is about: `/rate` -> `rate`; a `required` error names every missing property at
 * once, so each of them is flagged together (not only the first).
 */
function fieldsOf(error: TValidationError): string[] {
  if (error.keyword === 'required') return [...error.params.requiredProperties];
  const [first] = error.instancePath.split('/').filter(Boolean);
  return first ? [first] : [];
}

/** One message per kind of failure; the schema's limits are in the message where they help. */
export function describeSchemaError(error: TValidationError): MessageDescriptor {
  switch (error.keyword) {
    case 'required':
      return msg`This field is required`;
    case 'minLength': {
      const { limit } = error.params;
      return limit <= 1 ? msg`This field is required` : msg`Use at least ${limit} characters`;
    }
    case 'maxLength': {
      const { limit } = error.params;
      return msg`Use at most ${limit} characters`;
    }
    case 'minimum':
    case 'exclusiveMinimum': {
      const limit = String(error.params.limit);
      return msg`Must be at least ${limit}`;
    }
    case 'maximum':
    case 'exclusiveMaximum': {
      const limit = String(error.params.limit);
      return msg`Must be at most ${limit}`;
    }
    case 'pattern':
    case 'format':
      return msg`This value has the wrong format`;
    case 'type':
      return msg`This value has the wrong type`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return msg`Choose one of the offered values`;
    default:
      return msg`This value is not valid`;
  }
}

/**
 * Validates form values against a contract schema and answers the first failure per field. Blank
 * optional inputs are sent as absent, so they are left out before checking (as the form will send them).
 */
export function validateWithSchema(schema: TSchema, values: Record<string, unknown>): FieldErrors {
  const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== undefined));
  const errors: FieldErrors = {};
  for (const error of Value.Errors(schema, body)) {
    // anyOf/Union failures repeat for each branch; the first one names the field well enough.
    for (const field of fieldsOf(error)) if (!errors[field]) errors[field] = describeSchemaError(error);
  }
  return errors;
}
