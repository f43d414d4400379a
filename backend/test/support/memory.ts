import type { Stream } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// V8's gc(): Jest runs without --expose-gc, and a new context made after the flag is set has it.
function exposeGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

// What is alive (not what waits to be collected): the JavaScript heap and the buffers outside it.
export function liveMemory(): number {
  exposeGc()();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

// How much more memory than before `work` was alive at its peak, sampled every 20 ms.
export async function peakGrowth<T>(work: () => Promise<T>): Promise<{ growth: number; result: T }> {
  const gc = exposeGc();
  const before = liveMemory();
  let peak = before;
  const sampler = setInterval(() => {
    gc();
    const { heapUsed, external } = process.memoryUsage();
    peak = Math.max(peak, heapUsed + external);
  }, 20);
  try {
    const result = await work();
    return { growth: peak - before, result };
  } finally {
    clearInterval(sampler);
  }
}

export type CountedLines = { lines: number; first: string };

// A response body counted as it arrives and never held: supertest's `.buffer(true).parse(countLines)`
// makes the body { lines, first } (its first 300 characters).
export function countLines(res: Stream, done: (error: Error | null, body: CountedLines) => void): void {
  const counted: CountedLines = { lines: 0, first: '' };
  res.on('data', (chunk: Buffer) => {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) counted.lines++;
    if (counted.first.length < 300) counted.first += chunk.toString('utf8', 0, 300);
  });
  res.on('end', () => done(null, counted));
}
