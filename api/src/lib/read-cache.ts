// A bounded in-process cache of serialized answers, emptied whenever the data behind them changes.
// Used for the storefront's hottest public reads (vehicle filter, search), which are the same for every
// shopper and change only when the catalogue, the stock or the prices change.

export interface ReadCacheStats {
  entries: number;
  hits: number;
  misses: number;
  clears: number;
}

export class ReadCache {
  readonly #maxEntries: number;
  /** Insertion order doubles as recency: a hit is moved to the end, the first entry is the least recent. */
  readonly #entries = new Map<string, string>();
  /** Loads under way, so a burst of identical requests runs the query once. */
  readonly #loading = new Map<string, Promise<string>>();
  /** Bumped by every clear: a load that started before it may have read old data and is not kept. */
  #generation = 0;
  #enabled: boolean;
  #hits = 0;
  #misses = 0;
  #clears = 0;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
    this.#enabled = maxEntries > 0;
  }

  /** The cached text for `key`, or `load()`'s result serialized (and kept, unless the data changed meanwhile). */
  async get(key: string, load: () => Promise<unknown>): Promise<{ body: string; hit: boolean }> {
    if (!this.#enabled) return { body: JSON.stringify(await load()), hit: false };
    const cached = this.#entries.get(key);
    if (cached !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      this.#hits += 1;
      return { body: cached, hit: true };
    }
    this.#misses += 1;
    const pending = this.#loading.get(key);
    if (pending) return { body: await pending, hit: false };

    const generation = this.#generation;
    const loading = load().then((value) => JSON.stringify(value));
    this.#loading.set(key, loading);
    try {
      const body = await loading;
      if (generation === this.#generation && this.#enabled) this.#remember(key, body);
      return { body, hit: false };
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /** Forgets everything (the data changed). Loads under way finish but are not kept. */
  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
    this.#generation += 1;
    this.#clears += 1;
  }

  /** Turns caching off (and forgets everything) while changes cannot be heard, and back on. */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.#enabled = enabled && this.#maxEntries > 0;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  stats(): ReadCacheStats {
    return { entries: this.#entries.size, hits: this.#hits, misses: this.#misses, clears: this.#clears };
  }

  #remember(key: string, body: string): void {
    this.#entries.set(key, body);
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}

/** A key that does not depend on the order of an object's properties. */
export function cacheKey(name: string, value: unknown): string {
  return `${name}:${JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )}`;
}
