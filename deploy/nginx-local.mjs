// Debian's nginx running deploy/nginx.conf as the web container does, with only the addresses and
// paths substituted, so what the browser journeys (e2e/support/stack.mjs) and the benches
// (backend/bench) run is what ships. Each substitution must apply: a change to nginx.conf that
// breaks one stops the caller instead of testing something else.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const HEADERS_SNIPPET = path.join(root, 'deploy/security-headers.conf');

// deploy/nginx.conf with the container's addresses and paths replaced by these; `backendPorts`:
// several replicas (the rolling-restart test, the replicas bench), one `server` line each
export function localSite({ backendPort, backendPorts = [backendPort], webPort, htmlRoot, cacheDir }) {
  const servers = backendPorts.map((port) => `server 127.0.0.1:${port};`).join('\n    ');
  const substitutions = [
    ['server backend:3000;', servers],
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
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  return spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
}
