import { describe, expect, it, vi } from 'vitest';
import { setupTestApi } from './test-api';

const api = setupTestApi();

// what the page sends: a Request to its own origin
const read = (path: string) => fetch(new Request(new URL(path, location.href)));

// What one test's page still has in flight is none of the next test's business.
describe('the test API between tests', () => {
  let stray: Promise<unknown> = Promise.resolve();

  it('keeps a request unanswered to the end of a test', async () => {
    api.handler = (req) => req.path === '/api/site'; // kept: never answered
    stray = read('/api/site').catch((error: unknown) => error);
    await vi.waitFor(() => expect(api.calls('/api/site', 'GET')).toHaveLength(1));
  });

  it('starts the next test on a fresh server, the last test’s request aborted', async () => {
    expect(await stray).toMatchObject({ name: 'AbortError' });
    expect(api.server.requests).toEqual([]);
    expect(await (await read('/api/site')).json()).toMatchObject({ siteName: expect.any(String) });
  });
});
