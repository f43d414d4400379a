import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';

// `make audit` (scripts/audit.mjs) run with the real npm against a stand-in for the registry's
// advisory service: what it sends, and what it says for each answer.

const root = fileURLToPath(new URL('..', import.meta.url));
const ADVISORY = {
  id: 1,
  url: 'https://github.com/advisories/GHSA-xxxx-test',
  title: 'A stand-in advisory',
  severity: 'high',
  vulnerable_versions: '<999.0.0',
  cwe: [],
  cvss: { score: 7.5, vectorString: null },
};

// `answer(req, body, res)` for each request; the requests as [method, url, body]
async function registry(t, answer) {
  const seen = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      seen.push([req.method, req.url, body.toString()]);
      answer(req, body.toString(), res);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.closeAllConnections() || server.close());
  return { url: `http://127.0.0.1:${server.address().port}/`, seen };
}

const json = (res, data) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify(data));

async function audit(registryUrl, env = {}) {
  const started = Date.now();
  const result = await promisify(execFile)('node', ['scripts/audit.mjs'], {
    cwd: root,
    env: { ...process.env, npm_config_registry: registryUrl, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    ({ code, stdout, stderr }) => ({ code, stdout, stderr }),
  );
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

test("asks about every workspace's production dependencies only, and says when none is known vulnerable", async (t) => {
  const { url, seen } = await registry(t, (_req, _body, res) => json(res, {}));
  const { code, stdout } = await audit(url);
  assert.equal(code, 0);
  assert.match(stdout, /^make audit: no known vulnerability in the \d+ production dependencies\.$/m);
  const bulk = seen.find(([method, path]) => method === 'POST' && path === '/-/npm/v1/security/advisories/bulk');
  assert.ok(bulk, 'the bulk advisory endpoint was asked');
  const asked = Object.keys(JSON.parse(bulk[2]));
  // the backend's and the SPA's production dependencies; none that only the tests and builds use
  for (const name of ['helmet', '@nestjs/core', 'react', 'antd']) assert.ok(asked.includes(name), name);
  for (const name of ['jest', 'vitest', '@playwright/test', 'eslint', 'prettier'])
    assert.ok(!asked.includes(name), name);
});

test('lists a vulnerable production dependency and fails', async (t) => {
  const { url } = await registry(t, (req, _body, res) => {
    if (req.method === 'POST') return json(res, { helmet: [ADVISORY] });
    // npm reads the package's versions to tell which are affected
    json(res, { name: 'helmet', versions: { '8.3.0': { name: 'helmet', version: '8.3.0' } } });
  });
  const { code, stdout } = await audit(url);
  assert.equal(code, 1, stdout);
  assert.match(stdout, /1 vulnerable package\(s\) among the \d+ production dependencies/);
  assert.match(stdout, /high +helmet \S+: A stand-in advisory https:\/\/github\.com\/advisories\/GHSA-xxxx-test/);
});

for (const status of [405, 503]) {
  test(`says the service did not answer when it refuses (${status}), apart from a finding`, async (t) => {
    const { url } = await registry(t, (_req, _body, res) => res.writeHead(status).end());
    const { code, stderr } = await audit(url);
    assert.equal(code, 2);
    assert.match(stderr, /the registry's advisory service did not answer \(.*\b(405|503)\b/);
    assert.match(stderr, /Nothing was checked/);
  });
}

test('gives up clearly, not after minutes, when the service never answers', async (t) => {
  const { url } = await registry(t, () => {}); // holds every request open
  const { code, stderr, seconds } = await audit(url, { npm_config_fetch_timeout: '1500' });
  assert.equal(code, 2);
  assert.match(stderr, /did not answer/);
  assert.ok(seconds < 30, `answered in ${seconds} s`);
});
