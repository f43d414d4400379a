// HTTP sessions (cookies and the CSRF token, as a browser keeps them), latency runs at a given
// number of connections, and the memory of the backend process read from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// a call that has not been answered by then counts as "no answer", so a run always ends
const CALL_TIMEOUT_MS = 120_000;

export class Session {
  cookies = new Map();

  constructor(base) {
    this.base = base;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  // body: an object sent as JSON, or a FormData (an upload) sent as it is
  async call(method, path, body) {
    const headers = { Cookie: this.cookieHeader() };
    const form = body instanceof FormData;
    if (body && !form) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: form ? body : body && JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  }

  async signIn(email, password) {
    await this.call('GET', '/api/health');
    const { status } = await this.call('POST', '/api/auth/login', { email, password });
    if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}`);
  }
}

// `count` processes that keep a CPU busy, as other work on the same host; each ends by itself after
// `seconds` should this one die before stopping them.
export function spinningProcesses(count, seconds = 600) {
  const spin = `const end = Date.now() + ${seconds * 1000}; while (Date.now() < end);`;
  const children = Array.from({ length: count }, () => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }));
  return async () => {
    const exits = children.map((child) => child.exitCode === null && new Promise((r) => child.once('exit', r)));
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(exits);
  };
}

// kB figures of /proc/<pid>/status: VmRSS now, VmHWM the peak since the process started
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

// The highest VmRSS seen while `work` runs, sampled every 20 ms.
export async function peakRssDuring(pid, work) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 20);
  try {
    const result = await work();
    return { result, peakKb: Math.max(peak, memoryOf(pid).rss) };
  } finally {
    clearInterval(timer);
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// "200", "503 outage" (the database-unreachable message), "503 busy", "no answer" (refused, reset)...
function answerOf(status, body) {
  if (status !== 503) return String(status);
  const message = /"message":"([^"]*)"/.exec(body.toString())?.[1] ?? '';
  return /cannot reach its database/.test(message) ? '503 outage' : /busy/i.test(message) ? '503 busy' : '503';
}

// `requests` calls spread over `connections` clients, each waiting for its answer before the next,
// `pathOf(i)` the path of the i-th call and `sessionOf(c)` the session of client c; p50 and p99 of
// their latencies in ms (failed calls included), how many did not answer 200, and the answers by kind.
export async function load({ connections, requests, pathOf, sessionOf }) {
  const times = [];
  const answers = {};
  let started = 0;
  const client = async (session) => {
    while (started < requests) {
      const path = pathOf(started++);
      const t0 = performance.now();
      const answer = await session.call('GET', path).then(
        ({ status, body }) => answerOf(status, body),
        (error) => `no answer (${error.cause?.code ?? error.name})`,
      );
      times.push(performance.now() - t0);
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, c) => client(sessionOf(c))));
  times.sort((a, b) => a - b);
  const failed = requests - (answers['200'] ?? 0);
  return { p50: percentile(times, 50), p99: percentile(times, 99), failed, answers };
}

// `requests` calls of one path by one session over `connections` clients
export const latency = (session, path, connections, requests) =>
  load({ connections, requests, pathOf: () => path, sessionOf: () => session });
