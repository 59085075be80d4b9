// The API's 4xx answers turned into what the user reads: on the field they name when they name one,
// always in the user's language (the API's English text is never shown as such).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isHTTPError } from 'ky';
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
  message?: unknown;
}

/**
 * The field an answer names: an explicit `field`, or the first property of a schema failure message
 * (Fastify words them `body/rate must match pattern ...`).
 */
export function namedField(body: ErrorBodyLike | undefined): string | undefined {
  if (typeof body?.field === 'string' && body.field) return body.field;
  if (typeof body?.message !== 'string') return undefined;
  const fromSchema = /^body\/([A-Za-z0-9_]+)/.exec(body.message);
  if (fromSchema) return fromSchema[1];
  const required = /^body must have required property '([A-Za-z0-9_]+)'/.exec(body.message);
  return required?.[1];
}

/** What to tell the user about a failed call. */
export function describeApiError(error: unknown): ApiProblem {
  if (!isHTTPError(error)) return { message: apiErrorMessage(error) };
  const status = error.response.status;
  const body = (typeof error.data === 'object' && error.data ? error.data : undefined) as ErrorBodyLike | undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const field = status < 500 ? namedField(body) : undefined;
  // A form shows a short message beside the field; the storefront's wordings of each code (@shop/ui) say the rest.
  if (field && (code === undefined || FIELD_CODES.has(code))) {
    return { status, code, field, message: status === 409 ? msg`This value is already used by another record` : msg`This value is not valid` };
  }
  return { status, code, ...(field ? { field } : {}), message: apiErrorMessage(error) };
}
