import { isHTTPError } from 'ky';
import type { ErrorFacts } from '@shop/contracts';

/** What a front end needs of an error answer to word it in the reader's language (never its English `message`). */
export interface ErrorAnswer {
  status: number;
  code?: string;
  /** The form field the answer is about, when it names one. */
  field?: string;
  facts?: ErrorFacts;
}

/** The answer a failed call got, or undefined when no answer came (network failure, abort). */
export function getErrorAnswer(error: unknown): ErrorAnswer | undefined {
  if (!isHTTPError(error)) return undefined;
  const data = (typeof error.data === 'object' && error.data ? error.data : {}) as {
    code?: unknown;
    field?: unknown;
    facts?: unknown;
  };
  return {
    status: error.response.status,
    ...(typeof data.code === 'string' ? { code: data.code } : {}),
    ...(typeof data.field === 'string' && data.field ? { field: data.field } : {}),
    ...(typeof data.facts === 'object' && data.facts ? { facts: data.facts as ErrorFacts } : {}),
  };
}

/** The API's stable error code (`code` of the answer body, e.g. SOCIAL_ACCOUNT_NOT_FOUND), to branch on instead of messages. */
export function getErrorCode(error: unknown): string | undefined {
  return getErrorAnswer(error)?.code;
}
