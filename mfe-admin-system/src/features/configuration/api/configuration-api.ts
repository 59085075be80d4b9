import { createResourceApi } from '@shop/admin';
import type { ConfigurationCreate, ConfigurationPatch, ConfigurationView } from '@shop/contracts';

/** GET/POST /api/backend/configuration, PUT/DELETE /api/backend/configuration/:id (admins; no single GET: spec §8). */
export const configurationApi = createResourceApi<ConfigurationView, ConfigurationCreate, ConfigurationPatch>(
  'configuration',
);
