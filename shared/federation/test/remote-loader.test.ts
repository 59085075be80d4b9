import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateRouteLocale, i18n, registerCatalogs } from '@shop/i18n';
import { loadRemoteModule, RemoteLoadError, RemoteTimeoutError } from '../src/remote-loader.ts';

afterEach(() => vi.useRealTimers());

describe('loadRemoteModule', () => {
  it('gives up after 10 s on a remote that never answers (a host that drops packets)', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<never>(() => {}));
    const result = loadRemoteModule('mfe_catalog/routes', { load });
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(RemoteTimeoutError);
    // The pending download is not asked for again: it would only wait on the same request.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a fast failure and returns the module of the second attempt', async () => {
    vi.useFakeTimers();
    const routes = { storefront: [] };
    const load = vi.fn().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValueOnce(routes);
    const result = loadRemoteModule('mfe_checkout/routes', { load, retryDelayMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    // The hand-over's yield to the browser.
    await vi.runOnlyPendingTimersAsync();
    await expect(result).resolves.toBe(routes);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with RemoteLoadError when every attempt fails, keeping the cause', async () => {
    const cause = new Error('ScriptExecutionError');
    const load = vi.fn().mockRejectedValue(cause);
    const error = await loadRemoteModule('mfe_account/routes', { load, retries: 2, retryDelayMs: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).cause).toBe(cause);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('treats a missing module (null from the runtime) as a failure', async () => {
    const load = vi.fn().mockResolvedValue(null);
    await expect(loadRemoteModule('mfe_admin_stock/routes', { load, retries: 0 })).rejects.toBeInstanceOf(
      RemoteLoadError,
    );
  });

  it('hands the module over in a task after the one that evaluated it', async () => {
    const order: string[] = [];
    const routes = { storefront: [] };
    const load = vi.fn(async () => {
      // The runtime evaluates the exposed module before resolving; a task queued then runs before the caller goes on.
      setTimeout(() => order.push('task queued when evaluated'), 0);
      return routes;
    });
    await expect(loadRemoteModule('mfe_catalog/routes', { load })).resolves.toBe(routes);
    order.push('handed over');
    expect(order).toEqual(['task queued when evaluated', 'handed over']);
  });

  it('honours a custom timeout', async () => {
    vi.useFakeTimers();
    const result = loadRemoteModule('mfe_admin_orders/routes', { load: () => new Promise(() => {}), timeoutMs: 2_000 });
    const assertion = expect(result).rejects.toThrow('took longer than 2000 ms');
    await vi.advanceTimersByTimeAsync(2_000);
    await assertion;
  });

  it('hands the module over once the catalogues it registered are in, and asks again for one that failed', async () => {
    await activateRouteLocale('kh');
    let catalogueAttempts = 0;
    // A remote's exposed module registers its catalogues when it is evaluated, i.e. inside the runtime's load.
    const load = vi.fn(async () => {
      registerCatalogs({
        en: async () => ({ messages: { greeting: 'Hello' } }),
        km: async () => {
          catalogueAttempts += 1;
          if (catalogueAttempts === 1) throw new Error('chunk failed');
          return { messages: { greeting: 'សួស្តី' } };
        },
      });
      return { storefront: [] };
    });
    await loadRemoteModule('mfe_catalog/routes', { load, retryDelayMs: 0 });
    expect(catalogueAttempts).toBe(2);
    expect(i18n._('greeting')).toBe('សួស្តី');
    await activateRouteLocale('en');
  });
});
