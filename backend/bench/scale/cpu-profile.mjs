// Where a process's CPU went, from the .cpuprofile that `node --cpu-prof` writes at exit: the
// functions with the most self time, and the same summed by package (node_modules/<name>), by our
// code (backend/dist) and by Node's own parts, as shares of the samples that were not idle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function placeOf(url) {
  if (!url) return null;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /backend\/dist\/(.*)$/.exec(url);
  if (ours) return `ours: ${ours[1].replace(/\.js$/, '')}`;
  return url.startsWith('node:') ? url : url.replace(/^file:\/\/.*\//, '');
}

export function cpuProfileTop(file, count = 20) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const byFunction = new Map();
  const byPlace = new Map();
  let busy = 0;
  for (const [id, n] of hits) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)') continue;
    busy += n;
    const place = placeOf(url);
    const name = `${functionName || '(anonymous)'}${place ? ` ${place}:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + n);
    const area = place ? (place.startsWith('ours: ') ? 'ours (backend/dist)' : place) : functionName;
    byPlace.set(area, (byPlace.get(area) ?? 0) + n);
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, n]) => ({ 'self %': Number(((100 * n) / busy).toFixed(1)), name }));
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  return { busyShare: busy / profile.samples.length, seconds, functions: top(byFunction), places: top(byPlace) };
}

// Prints the top of the profile `node --cpu-prof --cpu-prof-dir=<profileDir>` wrote at exit.
export function printCpuProfile(profileDir) {
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return console.error(`no CPU profile was written in ${profileDir}`);
  const { busyShare, seconds: total, functions, places } = cpuProfileTop(path.join(profileDir, file));
  console.log(`\nCPU profile of the backend: ${total.toFixed(0)} s, busy ${(busyShare * 100).toFixed(0)} % of it`);
  console.log('Top self time by function (% of busy samples):');
  console.table(functions);
  console.log('By package / area:');
  console.table(places);
}
