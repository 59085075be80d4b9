import { describe, expect, it } from 'vitest';
import { createInstance } from '@module-federation/enhanced/runtime';
import sharesInTurns from '../src/shares-in-turns.ts';

/** A federation host sharing one library, as the shell's build registers them (a provider with its version). */
function hostSharingOneLibrary(plugins: ReturnType<typeof sharesInTurns>[]) {
  return createInstance({
    name: `host_${plugins.length}`,
    remotes: [],
    shared: {
      library: {
        version: '1.2.0',
        lib: () => ({ answer: 42 }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    },
    plugins,
  });
}

/** Where loading the shared library finished relative to a task queued just before it was asked for. */
async function orderOfLoading(plugins: ReturnType<typeof sharesInTurns>[]) {
  const host = hostSharingOneLibrary(plugins);
  const order: string[] = [];
  setTimeout(() => order.push('task queued before'), 0);
  const factory = await host.loadShare<{ answer: number }>('library');
  order.push('shared module loaded');
  return { order, module: factory ? factory() : undefined };
}

describe('sharesInTurns', () => {
  it('loads each shared module after a yield to the browser, with the same module', async () => {
    const { order, module } = await orderOfLoading([sharesInTurns()]);
    expect(module).toEqual({ answer: 42 });
    expect(order).toEqual(['task queued before', 'shared module loaded']);
  });

  it('is what makes the difference: without it the runtime loads the module within the task that asked', async () => {
    const { order, module } = await orderOfLoading([]);
    expect(module).toEqual({ answer: 42 });
    expect(order).toEqual(['shared module loaded']);
  });

  it('evaluates each shared module it provides in a task of its own, after its files are in, and hands it on in a later one', async () => {
    const { events } = await loadingWithEvaluation([sharesInTurns()]);
    expect(events).toEqual([
      'files in',
      'task queued when the files were in',
      'evaluated',
      'task queued when evaluated',
      'handed on',
      'used',
    ]);
  });

  it('is what evaluates it early: without it the module is evaluated when first used, in that task', async () => {
    const { events } = await loadingWithEvaluation([]);
    expect(events).toEqual([
      'files in',
      'handed on',
      'evaluated',
      'used',
      'task queued when the files were in',
      'task queued when evaluated',
    ]);
  });
});

/**
 * A host providing one library through `get`, as the shell's build registers the modules of a chunk: its factory keeps
 * what the module returned, as the bundler's module cache does.
 */
async function loadingWithEvaluation(plugins: ReturnType<typeof sharesInTurns>[]) {
  const events: string[] = [];
  let evaluated: { answer: number } | undefined;
  const factory = () => {
    if (!evaluated) {
      events.push('evaluated');
      setTimeout(() => events.push('task queued when evaluated'), 0);
      evaluated = { answer: 42 };
    }
    return evaluated;
  };
  const host = createInstance({
    name: `evaluating_host_${plugins.length}`,
    remotes: [],
    shared: {
      library: {
        version: '1.2.0',
        get: async () => {
          events.push('files in');
          setTimeout(() => events.push('task queued when the files were in'), 0);
          return factory;
        },
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    },
    plugins,
  });
  const handedOn = await host.loadShare<{ answer: number }>('library');
  events.push('handed on');
  expect(handedOn && handedOn()).toEqual({ answer: 42 });
  events.push('used');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { events };
}
