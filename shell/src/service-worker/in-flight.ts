// The requests a service worker is serving, counted, so that it can tell a page when it has none (service-worker.ts:
// the page waits for that before the new worker takes over, offline-support.ts). Kept apart from the worker so it can
// be tested without one.

/**
 * How long the worker must have served nothing before it calls itself idle: a response often leads the page straight
 * to the next request (a chunk of code imports the next one, an answer is followed by its pictures), and a request
 * the page made just before it asked may reach the worker just after the question. Counted from the question and from
 * the last request's end, not from the shopper's press: a worker that was quiet answers this long after being asked.
 */
export const QUIET_MS = 250;

export interface InFlight {
  /** Counts `response` as in flight until it settles (either way). */
  track(response: Promise<unknown>): void;
  /** Resolves once nothing has been in flight for QUIET_MS, counted from this call and from the last request's end. */
  idle(): Promise<void>;
}

export function inFlight(quietMs = QUIET_MS): InFlight {
  let serving = 0;
  let lastEnd = -Infinity;
  const waiting = new Set<{ since: number; resolve: () => void }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Answers every question whose quiet time has passed; comes back when the next one's will have. */
  const check = () => {
    clearTimeout(timer);
    timer = undefined;
    if (serving > 0 || waiting.size === 0) return;
    const now = Date.now();
    let next = Infinity;
    for (const question of waiting) {
      const quietSince = Math.max(question.since, lastEnd);
      if (now - quietSince >= quietMs) {
        waiting.delete(question);
        question.resolve();
      } else next = Math.min(next, quietSince + quietMs - now);
    }
    if (next !== Infinity) timer = setTimeout(check, next);
  };

  return {
    track(response) {
      serving += 1;
      clearTimeout(timer);
      timer = undefined;
      const end = () => {
        serving -= 1;
        lastEnd = Date.now();
        check();
      };
      response.then(end, end);
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiting.add({ since: Date.now(), resolve });
        check();
      });
    },
  };
}
