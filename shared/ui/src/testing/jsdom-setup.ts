// Browser APIs Mantine uses that jsdom lacks. For vitest `setupFiles` of packages that render Mantine.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default. Tests that talk to an in-test HTTP server need more on a
// loaded 2-core CI machine; a test that is really broken still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// No media condition holds (a narrow, unsized window), except the empty query, which holds in every browser:
// mantine-datatable asks it for each column without a `visibleMediaQuery`, and draws no cell where it fails.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.trim() === '',
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

// jsdom has no FontFaceSet; Mantine's autosizing textareas listen on it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
