// The shell reports a browser's first storefront page of the day, once, and never a back-office page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@shop/client';
import { recordVisit } from '../src/lib/record-visit.ts';

const sent: { url: string; body: unknown }[] = [];

beforeEach(() => {
  // The page's own origin in a browser; jsdom's fetch needs it spelled out.
  configureHttp({ baseUrl: 'http://shop.test' });
  localStorage.clear();
  sent.length = 0;
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({ url: request.url, body: await request.json() });
    return new Response(JSON.stringify({ data: { counted: true } }), {
      status: 202,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const settle = () => new Promise((done) => setTimeout(done, 20));

describe('recordVisit', () => {
  it('posts the path and locale of the first storefront page of the day, once', async () => {
    window.history.replaceState(null, '', '/kh/part/12');
    recordVisit();
    recordVisit();
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/api\/frontend\/visit$/);
    expect(sent[0]!.body).toEqual({ path: '/kh/part/12', locale: 'kh' });
  });

  it('does not count back-office pages', async () => {
    window.history.replaceState(null, '', '/en/admin/orders');
    recordVisit();
    await settle();
    expect(sent).toHaveLength(0);
  });
});
