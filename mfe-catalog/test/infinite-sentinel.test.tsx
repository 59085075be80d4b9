import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@shop/federation';
import { FETCH_DEBOUNCE_MS, InfiniteSentinel } from '../src/lib/infinite-sentinel.tsx';

// jsdom has no IntersectionObserver: this stand-in lets the test say when the sentinel scrolls into view.
let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
class TestIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('infinite loader', () => {
  it('asks for the next page 90 ms after the end of the list comes into view, once for a burst', () => {
    const onLoadMore = vi.fn();
    render(
      <AppProviders>
        <InfiniteSentinel hasMore loading={false} pages={1} onLoadMore={onLoadMore} />
      </AppProviders>,
    );
    expect(FETCH_DEBOUNCE_MS).toBe(90);
    act(() => {
      observed!([{ isIntersecting: true }]);
      vi.advanceTimersByTime(50);
      observed!([{ isIntersecting: true }]);
      vi.advanceTimersByTime(89);
    });
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not load when there is nothing more', () => {
    const onLoadMore = vi.fn();
    const { container } = render(
      <AppProviders>
        <InfiniteSentinel hasMore={false} loading={false} pages={3} onLoadMore={onLoadMore} />
      </AppProviders>,
    );
    expect(container.querySelector('[data-testid="infinite-sentinel"]')).toBeNull();
  });
});
