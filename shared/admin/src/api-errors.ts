// The API's 4xx answers turned into what the user reads: on the field they name when they name one,
// always in the user's language (the API's English text is never shown as such).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isHTTPError } from 'ky';

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

const byStatus: Record<number, MessageDescriptor> = {
  400: msg`Some values are not valid. Check the form and try again.`,
  401: msg`Your session has ended. Sign in again.`,
  403: msg`Your account may not do this.`,
  404: msg`This record no longer exists.`,
  409: msg`This conflicts with another record or is still in use.`,
  413: msg`The file is too large.`,
  415: msg`This type of file is not accepted.`,
  429: msg`Too many attempts. Wait a moment and try again.`,
};

/** A failed call that got an answer: ky's HTTPError from any copy of ky (`response.status`, the parsed `data`). */
function asAnswered(error: unknown): { response: { status: number }; data?: unknown } | undefined {
  const candidate = error as { name?: unknown; response?: { status?: unknown }; data?: unknown } | null;
  return candidate?.name === 'HTTPError' && typeof candidate.response?.status === 'number' ? (candidate as { response: { status: number }; data?: unknown }) : undefined;
}

/** What to tell the user about a failed call. */
export function describeApiError(error: unknown): ApiProblem {
  // The page's HTTP client is the shell's (@shop/client, a singleton) while this kit is bundled into each remote with
  // its own copy of ky, so `instanceof` fails and, minified, so does ky's name check: an answer is recognised by shape.
  const answered = isHTTPError(error) ? error : asAnswered(error);
  if (!answered) return { message: msg`The shop could not be reached. Check the connection and try again.` };
  const status = answered.response.status;
  const body = (typeof answered.data === 'object' && answered.data ? answered.data : undefined) as ErrorBodyLike | undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const field = status < 500 ? namedField(body) : undefined;
  // Answers whose code says more than their status (the stock desk's): worded by code, on the field they name.
  if (code === 'INSUFFICIENT_STOCK') {
    const available = typeof (body as { available?: unknown } | undefined)?.available === 'number' ? (body as { available: number }).available : 0;
    return { status, code, ...(field ? { field } : {}), message: msg`Not enough stock: only ${available} available` };
  }
  if (code === 'STOCK_IN_ORDERS') return { status, code, message: msg`Open orders still hold this stock. Finish or cancel them first.` };
  if (field) {
    return { status, code, field, message: status === 409 ? msg`This value is already used by another record` : msg`This value is not valid` };
  }
  return { status, code, message: byStatus[status] ?? msg`Something went wrong on our side. Try again later.` };
}
