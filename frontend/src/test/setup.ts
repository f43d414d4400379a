import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadEveryPage } from '../app/lazy-pages';
import { registerProductTypes } from '../app/product-types';
import '../app/router';
import { dismissToast, toasterModule } from '../components/toast';
import { chatWindowModule } from '../features/chat/ChatWidget';
import { sanitizerModule } from '../features/content/SafeHtml';
import { ADMIN_SECTIONS } from '../features/admin/admin-sections';
import { productTypes } from '../features/shop/product-types/registry';

// Wait for what a test expects for as long as a loaded CI machine may need; a condition met early
// returns at once, so this costs nothing on a fast machine. 90 s (under the tests' 120 s): an admin
// tab's screen is a lazy chunk, and the Analytics tab's (recharts) took over 30 s to load once in a
// CI run on a machine at load 12.
configure({ asyncUtilTimeout: 90_000 });

// Testing Library unmounts after each test only in the first file of a worker when modules are
// shared between files (vite.config.ts: isolate false): say it for every file. The toasts live in
// a module, so they are shared too: none is left for the next test.
afterEach(() => {
  cleanup();
  act(() => dismissToast());
});

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

// the product types, as the app registers them before its first render
registerProductTypes();

// The modules the public pages load on demand, at hand from the start as after their first use
// (components/toast/LazyToaster, features/content/SafeHtml, features/chat/ChatWidget).
await Promise.all([toasterModule.preload(), sanitizerModule.preload(), chatWindowModule.preload()]);

// Every page (app/router.tsx), admin section and product type's screens, loaded before the first
// test as after their first use: a chunk a test leaves loading must never finish after its file's
// environment is torn down (vitest then fails the next file with EnvironmentTeardownError, which
// a CI run at load 12 met: the admin page's sections, loaded at once when one shows). With modules
// shared between files (isolate false) each worker loads them once.
await Promise.all([
  loadEveryPage(),
  ...ADMIN_SECTIONS.map((section) => section.load()),
  ...productTypes().map((type) => type.screens?.()),
]);
