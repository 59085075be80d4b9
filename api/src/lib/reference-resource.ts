// Reference data an admin keeps (currencies, delivery zones), as a CRUD helper declaration with what they all share:
// the five routes at /api/backend/<name>, admins only, listed by id (sortable by creation too), filtered by the
// query's `active`, and a new record active unless its body says otherwise. A declaration gives only its own parts:
// its schemas, view, search, uniques, checks and extra sorts and filters.
import type { EntityManager, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import type { Static, TObject } from 'typebox';
import type { CrudResource } from './crud.ts';

/** A record on db/base-entity.ts' ReferenceEntity. */
interface ReferenceRecord {
  id: number;
  active: boolean;
  createdAt: Date;
}

type Own<E extends ReferenceRecord, V extends TObject, B extends TObject, P extends TObject, Q extends TObject> = Omit<
  CrudResource<E, V, B, P, Q>,
  'path' | 'access' | 'sort' | 'filter' | 'prepareCreate'
> & {
  /** Sort names besides `id` and `createdAt` (the default is `id`). */
  sort?: Record<string, keyof E & string>;
  /** Filters besides `active`, from the validated query. */
  filter?(query: Static<Q>): FilterQuery<E>;
  /** Defaults and checks of a new record (throw HttpError to refuse); `active` is added. */
  prepareCreate?(
    body: Static<B>,
    em: EntityManager,
  ): Promise<Partial<RequiredEntityData<E>>> | Partial<RequiredEntityData<E>>;
};

export function referenceResource<
  E extends ReferenceRecord,
  V extends TObject,
  B extends TObject,
  P extends TObject,
  Q extends TObject,
>(own: Own<E, V, B, P, Q>): CrudResource<E, V, B, P, Q> {
  const { sort, filter, prepareCreate, ...rest } = own;
  return {
    ...rest,
    path: `/api/backend/${own.name}`,
    access: { read: 'admin', write: 'admin' },
    sort: { fields: { id: 'id', createdAt: 'createdAt', ...sort } as Record<string, keyof E & string>, default: 'id' },
    filter: (query) => {
      const { active } = query as { active?: boolean };
      return {
        ...(active === undefined ? {} : { active }),
        ...(filter?.(query) as object | undefined),
      } as FilterQuery<E>;
    },
    prepareCreate: async (body, em) => {
      const data = prepareCreate ? await prepareCreate(body, em) : body;
      const { active } = body as { active?: boolean };
      return { ...data, active: active ?? true } as RequiredEntityData<E>;
    },
  };
}
