import { SharedReads } from './shared-reads';

// A load the test finishes by hand: how many were started, and a way to end each.
function loads() {
  const started: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => started.push({ resolve, reject }));
  return { started, load };
}

describe('SharedReads', () => {
  it('lets the callers that arrive during a read share the next one, never the one in flight', async () => {
    const reads = new SharedReads<string>();
    const { started, load } = loads();
    const first = reads.read('page', load);
    const later = [reads.read('page', load), reads.read('page', load), reads.read('page', load)];
    expect(started).toHaveLength(1);
    started[0].resolve('read before the others asked');
    await expect(first).resolves.toBe('read before the others asked');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toHaveLength(2);
    started[1].resolve('read after they asked');
    await expect(Promise.all(later)).resolves.toEqual(Array(3).fill('read after they asked'));
    expect(reads.size).toBe(0);
  });

  it('keeps different keys apart', async () => {
    const reads = new SharedReads<string>();
    const { started, load } = loads();
    const a = reads.read('a', load);
    const b = reads.read('b', load);
    expect(started).toHaveLength(2);
    started[0].resolve('A');
    started[1].resolve('B');
    await expect(Promise.all([a, b])).resolves.toEqual(['A', 'B']);
  });

  it('starts the next read after a failed one, and gives the failure only to its callers', async () => {
    const reads = new SharedReads<string>();
    const { started, load } = loads();
    const failing = reads.read('page', load);
    const next = reads.read('page', load);
    started[0].reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await new Promise((resolve) => setImmediate(resolve));
    started[1].resolve('fine again');
    await expect(next).resolves.toBe('fine again');
    expect(reads.size).toBe(0);
  });
});
