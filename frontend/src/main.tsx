import { setupListeners } from '@reduxjs/toolkit/query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerProductTypes } from './app/product-types';
import { makeStore } from './app/store';
import { listenForVideoPlays } from './features/content';
import { hydrateFromServer, SSR_STATE_ID } from './ssr/hydration';
import './styles/global.css';

registerProductTypes();
const store = makeStore();
// focus/online listeners, for the few queries that opt in (the current user)
setupListeners(store.dispatch);
// a video's play pressed on the server's page, whenever the page's own code arrives
listenForVideoPlays();

// A public page comes rendered by the server with the answers it read: hydrate it with them (no
// second read, no skeletons). The other screens come as the bare shell and render here.
const state = document.getElementById(SSR_STATE_ID)?.textContent;
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);
if (state) {
  // in a task of its own, not at the end of the one that evaluated every module; and as a
  // transition: React hydrates in slices that yield to the browser (the page is already shown),
  // not in one long task that blocks a tap
  setTimeout(() => {
    store.dispatch(hydrateFromServer(JSON.parse(state) as Record<string, unknown>));
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
} else {
  createRoot(root).render(app);
}
