import '@testing-library/jest-dom/vitest';

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
