// A graceful stop (SIGTERM, SIGINT; server.ts): `drain()` stops accepting connections (a load balancer then tries
// another process) but keeps the open ones, so a request already on its way still gets a whole answer: the
// requests being handled run to the end (an order being placed commits or rolls back whole), and one that
// arrives now gets a clean 503 SHUTTING_DOWN with Retry-After. Every answer from then on closes its keep-alive
// connection. After a short grace the app closes (Fastify waits for what is still running, then the ORM).
import { Server } from 'node:net';
import fp from 'fastify-plugin';
import { ErrorCode } from '@shop/contracts';
import { serviceUnavailable } from '../lib/http-error.ts';

export const SHUTDOWN_RETRY_AFTER_SECONDS = 2;

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuse new connections and new requests, keep answering the ones being handled; then call close(). */
    drain(): void;
  }
}

export default fp(
  async (app) => {
    let closing = false;
    app.decorate('drain', () => {
      if (closing) return;
      closing = true;
      // net.Server's close, not http.Server's: that one also drops idle keep-alive connections at once, and a
      // request already sent on one of them would be reset instead of answered.
      if (app.server.listening) Server.prototype.close.call(app.server);
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    // An answer finished while closing ends its keep-alive connection, so the server is not held open by idle
    // clients (a load balancer's pool) until the shutdown timeout.
    app.addHook('onSend', async (_request, reply) => {
      if (closing) void reply.header('connection', 'close');
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      void reply.header('connection', 'close').header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECONDS));
      throw serviceUnavailable('The shop is restarting; please try again in a moment', {
        code: ErrorCode.shuttingDown,
      });
    });
  },
  { name: 'shutdown' },
);
