// An in-memory stand-in for the API's identity routes (and, through fake-commerce.ts, the storefront's orders,
// invoices, notifications and reviews), answering with the same shapes and status codes,
// so the pages are tested over real HTTP. The API itself is tested against PostgreSQL in api/test.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Location, SessionUser, UserLocation } from '@shop/contracts';
import { createFakeCommerce, enumTypeAnswer, type FakeCommerce } from './fake-commerce.ts';

interface Account {
  user: SessionUser;
  password: string | null;
  token: string;
  telegramId?: number;
  googleSub?: string;
}

const provinces: Location[] = [
  { id: 1, code: 'KH-12', name: 'Phnom Penh', nameKh: 'ភ្នំពេញ', type: 'CAPITAL' },
  { id: 2, code: 'KH-17', name: 'Siem Reap', nameKh: 'សៀមរាប', type: 'PROVINCE' },
];

export interface FakeApi {
  url: string;
  requests: { method: string; url: string; body: unknown }[];
  accounts: Account[];
  commerce: FakeCommerce;
  /** My saved locations, as the API keeps them. */
  savedLocations(userId: number): UserLocation[];
  resetCode: string;
  /** Google sign-in's client id the API tells (GET /api/frontend/configuration); null: Google sign-in is off. */
  googleClientId: string | null;
  close(): Promise<void>;
}

const error = (statusCode: number, code: string, message: string, extra: object = {}) => ({
  status: statusCode,
  body: { statusCode, code, message, ...extra },
});

