import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest globals are off, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

// Pages draw their second part at low priority (docs/performance.md "Web"); on two cores shared
// with the API suites, 1 s (the default) for findBy/waitFor is not always enough to get there.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; Mantine needs them.
const w = window as unknown as Record<string, unknown>;
w['matchMedia'] ??= (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
w['ResizeObserver'] ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
