// Model years (admins): the five routes from the CRUD helper. A year a model is made in stays (409).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { YearBody, YearListQuery, YearPatch, YearView } from '@shop/contracts';
import { baseView, crudRoutes } from '../../../lib/crud.ts';
import { Year } from '../year.entity.ts';

const backendYearRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    crudRoutes({
      entity: Year,
      name: 'year',
      label: 'Year',
      path: '/api/backend/year',
      tags: ['year'],
      access: { read: 'admin', write: 'admin' },
      schemas: { view: YearView, body: YearBody, patch: YearPatch, query: YearListQuery },
      toView: (row) => ({ ...baseView(row), value: row.value }),
      // The digits typed so far: "201" finds 2010-2019.
      search: (text) =>
        /^\d{1,4}$/.test(text)
          ? { value: { $gte: Number(text.padEnd(4, '0')), $lte: Number(text.padEnd(4, '9')) } }
          : { id: 0 },
      sort: { fields: { value: 'value', createdAt: 'createdAt', updatedAt: 'updatedAt' }, default: '-value' },
      unique: ['value'],
    }),
  );
};

export default backendYearRoutes;
