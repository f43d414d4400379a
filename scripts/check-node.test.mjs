import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describeRange, satisfies } from './check-node.mjs';

const range = '^22.22.3 || ^24.15.0';

test('accepts the supported lines from their floor on, and nothing else', () => {
  for (const ok of ['v22.22.3', 'v22.30.0', 'v24.15.0', 'v24.21.0']) assert.ok(satisfies(ok, range), ok);
  for (const no of ['v20.19.0', 'v20.20.2', 'v22.12.0', 'v22.22.2', 'v23.11.0', 'v24.14.1', 'v25.0.0', 'v26.0.0']) {
    assert.ok(!satisfies(no, range), no);
  }
  assert.ok(satisfies('v26.1.0', '>=26'));
});

test('names the supported versions in words', () => {
  assert.equal(describeRange(range), 'Node 22 (22.22.3 or later) or Node 24 (24.15.0 or later)');
  assert.equal(describeRange('>=26'), 'Node 26 or later');
});

test("package.json's engines.node is a range the check understands", () => {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  assert.doesNotThrow(() => describeRange(engines.node));
});
