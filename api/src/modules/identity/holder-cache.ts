// Who a token speaks for, remembered for a few seconds so a desk's requests do not each read the account row
// (the auth hook asked the database on every request: `pnpm bench:orders`, `bench:stock`). A token counts only
// while its account is enabled, not deleted and at the token's version, so every way that changes is an
// account write, and every account write empties this cache:
// - on this process, at once: the ORM subscriber below empties it after each commit of a transaction that wrote an
//   account (a changeset of the account entity, or a statement the ORM does not track, marked by
//   `markAccountsWritten`), before the writer's answer is sent. Other commits (carts, orders, stock: most writes of
//   a busy shop) leave it alone: emptying it at every commit kept it cold (`pnpm bench:holders`);
// - on every process, a moment later: user_account's statement trigger notifies `holders_changed` at commit and
//   the change listener (plugins/catalog-cache.ts) empties it; while that connection is down the cache is off.
// The time limit bounds what a lost notification could cost. A read that began before an emptying is not kept.
import type {
  EntityManager,
  EventSubscriber,
  FlushEventArgs,
  Transaction,
  TransactionEventArgs,
  TriggerDef,
} from '@mikro-orm/core';
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

/**
 * The entity whose rows decide a token's holder: the auth hook reads the account alone (enabled, deleted, token
 * version, role; identity.service.ts `activeUser`). Signing out, disabling, deleting and role changes all write it;
 * a supplier's switch writes its accounts.
 */
const HOLDER_ENTITY = 'User';

/**
 * Transactions that wrote an account, and entity managers whose flush (outside a transaction) is about to open one
 * (moved onto that transaction as it starts). A transaction object is never reused, so nothing needs removing.
 */
const accountWrites = new WeakSet<object>();
/** A savepoint's enclosing transaction, so a nested write empties the cache when the outermost one commits. */
const enclosing = new WeakMap<object, object>();
/** The transaction a savepoint is being opened in, by the entity manager opening it (between the two start events). */
const opening = new WeakMap<EntityManager, object>();

const outermost = (transaction: object): object => {
  let current = transaction;
  for (let outer = enclosing.get(current); outer; outer = enclosing.get(current)) current = outer;
  return current;
};

const isSavepoint = (transaction: Transaction | undefined) =>
  (transaction as { savepointName?: string } | undefined)?.savepointName !== undefined;

/**
 * For account writes the ORM does not see as changes (a `nativeDelete` of accounts), called in the transaction that
 * makes them: the cache is emptied when it commits, as for a changeset of the account entity.
 */
export function markAccountsWritten(em: EntityManager): void {
  const transaction = em.getTransactionContext();
  if (!transaction) throw new Error('an account write the ORM does not track must run in a transaction');
  accountWrites.add(outermost(transaction));
}

/** Empties the cache after each commit (not a savepoint's: the transaction goes on) of a transaction that wrote an account. */
export class HolderCacheSubscriber implements EventSubscriber {
  readonly #cache: HolderCache;

  constructor(cache: HolderCache) {
    this.#cache = cache;
  }

  onFlush({ em, uow }: FlushEventArgs): void {
    if (!uow.getChangeSets().some((changeSet) => changeSet.meta.className === HOLDER_ENTITY)) return;
    const transaction = em.getTransactionContext();
    accountWrites.add(transaction ? outermost(transaction) : em);
  }

  beforeTransactionStart({ em, transaction }: TransactionEventArgs): void {
    if (transaction) opening.set(em, transaction);
  }

  afterTransactionStart({ em, transaction }: TransactionEventArgs): void {
    if (!transaction) return;
    const outer = opening.get(em);
    opening.delete(em);
    if (outer && isSavepoint(transaction)) {
      enclosing.set(transaction, outer);
    } else if (accountWrites.delete(em)) {
      accountWrites.add(transaction);
    }
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    if (transaction && !isSavepoint(transaction) && accountWrites.has(transaction)) this.#cache.forget();
  }
}
