// A graceful stop (SIGTERM, SIGINT): once the app starts closing, requests already being handled run to the
// end (an order being placed commits or rolls back whole), the listening socket is closed (new connections are
// refused, so a load balancer tries another process), and a request that still arrives on an open keep-alive
// connection gets a clean 503 SHUTTING_DOWN with Retry-After and `Connection: close`, never a half answer.
import fp from 'fastify-plugin';
import { ErrorCode } from '@shop/contracts';
import { HttpError } from '../lib/http-error.ts';

export const SHUTDOWN_RETRY_AFTER_SECONDS = 2;

export default fp(
  async (app) => {
    let closing = false;
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
      throw new HttpError(503, ErrorCode.shuttingDown, 'The shop is restarting; please try again in a moment');
    });
  },
  { name: 'shutdown' },
);
