// Bearer-token authentication and the declarative access guard.
// Every domain route says who may call it (`config: { access }`); one onRequest hook enforces it,
// and a route without a declaration fails at registration so nobody can forget it.
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { ACCESS_LEVELS, AuthMessage, ErrorCode, allows, type Access, type UserType } from '@shop/contracts';
import { forbidden, unauthorized } from '../lib/http-error.ts';

/** What a token carries. `ver` must equal the user's current tokenVersion for the token to count. */
export interface TokenPayload {
  sub: string;
  type: UserType;
  ver: number;
}

/** The signed-in caller as routes see it, checked against the database (or identity/holder-cache.ts, which any account write empties). */
export interface AuthUser {
  id: number;
  type: UserType;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; see ACCESS_LEVELS. Required on every domain route. */
    access?: Access;
  }
  interface FastifyInstance {
    signToken(user: { id: number; type: UserType; tokenVersion: number }): string;
    /** The caller of a public route that serves more to a signed-in user; 401 like the guard without a valid token. */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
  }
}

export interface AuthPluginOptions {
  secret: string;
  expiresIn: string;
  /** The active user for a token's subject and version, or null when the account or token no longer counts. */
  findActiveUser(id: number, tokenVersion: number): Promise<{ id: number; type: UserType } | null>;
}

const invalidToken = () => unauthorized(AuthMessage.invalidToken, { code: ErrorCode.invalidToken });

export default fp<AuthPluginOptions>(
  async (app, options) => {
    await app.register(jwt, { secret: options.secret, sign: { expiresIn: options.expiresIn } });

    app.decorate('signToken', (user) =>
      app.jwt.sign({ sub: String(user.id), type: user.type, ver: user.tokenVersion }),
    );
    app.decorate('authenticate', (request: FastifyRequest) => authenticate(request, options));

    app.addHook('onRequest', async (request) => {
      // Routes without a declaration are infrastructure (docs, static files, not-found); domain routes cannot lack one.
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const user = await authenticate(request, options);
      request.user = user;
      if (!allows(access, user.type)) throw forbidden(`This needs ${access} access`);
      if (!developerMay(user.type, request.method, request.routeOptions.url)) {
        throw forbidden('A developer may only read here; translations and configuration are the exceptions');
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

// Decisions: DEVELOPER has admin's reads and the translation and configuration screens. So on routes open
// to admins (admin, staff) a developer may read anything, and change only translations and configuration.
const DEVELOPER_WRITABLE = ['/api/backend/translation', '/api/backend/configuration'];
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// files (issue 33): the attachment library is also written at POST /files/attachment; one rule for both addresses.
const BACK_OFFICE_WRITES_ELSEWHERE = new Set(['/files/attachment']);

export function developerMay(type: UserType, method: string, url: string | undefined): boolean {
  if (type !== 'DEVELOPER' || READ_METHODS.has(method) || url === undefined) return true;
  if (!url.startsWith('/api/backend/') && !BACK_OFFICE_WRITES_ELSEWHERE.has(url)) return true;
  return DEVELOPER_WRITABLE.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

async function authenticate(request: FastifyRequest, options: AuthPluginOptions): Promise<AuthUser> {
  if (!request.headers.authorization) throw unauthorized('Sign in first: this needs a bearer token');
  let payload: TokenPayload;
  try {
    payload = await request.jwtVerify<TokenPayload>();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED')
      throw unauthorized(AuthMessage.expiredToken, { code: ErrorCode.expiredToken });
    throw invalidToken();
  }
  const id = Number(payload.sub);
  if (!Number.isSafeInteger(id) || !Number.isInteger(payload.ver)) throw invalidToken();
  const user = await options.findActiveUser(id, payload.ver);
  if (!user) throw invalidToken();
  // The type comes from the database, so a role change applies at once, not at the next sign-in.
  return { id: user.id, type: user.type };
}

/**
 * onRoute hook for the domain modules' scope: refuses a route that does not declare its access, and marks
 * non-public routes as needing the bearer token in the OpenAPI document.
 */
export function requireAccessDeclaration(route: RouteOptions): void {
  const access = route.config?.access;
  if (!access || !(ACCESS_LEVELS as readonly string[]).includes(access)) {
    throw new Error(
      `${String(route.method)} ${route.url} must declare config.access (one of ${ACCESS_LEVELS.join(', ')}); got ${String(access)}`,
    );
  }
  if (access !== 'public' && route.schema) {
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  }
}
