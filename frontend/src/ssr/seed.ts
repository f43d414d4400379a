import { api } from '../api';
import type { AppStore } from '../app/store';

// One answer of the API for the server to put in the store, under the endpoint and argument a
// page's hook reads it with (e.g. getBlogPost, { slug }).
export interface SeedQuery {
  endpoint: string;
  arg: unknown;
  data: unknown;
}

export async function seedStore(store: AppStore, queries: SeedQuery[]): Promise<void> {
  const upsert = api.util.upsertQueryData as (endpoint: string, arg: unknown, data: unknown) => never;
  for (const { endpoint, arg, data } of queries) await store.dispatch(upsert(endpoint, arg, data));
}
