// Currencies (admins): the rates to USD; KHR's converts every riel amount the shop shows. Five helper routes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../../lib/crud.ts';
import { currencyResource } from '../currency.service.ts';

const backendCurrencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(currencyResource));
};

export default backendCurrencyRoutes;
