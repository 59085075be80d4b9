// Saved list views (staff): each member's own; another's answers 404 as if it did not exist (saved-view.service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  IdParams,
  SavedView as SavedViewSchema,
  SavedViewBody,
  SavedViewPatch,
  SavedViewQuery,
} from '@shop/contracts';
import Type from 'typebox';
import type { PlatformServices } from '../platform-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['view'];

const backendViewRoutes: FastifyPluginAsyncTypebox<{ services: PlatformServices }> = async (app, { services }) => {
  const { views } = services;
  app.get(
    '/api/backend/view',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "The caller's saved list views (?screen=), by name",
        querystring: SavedViewQuery,
        response: { 200: Envelope(Type.Array(SavedViewSchema)), ...errors },
      },
    },
    async (request) => ({ data: await views.list(request.user.id, request.query.screen) }),
  );
  app.post(
    '/api/backend/view',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Save a list view (name unique per screen: 409 DUPLICATE)',
        body: SavedViewBody,
        response: { 201: Envelope(SavedViewSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await views.create(request.user.id, request.body) }),
  );
  app.put(
    '/api/backend/view/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Change one of your saved views',
        params: IdParams,
        body: SavedViewPatch,
        response: { 200: Envelope(SavedViewSchema), ...errors },
      },
    },
    async (request) => ({ data: await views.update(request.user.id, request.params.id, request.body) }),
  );
  app.delete(
    '/api/backend/view/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete one of your saved views',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await views.remove(request.user.id, request.params.id);
      return { data: null };
    },
  );
};

export default backendViewRoutes;
