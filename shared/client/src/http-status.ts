import { isHTTPError } from 'ky';

/** The HTTP status a failed call answered with, or undefined when no answer came (network failure, abort). */
export function httpStatus(error: unknown): number | undefined {
  if (isHTTPError(error)) return error.response.status;
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Retry once, but only what may pass on a second try: network failures and 5xx, never a 4xx answer. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  return failureCount < 1 && (status === undefined || status >= 500);
}
