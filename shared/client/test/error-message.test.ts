import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureHttp, getErrorAnswer, getErrorMessage, http } from '../src/index.ts';
import { startApi } from './api-server.ts';

let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  api = await startApi((request) => {
    switch (request.url) {
      case '/nested':
        return { status: 400, body: { body: { message: 'Nested message' }, message: 'Outer message' } };
      case '/flat':
        return { status: 401, body: { statusCode: 401, code: 'BAD_CREDENTIALS', message: 'Bad credentials!' } };
      case '/facts':
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'INVALID_STATUS',
            message: 'Order 3 is ACCEPTED',
            facts: { orderId: 3, status: 'ACCEPTED' },
          },
        };
      case '/empty':
        return { status: 503 };
      default:
        return { status: 200, body: { data: 'ok' } };
    }
  });
  configureHttp({ baseUrl: api.url });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => api.close());

const failure = (url: string) =>
  http
    .get(url)
    .json()
    .then(
      () => expect.unreachable('should fail'),
      (error: unknown) => error,
    );

describe('getErrorMessage (product spec §8)', () => {
  it('takes the nested body.message first', async () => {
    expect(getErrorMessage(await failure('/nested'))).toBe('Nested message');
  });

  it('then the body message', async () => {
    expect(getErrorMessage(await failure('/flat'))).toBe('Bad credentials!');
  });

  it("otherwise the error's own message, in the generic transport wording", async () => {
    expect(getErrorMessage(await failure('/empty'))).toBe('Request failed with status code 503');
  });

  it('says Network Error when nothing answers', async () => {
    const error = await http
      .get('http://127.0.0.1:9/nothing')
      .json()
      .catch((e: unknown) => e);
    expect(getErrorMessage(error)).toBe('Network Error');
  });

  it('reads other shapes and plain errors', () => {
    expect(getErrorMessage({ response: { data: { message: 'From data' } } })).toBe('From data');
    expect(getErrorMessage(new Error('Plain'))).toBe('Plain');
    expect(getErrorMessage('text')).toBe('text');
  });

  it('logs failures to the console', async () => {
    const spy = vi.mocked(console.error);
    spy.mockClear();
    await failure('/flat');
    expect(spy).toHaveBeenCalledWith('[http] Bad credentials!', expect.any(Error));
  });
});

describe('getErrorAnswer: what a front end words an answer from', () => {
  it('reads the status, code and facts, never the English message', async () => {
    expect(getErrorAnswer(await failure('/facts'))).toEqual({
      status: 409,
      code: 'INVALID_STATUS',
      facts: { orderId: 3, status: 'ACCEPTED' },
    });
  });

  it('keeps the status of an answer without a body', async () => {
    expect(getErrorAnswer(await failure('/empty'))).toEqual({ status: 503 });
  });

  it('has no answer when nothing answered', async () => {
    const error = await http
      .get('http://127.0.0.1:9/nothing')
      .json()
      .catch((e: unknown) => e);
    expect(getErrorAnswer(error)).toBeUndefined();
  });
});
