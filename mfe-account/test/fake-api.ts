// The account pages' API, in memory, on the one contract-checked API stand-in (@shop/ui/testing): the identity routes
// here and, through fake-commerce.ts, the storefront's orders, invoices, notifications and reviews keep their state
// (accounts, saved locations, orders...) and answer with the API's status codes, and the stand-in checks every request
// and answer against the route's contract below (unknown fields refused), recording anything it refuses in
// `violations`, which every test expects to stay empty. The API itself is tested against PostgreSQL in api/test.
import Type, { type TSchema } from 'typebox';
import {
  CancelOrderBody,
  ChangePasswordBody,
  ConfigurationEntry,
  DefaultLocationBody,
  EnumType,
  EnumTypeQuery,
  InvoiceListQuery,
  InvoiceView,
  Location,
  LoginBody,
  LoginResult,
  MarkSeenBody,
  ModifyLocationBody,
  NotificationView,
  OrderDetailView,
  OrderListQuery,
  OrderSummary,
  PageQuery,
  PlatformReviewBody,
  PlatformReviewQuery,
  ProfileBody,
  RegisterBody,
  ResetChangePasswordBody,
  ResetCheckBody,
  ResetChecked,
  ResetSendBody,
  ResetSent,
  ReviewPage,
  ReviewPatch,
  ReviewView,
  SessionUser,
  SocialProof,
  SocialRegisterBody,
  StockReviewBody,
  StockReviewQuery,
  UpdatedCount,
  UserLocation,
  UserLocationBody,
  UserLocationUpdateBody,
} from '@shop/contracts';
import {
  Envelope,
  Paged,
  Refusal,
  type ApiStandIn,
  type RecordedRequest,
  type RouteContract,
  type StandInRequest,
} from '@shop/contracts/testing/api-stand-in.ts';
import { createFakeCommerce, enumTypeAnswer, type FakeCommerce } from './fake-commerce.ts';

