import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';
import { type CachedAnswer, ReadCache } from './read-cache';

const answer = (bytes = 100, expires = Infinity): CachedAnswer => ({
  headers: ['Content-Type', 'application/json'],
  notModifiedHeaders: [],
  body: Buffer.alloc(bytes),
  etag: '"x"',
  expires,
});

// A cache whose listener counts as connected (the integration specs run the real one).
function listeningCache(readCacheMb = 1): ReadCache {
  const dataSource = { options: { url: 'postgres://nowhere/none' } } as unknown as DataSource;
  const config = { readCacheMb, metricsPort: null } as AppConfig;
  const cache = new ReadCache(config, dataSource, new Metrics(config));
  (cache as unknown as { listener: { listening: boolean } }).listener.listening = true;
  return cache;
}

describe('ReadCache', () => {
  it('keeps an answer under its key and counts what it answers', () => {
    const cache = listeningCache();
    cache.put('http /a', answer(), ['blog_posts'], cache.begin());
    expect(cache.get('http /a')?.body.length).toBe(100);
    expect(cache.get('http /b')).toBeUndefined();
    expect(cache.hits).toBe(1);
  });

  it('drops the answers of a tag, and of every tag of a kind for "session:*"', () => {
    const cache = listeningCache();
    cache.put('posts', answer(), ['blog_posts'], cache.begin());
    cache.put('products', answer(), ['products'], cache.begin());
    cache.put('s1', answer(), ['session:1', 'user:7'], cache.begin());
    cache.put('s2', answer(), ['session:2', 'user:8'], cache.begin());
    cache.drop('blog_posts');
    cache.drop('user:7');
    expect(['posts', 'products', 's1', 's2'].map((k) => cache.get(k) !== undefined)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    cache.drop('session:*');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('products')).toBeDefined();
  });

  it('does not keep an answer read before a drop of what it was read from, nor any while not listening', () => {
    const cache = listeningCache();
    const since = cache.begin();
    cache.drop('products');
    cache.drop('session:9');
    cache.put('late', answer(), ['blog_posts', 'products'], since);
    expect(cache.get('late')).toBeUndefined();
    // other tags' drops (a session touched, another table) do not keep an answer from being kept
    cache.put('posts', answer(), ['blog_posts'], since);
    expect(cache.get('posts')).toBeDefined();
    cache.drop('session:*');
    cache.put('own', answer(), ['session:4', 'user:4'], since);
    expect(cache.get('own')).toBeUndefined();
    (cache as unknown as { listener: { listening: boolean } }).listener.listening = false;
    cache.put('deaf', answer(), ['blog_posts'], cache.begin());
    expect(cache.get('deaf')).toBeUndefined();
  });

  it('counts every answer read before a drop as stale once it forgets which tags were dropped', () => {
    const cache = listeningCache();
    const since = cache.begin();
    for (let i = 0; i <= 10_000; i++) cache.drop(`session:${i}`); // one past the 10,000 it remembers
    cache.put('posts', answer(), ['blog_posts'], since);
    expect(cache.get('posts')).toBeUndefined();
    cache.put('posts', answer(), ['blog_posts'], cache.begin());
    expect(cache.get('posts')).toBeDefined();
  });

  it('stays within its memory, the least recently used going first', () => {
    const cache = listeningCache(1);
    cache.put('first', answer(50_000), ['products'], cache.begin());
    cache.put('second', answer(50_000), ['products'], cache.begin());
    cache.get('first');
    for (let i = 0; i < 40; i++) cache.put(`filler ${i}`, answer(50_000), ['blog_posts'], cache.begin());
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get('filler 39')).toBeDefined();
    const kept = Array.from({ length: 40 }, (_, i) => cache.get(`filler ${i}`)).filter(Boolean).length;
    expect(kept * 50_000).toBeLessThanOrEqual(1024 * 1024);
    // the one read most recently outlived the one not read again
    cache.put('a', answer(50_000), ['x'], cache.begin());
    cache.put('b', answer(50_000), ['x'], cache.begin());
    cache.get('a');
    for (let i = 0; i < 19; i++) cache.put(`more ${i}`, answer(50_000), ['x'], cache.begin());
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined]).toEqual([true, false]);
  });

  it("does not answer past an answer's end (a session that expired)", () => {
    const cache = listeningCache();
    cache.put('gone', answer(10, Date.now() - 1), ['session:1'], cache.begin());
    expect(cache.get('gone')).toBeUndefined();
  });
});
