// The CRUD helper: one declaration of a reference resource gives its five back-office routes (a paged, searchable,
// sortable list that also exports CSV; get; create; update; delete), each a typed route with full schemas and
// the access rule, plus the answers every such resource shares: 404 for a missing record, 409 DUPLICATE naming the
// field of a taken unique value, 409 IN_USE naming what still uses a record that cannot be deleted. Writes go
// through the ORM, so the audit subscriber records each one in the same transaction.
import {
  type EntityClass,
  type EntityManager,
  type FilterQuery,
  type QueryOrderMap,
  type RequiredEntityData,
} from '@mikro-orm/core';
import type { FastifyPluginAsync } from 'fastify';
import { Envelope, ErrorBody, IdParams, Paged, type Access } from '@shop/contracts';
import Type, { type Static, type TObject } from 'typebox';
import { inUseError, nameTable } from '../db/constraint-errors.ts';
import { sendCsv, wantsCsv } from './csv.ts';
import { badRequest, notFound } from './http-error.ts';
import { pageRequest, pagination } from './paging.ts';

export type CrudRoute = 'list' | 'get' | 'create' | 'update' | 'delete';

interface Record_ {
  id: number;
}

export interface CrudResource<
  E extends Record_,
  V extends TObject,
  B extends TObject,
  P extends TObject,
  Q extends TObject,
