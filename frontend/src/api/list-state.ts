// What a page shows for a list query: a spinner while it loads, a failure only when nothing was
// loaded before (a failed refetch keeps the list on screen), an empty state, or the items.
export type ListState<Item> =
  { status: 'loading' } | { status: 'failed' } | { status: 'empty' } | { status: 'ready'; items: Item[] };

export function listState<Item>(query: { data?: Item[]; isLoading: boolean; isError: boolean }): ListState<Item> {
  if (query.isLoading) return { status: 'loading' };
  if (query.isError && !query.data) return { status: 'failed' };
  if (!query.data?.length) return { status: 'empty' };
  return { status: 'ready', items: query.data };
}
