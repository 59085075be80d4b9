// The shop's HTTP client: fetch with what the shop's calls use of ky's interface (ky 2: `http.get(url, options)`,
// awaited for the Response or read with `.json()`, `.text()`, `.blob()`, `.arrayBuffer()`; `json`, `searchParams`,
// `baseUrl` and `timeout` options; HTTPError with the answer's parsed body as `data`; NetworkError). ky itself was
// 6.5 KB brotli of every first page (retries, progress streams, schema validation, hooks, total timeouts), none of
// which the shop used: its client has no timeout and no retry (TanStack Query decides about retries).
// Remotes released before keep working: they call the same methods of the one shared `http` (@shop/client is a
// federation singleton), and errors are recognised by their names, as ky's were, not by class (a remote's minified
// build renames classes).

export type SearchParams =
  string | URLSearchParams | [string, string][] | Record<string, string | number | boolean | undefined>;

/** fetch's options, with ky's: `json` (sent as JSON), `searchParams`, `baseUrl`, `timeout` (ms, or false). */
export interface Options extends Omit<RequestInit, 'method'> {
  json?: unknown;
  searchParams?: SearchParams;
  baseUrl?: string;
  timeout?: number | false;
}

export interface ResponsePromise extends Promise<Response> {
  json<T = unknown>(): Promise<T>;
  text(): Promise<string>;
  blob(): Promise<Blob>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

type Method = (url: string, options?: Options) => ResponsePromise;

export interface HttpClient {
  get: Method;
  post: Method;
  put: Method;
  patch: Method;
  delete: Method;
  head: Method;
}

/** An answer outside 2xx. `data`: its body, parsed when it is JSON, its text otherwise, undefined when empty. */
export class HTTPError<T = unknown> extends Error {
  override name = 'HTTPError' as const;
  data: T | undefined;
  constructor(
    readonly response: Response,
    readonly request: Request,
    readonly options: Options,
  ) {
    super(
      `Request failed with status code ${`${response.status} ${response.statusText}`.trim()}: ${request.method} ${request.url}`,
    );
  }
}

/** No answer came: the network failed (fetch's own TypeError is the cause). */
export class NetworkError extends Error {
  override name = 'NetworkError' as const;
  constructor(
    readonly request: Request,
    options?: ErrorOptions,
  ) {
    super(`Request failed due to a network error: ${request.method} ${request.url}`, options);
  }
}

/** By name, not class: an error made by another copy of the client (another bundle) is recognised too. */
export const isHTTPError = (error: unknown): error is HTTPError =>
  (error as Error | null)?.name === 'HTTPError' && typeof (error as HTTPError).response === 'object';

export const isNetworkError = (error: unknown): error is NetworkError =>
  (error as Error | null)?.name === 'NetworkError';

export interface ClientSetup {
  /** Where relative addresses resolve when the call names no `baseUrl` (undefined: the page's origin). */
  baseUrl(): string | undefined;
  /** Called with each request before it is sent (headers may be set). */
  beforeRequest(request: Request): void;
  /** Called with every error before it reaches the caller; what it returns is thrown. */
  beforeError(error: Error): Promise<Error>;
}

function withSearchParams(url: string, searchParams: SearchParams | undefined): string {
  if (searchParams === undefined) return url;
  const params =
    typeof searchParams === 'object' && !(searchParams instanceof URLSearchParams) && !Array.isArray(searchParams)
      ? new URLSearchParams(
          Object.entries(searchParams).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
        )
      : new URLSearchParams(searchParams);
  const query = params.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (!text) return undefined;
    return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  } catch {
    return undefined;
  }
}

/** A client whose methods take ky's arguments and give ky's answers. */
export function createHttpClient(setup: ClientSetup): HttpClient {
  const send =
    (method: string): Method =>
    (url, options = {}) => {
      const { json, searchParams, baseUrl = setup.baseUrl(), timeout, ...init } = options;
      const headers = new Headers(init.headers);
      const call = (async () => {
        // The reading shortcuts below set Accept as the call is made; the request is built after them.
        await undefined;
        if (json !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
        const signals = [init.signal, timeout ? AbortSignal.timeout(timeout) : undefined].filter((signal) => !!signal);
        const address = withSearchParams(baseUrl ? new URL(url, baseUrl).href : url, searchParams);
        // A relative address is the page's (a browser's Request resolves it; a test's has no page).
        const request = new Request(typeof document === 'undefined' ? address : new URL(address, document.baseURI), {
          ...init,
          method,
          headers,
          body: json !== undefined ? JSON.stringify(json) : init.body,
          signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
        });
        setup.beforeRequest(request);
        let response: Response;
        try {
          response = await fetch(request);
        } catch (error) {
          throw error instanceof TypeError ? new NetworkError(request, { cause: error }) : error;
        }
        if (!response.ok) {
          const failure = new HTTPError(response, request, options);
          failure.data = await bodyOf(response);
          throw failure;
        }
        return response;
      })().catch(async (error: unknown) => {
        throw error instanceof Error ? await setup.beforeError(error) : error;
      });
      const read =
        <T>(accept: string, as: (response: Response) => Promise<T>) =>
        (): Promise<T> => {
          if (!headers.has('accept')) headers.set('accept', accept);
          return call.then(as);
        };
      return Object.assign(call, {
        json: read('application/json', async (response) => JSON.parse(await response.text()) as never),
        text: read('text/*', (response) => response.text()),
        blob: read('*/*', (response) => response.blob()),
        arrayBuffer: read('*/*', (response) => response.arrayBuffer()),
      }) as ResponsePromise;
    };
  return {
    get: send('GET'),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
    head: send('HEAD'),
  };
}
