// The one API stand-in of the front-end tests: a real HTTP server on 127.0.0.1 that answers the routes a test declares,
// each with the contract's schema of its answer. Every answer it gives is checked against that schema (an error
// against ErrorBody) before it is sent, every request body against the route's body schema (unknown fields refused,
// as a misspelt field would be lost on the API), and every query against its query schema, so the stand-in cannot
// drift from the API: a shape the API would not send, or a request the API would refuse, is a violation, answered as
// the API would (500, 400) and recorded in `violations`, which the tests expect to stay empty. A request no route
// answers is a violation too. The pages under test talk to it over HTTP through @shop/client, as in the browser.
// The API itself is tested against PostgreSQL in api/test. For vitest: `withApiStandIn()` in @shop/ui/testing.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Type, { type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { Envelope, ErrorBody, Paged, type Pagination } from '../envelope.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route's reply is given: the path's `:params`, the query and the parsed body. */
export interface StandInRequest {
  method: Method;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** The request's Authorization header (`Bearer <token>`), for a stand-in that tells its users apart. */
  authorization: string | undefined;
}

/** A refusal the API would answer (checked against the contract's ErrorBody). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly body: ErrorAnswer,
  ) {}
}
type ErrorAnswer = Static<typeof ErrorBody>;

/** `refuse(404, 'NOT_FOUND', 'Order 12 not found')`: a reply's error answer. */
export const refuse = (
  statusCode: number,
  code: string,
  message: string,
  extra: Partial<Omit<ErrorAnswer, 'statusCode' | 'code' | 'message'>> = {},
) => new Refusal(statusCode, { statusCode, code, message, ...extra });

export interface RouteContract<S extends TSchema | undefined> {
  /** The answer's schema (`Envelope(X)`, `Paged(X)`); none: the route answers 204 with no body. */
  response: S;
  /** The request body's schema: bodies must match it, with no field it does not declare. */
  body?: TSchema;
  /** The query's schema (strings converted as the API's validation converts them). */
  query?: TSchema;
  /** The success status (200, or 204 without a response schema). */
  status?: number;
}

type Reply<S extends TSchema | undefined> = (
  request: StandInRequest,
) => (S extends TSchema ? Static<S> : void) | Refusal | Promise<(S extends TSchema ? Static<S> : void) | Refusal>;

interface Route {
  method: Method;
  pattern: RegExp;
  names: string[];
  contract: RouteContract<TSchema | undefined>;
  reply: Reply<TSchema | undefined>;
}

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  body: unknown;
}

export interface ApiStandIn {
  /** Where it listens (after `start`), for `configureHttp({ baseUrl })`. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Requests it refused for their shape, answers of its own that broke the contract, routes nobody answers. */
  readonly violations: string[];
  /**
   * Answers `METHOD /path/:param` with `reply`, its answer checked against `contract.response`. A route declared later
   * wins over an earlier one of the same path (a test overriding a file's defaults).
   */
  on<S extends TSchema | undefined>(route: `${Method} /${string}`, contract: RouteContract<S>, reply: Reply<S>): void;
  /** Forgets the routes, requests and violations (between tests). */
  reset(): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

const checkers = new WeakMap<TSchema, ReturnType<typeof Compile>>();
function checker(schema: TSchema) {
  let check = checkers.get(schema);
  if (!check) checkers.set(schema, (check = Compile(schema)));
  return check;
}

function unknownFields(schema: TSchema, body: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> }).properties;
  if (!properties || typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => !(key in properties));
}

function firstError(schema: TSchema, value: unknown): string {
  const [error] = checker(schema).Errors(value);
  return error ? `${error.instancePath || '/'} ${error.message}` : '';
}

/** A page of `rows` as the API answers a paged list (`{ data, pagination }`), page 0 unless told. */
export function pageOf<T>(rows: T[], pageSize = 25, page = 0): { data: T[]; pagination: Pagination } {
  return {
    data: rows.slice(page * pageSize, (page + 1) * pageSize),
    pagination: { page, pageSize, totalCount: rows.length, totalPage: Math.ceil(rows.length / pageSize) },
  };
}

export { Envelope, Paged };

