// HTTP sessions (cookies and the CSRF token, as a browser keeps them), latency runs at a given
// number of connections, and the memory of the backend process read from /proc.
import { readFileSync } from 'node:fs';

export class Session {
  cookies = new Map();

  constructor(base) {
    this.base = base;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method, path, body) {
    const headers = { Cookie: this.cookieHeader() };
    if (body) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    const res = await fetch(this.base + path, { method, headers, body: body && JSON.stringify(body) });
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

// `requests` calls spread over `connections` clients, each waiting for its answer before the next;
// p50 and p99 of their latencies in ms (failed calls included), and how many did not answer 200.
export async function latency(session, path, connections, requests) {
  const times = [];
  let started = 0;
  let failed = 0;
  const client = async () => {
    while (started < requests) {
      started++;
      const t0 = performance.now();
      const { status } = await session.call('GET', path);
      times.push(performance.now() - t0);
      if (status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), failed };
}
