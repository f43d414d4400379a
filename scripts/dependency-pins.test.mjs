import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

// How the production dependencies are pinned and updated (README, "Dependencies"): exact versions
// in every workspace's package.json, the same in the lockfile, and renovate.json keeping them so.

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const WORKSPACES = ['.', 'shared', 'backend', 'frontend', 'e2e', 'deploy/k8s'];
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
const lock = JSON.parse(read('package-lock.json'));
const manifests = WORKSPACES.map((dir) => [dir, JSON.parse(read(`${dir}/package.json`))]);

// [workspace, name, version] of every production dependency but the workspace's own @coach/shared
const production = manifests.flatMap(([dir, manifest]) =>
  Object.entries({ ...manifest.dependencies, ...manifest.optionalDependencies })
    .filter(([name]) => name !== '@coach/shared')
    .map(([name, version]) => [dir, name, version]),
);

test('every production dependency is pinned to an exact version, the one the lockfile installs', () => {
  assert.ok(production.length > 40, `found ${production.length}`);
  for (const [dir, name, version] of production) {
    assert.match(version, EXACT, `${dir}/package.json: ${name} ${version}`);
    // npm puts a workspace's dependency beside the workspace when the root's is another version
    const installed = lock.packages[`${dir}/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`];
    assert.equal(installed?.version, version, `package-lock.json: ${name}`);
  }
});

test('npm writes exact versions when a dependency is added', () => {
  assert.match(read('.npmrc'), /^save-exact=true$/m);
});

test('renovate.json pins, keeps a schedule and groups the frameworks, each group naming real dependencies', () => {
  const config = JSON.parse(read('renovate.json'));
  assert.equal(config.rangeStrategy, 'pin');
  assert.ok(config.schedule?.length > 0, 'a schedule');
  const groups = new Map(config.packageRules.filter((r) => r.groupName).map((r) => [r.groupName, r.matchPackageNames]));
  for (const name of ['NestJS', 'React', 'antd', 'TypeORM']) assert.ok(groups.has(name), `the ${name} group`);
  // a group may name a tool of the tests beside the framework (React's types)
  const names = manifests.flatMap(([, m]) => Object.keys({ ...m.dependencies, ...m.devDependencies }));
  // Renovate's globs as they are used here: `**` for any rest of the name
  const matches = (pattern, name) =>
    new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace('**', '.*')}$`).test(name);
  for (const [group, patterns] of groups) {
    for (const pattern of patterns) {
      assert.ok(
        names.some((name) => matches(pattern, name)),
        `${group}: ${pattern}`,
      );
    }
  }
});
