interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the work after it is a task of its own and the browser can paint and answer input in
 * between: `scheduler.yield()` (Chromium 129 and later) resumes ahead of other queued work, a timer elsewhere. A slow
 * phone's blocking time is the sum of its long tasks' excess over 50 ms, so the start's work is cut into short tasks.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
