// Start-up work the first page does not need waits until the router's first navigation is over.
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { afterFirstPage } from '../src/lib/after-first-page.ts';

const settle = () => new Promise((done) => setTimeout(done, 20));

describe('afterFirstPage', () => {
  it('runs the work only once the first page has loaded, and once', async () => {
    let finishLoading!: () => void;
    const loaded = new Promise<null>((done) => (finishLoading = () => done(null)));
    const router = createMemoryRouter([{ path: '/', loader: () => loaded, element: null }]);
    let runs = 0;
    afterFirstPage(router, () => (runs += 1));

    await settle();
    expect(runs).toBe(0);
    finishLoading();
    await settle();
    expect(runs).toBe(1);
    await router.navigate('/');
    await settle();
    expect(runs).toBe(1);
  });
});
