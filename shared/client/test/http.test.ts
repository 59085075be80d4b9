// The shop's HTTP client (src/fetch-client.ts behind src/http.ts) over real HTTP: what the shop's calls use of ky's
// interface (JSON bodies, query strings, the Accept of `.json()`, error answers with their parsed body, network
// failures, the timeout) and the work it awaits before an error reaches its caller.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  configureHttp,
  getErrorAnswer,
  getPage,
  http,
  httpStatus,
  onRequestFailure,
  setToken,
} from '../src/index.ts';
import { isNetworkError } from '../src/fetch-client.ts';
import { startApi } from './api-server.ts';

let api: Awaited<ReturnType<typeof startApi>>;
const seen: { url?: string; accept?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api = await startApi((request, body) => {
    seen.push({ url: request.url, accept: request.headers.accept, type: request.headers['content-type'], body });
    if (request.url === '/refused')
      return { status: 409, body: { statusCode: 409, code: 'DUPLICATE', field: 'code', message: 'Duplicate code' } };
    if (request.url === '/empty') return { status: 200 };
    return { status: 200, body: { data: { echo: body ? JSON.parse(body) : null }, pagination: { page: 0 } } };
  });
  configureHttp({ baseUrl: api.url });
});

afterAll(async () => {
  configureHttp({ baseUrl: undefined });
  await api.close();
});

describe('the HTTP client', () => {
  it('sends `json` as JSON with the token, asks for JSON when read with .json(), and adds `searchParams`', async () => {
    setToken('abc');
    const answer = await http.post('/things?kind=part', { json: { name: 'Brake pad' } }).json<{ data: unknown }>();
    expect(answer.data).toEqual({ echo: { name: 'Brake pad' } });
    expect(seen.at(-1)).toMatchObject({
      url: '/things?kind=part',
      accept: 'application/json',
      type: 'application/json',
    });
    expect(api.requests.at(-1)).toBe('POST /things?kind=part Bearer abc');
    clearToken();

    await getPage('/things', { page: 2, size: 10, q: undefined, used: true });
    expect(seen.at(-1)?.url).toBe('/things?page=2&size=10&used=true');
  });

  it('answers the Response when awaited, and .text() reads it', async () => {
    const response = await http.get('/empty');
    expect(response.status).toBe(200);
    expect(await http.get('/empty').text()).toBe('');
  });

  it("throws an answer outside 2xx as HTTPError with its parsed body, after the failure's preparations", async () => {
    let prepared = false;
    onRequestFailure(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      prepared = true;
    });
    const error = await http
      .put('/refused', { json: {} })
      .json()
      .catch((caught: unknown) => caught);
    expect(prepared).toBe(true);
    expect(error).toMatchObject({ name: 'HTTPError', message: 'Request failed with status code 409' });
    expect(httpStatus(error)).toBe(409);
    expect(getErrorAnswer(error)).toEqual({ status: 409, code: 'DUPLICATE', field: 'code' });
  });

  it('throws a failed connection as NetworkError, and a call past its timeout as TimeoutError', async () => {
    const closed = await startApi(() => ({ status: 200 }));
    await closed.close();
    const offline = await http.get(`${closed.url}/x`).catch((caught: unknown) => caught);
    expect(isNetworkError(offline)).toBe(true);
    expect((offline as Error).message).toBe('Network Error');
    expect(httpStatus(offline)).toBeUndefined();

    // A server that never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const late = await http.get(`http://127.0.0.1:${port}/x`, { timeout: 200 }).catch((caught: unknown) => caught);
    expect((late as Error).name).toBe('TimeoutError');
    silent.closeAllConnections();
    silent.close();
  });
});
