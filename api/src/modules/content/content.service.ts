// Public settings and admin-changed UI strings.
import type { ConfigurationEntry } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { Configuration } from './configuration.entity.ts';
import { Translation } from './translation.entity.ts';

/**
 * Google sign-in's client id, as a public setting: the storefront shows the Google button only when it is there.
 * It comes from the environment (GOOGLE_CLIENT_ID, the same the API checks ID tokens against), not from the
 * configuration table, so it is always what the API accepts; a client id is public by design (every page with a
 * Google button carries it).
 */
export const GOOGLE_CLIENT_ID_KEY = 'auth.google-client-id';

export interface EnvironmentSettings {
  googleClientId?: string | undefined;
}

export class ContentService {
  readonly #orm: Orm;
  readonly #fromEnvironment: ConfigurationEntry[];

  constructor(orm: Orm, environment: EnvironmentSettings = {}) {
    this.#orm = orm;
    this.#fromEnvironment = environment.googleClientId
      ? [
          {
            key: GOOGLE_CLIENT_ID_KEY,
            value: environment.googleClientId,
            description: "Google sign-in: this shop's OAuth client id (GOOGLE_CLIENT_ID)",
          },
        ]
      : [];
  }

  /** Settings the storefront may read, by key (the table's public rows and those the environment sets). */
  async publicConfiguration(): Promise<ConfigurationEntry[]> {
    const shadowed = this.#fromEnvironment.map((entry) => entry.key);
    const rows = await this.#orm.em.find(
      Configuration,
      shadowed.length > 0 ? { isPublic: true, key: { $nin: shadowed } } : { isPublic: true },
    );
    return [...rows.map(toEntry), ...this.#fromEnvironment].sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
    );
  }

  async publicSetting(key: string): Promise<ConfigurationEntry> {
    const fromEnvironment = this.#fromEnvironment.find((entry) => entry.key === key);
    if (fromEnvironment) return fromEnvironment;
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
