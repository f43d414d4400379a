import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Wait for what a test expects for as long as a loaded CI machine may need; a condition met early
// returns at once, so this costs nothing on a fast machine.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs; antd (responsive hooks), the router (scroll restoration) and Radix call them.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  window.scrollTo = () => {};
  // antd's Tabs, TextArea and Select measure themselves with it
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Radix's swipe handling on toasts
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
}
