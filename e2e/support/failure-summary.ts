import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// A short account of what failed or passed only on a retry, written to test-results/summary.txt
// and printed last by `make test-e2e` when the suite fails: the end of a long CI log says which
// journey failed, at which line, and why, without the trace (which stays on the CI machine).
const FILE = path.join(__dirname, '..', 'test-results', 'summary.txt');
const ANSI = /\u001b\[[0-9;]*m/g;
const MESSAGE_LINES = 4;
const TAB_LINES = 25;

function firstLines(text: string | undefined, count = MESSAGE_LINES): string[] {
  return (text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, count)
    .map((line) => `    ${line.slice(0, 200)}`);
}

export default class FailureSummary implements Reporter {
  private readonly lines = new Map<string, string[]>();
  private readonly names: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    // a timeout's first error is the timeout, its second the step it was waiting on
    const located = result.errors.find((e) => e.location);
    const where = located?.location
      ? `${path.basename(located.location.file)}:${located.location.line}`
      : 'no location';
    const title = test.titlePath().slice(-1)[0].slice(0, 120);
    this.names.push(`  ${path.basename(test.location.file)}: ${title} (${result.status} at ${where})`);
    this.lines.set(`${test.id} ${result.retry}`, [
      `${result.status} (try ${result.retry + 1}) at ${where}: ${title}`,
      ...firstLines((located ?? result.errors[0])?.message),
      ...result.attachments
        .filter((a) => a.name.startsWith('tab ') && a.body)
        .flatMap((a) => [`  ${a.name}:`, ...firstLines(a.body?.toString(), TAB_LINES)]),
    ]);
  }

  onEnd(result: FullResult): void {
    const body = [...this.lines.values()].flat();
    const head = `e2e ${result.status}: ${this.lines.size === 0 ? 'every try passed' : 'tries that did not pass:'}`;
    // the names again, last: a CI log shows its end, and the tabs' trees above can be long
    const tail = this.names.length === 0 ? [] : ['journeys that did not pass:', ...this.names];
    mkdirSync(path.dirname(FILE), { recursive: true });
    writeFileSync(FILE, `${[head, ...body, ...tail].join('\n')}\n`);
  }
}
