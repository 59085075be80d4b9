// Currencies (admins): the rates to USD; KHR's converts every riel amount the shop shows. Five helper routes.
import type { FastifyPluginAsync } from 'fastify';
import { crudRoutes } from '../../../lib/crud.ts';
import { currencyResource } from '../currency.service.ts';

const backendCurrencyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crudRoutes(app.orm, currencyResource));
};

export default backendCurrencyRoutes;
