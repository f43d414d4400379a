#!/usr/bin/env node
// `make run` and `make dev` start here: stop with one clear line on a Node the site does not
// support. The supported versions are package.json's engines.node, read from there (one source).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const parse = (version) => version.replace(/^v/, '').split('.').map(Number);

function atLeast(version, floor) {
  for (let i = 0; i < 3; i++) if ((version[i] ?? 0) !== (floor[i] ?? 0)) return (version[i] ?? 0) > (floor[i] ?? 0);
  return true;
}

// The subset of npm's ranges engines.node uses: alternatives joined by ||, each ^X.Y.Z or >=X.Y.Z.
export function parseRange(range) {
  return range.split('||').map((part) => {
    const match = /^(\^|>=)(\d+(?:\.\d+){0,2})$/.exec(part.trim());
    if (!match) throw new Error(`check-node understands only ^X.Y.Z and >=X.Y.Z, not "${part.trim()}"`);
    return { sameMajor: match[1] === '^', floor: parse(match[2]) };
  });
}

export function satisfies(version, range) {
  const v = parse(version);
  return parseRange(range).some(({ sameMajor, floor }) => (!sameMajor || v[0] === floor[0]) && atLeast(v, floor));
}

// "Node 22 (22.22.3 or later) or Node 24 (24.15.0 or later)"
export function describeRange(range) {
  return parseRange(range)
    .map(({ sameMajor, floor }) =>
      sameMajor ? `Node ${floor[0]} (${floor.join('.')} or later)` : `Node ${floor.join('.')} or later`,
    )
    .join(' or ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
  if (!satisfies(process.version, range)) {
    const hint = 'install Node 24 LTS (https://nodejs.org, or `nvm install` with the .nvmrc here)';
    console.error(`Node ${process.version} is not supported: the site needs ${describeRange(range)}; ${hint}.`);
    process.exit(1);
  }
}
