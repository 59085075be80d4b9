// Counters with an expiry, for throttling sign-in attempts. In memory they are this process's own; on Redis
// every API process shares them, so N processes do not allow N times the attempts.
import { createClient } from 'redis';

export interface AttemptCounters {
  /** Adds one to `key` and answers the new count. The first hit starts a window of `windowMs`; with
   * `slide`, every hit restarts it (a count that lives until `windowMs` passes without a hit). */
  hit(key: string, windowMs: number, options?: { slide?: boolean }): Promise<number>;
  /** Marks `key` for `ms`. */
  hold(key: string, ms: number): Promise<void>;
  /** Milliseconds until `key` expires; 0 when it is not there. */
  remainingMs(key: string): Promise<number>;
  forget(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

export class MemoryAttemptCounters implements AttemptCounters {
  readonly #entries = new Map<string, { count: number; expiresAt: number }>();
  readonly #sweep: NodeJS.Timeout;
  readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
    // Expired entries would otherwise pile up: one per address and account ever seen.
    this.#sweep = setInterval(() => {
      const at = this.now();
      for (const [key, entry] of this.#entries) if (entry.expiresAt <= at) this.#entries.delete(key);
    }, 60_000).unref();
  }

  #live(key: string) {
    const entry = this.#entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  async hit(key: string, windowMs: number, options: { slide?: boolean } = {}): Promise<number> {
    const entry = this.#live(key) ?? { count: 0, expiresAt: this.now() + windowMs };
    entry.count += 1;
    if (options.slide) entry.expiresAt = this.now() + windowMs;
    this.#entries.set(key, entry);
    return entry.count;
  }

  async hold(key: string, ms: number): Promise<void> {
    this.#entries.set(key, { count: 1, expiresAt: this.now() + ms });
  }

  async remainingMs(key: string): Promise<number> {
    const entry = this.#live(key);
    return entry ? entry.expiresAt - this.now() : 0;
  }

  async forget(...keys: string[]): Promise<void> {
    for (const key of keys) this.#entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweep);
  }
}

export class RedisAttemptCounters implements AttemptCounters {
  readonly #client: ReturnType<typeof createClient>;
  readonly prefix: string;

  private constructor(client: ReturnType<typeof createClient>, prefix: string) {
    this.#client = client;
    this.prefix = prefix;
  }

  static async connect(
    url: string,
    options: { prefix?: string; onError: (error: unknown) => void },
  ): Promise<RedisAttemptCounters> {
    const client = createClient({ url });
    client.on('error', options.onError);
    await client.connect();
    return new RedisAttemptCounters(client, options.prefix ?? 'shop:attempts:');
  }

  async hit(key: string, windowMs: number, options: { slide?: boolean } = {}): Promise<number> {
    const name = this.prefix + key;
    // One round trip, atomic: processes hitting the same key together each get their own count.
    const [count] = (await this.#client
      .multi()
      .incr(name)
      .pExpire(name, windowMs, options.slide ? undefined : 'NX')
      .exec()) as unknown as [number, unknown];
    return Number(count);
  }

  async hold(key: string, ms: number): Promise<void> {
    await this.#client.set(this.prefix + key, '1', { expiration: { type: 'PX', value: ms } });
  }

  async remainingMs(key: string): Promise<number> {
    return Math.max(0, Number(await this.#client.pTTL(this.prefix + key)));
  }

  async forget(...keys: string[]): Promise<void> {
    if (keys.length) await this.#client.del(keys.map((key) => this.prefix + key));
  }

  async close(): Promise<void> {
    await this.#client.quit().catch(() => undefined);
  }
}
