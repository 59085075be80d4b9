/** The HTTP status of a failed call, when it got an answer. */
export function httpStatus(error: unknown): number | undefined {
  return (error as { response?: Response } | null)?.response?.status;
}

/** Retry once, but only what may pass on a second try: network failures and 5xx, never a 4xx answer. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  return failureCount < 1 && (status === undefined || status >= 500);
}
