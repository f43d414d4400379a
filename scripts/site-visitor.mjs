// A visitor of the site through nginx, as a browser keeps it: cookies, the CSRF token sent back on
// state-changing calls, its own kept-alive connections. Each visitor connects from an address of
// its own on 127/8 (nginx passes it on as X-Forwarded-For), so the per-address rate limits of
// sign-in and registration count each visitor apart, as they would real ones.
import { Agent, request } from 'node:http';

let nextAddress = 0;
// 127.0.1.1, 127.0.1.2, … 127.0.1.250, 127.0.2.1, …
export function freshAddress() {
  const n = nextAddress++;
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

export class Visitor {
  cookies = new Map();

  constructor(base, localAddress = freshAddress()) {
    this.url = new URL(base);
    this.localAddress = localAddress;
    this.agent = new Agent({ keepAlive: true, maxSockets: 1 });
  }

  // { status, body (parsed JSON when it is), ms }; a connection error rejects
  call(method, path, body, extraHeaders = {}) {
    const headers = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...extraHeaders };
    const payload = typeof body === 'string' ? body : body && JSON.stringify(body);
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (method !== 'GET' && this.cookies.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN'));
    const since = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: this.url.hostname,
          port: this.url.port,
          path,
          method,
          headers,
          agent: this.agent,
          localAddress: this.localAddress,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
            }
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON (nginx's own error page): kept as text for the failure's message
            }
            resolve({ status: res.statusCode, body: parsed, ms: performance.now() - since });
          });
        },
      );
      req.on('error', reject);
      req.setTimeout(120_000, () => req.destroy(new Error(`${method} ${path}: no answer in 120 s`)));
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}
