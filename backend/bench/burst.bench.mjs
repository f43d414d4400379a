#!/usr/bin/env node
// A newsletter's readers arriving at once, on this machine and over loopback only: starts the built
// backend (backend/dist/main.js) as `make run` does on a throwaway database with 150 posts and 20
// products, then sends public reads (the product list, a page of posts, one post, page content) from
// 50, 200 and 400 connections, and 800 concurrent GET /api/blog-posts?limit=100, then 800 visitors
// of the home page (`/`, server-rendered) at once, with the host idle and with three processes
// spinning beside it. Prints the answers by status ("503 outage": the
// database-unreachable message; "503 busy": the site shedding load) and p50/p99 latency.
// Uses DATABASE_URL (an empty database you can throw away) or an embedded PostgreSQL; the pool's
// settings (DB_POOL_SIZE, DB_POOL_WAIT_SECONDS) are read from the environment as the server reads
// them. Every call gives up after 2 minutes. Run `make build` first.
// Usage: node backend/bench/burst.bench.mjs [calls per connection, default 5]
import { load, Session, spinningProcesses } from './scale/load.mjs';
import { startSeededBackend } from './scale/stack.mjs';

const PER_CONNECTION = Number(process.argv[2] ?? 5);
const SIZES = { posts: 150, queuedPosts: 0, subscribers: 0, customers: 2, orders: 0, messages: 0, images: 0 };

const backend = await startSeededBackend(SIZES, { spa: true });
const visitor = new Session(backend.base);
try {
  const slug = JSON.parse((await visitor.call('GET', '/api/blog-posts?limit=1')).body.toString())[0].slug;
  const mixed = ['/api/products', '/api/blog-posts?limit=9', `/api/blog-posts/${slug}`, '/api/page-content?page=home'];
  const rows = [];
  for (const connections of [50, 200, 400]) {
    const requests = connections * PER_CONNECTION;
    const pathOf = (i) => mixed[i % mixed.length];
    rows.push(
      row(`mixed public reads, ${requests} calls`, connections, await visitorsLoad(connections, requests, pathOf)),
    );
  }
  const everyPost = () => '/api/blog-posts?limit=100';
  const home = () => '/';
  rows.push(row('800 at once: posts, limit=100', 800, await visitorsLoad(800, 800, everyPost)));
  rows.push(row('800 at once: the home page', 800, await visitorsLoad(800, 800, home)));
  const stopSpinning = spinningProcesses(3);
  try {
    rows.push(row('posts, 3 processes spinning', 800, await visitorsLoad(800, 800, everyPost)));
    rows.push(row('home page, 3 processes spinning', 800, await visitorsLoad(800, 800, home)));
  } finally {
    await stopSpinning();
  }
  console.table(rows);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await backend.stop();
}

// every connection a visitor of its own (its own cookies, as a browser keeps them)
function visitorsLoad(connections, requests, pathOf) {
  const sessions = Array.from({ length: connections }, () => new Session(backend.base));
  return load({ connections, requests, pathOf, sessionOf: (c) => sessions[c] });
}

function row(run, connections, { p50, p99, answers }) {
  const byStatus = Object.entries(answers)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([answer, n]) => `${answer}: ${n}`)
    .join(', ');
  return { run, connections, answers: byStatus, 'p50 ms': Math.round(p50), 'p99 ms': Math.round(p99) };
}
