// Saved list views (staff): each member's own; another's answers 404 as if it did not exist.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type EntityManager } from '@mikro-orm/core';
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
import { baseView } from '../../../lib/crud.ts';
import { notFound } from '../../../lib/http-error.ts';
import { SavedView } from '../saved-view.entity.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['view'];

const toView = (row: SavedView) => ({
  ...baseView(row),
  screen: row.screen,
  name: row.name,
  filters: row.filters as SavedViewSchema['filters'],
  sort: row.sort ?? null,
  columns: row.columns,
});

/** A name the screen already has answers 409 DUPLICATE from the error handler (db/constraint-errors.ts). */
const flush = (em: EntityManager): Promise<void> => em.flush();

const backendViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const own = async (userId: number, id: number) => {
    const view = await app.orm.em.findOne(SavedView, { id, user: userId });
    if (!view) throw notFound(`Saved view ${id} not found`);
    return view;
  };

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
    async (request) => {
      const where = { user: request.user.id, ...(request.query.screen ? { screen: request.query.screen } : {}) };
      const rows = await app.orm.em.find(SavedView, where, {
        orderBy: [{ screen: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      });
      return { data: rows.map(toView) };
    },
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
    async (request, reply) => {
      const body = request.body;
      const view = app.orm.em.create(SavedView, {
        user: request.user.id,
        screen: body.screen,
        name: body.name,
        filters: body.filters ?? {},
        sort: body.sort ?? null,
        columns: body.columns ?? [],
      });
      await flush(app.orm.em);
      return reply.code(201).send({ data: toView(view) });
    },
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
    async (request) => {
      const view = await own(request.user.id, request.params.id);
      app.orm.em.assign(view, request.body);
      await flush(app.orm.em);
      return { data: toView(view) };
    },
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
      await app.orm.em.remove(await own(request.user.id, request.params.id)).flush();
      return { data: null };
    },
  );
};

export default backendViewRoutes;
