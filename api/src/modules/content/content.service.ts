// Public settings, admin-changed UI strings, and stored files.
import type { ConfigurationEntry } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { Configuration } from './configuration.entity.ts';
import { StoredFile } from './stored-file.entity.ts';
import { Translation } from './translation.entity.ts';

export class ContentService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** Settings the storefront may read, by key. */
  async publicConfiguration(): Promise<ConfigurationEntry[]> {
    const rows = await this.#orm.em.find(Configuration, { isPublic: true }, { orderBy: { key: 'asc' } });
    return rows.map(toEntry);
  }

  async publicSetting(key: string): Promise<ConfigurationEntry> {
    const row = await this.#orm.em.findOne(Configuration, { key, isPublic: true });
    if (!row) throw notFound(`Configuration ${key} not found`);
    return toEntry(row);
  }

  /** The strings admins changed for a route locale and namespace, as message id -> text. */
  async messages(language: string, namespace: string): Promise<Record<string, string>> {
    const rows = await this.#orm.em.find(Translation, { language, namespace }, { orderBy: { key: 'asc' } });
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  }

  /** A stored file with its bytes, or 404. */
  async file(id: number): Promise<StoredFile> {
    const file = await this.#orm.em.findOne(StoredFile, { id }, { populate: ['content'] });
    if (!file) throw notFound(`File ${id} not found`);
    return file;
  }
}

function toEntry(row: Configuration): ConfigurationEntry {
  return { key: row.key, value: row.value, description: row.description ?? null };
}
