// A part's cross-reference numbers on the catalogue desk: staff read them, admins replace the whole list (audited;
// a bad entry answers 400 naming it, `body/numbers/N`, and changes nothing).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, IdParams, PartNumbersBody, PartNumbersView } from '@shop/contracts';
import { notFound } from '../../../lib/http-error.ts';
import { runSql, sql } from '../../../lib/sql.ts';
import { readPartNumbers, replacePartNumbers } from '../part-numbers.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const backendPartNumbersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/backend/part/:id/numbers',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['part'],
        summary: "The part's cross-reference numbers (OEM, aftermarket, replaces, replaced by), in staff's order",
        params: IdParams,
        response: { 200: Envelope(PartNumbersView), ...errors },
      },
    },
    async (request) => {
      const em = app.orm.em.fork();
      const partId = request.params.id;
      const found = await runSql(em, sql`select 1 from part where id = ${partId}`);
      if (found.length === 0) throw notFound(`Part ${partId} not found`);
      return { data: { partId, numbers: await readPartNumbers(em, partId) } };
    },
  );

  app.put(
    '/api/backend/part/:id/numbers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['part'],
        summary: "Replace the part's cross-reference numbers (audited); 400 names the first bad entry",
        params: IdParams,
        body: PartNumbersBody,
        response: { 200: Envelope(PartNumbersView), ...errors },
      },
    },
    async (request) => {
      const partId = request.params.id;
      const numbers = await replacePartNumbers(app.orm.em.fork(), partId, request.body.numbers);
      return { data: { partId, numbers } };
    },
  );
};

export default backendPartNumbersRoutes;
