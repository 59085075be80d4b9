// A stand-in for Bakong's open API, as a real HTTP server on a free port: it speaks the documented requests and
// answers (POST /v1/check_transaction_by_md5 with a Bearer token, POST /v1/renew_token with the account's e-mail) so
// the shop's client is tested over the wire. A test says what the "bank" knows: a code (by md5) paid with some
// amount and currency, or the token expired (401 until renewed). It keeps every request it was sent. Run as its own
// process (the e2e composition's bank), a spec pays a code over HTTP: POST /stand-in/pay {md5, amount, currency}.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPayment {
  amount: number;
  currency: 'USD' | 'KHR';
  hash?: string;
}

export interface StandInRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  at: number;
}

export interface BakongStandIn {
  url: string;
  /** The e-mail the renewal accepts. */
  email: string;
  /** The token the stand-in accepts now. */
  token: string;
  requests: StandInRequest[];
  /** The code with this md5 is paid from now on; answers the hash the bank gives the payment. */
  pay(md5: string, payment: StandInPayment): string;
  /** The current token answers 401 from now on; a renewal issues another. */
  expireToken(): void;
  /** While on, every request answers HTTP 503 (the bank is down). */
  outage(on: boolean): void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
};

export async function startBakongStandIn(
  token = 'stand-in-token-1',
  email = 'shop@example.com',
  port = 0,
): Promise<BakongStandIn> {
  const paid = new Map<string, Required<StandInPayment> & { at: number }>();
  let tokens = 1;
  const state = { token, expired: false, down: false };
  const requests: StandInRequest[] = [];
  const pay = (md5: string, payment: StandInPayment): string => {
    const hash = payment.hash ?? randomBytes(32).toString('hex');
    paid.set(md5, { ...payment, hash, at: Date.now() });
    return hash;
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? '';
      requests.push({ path, authorization: request.headers.authorization, body, at: Date.now() });
      const send = (status: number, answer: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (path === '/health') return send(200, { ok: true });
      if (path === '/stand-in/pay' && typeof body.md5 === 'string') {
        const hash = pay(body.md5, { amount: Number(body.amount), currency: body.currency === 'KHR' ? 'KHR' : 'USD' });
        return send(200, { hash });
      }
      if (state.down) return send(503, { responseCode: 1, responseMessage: 'Service unavailable', errorCode: 503 });
      if (request.method !== 'POST')
        return send(404, { responseCode: 1, responseMessage: 'Not found', errorCode: 404 });
      if (path === '/v1/renew_token') {
        if (body.email !== email)
          return send(200, { responseCode: 1, responseMessage: 'Email is not registered', errorCode: 10, data: null });
        tokens += 1;
        state.token = `stand-in-token-${tokens}`;
        state.expired = false;
        return send(200, {
          responseCode: 0,
          responseMessage: 'Token has been renewed',
          errorCode: null,
          data: { token: state.token },
        });
      }
      if (path === '/v1/check_transaction_by_md5') {
        if (request.headers.authorization !== `Bearer ${state.token}` || state.expired)
          return send(401, { responseCode: 1, responseMessage: 'Unauthorized', errorCode: 6, data: null });
        const payment = typeof body.md5 === 'string' ? paid.get(body.md5) : undefined;
        if (!payment)
          return send(200, {
            responseCode: 1,
            responseMessage: 'Transaction could not be found',
            errorCode: 1,
            data: null,
          });
        return send(200, {
          responseCode: 0,
          responseMessage: 'Getting transaction successfully.',
          errorCode: null,
          data: {
            hash: payment.hash,
            fromAccountId: 'shopper@aclb',
            toAccountId: 'partsshop@demo',
            currency: payment.currency,
            amount: payment.amount,
            description: '',
            createdDateMs: payment.at,
            acknowledgedDateMs: payment.at,
          },
        });
      }
      return send(404, { responseCode: 1, responseMessage: 'Not found', errorCode: 404, data: null });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    email,
    get token() {
      return state.token;
    },
    requests,
    pay,
    expireToken() {
      state.expired = true;
    },
    outage(on) {
      state.down = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
