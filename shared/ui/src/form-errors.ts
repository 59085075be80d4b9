// A failed save's answer put where the person looks: under the field it names when the form has that field, else
// back to the form's own alert. The one way for every form, back-office (@shop/admin's showApiError) and storefront.
// Imported by its path, `@shop/ui/form-errors.ts`, never from the package index: only forms need it, and the
// storefront's first load is on a byte budget. It needs no @mantine/form at run time (the form is described by the
// two methods it calls), so it adds nothing to a page that has no form.
import type { MessageDescriptor } from '@lingui/core';
import type { ApiProblem } from './errors/api-error-message.ts';

/** What of a form (`@mantine/form`'s useForm) putting an error on a field needs. */
export interface FieldErrorTarget {
  getValues(): object;
  setFieldError(path: string, error: string): void;
}

/**
 * Puts the problem (`describeApiError(error)`) on the field it names when the form has it, worded in the person's
 * language, and returns undefined; otherwise returns the problem for the form's alert.
 */
export function putOnField(
  form: FieldErrorTarget,
  problem: ApiProblem,
  translate: (message: MessageDescriptor) => string,
  /** The API's field names the form calls otherwise (`password` -> `accountPassword`). */
  fieldNames: Record<string, string> = {},
): ApiProblem | undefined {
  const field = problem.field ? (fieldNames[problem.field] ?? problem.field) : undefined;
  if (field && field in form.getValues()) {
    form.setFieldError(field, translate(problem.message));
    return undefined;
  }
  return problem;
}
