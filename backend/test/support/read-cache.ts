import { ReadCache } from '../../src/core/http/read-cache';
import { waitFor } from './smtp-capture';
import type { TestApp } from './test-app';

export const readCache = (t: TestApp) => t.app.get(ReadCache);

// Every change notified up to now has been heard by these replicas: a marker NOTIFYed after the
// changes reaches each after them. (A change's notice may come after a read that already saw it,
// and drop that read's answer from memory: tests that count answers from memory wait first.)
export async function settled(...replicas: TestApp[]): Promise<void> {
  const heard = replicas.map((t) => readCache(t).notifications);
  await replicas[0].dataSource.query(`NOTIFY data_changed, 'a marker'`);
  await waitFor(() => replicas.every((t, i) => readCache(t).notifications > heard[i]), 20_000, 'the marker');
}

// Runs `read` and expects it to have been answered from `t`'s memory.
export async function fromMemory<T>(t: TestApp, read: () => Promise<T>): Promise<T> {
  const hits = readCache(t).hits;
  const res = await read();
  expect(readCache(t).hits).toBe(hits + 1);
  return res;
}
