// Debian's nginx running deploy/nginx.conf as the web container does, with only the addresses and
// paths substituted, so what the browser journeys (e2e/support/stack.mjs) and the benches
// (backend/bench) run is what ships. Each substitution must apply: a change to nginx.conf that
// breaks one stops the caller instead of testing something else.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const HEADERS_SNIPPET = path.join(root, 'deploy/security-headers.conf');

// deploy/nginx.conf with the container's addresses and paths replaced by these; `backendPorts`:
// several replicas (the rolling-restart test, the replicas bench), one `server` line each
export function localSite({ backendPort, backendPorts = [backendPort], webPort, htmlRoot, cacheDir }) {
  const servers = backendPorts.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join('\n    ');
  const substitutions = [
    ['server backend:3000 max_fails=0;', servers],
    ['listen 8080;', `listen 127.0.0.1:${webPort};`],
    ['root /usr/share/nginx/html;', `root ${htmlRoot};`],
    ['proxy_cache_path /var/cache/nginx/public-reads ', `proxy_cache_path ${cacheDir} `],
  ];
  let site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  for (const [from, to] of substitutions) {
    if (!site.includes(from)) throw new Error(`deploy/nginx.conf changed: could not substitute "${from}"`);
    site = site.replaceAll(from, to);
  }
  if (!site.includes('/etc/nginx/snippets/security-headers.conf')) {
    throw new Error('deploy/nginx.conf changed: could not substitute the headers snippet');
  }
  return site.replaceAll('/etc/nginx/snippets/security-headers.conf', HEADERS_SNIPPET);
}

// Writes the site and a main config into `dir` (logs, pid and temp files stay there) and starts
// nginx in the foreground; the caller stops it (SIGQUIT lets it finish what it serves).
export function startLocalNginx({
  dir,
  backendPort,
  backendPorts,
  webPort,
  htmlRoot,
  workerConnections = 256,
  accessLog = true,
  httpIncludes = [],
}) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'site.conf'),
    localSite({ backendPort, backendPorts, webPort, htmlRoot, cacheDir: path.join(dir, 'cache') }),
  );
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      accessLog ? `  access_log ${dir}/access.log;` : '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;`),
      ...httpIncludes.map((file) => `  include ${file};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  return spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
}

// deploy/nginx.conf run by nginx in front of a backend answering with `handler`, both stopped when
// test `t` ends; `ask(url, init)` fetches through nginx once it is listening (on `port`). The files of
// `httpIncludes` join nginx's http block, as the image's conf.d/*.conf do (the Kubernetes web pods').
export async function throughNginx(t, handler, { httpIncludes = [] } = {}) {
  const backend = createServer(handler);
  await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
  t.after(() => backend.close());
  const webPort = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
  const nginx = startLocalNginx({ dir, backendPort: backend.address().port, webPort, htmlRoot: dir, httpIncludes });
  t.after(async () => {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => (nginx.exitCode !== null ? resolve() : nginx.once('exit', resolve)));
  });
  const ask = async (url, init = {}) => {
    for (;;) {
      const res = await fetch(`http://127.0.0.1:${webPort}${url}`, init).catch(() => null);
      if (res) return res;
      if (nginx.exitCode !== null) throw new Error(`nginx exited; see ${dir}/error.log`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  // one request on a connection of its own (a response nginx sent while it updates its copy in the
  // background keeps its connection busy until the update is done)
  const askAlone = (url) =>
    new Promise((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: webPort, path: url, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
      })
        .on('error', reject)
        .end();
    });
  return { dir, ask, askAlone, port: webPort };
}
