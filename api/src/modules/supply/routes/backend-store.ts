// A supplier's store addressed by supplier id (/api/backend/store/supplier/:id): admins read any, a supplier
// reads and changes only its own (another supplier's answers 404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, IdParams, StoreUpdateBody, SupplierStore } from '@shop/contracts';
import { StoreService } from '../store.service.ts';

const backendStoreRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stores = new StoreService(app.orm);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const tags = ['store'];

  app.get(
    '/api/backend/store/supplier/:id',
    {
      config: { access: 'staff' },
      schema: { tags, summary: "Supplier :id's store (a supplier: only its own)", params: IdParams, response: { 200: Envelope(SupplierStore), ...errors } },
    },
    async (request) => ({ data: await stores.getBySupplier(request.user, request.params.id) }),
  );

  app.put(
    '/api/backend/store/supplier/:id',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        summary: "Change my store's name, phone or address (:id is my supplier id)",
        params: IdParams,
        body: StoreUpdateBody,
        response: { 200: Envelope(SupplierStore), ...errors },
      },
    },
    async (request) => ({ data: await stores.updateOwn(request.user, request.params.id, request.body) }),
  );
};

export default backendStoreRoutes;
