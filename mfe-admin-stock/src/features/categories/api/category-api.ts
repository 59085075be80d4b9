import { createResourceApi } from '@shop/admin';
import type { CategoryAdminView, CategoryBody, CategoryPatch } from '@shop/contracts';

/** GET/POST /api/backend/category, GET/PUT/DELETE /api/backend/category/:id (admins). */
export const categoryApi = createResourceApi<CategoryAdminView, CategoryBody, CategoryPatch>('category');
/** The same five routes under /api/backend/accessory-category. */
export const accessoryCategoryApi = createResourceApi<CategoryAdminView, CategoryBody, CategoryPatch>(
  'accessory-category',
);
