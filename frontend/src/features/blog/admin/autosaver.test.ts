import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOSAVE_DELAY_MS,
  AUTOSAVE_RETRY_MS,
  type AutosaveState,
  Autosaver,
  SaveRefused,
  type SaveTarget,
} from './autosaver';

type Values = { title: string };

// a server that answers each save when the test says so
function fakeServer() {
  const calls: { target: SaveTarget; values: Values; answer: (ok: boolean | SaveRefused) => void }[] = [];
  let nextId = 40;
  const send = (target: SaveTarget, values: Values) =>
    new Promise<{ id: number; version: number }>((resolve, reject) => {
      calls.push({
        target,
        values,
        answer: (ok) =>
          ok === true
            ? resolve({ id: target.id ?? ++nextId, version: (target.version ?? 0) + 1 })
            : reject(ok === false ? new Error('Network down') : ok),
      });
    });
  return { calls, send };
}

describe('Autosaver', () => {
  let states: AutosaveState[];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  const make = (server: ReturnType<typeof fakeServer>, target: SaveTarget = { id: null, version: undefined }) =>
    new Autosaver<Values>({
      target,
      saved: { title: '' },
      send: server.send,
      onState: (s) => states.push(s),
      isEmpty: (v) => !v.title,
    });

  it('saves once, a few seconds after the last change, and takes the new post and version', async () => {
    const server = fakeServer();
    const saver = make(server);
    saver.change({ title: 'H' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    saver.change({ title: 'Hello' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.map((c) => c.values)).toEqual([{ title: 'Hello' }]);
    expect(states.at(-1)).toEqual({ kind: 'saving' });
    server.calls[0].answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)?.kind).toBe('saved');
    expect(saver.target).toEqual({ id: 41, version: 1 });
    expect(saver.dirty()).toBe(false);
  });

  it('does not save an empty new post, nor what is saved already', async () => {
    const server = fakeServer();
    const saver = make(server);
    saver.change({ title: '' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(server.calls).toHaveLength(0);
  });

  it('saves a change made during a save after it, from the version it returned', async () => {
    const server = fakeServer();
    const saver = make(server, { id: 7, version: 3 });
    saver.change({ title: 'One' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    saver.change({ title: 'Two' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.calls).toHaveLength(1);
    server.calls[0].answer(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.calls.map((c) => [c.target.version, c.values.title])).toEqual([
      [3, 'One'],
      [4, 'Two'],
    ]);
  });

  it('retries after a failure, and stops for good on a conflict', async () => {
    const server = fakeServer();
    const saver = make(server, { id: 7, version: 3 });
    saver.change({ title: 'One' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    server.calls[0].answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ kind: 'failed', message: 'Network down' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS);
    expect(server.calls).toHaveLength(2);
    server.calls[1].answer(new SaveRefused('This post was changed in another tab', true));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ kind: 'conflict', message: 'This post was changed in another tab' });
    saver.change({ title: 'Three' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS * 2);
    expect(server.calls).toHaveLength(2);
  });

  it('lets a manual save wait for the autosave under way and cancels the one waiting', async () => {
    const server = fakeServer();
    const saver = make(server, { id: 7, version: 3 });
    saver.change({ title: 'One' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    saver.change({ title: 'Two' });
    const settled = saver.settle();
    server.calls[0].answer(true);
    expect(await settled).toEqual({ id: 7, version: 4 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(server.calls).toHaveLength(1);
  });

  it('saves at once on flush (the tab hidden)', async () => {
    const server = fakeServer();
    const saver = make(server, { id: 7, version: 3 });
    saver.change({ title: 'Leaving' });
    const flushed = saver.flush();
    expect(server.calls.map((c) => c.values.title)).toEqual(['Leaving']);
    server.calls[0].answer(true);
    await flushed;
    expect(saver.dirty()).toBe(false);
  });
});
