import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase } from '../../support/database.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('GET /health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'up' } });
  });

  it('answers 503 DATABASE_UNAVAILABLE when the database is gone', async () => {
    await dropTestDatabase(t.databaseUrl);
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is not reachable',
    });
  });
});
