import type { ApiMeta } from './api-base-query';

// One page of a list the API pages (its items are the body; the cursor of the next page and the
// count of the whole list come in headers).
export interface Paged<Item> {
  items: Item[];
  next: string | null;
  total: number;
}

// transformResponse of a paged endpoint
export function toPaged<Item>(items: Item[], meta: ApiMeta | undefined): Paged<Item> {
  const total = meta?.headers.get('X-Total-Count');
  return { items, next: meta?.headers.get('X-Next-Cursor') ?? null, total: total ? Number(total) : items.length };
}

// The query of a paged endpoint: its arguments (limit, cursor, filters) as the query string, and
// its answer as a Paged.
export function pagedQuery<Item, Arg extends object>(url: string) {
  return {
    query: (arg: Arg) => ({ url, params: { ...arg } }),
    transformResponse: (items: Item[], meta: ApiMeta | undefined) => toPaged(items, meta),
  };
}