export async function startFakeApi(): Promise<FakeApi> {
  const accounts: Account[] = [];
  const saved = new Map<number, UserLocation[]>();
  let nextId = 100;
  let tokens = 0;
  const commerce = createFakeCommerce();
  const api: FakeApi = {
    url: '',
    requests: [],
    accounts,
    commerce,
    savedLocations: (userId) => saved.get(userId) ?? [],
    resetCode: '424242',
    googleClientId: null,
    close: async () => {},
  };

  const newAccount = (fields: Partial<SessionUser>, password: string | null): Account => {
    nextId += 1;
    tokens += 1;
    const account: Account = {
      password,
      token: `token-${tokens}`,
      user: {
        id: nextId,
        type: 'CUSTOMER',
        name: '',
        email: null,
        phone: null,
        cartCount: 0,
        locations: [],
        dealerApproved: false,
        hasPassword: password !== null,
        socialProviders: [],
        supplierId: null,
        ...fields,
      },
    };
    accounts.push(account);
    return account;
  };
  const sessionOf = (account: Account): SessionUser => ({
    ...account.user,
    locations: sorted(saved.get(account.user.id) ?? []),
  });
  const sorted = (list: UserLocation[]) =>
    [...list].sort((a, b) => Number(b.details.isDefault) - Number(a.details.isDefault) || a.id - b.id);
  const issue = (account: Account) => {
    tokens += 1;
    account.token = `token-${tokens}`;
    return { status: 200, body: { data: { token: account.token } } };
  };

  function answer(request: IncomingMessage, body: Record<string, unknown>): { status: number; body?: unknown } {
    const { method = 'GET' } = request;
    const { pathname: path, searchParams: query } = new URL(request.url ?? '/', 'http://fake-api');
    const me = accounts.find((a) => request.headers.authorization === `Bearer ${a.token}`);
    const find = (username: unknown) => accounts.find((a) => a.user.email === username || a.user.phone === username);

    if (method === 'POST' && path === '/auth/login') {
      const account = find(body.username);
      return account && account.password === body.password
        ? issue(account)
        : error(401, 'BAD_CREDENTIALS', 'Bad credentials!');
    }
    if (method === 'POST' && path === '/auth/register') {
      if (find(body.email))
        return error(409, 'ALREADY_REGISTERED', 'This e-mail address is already registered', {
          field: 'email',
          facts: { identifier: 'email' },
        });
      const account = newAccount(
        {
          type: body.type as SessionUser['type'],
          name: String(body.name),
          email: String(body.email),
          phone: (body.phone as string) ?? null,
        },
        String(body.password),
      );
      return { status: 201, body: { data: { token: account.token } } };
    }
    if (method === 'POST' && path === '/auth/reset/send')
      return { status: 200, body: { data: { sent: true, expiresInMinutes: 15 } } };
    if (method === 'POST' && (path === '/auth/reset' || path === '/auth/reset/change-password')) {
      const account = find(body.username);
      if (!account || body.code !== api.resetCode)
        return error(400, 'INVALID_RESET_CODE', 'The code is wrong or has expired; ask for a new one');
      if (path === '/auth/reset') return { status: 200, body: { data: { valid: true } } };
      account.password = String(body.password);
      return issue(account);
    }
    if (method === 'POST' && path === '/auth/oauth2/login/TELEGRAM') {
      const account = accounts.find((a) => a.telegramId === (body.telegram as { id: number }).id);
      return account
        ? issue(account)
        : error(404, 'SOCIAL_ACCOUNT_NOT_FOUND', 'No account is connected to this Telegram account yet');
    }
    if (method === 'GET' && path === '/api/frontend/configuration') {
      return {
        status: 200,
        body: {
          data: api.googleClientId
            ? [{ key: 'auth.google-client-id', value: api.googleClientId, description: null }]
            : [],
        },
      };
    }
    // A Google ID token is "sub:name" here; the API checks the real one against Google's keys.
    if (method === 'POST' && path === '/auth/oauth2/login/GOOGLE') {
      const account = accounts.find((a) => a.googleSub === String(body.idToken).split(':')[0]);
      return account
        ? issue(account)
        : error(404, 'SOCIAL_ACCOUNT_NOT_FOUND', 'No account is connected to this Google account yet');
    }
    if (method === 'POST' && path === '/auth/oauth2/register' && body.type === 'GOOGLE') {
      const [sub, name] = String(body.idToken).split(':');
      const account = newAccount(
        { type: body.userType as SessionUser['type'], name, socialProviders: ['GOOGLE'] },
        null,
      );
      account.googleSub = sub;
      return { status: 201, body: { data: { token: account.token } } };
    }
    if (method === 'POST' && path === '/auth/oauth2/register') {
      const telegram = body.telegram as { id: number; first_name: string };
      const account = newAccount(
        { type: body.userType as SessionUser['type'], name: telegram.first_name, socialProviders: ['TELEGRAM'] },
        null,
      );
      account.telegramId = telegram.id;
      return { status: 201, body: { data: { token: account.token } } };
    }
    if (method === 'GET' && path === '/api/frontend/location') return { status: 200, body: { data: provinces } };
    if (method === 'GET' && path === '/api/other/enum_type') return enumTypeAnswer(query);
    if (!me) return error(401, 'INVALID_TOKEN', 'Invalid JWT token');
    const commerceAnswer = commerce.answer(method, path, query, body, me.user, saved.get(me.user.id) ?? []);
    if (commerceAnswer) return commerceAnswer;
    const id = Number(path.split('/').at(-1));
    if (method === 'GET' && path === '/auth/me') return { status: 200, body: { data: sessionOf(me) } };
    if (method === 'PUT' && path.startsWith('/auth/logout/')) return { status: 200, body: { data: null } };
    if (method === 'PUT' && path === `/api/frontend/user/${me.user.id}`) {
      Object.assign(me.user, body);
      return { status: 200, body: { data: sessionOf(me) } };
    }
    if (method === 'PUT' && path === `/api/frontend/user/change-password/${me.user.id}`) {
      if (me.password !== null && body.currentPassword !== me.password)
        return error(400, 'WRONG_PASSWORD', 'The current password is not right');
      me.password = String(body.newPassword);
      return issue(me);
    }
    const mine = saved.get(me.user.id) ?? [];
    saved.set(me.user.id, mine);
    const setDefault = (target: number) => mine.forEach((l) => (l.details.isDefault = l.id === target));
    if (method === 'GET' && path === '/api/frontend/user-location')
      return { status: 200, body: { data: sorted(mine) } };
    if (method === 'POST' && path === '/api/frontend/user-location') {
      nextId += 1;
      const created: UserLocation = {
        id: nextId,
        location: provinces.find((p) => p.id === body.locationId)!,
        details: {
          isDefault: false,
          label: String(body.label),
          address: String(body.address),
          recipientName: (body.recipientName as string) ?? null,
          phone: (body.phone as string) ?? null,
          note: (body.note as string) ?? null,
          latitude: null,
          longitude: null,
        },
      };
      mine.push(created);
      if (mine.length === 1 || body.isDefault) setDefault(created.id);
      return { status: 201, body: { data: created } };
    }
    if (method === 'PUT' && path === `/api/frontend/user/update-location/${me.user.id}`) {
      setDefault(Number(body.userLocationId));
      return { status: 200, body: { data: sorted(mine) } };
    }
    const target = mine.find((l) => l.id === id);
    if (path.startsWith('/api/frontend/user-location/') && !target)
      return error(404, 'NOT_FOUND', `Saved location ${id} not found`);
    if (method === 'PUT' && target) {
      const { isDefault, locationId, ...details } = body as { isDefault?: boolean; locationId?: number };
      Object.assign(target.details, details);
      if (locationId) target.location = provinces.find((p) => p.id === locationId)!;
      if (isDefault) setDefault(target.id);
      return { status: 200, body: { data: target } };
    }
    if (method === 'DELETE' && target) {
      mine.splice(mine.indexOf(target), 1);
      if (target.details.isDefault && mine[0]) setDefault(mine[0].id);
      return { status: 200, body: { data: null } };
    }
    return error(404, 'NOT_FOUND', `Route ${method} ${path} not found`);
  }

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      api.requests.push({ method: request.method ?? '', url: request.url ?? '', body });
      const { status, body: payload } = answer(request, body);
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(payload === undefined ? '' : JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () => new Promise((resolve) => server.close(() => resolve()));
  return api;
}
