// Browser APIs Mantine uses that jsdom lacks. For vitest `setupFiles` of packages that render Mantine.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default. Tests that talk to an in-test HTTP server need more on a
// loaded 2-core CI machine; a test that is really broken still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

window.HTMLElement.prototype.scrollIntoView ??= () => {};
