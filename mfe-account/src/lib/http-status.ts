/** The HTTP status a failed call answered with (ky's HTTPError carries the response), or undefined for a network failure. */
export function httpStatus(error: unknown): number | undefined {
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response ? response.status : undefined;
}
