// Settings (admins): list, change and delete as a CRUD helper declaration; adding one is a service of its own
// because the spec's client sends its fields as query parameters (routes/backend-configuration.ts).
import { ConfigurationCreate, ConfigurationListQuery, ConfigurationPatch, ConfigurationView } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { baseView, type CrudResource } from '../../lib/crud.ts';
import { badRequest } from '../../lib/http-error.ts';
import { Configuration } from './configuration.entity.ts';

const toView = (row: Configuration): ConfigurationView => ({
  ...baseView(row),
  key: row.key,
  value: row.value,
  description: row.description ?? null,
  descriptionKh: row.descriptionKh ?? null,
  isPublic: row.isPublic,
});

export const configurationResource: CrudResource<
  Configuration,
  typeof ConfigurationView,
  typeof ConfigurationCreate,
  typeof ConfigurationPatch,
  typeof ConfigurationListQuery
> = {
  entity: Configuration,
  name: 'configuration',
  label: 'Setting',
  path: '/api/backend/configuration',
  tags: ['configuration'],
  access: { read: 'admin', write: 'admin' },
  schemas: {
    view: ConfigurationView,
    body: ConfigurationCreate,
    patch: ConfigurationPatch,
    query: ConfigurationListQuery,
  },
  toView,
  search: ['key', 'value', 'description', 'descriptionKh'],
  sort: { fields: { key: 'key', createdAt: 'createdAt', updatedAt: 'updatedAt' }, default: 'key' },
  filter: (query) => (query.isPublic === undefined ? {} : { isPublic: query.isPublic }),
  unique: ['key'],
  without: ['get', 'create'],
};

export class ConfigurationService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** A new setting; key and value are required (400), a taken key answers 409 DUPLICATE from the error handler. */
  async create(given: ConfigurationCreate): Promise<ConfigurationView> {
    if (given.key === undefined) throw badRequest('key is required', { field: 'key' });
    if (given.value === undefined) throw badRequest('value is required', { field: 'value' });
    const em = this.#orm.em;
    const row = em.create(Configuration, {
      key: given.key,
      value: given.value,
      description: given.description ?? null,
      descriptionKh: given.descriptionKh ?? null,
      isPublic: given.isPublic ?? true,
    });
    await em.flush();
    return toView(row);
  }
}
