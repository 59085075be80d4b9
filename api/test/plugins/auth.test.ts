import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, type Access } from '@shop/contracts';
import { requireAccessDeclaration } from '../../src/plugins/auth.ts';
import { demoAccounts, type DemoAccount } from '../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const tokens = new Map<DemoAccount['role'], string>();

beforeAll(async () => {
  t = await startTestApp({
    extend: (app) => {
      for (const access of ACCESS_LEVELS) {
        app.get(`/test/${access}`, { config: { access } }, async (request) => ({ access, user: request.user ?? null }));
      }
    },
  });
  for (const account of demoAccounts) tokens.set(account.role, await login(t.app, account));
});
afterAll(() => t?.close());

// Who gets through each access level (the WHO column of routes.tsv).
const allowed: Record<Access, DemoAccount['role'][]> = {
  public: ['admin', 'supplier', 'customer'],
  'signed-in': ['admin', 'supplier', 'customer'],
  shopper: ['customer'],
  supplier: ['supplier'],
  admin: ['admin'],
  staff: ['admin', 'supplier'],
};

describe('access guard', () => {
  for (const access of ACCESS_LEVELS) {
    for (const role of ['admin', 'supplier', 'customer'] as const) {
      const expected = allowed[access].includes(role) ? 200 : 403;
      it(`${access} route answers ${expected} to the ${role}`, async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/test/${access}`,
          headers: bearer(tokens.get(role)!),
        });
        expect(response.statusCode).toBe(expected);
        if (expected === 403) expect(response.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      });
    }
    const anonymous = access === 'public' ? 200 : 401;
    it(`${access} route answers ${anonymous} without a token`, async () => {
      const response = await t.app.inject({ method: 'GET', url: `/test/${access}` });
      expect(response.statusCode).toBe(anonymous);
    });
  }

  it('tells the route who is calling, with the type from the database', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/test/staff',
      headers: bearer(tokens.get('supplier')!),
    });
    expect(response.json().user).toEqual({ id: expect.any(Number), type: 'SUPPLIER' });
  });

  it('guards HEAD like GET', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/test/admin',
      headers: bearer(tokens.get('customer')!),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('access declarations', () => {
  const scoped = (declare: (app: ReturnType<typeof Fastify>) => void) => {
    const app = Fastify({ logger: false });
    void app.register(async (scope) => {
      scope.addHook('onRoute', requireAccessDeclaration);
      declare(scope);
    });
    return app;
  };

  it('refuses, at registration, a domain route that does not say who may call it', async () => {
    const app = scoped((scope) => scope.get('/forgotten', async () => 'oops'));
    await expect(app.ready()).rejects.toThrow(/GET \/forgotten must declare config.access/);
  });

  it('refuses an unknown access level', async () => {
    const app = scoped((scope) => scope.get('/typo', { config: { access: 'admins' as Access } }, async () => 'oops'));
    await expect(app.ready()).rejects.toThrow(/must declare config.access/);
  });

  it('accepts routes that declare their access', async () => {
    const app = scoped((scope) => {
      scope.get('/open', { config: { access: 'public' } }, async () => 'ok');
      scope.get('/closed', { config: { access: 'admin' } }, async () => 'ok');
    });
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/closed' })).toBe(true);
    await app.close();
  });

  it('marks non-public routes as needing the bearer token in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(document.paths['/auth/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/frontend/brand']?.get?.security).toBeUndefined();
  });
});
