// Who a token speaks for, remembered for a few seconds so a desk's requests do not each read the account row
// (the auth hook asked the database on every request: `pnpm bench:orders`, `bench:stock`). A token counts only
// while its account is enabled, not deleted and at the token's version, so every way that changes is an
// account write, and every account write empties this cache:
// - on this process, at once: the ORM subscriber below empties it after every commit (a commit cannot cheaply
//   tell whether it touched an account; writes are rare next to reads), before the writer's answer is sent;
// - on every process, a moment later: user_account's statement trigger notifies `holders_changed` at commit and
//   the change listener (plugins/catalog-cache.ts) empties it; while that connection is down the cache is off.
// The time limit bounds what a lost notification could cost. A read that began before an emptying is not kept.
import type { EventSubscriber, TransactionEventArgs, TriggerDef } from '@mikro-orm/core';
import type { UserType } from '@shop/contracts';

export const HOLDERS_CHANGED_CHANNEL = 'holders_changed';

/** user_account's: at commit, one notification whatever and however much the transaction changed. */
export const holdersChangedTrigger: TriggerDef = {
  name: 'holders_changed',
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'statement',
  body: `perform pg_notify('${HOLDERS_CHANGED_CHANNEL}', ''); return null;`,
};

export interface Holder {
  id: number;
  type: UserType;
}

export class HolderCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, { holder: Holder; until: number }>();
  #generation = 0;
  #enabled = false;

  constructor(options: { ttlMs: number; maxEntries: number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
  }

  /** Whether it can be on at all (a time limit above 0). */
  get usable(): boolean {
    return this.#ttlMs > 0 && this.#maxEntries > 0;
  }

  /** The holder of token version `version` of account `id` (null: it does not count), from memory or `load`. */
  async get(id: number, version: number, load: () => Promise<Holder | null>): Promise<Holder | null> {
    if (!this.#enabled) return load();
    const key = `${id}:${version}`;
    const now = Date.now();
    const kept = this.#entries.get(key);
    if (kept && kept.until > now) return kept.holder;
    const generation = this.#generation;
    const holder = await load();
    // Refusals are not kept: a token that does not count yet (a restored account) must not wait for the limit.
    if (holder && generation === this.#generation && this.#enabled) {
      this.#entries.delete(key);
      this.#entries.set(key, { holder, until: now + this.#ttlMs });
      if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return holder;
  }

  /** An account may have changed: nothing read so far is used again. */
  forget(): void {
    this.#entries.clear();
    this.#generation += 1;
  }

  /** On only while changes can be heard (the listener's connection is up). */
  setEnabled(enabled: boolean): void {
    this.forget();
    this.#enabled = enabled && this.usable;
  }

  get enabled(): boolean {
    return this.#enabled;
  }
}

/** Empties the cache after every commit of this process's ORM (not a savepoint's: the transaction goes on). */
export class HolderCacheSubscriber implements EventSubscriber {
  readonly #cache: HolderCache;

  constructor(cache: HolderCache) {
    this.#cache = cache;
  }

  afterTransactionCommit(args: TransactionEventArgs): void {
    if (args.transaction?.savepointName === undefined) this.#cache.forget();
  }
}
