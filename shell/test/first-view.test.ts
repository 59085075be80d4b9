import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handOverFirstView, LONGEST_FIRST_VIEW_MS } from '../src/lib/first-view.ts';

// The server's first view stands in for the app until the app draws the page's heading (or an alert), and never
// longer than LONGEST_FIRST_VIEW_MS: the app is hidden beneath it, so a page that never draws must not stay hidden.
describe('first view hand-over', () => {
  let root: HTMLElement;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="first-view"><h1>Shop parts by brand</h1></div><div id="root"></div>';
    root = document.getElementById('root')!;
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const firstView = () => document.getElementById('first-view');
  const draw = (html: string) => {
    const main = document.createElement('main');
    main.innerHTML = html;
    root.append(main);
  };

  it('keeps the first view while the app draws anything but the heading, and removes it with the heading', async () => {
    handOverFirstView(root);
    draw('<div class="skeleton"></div>');
    await Promise.resolve();
    expect(firstView()).not.toBeNull();
    draw('<h1>Shop parts by brand</h1>');
    await Promise.resolve();
    expect(firstView()).toBeNull();
  });

  it('removes it when the main area shows an alert instead (a remote that is down)', async () => {
    handOverFirstView(root);
    draw('<div role="alert">This part of the shop could not be loaded.</div>');
    await Promise.resolve();
    expect(firstView()).toBeNull();
  });

  it('removes it at the latest after LONGEST_FIRST_VIEW_MS when the page never draws its heading', async () => {
    handOverFirstView(root);
    draw('<div class="skeleton"></div>');
    await vi.advanceTimersByTimeAsync(LONGEST_FIRST_VIEW_MS - 1);
    expect(firstView()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(firstView()).toBeNull();
  });
});
