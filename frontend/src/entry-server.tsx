import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { api } from './api';
import { AppProviders } from './app/AppProviders';
import { loadPages, pageModulesOf } from './app/lazy-pages';
import { isClientOnly, routes } from './app/router';
import { registerProductTypes } from './app/product-types';
import { makeStore } from './app/store';
import { sanitizerModule } from './features/content';
import { seedStore, type SeedQuery } from './ssr/seed';
import { stableState } from './ssr/stable-state';

export type { SeedQuery };

export interface RenderInput {
  // the address asked for (absolute: the site's origin and the path with its query)
  url: string;
  // the API's answers the page reads, as the backend's services gave them
  queries: SeedQuery[];
  // the server's sanitiser of saved HTML (posts, page sections), as the browser's renderPostHtml
  renderPostHtml: (html: string) => string;
}

export type RenderResult =
  | { clientOnly: true }
  // modules: the lazy modules the page renders, by their chunks' names in the build's manifest
  | { clientOnly: false; html: string; state: string; notFound: boolean; modules: string[] };

async function toString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

// JSON inside <script>: no '</script>' or '<!--' can end or bend it
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

// The backend's server rendering of a public page (backend modules/pages): the same components as
// the browser's, with the store seeded from the backend's own services, rendered once every lazy
// page is in. The state goes into the page for hydration.
// the routes flattened, ranked and given ids once, not on every request
const handler = createStaticHandler(routes);
// the product types, registered once, before the first page is rendered (as main.tsx does)
registerProductTypes();

export async function render({ url, queries, renderPostHtml }: RenderInput): Promise<RenderResult> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Unexpected response rendering ${url}`);
  if (isClientOnly(context.matches)) return { clientOnly: true };
  sanitizerModule.provide({ renderPostHtml } as Parameters<typeof sanitizerModule.provide>[0]);
  const store = makeStore();
  try {
    await loadPages(context.matches);
    seedStore(store, queries);
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      // Every boundary inline, in place: past this size React moves a boundary's content to the
      // end of the page with an inline script to put it back, which the CSP blocks (the page
      // would show its loading spinner until the browser renders it anew).
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const notFound = context.matches.some(({ route }) => route.path === '*');
    return {
      clientOnly: false,
      html: await toString(prelude),
      state: scriptSafe(JSON.stringify(stableState(store.getState()))),
      notFound,
      modules: pageModulesOf(context.matches),
    };
  } finally {
    // the cache's removal timers would keep each request's store alive for minutes
    store.dispatch(api.util.resetApiState());
  }
}
