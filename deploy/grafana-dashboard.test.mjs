// deploy/grafana-dashboard.json queries only metrics the backend serves: every name in its queries
// is one the backend's code registers (core/observability/metrics.ts's callers) or one of
// prom-client's default metrics (event loop, memory), which the backend turns on with METRICS_PORT.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dashboard = JSON.parse(readFileSync(path.join(root, 'deploy/grafana-dashboard.json'), 'utf8'));

const panels = dashboard.panels.filter((p) => p.type !== 'row');
const queries = [
  ...panels.flatMap((p) => p.targets.map((t) => t.expr)),
  ...dashboard.templating.list.filter((v) => v.type === 'query').map((v) => v.definition),
];

// the series names a PromQL expression reads: a name before its {selector}, or label_values(name, …)
function metricsOf(expr) {
  const selected = [...expr.matchAll(/([a-z_:][a-z0-9_:]*)\{/gi)].map((m) => m[1]);
  const listed = [...expr.matchAll(/label_values\(([a-z_:][a-z0-9_:]*)/gi)].map((m) => m[1]);
  return [...selected, ...listed];
}

// a histogram's series are its name with _bucket, _sum and _count
const familyOf = (name) => name.replace(/_(bucket|sum|count)$/, '');

function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts'))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

const backendSources = sourcesUnder(path.join(root, 'backend/src'));
const require = createRequire(path.join(root, 'backend/package.json'));
const promClientMetrics = path.join(path.dirname(require.resolve('prom-client/package.json')), 'lib/metrics');
const defaultSources = readdirSync(promClientMetrics)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(path.join(promClientMetrics, file), 'utf8'))
  .join('\n');

test('grafana-dashboard.json queries only the metrics the backend registers', () => {
  const names = [...new Set(queries.flatMap(metricsOf))];
  assert.ok(names.length >= 20, `the dashboard reads ${names.length} metrics`);
  const missing = names.filter((name) => {
    const family = familyOf(name);
    return (
      ![`'${name}'`, `'${family}'`].some((literal) => backendSources.includes(literal)) &&
      !defaultSources.includes(`${name}`)
    );
  });
  assert.deepEqual(missing, [], 'every metric of the dashboard is registered by the backend or prom-client');
});

test('grafana-dashboard.json shows what the README promises, per replica, from a chosen Prometheus', () => {
  const titles = panels.map((p) => p.title).join('\n');
  for (const topic of [
    /request rate/i,
    /error rate/i,
    /p50/i,
    /p99/i,
    /pool/i,
    /outbox/i,
    /job/i,
    /cache/i,
    /event-loop/i,
    /memory/i,
  ]) {
    assert.match(titles, topic);
  }
  for (const panel of panels) {
    assert.equal(panel.datasource.uid, '${datasource}', `${panel.title} reads the chosen data source`);
    for (const target of panel.targets)
      assert.match(target.expr, /instance=~"\$instance"/, `${panel.title}: per replica`);
  }
  // no two panels overlap on Grafana's 24-column grid
  const cells = new Set();
  for (const { gridPos: g, title } of dashboard.panels) {
    for (let x = g.x; x < g.x + g.w; x++)
      for (let y = g.y; y < g.y + g.h; y++) {
        assert.ok(!cells.has(`${x},${y}`), `${title} overlaps another panel`);
        cells.add(`${x},${y}`);
      }
  }
});
