// Writes the manifests (synthesise.ts) into deploy/k8s/manifests, or the folder after --out.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { settings } from './settings.ts';
import { synthesise } from './synthesise.ts';

const here = import.meta.dirname;
const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(here, '..', 'manifests') } } });
const envExample = readFileSync(path.join(here, '..', '..', '..', '.env.example'), 'utf8');

try {
  const files = synthesise(settings, envExample);
  mkdirSync(values.out, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(values.out, name), text);
  console.log(`Wrote ${Object.keys(files).join(', ')} to ${values.out}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
