// A bound on how many of one kind of work run at once in this process, the rest waiting their turn in memory.
// Order placement uses it: each placement holds a pooled connection for its whole transaction, and buyers of the same
// stock queue on its row lock, so fifty of them at once held every connection of the pool (10) while waiting, and
// every other request (and the queued placements themselves) timed out asking the pool for one (503 under load).
// Waiting here costs no connection; the pool stays free for everything else.
import { serviceUnavailable } from './http-error.ts';

export class Turns {
  readonly #atOnce: number;
  readonly #waitMs: number;
  readonly #busyMessage: string;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  /** `atOnce` run together; a caller that waits longer than `waitMs` for its turn gets 503 with `busyMessage`. */
  constructor(atOnce: number, waitMs: number, busyMessage: string) {
    this.#atOnce = atOnce;
    this.#waitMs = waitMs;
    this.#busyMessage = busyMessage;
  }

  /** Runs `work` when a turn is free (in arrival order). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#atOnce) await this.#wait();
    else this.#running += 1;
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      // The turn passes straight to the next waiter (the count stays), or is given back.
      if (next) next();
      else this.#running -= 1;
    }
  }

  #wait(): Promise<void> {
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(turn), 1);
        // The same answer as a database that cannot take the request now: 503 with Retry-After (plugins/errors.ts).
        reject(serviceUnavailable(this.#busyMessage));
      }, this.#waitMs);
      this.#waiting.push(turn);
    });
  }
}