> {
  entity: EntityClass<E>;
  /** Route resource name, also the audit trail's entity name: `unit-type`. */
  name: string;
  /** How messages name one record: `Unit type`. */
  label: string;
  path: string;
  tags: string[];
  access: { read: Access; write: Access };
  schemas: { view: V; body: B; patch: P; query: Q };
  toView(row: E): Static<V>;
  /** Text properties `search` matches (contains, any case); or a function for anything else. */
  search: readonly (keyof E & string)[] | ((text: string) => FilterQuery<E>);
  /** API sort name -> entity property, and the default (`-value` for descending). */
  sort: { fields: Record<string, keyof E & string>; default: string };
  /** The resource's own filters, from the validated query. */
  filter?(query: Static<Q>): FilterQuery<E>;
  /** Unique columns -> the field a duplicate names (when PostgreSQL's message does not say). */
  unique: readonly (keyof E & string)[];
  /** Defaults and checks of a new record; throw HttpError to refuse. */
  prepareCreate?(body: Static<B>, em: EntityManager): Promise<RequiredEntityData<E>> | RequiredEntityData<E>;
  /** Checks of a change against the stored record; throw HttpError to refuse. */
  checkUpdate?(row: E, patch: Static<P>, em: EntityManager): Promise<void> | void;
  /** What a change assigns, when the patch's fields are not the entity's own (ids of relations): default the patch. */
  prepareUpdate?(
    row: E,
    patch: Static<P>,
    em: EntityManager,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Relations `toView` reads (loaded for the list, a record and after a write). */
  populate?: readonly string[];
  /** Rules that keep a record (throw HttpError to refuse), checked before `usedBy`. */
  checkDelete?(row: E, em: EntityManager): Promise<void> | void;
  /** Uses foreign keys cannot see (a code matched by text): names them to refuse the delete, or [] to allow it. */
  usedBy?(row: E, em: EntityManager): Promise<string[]>;
  /** Routes to leave out (another file serves them, or the spec has none). */
  without?: readonly CrudRoute[];
  /** Summaries for the OpenAPI document. */
  summaries?: Partial<Record<CrudRoute, string>>;
}

/** The base record's fields as every view shows them (`BaseRecordFields`). */
export const baseView = (row: { id: number; createdAt: Date; updatedAt: Date }) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** A LIKE pattern matching text that contains `text` (its own %, _ and \\ taken literally). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's filter, as the list and its CSV export both use it. */
export function listWhere<E extends Record_, Q extends TObject>(
  resource: Pick<CrudResource<E, TObject, TObject, TObject, Q>, 'search' | 'filter'>,
  query: Static<Q> & { search?: string },
): FilterQuery<E> {
  const parts: FilterQuery<E>[] = [];
  const text = query.search?.trim();
  if (text) {
    parts.push(
      typeof resource.search === 'function'
        ? resource.search(text)
        : ({ $or: resource.search.map((field) => ({ [field]: { $ilike: likePattern(text) } })) } as FilterQuery<E>),
    );
  }
  if (resource.filter) parts.push(resource.filter(query));
  return (parts.length === 0 ? {} : { $and: parts }) as FilterQuery<E>;
}

/** `name` / `-name` -> an order over known fields only (400 naming `sort` otherwise), id last so pages never overlap. */
export function listOrder<E extends Record_>(
  sort: CrudResource<E, TObject, TObject, TObject, TObject>['sort'],
  requested: string | undefined,
): QueryOrderMap<E>[] {
  const wanted = requested ?? sort.default;
  const descending = wanted.startsWith('-');
  const field = sort.fields[descending ? wanted.slice(1) : wanted];
  if (!field) {
    throw badRequest(`sort must be one of ${Object.keys(sort.fields).join(', ')} (a leading "-" sorts descending)`, {
      field: 'sort',
    });
  }
  const direction = descending ? 'desc' : 'asc';
  return field === 'id'
    ? [{ id: direction } as QueryOrderMap<E>]
    : [{ [field]: direction } as QueryOrderMap<E>, { id: direction } as QueryOrderMap<E>];
}

/** The five routes of one reference resource, as a plugin: `await app.register(crudRoutes(resource))`. */
export function crudRoutes<
  E extends Record_,
  V extends TObject,
  B extends TObject,
  P extends TObject,
  Q extends TObject,
>(resource: CrudResource<E, V, B, P, Q>): FastifyPluginAsync {
  // The handlers below read request parts as the resource's schemas' static types: Fastify validated them against
  // exactly those schemas; the type provider cannot follow schemas that are generic parameters.
  const { entity, label, path, tags, schemas } = resource;
  const skip = new Set(resource.without ?? []);
  const read = { config: { access: resource.access.read } };
  const write = { config: { access: resource.access.write } };
  const columns = Object.keys(schemas.view.properties);
  // The helper is generic over any entity; MikroORM's populate hint type cannot follow a generic entity.
  const populateOption = (resource.populate ? { populate: resource.populate as never } : {}) as { populate?: never };
  /** The record as written, with the relations its view reads. */
  const reloaded = async (em: EntityManager, row: E): Promise<E> =>
    resource.populate ? ((await em.populate(row, resource.populate as never)) as E) : row;

  const find = async (em: EntityManager, id: number): Promise<E> => {
    const row = await em.findOne(entity, { id } as FilterQuery<E>, populateOption);
    if (!row) throw notFound(`${label} ${id} not found`);
    return row;
  };
  const flush = (em: EntityManager): Promise<void> => em.flush();

  // Registered like any route plugin: the handlers run on the app's ORM, so no route file hands it over.
  return async (app) => {
    const orm = app.orm;
    // A taken unique value or a record still in use answers its 409 from the error handler (db/constraint-errors.ts).
    nameTable(orm.getMetadata().get(entity).tableName, { label, unique: resource.unique });
    if (!skip.has('list')) {
      app.get(
        path,
        {
          ...read,
          schema: {
            tags,
            summary:
              resource.summaries?.list ??
              `${label} list: paged, ?search, ?sort (${Object.keys(resource.sort.fields).join(', ')}; -field descending), CSV with ?format=csv or Accept: text/csv`,
            querystring: schemas.query,
            response: { 200: Paged(schemas.view), ...errors },
          },
        },
        async (request, reply) => {
          const query = request.query as Static<Q> & { search?: string; sort?: string; page?: number; size?: number };
          const where = listWhere(resource, query);
          const orderBy = listOrder(resource.sort, query.sort);
          if (wantsCsv(request)) {
            return sendCsv(orm, reply, resource.name, {
              entity,
              where,
              orderBy,
              columns,
              views: async (em, rows) =>
                (resource.populate ? await em.populate(rows, resource.populate as never) : rows).map(resource.toView),
            });
          }
          const page = pageRequest(query);
          const [rows, total] = await orm.em.findAndCount(entity, where, {
            orderBy,
            limit: page.size,
            offset: page.offset,
            ...populateOption,
          });
          return { data: rows.map(resource.toView), pagination: pagination(page, total) };
        },
      );
    }
    if (!skip.has('get')) {
      app.get(
        `${path}/:id`,
        {
          ...read,
          schema: {
            tags,
            summary: resource.summaries?.get ?? `One ${label.toLowerCase()}`,
            params: IdParams,
            response: { 200: Envelope(schemas.view), ...errors },
          },
        },
        async (request) => ({ data: resource.toView(await find(orm.em, (request.params as { id: number }).id)) }),
      );
    }
    if (!skip.has('create')) {
      app.post(
        path,
        {
          ...write,
          schema: {
            tags,
            summary:
              resource.summaries?.create ??
              `Add a ${label.toLowerCase()} (409 DUPLICATE naming a taken ${resource.unique.join('/')})`,
            body: schemas.body,
            response: { 201: Envelope(schemas.view), ...errors },
          },
        },
        async (request, reply) => {
          const em = orm.em;
          const body = request.body as Static<B>;
          const data = resource.prepareCreate
            ? await resource.prepareCreate(body, em)
            : (body as unknown as RequiredEntityData<E>);
          const row = em.create(entity, data);
          await flush(em);
          return reply.code(201).send({ data: resource.toView(await reloaded(em, row)) });
        },
      );
    }
    if (!skip.has('update')) {
      app.put(
        `${path}/:id`,
        {
          ...write,
          schema: {
            tags,
            summary: resource.summaries?.update ?? `Change a ${label.toLowerCase()} (any of its fields)`,
            params: IdParams,
            body: schemas.patch,
            response: { 200: Envelope(schemas.view), ...errors },
          },
        },
        async (request) => {
          const em = orm.em;
          const row = await find(em, (request.params as { id: number }).id);
          const patch = request.body as Static<P>;
          await resource.checkUpdate?.(row, patch, em);
          const changes = resource.prepareUpdate ? await resource.prepareUpdate(row, patch, em) : patch;
          em.assign(row, changes as Parameters<typeof em.assign<E>>[1]);
          await flush(em);
          return { data: resource.toView(await reloaded(em, row)) };
        },
      );
    }
    if (!skip.has('delete')) {
      app.delete(
        `${path}/:id`,
        {
          ...write,
          schema: {
            tags,
            summary:
              resource.summaries?.delete ?? `Delete a ${label.toLowerCase()} (409 IN_USE while other records use it)`,
            params: IdParams,
            response: { 200: Envelope(Type.Null()), ...errors },
          },
        },
        async (request) => {
          const em = orm.em;
          const row = await find(em, (request.params as { id: number }).id);
          await resource.checkDelete?.(row, em);
          const usedBy = (await resource.usedBy?.(row, em)) ?? [];
          if (usedBy.length > 0) throw inUseError(label, row.id, usedBy);
          await em.remove(row).flush();
          return { data: null };
        },
      );
    }
  };
}
