import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface YieldingScheduler {
  yield(): Promise<void>;
}

/** Resolves in a later task: `scheduler.yield()` (Chromium 129 and later) resumes ahead of other work, a timer elsewhere. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A Module Federation runtime plugin (the shell's build registers it: `runtimePlugins`) that gives each shared module
 * its own task. The app's start asks for its shared modules at once (React, the router, Mantine's parts, the shop's
 * packages: fourteen on `/en`), and the runtime resolved each one's version and appended its chunks' script elements
 * in a single task: the longest of the start on a phone (about 150 ms at 4x CPU slowdown, measured with a CPU
 * profile). Each request now continues after a yield, so the same work is done in short tasks between which the
 * browser can paint and answer input; the scripts are still requested within the same millisecond or two.
 */
export default function sharesInTurns(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shares-in-turns',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
