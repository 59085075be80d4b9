import pg from 'pg';
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

  it('is ready when every migration is applied, and not while one is missing', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ready', database: 'up', migrations: 'done' } });

    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      const [last] = (
        await db.query(
          'delete from mikro_orm_migrations where id = (select max(id) from mikro_orm_migrations) returning *',
        )
      ).rows;
      const missing = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: expect.stringMatching(/1 migration/),
      });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode, 'still live').toBe(200);
      await db.query('insert into mikro_orm_migrations (id, name, executed_at) values ($1, $2, $3)', [
        last.id,
        last.name,
        last.executed_at,
      ]);
      expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await db.end();
    }
  });

  it('answers 503 DATABASE_UNAVAILABLE when the database is gone', async () => {
    await dropTestDatabase(t.databaseUrl);
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is not reachable',
    });
  });
});
