import { isHTTPError } from 'ky';

type Body = { message?: unknown; body?: { message?: unknown } } | undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function responseBody(error: unknown): Body {
  if (isHTTPError(error)) return (typeof error.data === 'object' && error.data ? error.data : undefined) as Body;
  // Errors shaped like other clients' (`error.response.data`) are read the same way.
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  return (typeof data === 'object' && data ? data : undefined) as Body;
}

/**
 * The API's own (English) message of a failed call, for logs and developers (product spec §8): the response
 * body's nested `body.message` first, then its `message`, otherwise the error's own message. People never read
 * it: @shop/ui's apiErrorText words the answer's code in their language.
 */
export function getErrorMessage(error: unknown): string {
  const body = responseBody(error);
  const fromBody = text(body?.body?.message) ?? text(body?.message);
  if (fromBody) return fromBody;
  if (error instanceof Error && text(error.message)) return error.message;
  return text(error) ?? 'Unknown error';
}
