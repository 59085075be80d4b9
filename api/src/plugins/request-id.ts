// Every answer names its request id (lib/request-id.ts), and code running for a request logs through that
// request's logger (lib/request-log.ts), so each of its lines carries the id.
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id.ts';
import { withRequestLog } from '../lib/request-log.ts';

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      withRequestLog(request.log, done);
    });
  },
  { name: 'request-id' },
);
