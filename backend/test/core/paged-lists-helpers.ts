import type { TestClient } from '../support/client';

type Row = Record<string, unknown>;

// Follows X-Next-Cursor from the first page to the last, `between` running after each page.
export async function walk(client: TestClient, path: string, limit: number, between?: () => Promise<void>) {
  const seen: Row[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await client.get(`${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
    seen.push(...(res.body as Row[]));
    cursor = res.headers['x-next-cursor'];
    pages++;
    await between?.();
  } while (cursor);
  return { seen, pages };
}
