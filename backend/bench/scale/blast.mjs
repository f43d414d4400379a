// A load generator light enough to measure a fast server with: `connections` keep-alive HTTP/1.1
// connections over loopback, each sending the same GET again as soon as its answer has arrived,
// for a warm-up and then `seconds` measured. fetch (undici) costs more CPU per call than the
// servers measured here, so it would measure itself; this parses no more than it must (the status
// line, Content-Length or a chunked body's end). Bounded: it stops by itself after the run.
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

// The length of the first whole answer in `buf`, its status and whether the server closes the
// connection after it; null while it is incomplete.
function answerIn(buf) {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = buf.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const closes = /\r\nconnection:\s*close/i.test(head);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const total = headEnd + 4 + Number(length[1]);
    return buf.length >= total ? { status, total, closes } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const end = buf.indexOf(CHUNKED_END, headEnd + 1);
    return end < 0 ? null : { status, total: end + CHUNKED_END.length, closes };
  }
  if (status === 304 || status === 204) return { status, total: headEnd + 4, closes };
  throw new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`);
}

// One client's loop over keep-alive connections (`request`: the bytes of each request, or a function
// making the next one) (a new one when the server closes one, as nginx
// does after keepalive_requests): resolves when `stopped()` is true and its last answer has come.
function client({ port, request, record, stopped, sockets }) {
  return new Promise((resolve, reject) => {
    const open = () => {
      const socket = net.connect(port, '127.0.0.1');
      sockets.add(socket);
      socket.setNoDelay(true);
      let buf = Buffer.alloc(0);
      let sentAt = 0;
      let waiting = false;
      const send = () => {
        if (stopped()) return socket.end(resolve);
        sentAt = performance.now();
        waiting = true;
        socket.write(typeof request === 'function' ? request() : request);
      };
      socket.on('connect', send);
      socket.on('error', (error) => (waiting ? reject(error) : undefined));
      socket.on('close', () => {
        sockets.delete(socket);
        if (waiting) reject(new Error('the server closed a connection with an answer pending'));
      });
      socket.on('data', (data) => {
        buf = buf.length ? Buffer.concat([buf, data]) : data;
        const answer = answerIn(buf);
        if (!answer) return;
        waiting = false;
        record(answer.status, performance.now() - sentAt);
        buf = buf.subarray(answer.total);
        if (!answer.closes) return send();
        socket.destroy();
        if (stopped()) resolve();
        else open();
      });
    };
    open();
  });
}

// Answers { rps, p50, p99 (ms), requests, statuses, times, seconds } of the measured part of the run.
// `requestOf`: a function answering the bytes of each request in turn (varied requests), instead of
// one GET of `path` with `headers`.
export async function blast({
  port,
  path,
  headers = {},
  connections = 50,
  seconds = 5,
  warmupSeconds = 1,
  requestOf = null,
}) {
  const lines = Object.entries({ Host: `127.0.0.1:${port}`, ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  const request = requestOf ?? Buffer.from(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`, 'latin1');
  let measuring = false;
  let stop = false;
  const times = [];
  const statuses = {};
  const record = (status, ms) => {
    if (!measuring) return;
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const sockets = new Set();
  const runs = Array.from({ length: connections }, () =>
    client({ port, request, record, stopped: () => stop, sockets }),
  );
  const failed = Promise.all(runs).then(
    () => null,
    (error) => error,
  );
  await Promise.race([new Promise((r) => setTimeout(r, warmupSeconds * 1000)), failed]);
  measuring = true;
  const t0 = performance.now();
  await Promise.race([new Promise((r) => setTimeout(r, seconds * 1000)), failed]);
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  stop = true;
  // the answers in flight, or a server that stopped answering
  const late = new Promise((r) => {
    setTimeout(() => r(new Error('answers still missing 30 s after the run')), 30_000).unref();
  });
  const error = await Promise.race([failed, late]);
  if (error) {
    for (const socket of sockets) socket.destroy();
    throw error;
  }
  return summary([{ times, statuses, seconds: elapsed }]);
}

// Several runs as one: their requests over their time, percentiles of all their latencies.
export function summary(runs) {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const statuses = {};
  for (const r of runs)
    for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return {
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    requests: times.length,
    statuses,
    times,
    seconds,
  };
}
