import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@shop/federation';
import { DrawnWhenNear } from '../src/lib/drawn-when-near.tsx';

// jsdom has no IntersectionObserver: this stand-in lets the test say when the held place nears the screen.
let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
let options: IntersectionObserverInit | undefined;
const disconnect = vi.fn();
class TestIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void, init?: IntersectionObserverInit) {
    report = callback;
    options = init;
  }
  observe() {}
  disconnect = disconnect;
}

const section = () => (
  <AppProviders>
    <DrawnWhenNear name="reviews" height={{ base: 400, sm: 250 }}>
      <section data-testid="drawn-section">Reviews</section>
    </DrawnWhenNear>
  </AppProviders>
);

describe('a section drawn when it nears the screen', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', TestIntersectionObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    report = undefined;
  });

  it('holds its place until it comes within a screen of the viewport, then stays drawn', async () => {
    render(section());
    const held = screen.getByTestId('drawn-when-near');
    expect(held.getAttribute('data-section')).toBe('reviews');
    // Its height per breakpoint, as custom properties the module's media queries read (no <style> element per block).
    expect([held.style.getPropertyValue('--held-base'), held.style.getPropertyValue('--held-sm')]).toEqual([
      '400px',
      '250px',
    ]);
    expect(
      [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('min-height')),
    ).toHaveLength(0);
    expect(options?.rootMargin).toBe('100% 0px');
    expect(screen.queryByTestId('drawn-section')).toBeNull();

    act(() => report!([{ isIntersecting: false }]));
    expect(screen.queryByTestId('drawn-section')).toBeNull();

    await act(async () => report!([{ isIntersecting: true }]));
    expect(screen.getByTestId('drawn-section').textContent).toBe('Reviews');
    expect(screen.queryByTestId('drawn-when-near')).toBeNull();
    expect(disconnect).toHaveBeenCalled();
  });
});

describe('without IntersectionObserver', () => {
  it('draws the section at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(section());
    expect(screen.getByTestId('drawn-section')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
