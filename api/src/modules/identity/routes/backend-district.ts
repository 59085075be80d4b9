// Districts (staff read, admins keep): the five helper routes of /api/backend/district.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../../lib/crud.ts';
import { districtResource } from '../district.service.ts';

const backendDistrictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(districtResource));
};

export default backendDistrictRoutes;
