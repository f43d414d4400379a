#!/usr/bin/env node
// What one server rendering of each public page costs when nothing is kept: the built backend as
// `make run` starts it (heap bound included) with READ_CACHE_MB=0, so every request renders its page
// and reads the database anew, on a throwaway database (DATABASE_URL, else an embedded PostgreSQL).
// Each page is asked N times, one request after another; its cost is the backend's CPU time (user +
// system, from /proc/<pid>/stat) over those requests divided by N: the render, the reads and the
// HTTP around them. The sitemap (its index and first file) is timed the same way, wall clock, as
// a crawler gets it. A benchmark, not a test: run `make build` first.
// Usage: node backend/bench/render-cost.bench.mjs [--requests=N] [--posts=N] [--products=N] [--profile]
//   --requests=N  requests per page (default 200, after 20 of warm-up)
//   --posts=N     published posts (default 1000)
//   --products=N  products in the shop (default 20)
//   --only=TEXT   only the pages whose address has TEXT
//   --profile     the backend under `node --cpu-prof`: where its CPU went (the profile's own cost
//                 is in the figures then)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printCpuProfile } from './scale/cpu-profile.mjs';
import { Session } from './scale/load.mjs';
import { startSeededBackend } from './scale/stack.mjs';

const args = process.argv.slice(2);
const option = (name, otherwise) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? otherwise);
const requests = option('requests', 200);
const posts = option('posts', 1000);
const products = option('products', 20);
const WARM_UP = 20;
const SIZES = { posts, products, queuedPosts: 0, subscribers: 0, customers: 2, orders: 0, messages: 0, images: 0 };

const profileDir = args.includes('--profile') ? mkdtempSync(path.join(tmpdir(), 'render-cost-profile-')) : null;
process.env.READ_CACHE_MB = '0';
const backend = await startSeededBackend(SIZES, {
  spa: true,
  nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
// the kernel's clock ticks per second for /proc's CPU times (USER_HZ: 100 on Linux)
const TICKS_PER_MS = 100 / 1000;
const cpuMs = () => {
  const fields = readFileSync(`/proc/${backend.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS; // utime, stime
};

try {
  const visitor = new Session(backend.base);
  await visitor.call('GET', '/api/health');
  const post = JSON.parse((await visitor.call('GET', '/api/blog-posts?limit=1')).body.toString())[0];
  const product = JSON.parse((await visitor.call('GET', '/api/products?limit=1')).body.toString())[0];
  const only = args.find((a) => a.startsWith('--only='))?.slice(7);
  const pages = ['/', '/blog', `/blog/${post.slug}`, '/products', `/products/${product.slug}`].filter(
    (page) => !only || page.includes(only),
  );
  const rows = [];
  for (const path of pages) {
    const { status, body } = await visitor.call('GET', path);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    for (let i = 0; i < WARM_UP; i++) await visitor.call('GET', path);
    const before = cpuMs();
    const started = performance.now();
    for (let i = 0; i < requests; i++) await visitor.call('GET', path);
    const wall = (performance.now() - started) / requests;
    rows.push({
      page: path.length > 40 ? `${path.slice(0, 37)}...` : path,
      'KB of HTML': Math.round(body.length / 1024),
      'CPU ms a render': Number(((cpuMs() - before) / requests).toFixed(2)),
      'wall ms': Number(wall.toFixed(2)),
    });
  }
  for (const path of ['/sitemap.xml', '/sitemap.xml?page=1'].filter((page) => !only || page.includes(only))) {
    const first = await visitor.call('GET', path);
    if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}`);
    const times = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await visitor.call('GET', path);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({
      page: path,
      'KB of HTML': Math.round(first.body.length / 1024),
      'CPU ms a render': null,
      'wall ms': Number(times[10].toFixed(2)),
    });
  }
  console.log(`\nNothing kept (READ_CACHE_MB=0), ${posts} posts, ${products} products, ${requests} requests a page`);
  console.table(rows);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await backend.stop();
  if (profileDir) {
    printCpuProfile(profileDir);
    rmSync(profileDir, { recursive: true, force: true });
  }
}