export function createApiStandIn(): ApiStandIn {
  let routes: Route[] = [];
  let url = '';
  /** Bumped by `reset`: a request that reached the stand-in before it belongs to an earlier test, and is let go. */
  let generation = 0;
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];

  async function answer(
    method: string,
    path: string,
    query: URLSearchParams,
    raw: string,
    authorization: string | undefined,
  ): Promise<{ status: number; body?: unknown }> {
    const route = [...routes].reverse().find((r) => r.method === method && r.pattern.test(path));
    if (!route) {
      violations.push(`${method} ${path}: no route of the stand-in answers it`);
      return {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: `Route ${method}:${path} not found` },
      };
    }
    const where = `${method} ${path}`;
    const refused = (message: string) => {
      violations.push(`${where}: ${message}`);
      return { status: 400, body: { statusCode: 400, code: 'VALIDATION', message } };
    };
    let body: unknown = undefined;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return refused('the body is not JSON');
      }
    }
    const { contract } = route;
    if (contract.body) {
      if (!checker(contract.body).Check(body))
        return refused(`body ${raw} breaks the contract: ${firstError(contract.body, body)}`);
      const unknown = unknownFields(contract.body, body);
      if (unknown.length > 0) return refused(`body has fields the contract lacks: ${unknown.join(', ')}`);
    } else if (raw && method !== 'DELETE') {
      return refused('this route takes no body');
    }
    if (contract.query) {
      const given = Object.fromEntries(query);
      const converted = Value.Convert(contract.query, Value.Clone(given));
      if (!checker(contract.query).Check(converted))
        return refused(`query ?${query.toString()} breaks the contract: ${firstError(contract.query, converted)}`);
      const unknown = unknownFields(contract.query, given);
      if (unknown.length > 0) return refused(`query has parameters the contract lacks: ${unknown.join(', ')}`);
    }
    const match = route.pattern.exec(path)!;
    const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    const result = await route.reply({ method: method as Method, path, params, query, body, authorization });
    if (result instanceof Refusal) {
      if (!checker(ErrorBody).Check(result.body) || result.status !== result.body.statusCode) {
        violations.push(`${where}: the stand-in's error answer breaks the contract`);
        return { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' } };
      }
      return { status: result.status, body: result.body };
    }
    if (!contract.response) {
      if (result !== undefined) violations.push(`${where}: the route answers no body, the stand-in gave one`);
      return { status: contract.status ?? 204 };
    }
    if (!checker(contract.response).Check(result)) {
      violations.push(
        `${where}: the stand-in's answer breaks the contract: ${firstError(contract.response, result)} in ${JSON.stringify(result).slice(0, 300)}`,
      );
      return { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' } };
    }
    return { status: contract.status ?? 200, body: result };
  }

  const server: Server = createServer((request: IncomingMessage, response) => {
    const arrived = generation;
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const headers = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'authorization, content-type',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      };
      if (method === 'OPTIONS') {
        response.writeHead(204, headers);
        response.end();
        return;
      }
      const address = new URL(request.url ?? '/', 'http://stand-in');
      if (arrived !== generation) {
        response.writeHead(503, headers);
        response.end();
        return;
      }
      requests.push({ method, url: request.url ?? '', body: raw ? (JSON.parse(raw) as unknown) : undefined });
      void answer(method, address.pathname, address.searchParams, raw, request.headers.authorization)
        .catch((error: unknown) => {
          violations.push(`${method} ${address.pathname}: the stand-in's reply threw ${String(error)}`);
          return { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' } };
        })
        .then((result) => {
          response.writeHead(result.status, { ...headers, 'Content-Type': 'application/json' });
          response.end(result.body === undefined ? '' : JSON.stringify(result.body));
        });
    });
  });

  return {
    get url() {
      return url;
    },
    requests,
    violations,
    on(route, contract, reply) {
      const [method, path] = route.split(' ') as [Method, string];
      const names: string[] = [];
      const source = path
        .split('/')
        .map((segment) => {
          if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(segment.slice(1));
          return '([^/]+)';
        })
        .join('/');
      routes.push({
        method,
        pattern: new RegExp(`^${source}$`),
        names,
        contract: contract as RouteContract<TSchema | undefined>,
        reply: reply as Reply<TSchema | undefined>,
      });
    },
    reset() {
      generation += 1;
      routes = [];
      requests.length = 0;
      violations.length = 0;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The answer of a route that lists without paging, e.g. `Envelope(Type.Array(X))`. */
export const ListOf = <T extends TSchema>(item: T) => Envelope(Type.Array(item));
