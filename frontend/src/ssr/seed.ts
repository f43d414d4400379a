import { api } from '../api';
import type { AppStore } from '../app/store';

// One answer of the API for the server to put in the store, under the endpoint and argument a
// page's hook reads it with (e.g. getBlogPost, { slug }).
export interface SeedQuery {
  endpoint: string;
  arg: unknown;
  data: unknown;
}

// All of a page's answers in one action (upsertQueryEntries): no thunk, middleware round or cache
// lifecycle per answer, which on the server cost as much as rendering a small page.
export function seedStore(store: AppStore, queries: SeedQuery[]): void {
  const entries = queries.map(({ endpoint, arg, data }) => ({ endpointName: endpoint, arg, value: data }));
  store.dispatch(api.util.upsertQueryEntries(entries as never));
}
