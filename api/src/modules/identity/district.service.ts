// Districts (admins keep them; staff read them), as a CRUD helper declaration: the five routes of
// /api/backend/district, audited by the subscriber. A district names its province; a zone names a district
// (commerce/delivery-zone.service.ts), so one a zone names is not deleted (409 IN_USE by the foreign key) nor moved
// to another province (409 naming locationId: the zone would price a place outside its province).
import { DistrictBody, DistrictListQuery, DistrictPatch, DistrictView } from '@shop/contracts';
import { baseView, likePattern, type CrudResource } from '../../lib/crud.ts';
import { conflict } from '../../lib/http-error.ts';
import { DeliveryZone } from '../commerce/delivery-zone.entity.ts';
import { District } from './district.entity.ts';
import { provinceOf } from './province-of.ts';

const toView = (row: District): DistrictView => ({
  ...baseView(row),
  location: { id: row.location.id, code: row.location.code, name: row.location.name, nameKh: row.location.nameKh },
  name: row.name,
  nameKh: row.nameKh,
});

export const districtResource: CrudResource<
  District,
  typeof DistrictView,
  typeof DistrictBody,
  typeof DistrictPatch,
  typeof DistrictListQuery
> = {
  entity: District,
  name: 'district',
  label: 'District',
  path: '/api/backend/district',
  tags: ['location'],
  access: { read: 'staff', write: 'admin' },
  schemas: { view: DistrictView, body: DistrictBody, patch: DistrictPatch, query: DistrictListQuery },
  toView,
  populate: ['location'],
  search: (text) => {
    const like = { $ilike: likePattern(text) };
    return { $or: [{ name: like }, { nameKh: like }, { location: { name: like } }, { location: { nameKh: like } }] };
  },
  sort: { fields: { name: 'name', id: 'id', createdAt: 'createdAt' }, default: 'name' },
  filter: (query) => (query.locationId === undefined ? {} : { location: query.locationId }),
  unique: ['name'],
  prepareCreate: async (body, em) => ({
    location: await provinceOf(em, body.locationId),
    name: body.name.trim(),
    nameKh: body.nameKh.trim(),
  }),
  prepareUpdate: async (row, patch, em) => {
    const moved = patch.locationId !== undefined && patch.locationId !== row.location.id;
    if (moved && (await em.count(DeliveryZone, { district: row.id })) > 0)
      throw conflict(
        `District ${row.id} is named by a delivery zone of its province; it cannot move to another province`,
        { field: 'locationId' },
      );
    return {
      ...(moved ? { location: await provinceOf(em, patch.locationId!) } : {}),
      ...(patch.name === undefined ? {} : { name: patch.name.trim() }),
      ...(patch.nameKh === undefined ? {} : { nameKh: patch.nameKh.trim() }),
    };
  },
  summaries: {
    list: 'Districts, by name; ?locationId (one province), ?search (English or Khmer name)',
    create: 'Add a district to a province (409 DUPLICATE naming name when the province has one of that name)',
    update: 'Change a district (a district a delivery zone names stays in its province: 409 naming locationId)',
    delete: 'Delete a district (409 IN_USE while a delivery zone names it)',
  },
};
