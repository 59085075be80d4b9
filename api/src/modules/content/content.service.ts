// Public settings and admin-changed UI strings.
import type { ConfigurationEntry } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { Configuration } from './configuration.entity.ts';
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
}

function toEntry(row: Configuration): ConfigurationEntry {
  return { key: row.key, value: row.value, description: row.description ?? null };
}
