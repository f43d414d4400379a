// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '../api';
import { makeStore } from '../app/store';
import { render } from '../entry-server';
import { hydrateFromServer } from './hydration';
import { SITE_DEFAULTS } from '../features/site';
import { SERVER_ANSWERED_AT, SERVER_REQUEST_ID } from './stable-state';

// The answers the backend seeds for /about (backend modules/pages).
const renderAbout = () =>
  render({
    url: 'https://coach.example/about',
    queries: [
      { endpoint: 'getSite', arg: undefined, data: SITE_DEFAULTS },
      { endpoint: 'getCurrentUser', arg: undefined, data: null },
      {
        endpoint: 'getPageContent',
        arg: { page: 'about' },
        data: [{ page: 'about', section: 'mission', content: '<p>Helping founders think clearly.</p>' }],
      },
    ],
    renderPostHtml: (html) => html,
  });

describe("the server's rendering of a page", () => {
  it('is the same, markup and state, each time it renders the same answers (a stable ETag)', async () => {
    const first = await renderAbout();
    // a moment apart: the times RTK Query stamps on its answers would differ
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await renderAbout();
    if (first.clientOnly || second.clientOnly) throw new Error('/about is rendered on the server');
    expect(first.html).toContain('Helping founders think clearly.');
    expect(second.html).toBe(first.html);
    expect(second.state).toBe(first.state);
  });

  it('carries the answers without the request ids and times of this rendering', async () => {
    const result = await renderAbout();
    if (result.clientOnly) throw new Error('/about is rendered on the server');
    const { api } = JSON.parse(result.state) as {
      api: {
        queries: Record<string, { status: string; requestId: string; fulfilledTimeStamp: number; data: unknown }>;
      };
    };
    const queries = Object.values(api.queries);
    expect(queries).toHaveLength(3);
    for (const query of queries) {
      expect(query).toMatchObject({
        status: 'fulfilled',
        requestId: SERVER_REQUEST_ID,
        fulfilledTimeStamp: SERVER_ANSWERED_AT,
      });
    }
    expect(api.queries['getPageContent({"page":"about"})']?.data).toEqual([
      { page: 'about', section: 'mission', content: '<p>Helping founders think clearly.</p>' },
    ]);
  });

  it("is taken in by the browser's store as answered: a page's reads are not asked again", async () => {
    const result = await renderAbout();
    if (result.clientOnly) throw new Error('/about is rendered on the server');
    const store = makeStore();
    store.dispatch(hydrateFromServer(JSON.parse(result.state) as Record<string, unknown>));
    const reads = [
      store.dispatch(api.endpoints.getSite.initiate(undefined)),
      store.dispatch(api.endpoints.getCurrentUser.initiate(undefined)),
      store.dispatch(api.endpoints.getPageContent.initiate({ page: 'about' })),
    ];
    await Promise.all(reads);
    for (const query of Object.values(store.getState().api.queries)) {
      expect(query).toMatchObject({ status: 'fulfilled', requestId: SERVER_REQUEST_ID });
    }
    for (const read of reads) read.unsubscribe();
  });
});
