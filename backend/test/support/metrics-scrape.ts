import { MetricsServer } from '../../src/core/observability/metrics-server';
import type { TestContext } from './test-context';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

// Prometheus's text format, one sample a line (`name{a="x",b="y"} 1.5`); comments are left out
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

// The app's metrics port, as it bound METRICS_PORT=0
export function metricsUrl(t: TestContext): string {
  const port = t.app.get(MetricsServer).port;
  if (port === null) throw new Error('the app serves no metrics: start it with METRICS_PORT');
  return `http://127.0.0.1:${port}/metrics`;
}

// A scrape as Prometheus makes it, over HTTP; `token` as METRICS_TOKEN asks
export async function scrape(t: TestContext, token?: string): Promise<Sample[]> {
  const res = await fetch(metricsUrl(t), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (res.status !== 200) throw new Error(`the scrape answered ${res.status}: ${await res.text()}`);
  return parseSamples(await res.text());
}

// the value of the sample `name` whose labels include `labels` (0 when there is none: a counter not
// moved yet has no series)
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return found?.value ?? 0;
}

export function has(samples: Sample[], name: string): boolean {
  return samples.some((s) => s.name === name);
}
