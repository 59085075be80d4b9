// Unit types (staff read, admins write): the five routes from the CRUD helper. One used by item units stays (409).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnitTypeBody, UnitTypeListQuery, UnitTypePatch, UnitTypeView } from '@shop/contracts';
import { baseView, crudRoutes } from '../../../lib/crud.ts';
import { UnitType } from '../unit-type.entity.ts';

const backendUnitTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    crudRoutes({
      entity: UnitType,
      name: 'unit-type',
      label: 'Unit type',
      path: '/api/backend/unit-type',
      tags: ['unit-type'],
      access: { read: 'staff', write: 'admin' },
      schemas: { view: UnitTypeView, body: UnitTypeBody, patch: UnitTypePatch, query: UnitTypeListQuery },
      toView: (row) => ({
        ...baseView(row),
        name: row.name,
        nameKh: row.nameKh ?? null,
      }),
      search: ['name', 'nameKh'],
      sort: { fields: { name: 'name', createdAt: 'createdAt', updatedAt: 'updatedAt' }, default: 'name' },
      unique: ['name'],
    }),
  );
};

export default backendUnitTypeRoutes;
