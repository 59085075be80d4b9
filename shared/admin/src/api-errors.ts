// The API's 4xx answers turned into what the user reads: on the field they name when they name one,
// always in the user's language (the API's English text is never shown as such).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { httpStatus } from '@shop/client';
import { apiErrorMessage } from '@shop/ui';

/** Codes whose field alone says enough (a generic invalid or taken value); others keep their own wording. */
const FIELD_CODES = new Set(['VALIDATION', 'DUPLICATE', 'BAD_REQUEST']);

export interface ApiProblem {
  status?: number;
  code?: string;
  /** The form field the answer is about, when it names one. */
  field?: string;
  message: MessageDescriptor;
}

interface ErrorBodyLike {
  code?: unknown;
  field?: unknown;
  facts?: unknown;
}

/** A screen's own wordings of some codes (the people screens' "last super admin"), before the shop's wordings. */
export type CodeWordings = Partial<Record<string, MessageDescriptor>>;

/** The field an answer names: the API's `field` (a 400 of validation names the property, a 409 DUPLICATE the value). */
export function namedField(body: ErrorBodyLike | undefined): string | undefined {
  return typeof body?.field === 'string' && body.field ? body.field : undefined;
}

/**
 * What to tell the user about a failed call, from the answer's `code`, `field` and `facts` (never its English
 * message): the screen's own wording of the code when it has one, else a short message beside the field a generic
 * refusal names, else the shop's wording of the code (@shop/ui).
 */
export function describeApiError(error: unknown, wordings: CodeWordings = {}): ApiProblem {
  // Asked of @shop/client (one shared copy, whose ky made the error), not of this bundle's own ky: ky's type guard
  // compares class names, which a remote's minified build renames, so it took every API answer for a network failure.
  const status = httpStatus(error);
  if (status === undefined) return { message: apiErrorMessage(error) };
  const data = (error as { data?: unknown }).data;
  const body = (typeof data === 'object' && data ? data : undefined) as ErrorBodyLike | undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const field = status < 500 ? namedField(body) : undefined;
  const own = code === undefined ? undefined : wordings[code];
  if (own) return { status, code, ...(field ? { field } : {}), message: own };
  // A form shows a short message beside the field; the storefront's wordings of each code (@shop/ui) say the rest.
  if (field && (code === undefined || FIELD_CODES.has(code))) {
    return {
      status,
      code,
      field,
      message: status === 409 ? msg`This value is already used by another record` : msg`This value is not valid`,
    };
  }
  return { status, code, ...(field ? { field } : {}), message: apiErrorMessage(error) };
}
