import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { activateRouteLocale, catalogsLoaded, i18n, registerCatalogs, type CatalogLoader } from '../src/index.ts';

/** A package's catalogue of one language, handed over after a turn of the event loop like a chunk download. */
function catalogue(messages: Messages): CatalogLoader & { calls: number } {
  const loader = Object.assign(
    async () => {
      loader.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { messages };
    },
    { calls: 0 },
  );
  return loader;
}

describe('catalogues registered by language (registerCatalogs)', () => {
  it("downloads the page's language only, and the other one when the visitor switches to it", async () => {
    const shellEn = catalogue({ home: 'Home' });
    const shellKm = catalogue({ home: 'ទំព័រដើម' });
    registerCatalogs({ en: shellEn, km: shellKm });
    // Registered before the page's language is known: nothing is downloaded yet.
    expect(shellEn.calls + shellKm.calls).toBe(0);

    await activateRouteLocale('en');
    expect(i18n._('home')).toBe('Home');
    expect([shellEn.calls, shellKm.calls]).toEqual([1, 0]);

    // A remote registering after the language is known starts its download at once; catalogsLoaded() waits for it.
    const remoteEn = catalogue({ cart: 'Cart' });
    const remoteKm = catalogue({ cart: 'កន្ត្រក' });
    registerCatalogs({ en: remoteEn, km: remoteKm });
    expect([remoteEn.calls, remoteKm.calls]).toEqual([1, 0]);
    await catalogsLoaded();
    expect(i18n._('cart')).toBe('Cart');

    // The switch activates Khmer only once every package's Khmer words are in: never a page half in message ids.
    const switching = activateRouteLocale('kh');
    expect(i18n.locale).toBe('en');
    await switching;
    expect(i18n.locale).toBe('km');
    expect([i18n._('home'), i18n._('cart')]).toEqual(['ទំព័រដើម', 'កន្ត្រក']);
    expect([shellKm.calls, remoteKm.calls]).toEqual([1, 1]);

    // Back and forth again downloads nothing more, and switches in the same task.
    void activateRouteLocale('en');
    expect(i18n.locale).toBe('en');
    expect(shellEn.calls + shellKm.calls + remoteEn.calls + remoteKm.calls).toBe(4);
  });

  it('lets the last of two overlapping switches win, and tries a failed download again', async () => {
    let failNext = true;
    const flakyKm: CatalogLoader = async () => {
      if (failNext) {
        failNext = false;
        throw new Error('chunk failed');
      }
      return { messages: { bye: 'លាហើយ' } };
    };
    registerCatalogs({ en: catalogue({ bye: 'Bye' }), km: flakyKm });

    await expect(activateRouteLocale('kh')).rejects.toThrow('chunk failed');
    expect(i18n.locale).toBe('en');
    await activateRouteLocale('kh');
    expect(i18n._('bye')).toBe('លាហើយ');

    const slowKm = catalogue({ late: 'យឺត' });
    registerCatalogs({ en: catalogue({ late: 'Late' }), km: slowKm });
    await activateRouteLocale('en');
    const toKhmer = activateRouteLocale('kh');
    const backToEnglish = activateRouteLocale('en');
    await Promise.all([toKhmer, backToEnglish]);
    expect(i18n.locale).toBe('en');
  });
});
