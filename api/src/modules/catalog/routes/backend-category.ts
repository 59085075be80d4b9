// Part categories (`/api/backend/category`, admins, routes.tsv) and accessory categories
// (`/api/backend/accessory-category`, admins; routes.tsv has no back-office family for them, so this one follows
// the category's): the CRUD helper's five routes each. One with parts or accessories stays (409 IN_USE).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EntityClass } from '@mikro-orm/core';
import { CategoryAdminView, CategoryBody, CategoryListQuery, CategoryPatch } from '@shop/contracts';
import { crudRoutes } from '../../../lib/crud.ts';
import type { StoredFile } from '../../content/stored-file.entity.ts';
import { AccessoryCategory } from '../accessory-category.entity.ts';
import { Category } from '../category.entity.ts';
import { imageRef, imageUrl } from '../desk/references.ts';

interface CategoryRow {
  id: number;
  name: string;
  nameKh?: string | null;
  image?: StoredFile | null;
  sortOrder: number;
  createdAt: Date;
}

function categoryResource<E extends CategoryRow>(entity: EntityClass<E>, name: string, label: string) {
  return {
    entity,
    name,
    label,
    path: `/api/backend/${name}`,
    tags: [name],
    access: { read: 'admin', write: 'admin' } as const,
    // The picture's address is its key (imageUrl).
    populate: ['image'],
    schemas: { view: CategoryAdminView, body: CategoryBody, patch: CategoryPatch, query: CategoryListQuery },
    toView: (row: E) => ({
      id: row.id,
      name: row.name,
      nameKh: row.nameKh ?? null,
      imageId: row.image?.id ?? null,
      image: imageUrl(row.image),
      sortOrder: row.sortOrder,
      createdAt: row.createdAt.toISOString(),
    }),
    search: ['name', 'nameKh'] as (keyof E & string)[],
    sort: {
      fields: { sortOrder: 'sortOrder', name: 'name', createdAt: 'createdAt' } as Record<string, keyof E & string>,
      default: 'sortOrder',
    },
    unique: ['name'] as (keyof E & string)[],
    prepareCreate: async (body: CategoryBody, em: Parameters<typeof imageRef>[0]) => {
      const { imageId, ...rest } = body;
      return { ...rest, name: rest.name.trim(), image: (await imageRef(em, imageId)) ?? null } as never;
    },
    prepareUpdate: async (_row: E, patch: CategoryPatch, em: Parameters<typeof imageRef>[0]) => {
      const { imageId, ...rest } = patch;
      return {
        ...rest,
        ...(rest.name === undefined ? {} : { name: rest.name.trim() }),
        ...(imageId === undefined ? {} : { image: await imageRef(em, imageId) }),
      };
    },
  };
}

const backendCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(categoryResource(Category, 'category', 'Category')));
  await app.register(crudRoutes(categoryResource(AccessoryCategory, 'accessory-category', 'Accessory category')));
};

export default backendCategoryRoutes;
