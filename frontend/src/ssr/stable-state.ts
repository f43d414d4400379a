import type { RootState } from '../app/store';

// The store's state as the page carries it, the same for the same answers: RTK Query stamps each
// answer it holds with a request id and the times it was asked and answered, which would make two
// renderings of an unchanged page differ (and its ETag with them), so that no browser's copy or
// server's kept page could ever be reused. The browser takes the answers in as given and asks again
// only where a query always does: RTK Query counts an answer as there when its time is not 0, so
// the time is the first millisecond of 1970, older than any answer the browser will get, which
// always replaces it.
export const SERVER_REQUEST_ID = 'server-rendered';
export const SERVER_ANSWERED_AT = 1;

export function stableState(state: RootState): RootState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).map(([key, query]) => [
      key,
      query && {
        ...query,
        requestId: SERVER_REQUEST_ID,
        startedTimeStamp: SERVER_ANSWERED_AT,
        fulfilledTimeStamp: SERVER_ANSWERED_AT,
      },
    ]),
  );
  return { ...state, api: { ...state.api, queries } } as RootState;
}
