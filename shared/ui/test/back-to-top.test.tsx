import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import { activateRouteLocale, i18n } from '@shop/i18n';
import { BackToTop, ShopProviders, scrollToTop } from '../src/index.ts';

const scrollWindow = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

const renderBackToTop = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ShopProviders>
        <BackToTop />
      </ShopProviders>
    </I18nProvider>,
  );

describe('BackToTop', () => {
  it('appears only after 400 px of scrolling, with a translated label', async () => {
    await activateRouteLocale('kh');
    renderBackToTop();
    scrollWindow(300);
    expect(screen.queryByRole('button', { name: 'ត្រឡប់ទៅលើវិញ' })).toBeNull();
    scrollWindow(401);
    expect(await screen.findByRole('button', { name: 'ត្រឡប់ទៅលើវិញ' })).toBeTruthy();
    await activateRouteLocale('en');
  });

  it('does not read the scroll position when it mounts (that would force a layout of the whole starting page)', () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', { get: () => ((reads += 1), 0), configurable: true });
    Object.defineProperty(window, 'scrollX', { get: () => ((reads += 1), 0), configurable: true });
    renderBackToTop();
    expect(reads).toBe(0);
    Object.defineProperty(window, 'scrollX', { value: 0, configurable: true });
  });

  it('scrolls to the top over 450 ms', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    scrollToTop();
    vi.advanceTimersByTime(225);
    const middle = scrollTo.mock.lastCall?.[1] as number;
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(1000);
    vi.advanceTimersByTime(300);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    vi.useRealTimers();
  });
});
