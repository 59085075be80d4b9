import { createResourceApi } from '@shop/admin';
import type { ModelAdminView, ModelBody, ModelPatch } from '@shop/contracts';

/** GET/POST /api/backend/model, GET/PUT/DELETE /api/backend/model/:id (admins). */
export const modelApi = createResourceApi<ModelAdminView, ModelBody, ModelPatch>('model');
