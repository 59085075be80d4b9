import { create } from 'zustand';
import type { RemoteRoutes } from '@shop/federation';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RemoteState {
  status: RemoteStatus;
  routes?: RemoteRoutes;
  error?: unknown;
}

const IDLE: RemoteState = { status: 'idle' };

export interface RemoteRegistry {
  get(name: string): RemoteState;
  /** Starts loading a remote's routes unless it is loaded or loading; failures stay failed until `retry`. */
  ensure(name: string): Promise<void>;
  /** Loads a failed (or any not-loading) remote again. */
  retry(name: string): Promise<void>;
  /** React hook: the state of one remote. */
  useRemote(name: string): RemoteState;
}

/**
 * Which remotes' routes are loaded, loading or failed. One registry per page; the router reads it to
 * mount a remote's routes, the area fallback to show a spinner or the remote's error with Retry.
 */
export function createRemoteRegistry(loadRoutes: (name: string) => Promise<RemoteRoutes>): RemoteRegistry {
  const store = create<{ remotes: Record<string, RemoteState> }>(() => ({ remotes: {} }));
  const inflight = new Map<string, Promise<void>>();
  const set = (name: string, state: RemoteState) =>
    store.setState((s) => ({ remotes: { ...s.remotes, [name]: state } }));
  const get = (name: string) => store.getState().remotes[name] ?? IDLE;

  const load = (name: string): Promise<void> => {
    const running = inflight.get(name);
    if (running) return running;
    set(name, { status: 'loading' });
    const loading = loadRoutes(name)
      .then(
        (routes) => set(name, { status: 'ready', routes }),
        (error: unknown) => {
          console.error(`[shell] remote ${name} is not available`, error);
          set(name, { status: 'error', error });
        },
      )
      .finally(() => inflight.delete(name));
    inflight.set(name, loading);
    return loading;
  };

  return {
    get,
    ensure: (name) => (get(name).status === 'idle' ? load(name) : (inflight.get(name) ?? Promise.resolve())),
    retry: (name) => load(name),
    useRemote: (name) => store((s) => s.remotes[name] ?? IDLE),
  };
}
