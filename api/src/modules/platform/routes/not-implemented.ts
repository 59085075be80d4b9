// The operations product-spec section 8 lists as unimplemented ("Method not implemented."): each answers 501 with
// that message in the usual error shape, after the access guard, instead of a 404 "Route not found". A module that
// implements one of them for real removes its line here.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, type Access } from '@shop/contracts';
import { notImplemented } from '../../../lib/http-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** [method, path, access] per operation; the access is that of the route family in routes.tsv. */
export const NOT_IMPLEMENTED: readonly (readonly [Method, string, Access])[] = [
  // dashboard get/create/update/delete
  ['GET', '/api/backend/dashboard/:id', 'admin'],
  ['POST', '/api/backend/dashboard', 'admin'],
  ['PUT', '/api/backend/dashboard/:id', 'admin'],
  ['DELETE', '/api/backend/dashboard/:id', 'admin'],
  // invoice get/create/update/delete
  ['GET', '/api/backend/invoice/:id', 'admin'],
  ['POST', '/api/backend/invoice', 'admin'],
  ['PUT', '/api/backend/invoice/:id', 'admin'],
  ['DELETE', '/api/backend/invoice/:id', 'admin'],
  // stock-history get/getAll/create/update/delete
  ['GET', '/api/backend/stock-history', 'staff'],
  ['GET', '/api/backend/stock-history/:id', 'staff'],
  ['POST', '/api/backend/stock-history', 'staff'],
  ['PUT', '/api/backend/stock-history/:id', 'staff'],
  ['DELETE', '/api/backend/stock-history/:id', 'staff'],
  // order update/delete
  ['PUT', '/api/backend/order/:id', 'staff'],
  ['DELETE', '/api/backend/order/:id', 'staff'],
  // receipt update
  ['PUT', '/api/backend/receipt/:id', 'staff'],
  // configuration get
  ['GET', '/api/backend/configuration/:id', 'admin'],
  // return stock update
  ['PUT', '/api/backend/supplier-return-stock/:id', 'staff'],
  // translation single get
  ['GET', '/api/backend/translation/:id', 'admin'],
  // user create
  ['POST', '/api/backend/user', 'admin'],
  // visitor get/create/update/delete
  ['GET', '/api/backend/visitor/:id', 'admin'],
  ['POST', '/api/backend/visitor', 'admin'],
  ['PUT', '/api/backend/visitor/:id', 'admin'],
  ['DELETE', '/api/backend/visitor/:id', 'admin'],
  // user location get
  ['GET', '/api/frontend/user-location/:id', 'shopper'],
];

export const NOT_IMPLEMENTED_MESSAGE = 'Method not implemented.';

const notImplementedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [method, url, access] of NOT_IMPLEMENTED) {
    app.route({
      method,
      url,
      config: { access },
      schema: {
        tags: ['not implemented'],
        summary: 'Not implemented (product spec, section 8): answers 501',
        ...(url.endsWith('/:id') ? { params: IdParams } : {}),
        response: { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 501: ErrorBody },
      },
      handler: async () => {
        throw notImplemented(NOT_IMPLEMENTED_MESSAGE);
      },
    });
  }
};

export default notImplementedRoutes;
