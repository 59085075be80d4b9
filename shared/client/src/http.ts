import ky, { isHTTPError, isNetworkError, type KyInstance, type Options, type ResponsePromise } from 'ky';
import type { Pagination } from '@shop/contracts';
import { getErrorMessage } from './error-message.ts';
import { getToken } from './token.ts';

export interface HttpConfig {
  /**
   * Where the API lives. Unset means the page's own origin: the API serves the shell, so `/api/...`,
   * `/auth/...` are same-origin. Set it when the API runs elsewhere (e.g. `https://api.example.com`).
   */
  baseUrl?: string;
}

const config: HttpConfig = {};

export function configureHttp(next: HttpConfig): void {
  Object.assign(config, next);
}

// The generic transport messages of product spec §8, so a failure without an API body reads the same everywhere.
// There is no client timeout (spec: 0), so the spec's 'timeout of N ms exceeded' has no counterpart here.
function transportMessage(error: Error): string | undefined {
  if (isHTTPError(error)) return `Request failed with status code ${error.response.status}`;
  if (isNetworkError(error)) return 'Network Error';
  if (error.name === 'AbortError') return 'Request aborted';
  return undefined;
}

/** Work awaited before a failed call's error reaches its caller (onRequestFailure). */
const failurePreparations: (() => Promise<unknown>)[] = [];

/**
 * Has `prepare` run, and awaited, before the error of a failed call reaches its caller: @shop/ui fetches the words
 * that explain error answers so, on demand, instead of with every first page. A preparation that fails (offline) does
 * not stop the error. Aborted calls skip it: nobody is shown an abort (a query cancelled by a navigation).
 */
export function onRequestFailure(prepare: () => Promise<unknown>): void {
  failurePreparations.push(prepare);
}

/**
 * The one HTTP client of the page (`@shop/client` is a federation singleton). Bearer token from local
 * storage, no timeout (spec: 0) and no automatic retry: TanStack Query decides about retries.
 */
export const http: KyInstance = ky.create({
  timeout: false,
  retry: 0,
  hooks: {
    init: [
      (options: Options) => {
        if (config.baseUrl && options.baseUrl === undefined) options.baseUrl = config.baseUrl;
      },
    ],
    beforeRequest: [
      ({ request }) => {
        const token = getToken();
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [
      async ({ error }) => {
        const message = transportMessage(error);
        if (message) error.message = message;
        console.error(`[http] ${getErrorMessage(error)}`, error);
        if (error.name !== 'AbortError')
          await Promise.all(failurePreparations.map((prepare) => prepare().catch(() => undefined)));
        return error;
      },
    ],
  },
});

/**
 * The `data` of an enveloped answer (`{ data: T }`), whatever the call's method: the one place the envelope is
 * opened, so a fetcher reads `dataOf<Cart>(http.post('/api/frontend/cart', { json }))`.
 */
export const dataOf = async <T>(call: ResponsePromise): Promise<T> => (await call.json<{ data: T }>()).data;

/** GET an enveloped answer and unwrap `data`. */
export const getData = <T>(url: string, options?: Options): Promise<T> => dataOf<T>(http.get(url, options));

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/** GET a page of a list: `{ data: [...], pagination }`, zero-based `page`. */
export function getPage<T>(
  url: string,
  searchParams: Record<string, string | number | boolean | undefined>,
  options?: Options,
): Promise<Page<T>> {
  const params = Object.fromEntries(Object.entries(searchParams).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number | boolean
  >;
  return http.get(url, { ...options, searchParams: params }).json<Page<T>>();
}
