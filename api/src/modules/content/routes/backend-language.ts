// Languages (admins): the five routes from the CRUD helper (language.service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../../lib/crud.ts';
import { languageResource } from '../language.service.ts';

const backendLanguageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(languageResource));
};

export default backendLanguageRoutes;