type RouteName = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/** Every route the account pages call, with the contract the API's route files declare for each. */
const ROUTES: [RouteName, RouteContract<TSchema>][] = [
  ['POST /auth/login', { body: LoginBody, response: Envelope(LoginResult) }],
  ['POST /auth/register', { body: RegisterBody, response: Envelope(LoginResult), status: 201 }],
  ['GET /auth/me', { response: Envelope(SessionUser) }],
  ['PUT /auth/logout/:id', { response: Envelope(Type.Null()) }],
  ['POST /auth/reset/send', { body: ResetSendBody, response: Envelope(ResetSent) }],
  ['POST /auth/reset', { body: ResetCheckBody, response: Envelope(ResetChecked) }],
  ['POST /auth/reset/change-password', { body: ResetChangePasswordBody, response: Envelope(LoginResult) }],
  ['POST /auth/oauth2/login/:type', { body: SocialProof, response: Envelope(LoginResult) }],
  ['POST /auth/oauth2/register', { body: SocialRegisterBody, response: Envelope(LoginResult), status: 201 }],
  ['GET /api/frontend/configuration', { response: Envelope(Type.Array(ConfigurationEntry)) }],
  ['GET /api/frontend/location', { response: Envelope(Type.Array(Location)) }],
  ['GET /api/other/enum_type', { query: EnumTypeQuery, response: Envelope(Type.Array(EnumType)) }],
  ['PUT /api/frontend/user/:id', { body: ProfileBody, response: Envelope(SessionUser) }],
  ['PUT /api/frontend/user/change-password/:id', { body: ChangePasswordBody, response: Envelope(LoginResult) }],
  [
    'PUT /api/frontend/user/update-location/:id',
    { body: DefaultLocationBody, response: Envelope(Type.Array(UserLocation)) },
  ],
  ['GET /api/frontend/user-location', { response: Envelope(Type.Array(UserLocation)) }],
  ['POST /api/frontend/user-location', { body: UserLocationBody, response: Envelope(UserLocation), status: 201 }],
  ['PUT /api/frontend/user-location/:id', { body: UserLocationUpdateBody, response: Envelope(UserLocation) }],
  ['DELETE /api/frontend/user-location/:id', { response: Envelope(Type.Null()) }],
  ['GET /api/frontend/order', { query: OrderListQuery, response: Paged(OrderSummary) }],
  ['GET /api/frontend/order/:id', { response: Envelope(OrderDetailView) }],
  ['PUT /api/frontend/order/cancelled/:id', { body: CancelOrderBody, response: Envelope(OrderDetailView) }],
  ['PUT /api/frontend/order/cancelled/:orderId/:detailId', { response: Envelope(OrderDetailView) }],
  ['PUT /api/frontend/order/modify-location/:id', { body: ModifyLocationBody, response: Envelope(OrderDetailView) }],
  ['GET /api/frontend/invoice', { query: InvoiceListQuery, response: Paged(InvoiceView) }],
  ['GET /api/frontend/invoice/:id', { response: Envelope(InvoiceView) }],
  ['GET /api/frontend/notification/new', { query: PageQuery, response: Paged(NotificationView) }],
  ['GET /api/frontend/notification/old', { query: PageQuery, response: Paged(NotificationView) }],
  ['PUT /api/frontend/notification/multiple', { body: MarkSeenBody, response: Envelope(UpdatedCount) }],
  ['GET /api/frontend/review', { query: PlatformReviewQuery, response: ReviewPage }],
  ['POST /api/frontend/review', { body: PlatformReviewBody, response: Envelope(ReviewView), status: 201 }],
  ['PUT /api/frontend/review/:id', { body: ReviewPatch, response: Envelope(ReviewView) }],
  ['GET /api/frontend/review/stock/:id', { query: StockReviewQuery, response: ReviewPage }],
  ['POST /api/frontend/review/stock', { body: StockReviewBody, response: Envelope(ReviewView), status: 201 }],
  ['PUT /api/frontend/review/stock/:id', { body: ReviewPatch, response: Envelope(ReviewView) }],
];

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
  readonly url: string;
  /** What the page sent this test (the stand-in's record). */
  readonly requests: RecordedRequest[];
  accounts: Account[];
  commerce: FakeCommerce;
  /** My saved locations, as the API keeps them. */
  savedLocations(userId: number): UserLocation[];
  resetCode: string;
  /** Google sign-in's client id the API tells (GET /api/frontend/configuration); null: Google sign-in is off. */
  googleClientId: string | null;
  /**
   * Declares the routes on the stand-in again (after its reset between tests), over the same accounts and orders;
   * `contracts` replaces a route's contract (a later release's answer, for a test of what an older page makes of it).
   */
  answer(contracts?: Partial<Record<RouteName, RouteContract<TSchema>>>): void;
}

const error = (statusCode: number, code: string, message: string, extra: object = {}) => ({
  status: statusCode,
  body: { statusCode, code, message, ...extra },
});

/** The account pages' API with its state, answering on `standIn` once `answer()` declares its routes. */
export function createFakeApi(standIn: ApiStandIn): FakeApi {
  const accounts: Account[] = [];
  const saved = new Map<number, UserLocation[]>();
  let nextId = 100;
  let tokens = 0;
  const commerce = createFakeCommerce();
  const api: FakeApi = {
    get url() {
      return standIn.url;
    },
    requests: standIn.requests,
    accounts,
    commerce,
    savedLocations: (userId) => saved.get(userId) ?? [],
    resetCode: '424242',
    googleClientId: null,
    answer: (contracts = {}) => {
      for (const [route, contract] of ROUTES)
        standIn.on(route, contracts[route] ?? contract, (request) => {
          const { status, body } = answer(request, (request.body ?? {}) as Record<string, unknown>);
          return status >= 400 ? new Refusal(status, body as never) : (body as never);
        });
    },
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

  function answer(request: StandInRequest, body: Record<string, unknown>): { status: number; body?: unknown } {
    const { method, path, query } = request;
    const me = accounts.find((a) => request.authorization === `Bearer ${a.token}`);
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

  return api;
}
