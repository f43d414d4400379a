// One Node for everything: .nvmrc pins it, package.json's engines allow it, both Dockerfiles build
// and run on it, the README names it, and the suites run on its major (make test fetches it when the
// machine's Node is another one).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { satisfies } from './check-node.mjs';

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const pinned = read('.nvmrc').trim();
const major = pinned.split('.')[0];

test('.nvmrc pins one exact Node release that engines.node allows', () => {
  assert.match(pinned, /^\d+\.\d+\.\d+$/);
  assert.ok(satisfies(pinned, JSON.parse(read('package.json')).engines.node), `${pinned} is outside engines.node`);
});

test('both Dockerfiles build and run on the pinned Node', () => {
  // named once, in docker-compose.yml's x-images, and passed to both builds as NODE_IMAGE
  const image = /^ {2}node: &node-image node:(\S+)$/m.exec(read('docker-compose.yml'))?.[1];
  assert.equal(image, `${pinned}-bookworm-slim`, 'docker-compose.yml x-images: node');
  for (const file of ['deploy/backend.Dockerfile', 'deploy/web.Dockerfile']) {
    const stages = [...read(file).matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    assert.ok(stages.includes('${NODE_IMAGE}'), `${file} builds FROM \${NODE_IMAGE}`);
  }
});

test('the README names the pinned Node where it says how to run the site and what the containers run', () => {
  const readme = read('README.md');
  for (const section of ['## Running it', '## Containers']) {
    const start = readme.indexOf(section);
    const body = readme.slice(start, readme.indexOf('\n## ', start + 1));
    assert.ok(body.includes(`Node ${pinned}`), `README "${section}" does not say Node ${pinned}`);
  }
});

test('the suites run on the major the containers run', () => {
  assert.equal(process.versions.node.split('.')[0], major, `running on Node ${process.version}, not Node ${major}`);
});
