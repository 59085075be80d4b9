import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task.ts';

/** What the runtime registers for a shared module: `get` resolves, once its files are in, to the module's factory. */
interface RegisteredShare {
  lib?: unknown;
  get?: () => Promise<() => unknown> | (() => unknown);
}

/**
 * A share's `get` that also evaluates the module, in a task of its own, before handing its factory on. The module
 * system keeps what a factory returns, so the caller's own call of it costs nothing; a module that throws is not kept,
 * and the caller's call throws again where it is reported. The caller goes on in a later task again: what it does
 * with the module (the runtime's bookkeeping, the next module waiting for this one, the app's start) is not added to
 * the evaluation's task.
 */
function evaluatedInItsOwnTask(get: NonNullable<RegisteredShare['get']>): NonNullable<RegisteredShare['get']> {
  return async () => {
    const factory = await get();
    await nextTask();
    try {
      factory();
    } catch {
      // Reported by the caller's call.
    }
    await nextTask();
    return factory;
  };
}

/**
 * A Module Federation runtime plugin (the shell's build registers it: `runtimePlugins`) that gives each shared module
 * its own tasks. The app's start asks for its shared modules at once (React, the router, Mantine's parts, the shop's
 * packages: fourteen on `/en`).
 * - Loading: the runtime resolved each one's version and appended its chunks' script elements in a single task, the
 *   longest of the start on a phone (about 150 ms at 4x CPU slowdown, measured with a CPU profile). Each request now
 *   continues after a yield; the scripts are still requested within the same millisecond or two.
 * - Evaluating: the libraries every page starts with arrive in one file (start-chunk.mjs), and every module waiting
 *   for it was evaluated in the task where it arrived (40 to 48 ms unthrottled in Lighthouse's trace of `/en`, the
 *   longest task of the start). Each shared module the shell provides is now evaluated after a yield of its own, in
 *   the order they were asked for, before whoever asked for it goes on.
 * The work is the same; it is cut into short tasks between which the browser can paint and answer input.
 */
export default function sharesInTurns(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shares-in-turns',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
    beforeRegisterShare(args) {
      const shared = args.shared as RegisteredShare;
      if (!shared.lib && typeof shared.get === 'function') shared.get = evaluatedInItsOwnTask(shared.get);
      return args;
    },
  };
}
