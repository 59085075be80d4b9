import { isHTTPError } from 'ky';

/** The API's stable error code (`code` of the answer body, e.g. SOCIAL_ACCOUNT_NOT_FOUND), to branch on instead of messages. */
export function getErrorCode(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const data = error.data as { code?: unknown } | undefined;
  return typeof data?.code === 'string' ? data.code : undefined;
}
