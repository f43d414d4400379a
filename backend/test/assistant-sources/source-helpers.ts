import { KnowledgeRegistry } from '../../src/core/knowledge/knowledge-registry';
import type { KnowledgePassage } from '../../src/core/knowledge/knowledge-source';
import { signedIn, type TestClient } from '../support/client';
import { createTestApp, type TestApp } from '../support/test-app';

type Step = (t: TestApp) => Promise<void>;

// A suite's app and its admin, started before its tests and closed after them: `arrange` runs once
// the app is up (the resets the suite needs), `restore` before it closes (what the suite changed
// that other folders' suites, on the same database, expect as the migrations left it).
export function sourcesBed(steps: { arrange?: Step; restore?: Step } = {}): { t: TestApp; admin: TestClient } {
  const bed = {} as { t: TestApp; admin: TestClient };
  beforeAll(async () => {
    bed.t = await createTestApp();
    await steps.arrange?.(bed.t);
    bed.admin = await signedIn(bed.t, 'admin');
  });
  afterAll(async () => {
    await steps.restore?.(bed.t);
    await bed.t.close();
  });
  return bed;
}

// what the source says now, read as the assistant's index reads it
export async function passagesOf(t: TestApp, source: string): Promise<KnowledgePassage[]> {
  const found = t.app.get(KnowledgeRegistry).find(source);
  if (!found) throw new Error(`no knowledge source "${source}"`);
  return found.passages();
}

// the passage of this key (its first piece: `${key}#1` when the source cuts its text)
export async function passage(t: TestApp, source: string, key: string): Promise<KnowledgePassage> {
  const passages = await passagesOf(t, source);
  const found = passages.find((p) => p.key === key) ?? passages.find((p) => p.key === `${key}#1`);
  if (!found) throw new Error(`no passage ${key} in ${source}: ${passages.map((p) => p.key).join(', ')}`);
  return found;
}

// everything every source says, in one text (to look for what must never be said)
export async function everythingSaid(t: TestApp): Promise<string> {
  const sources = t.app.get(KnowledgeRegistry).all();
  const passages = (await Promise.all(sources.map((s) => s.passages()))).flat();
  return passages.map((p) => `${p.title}\n${p.text}\n${p.keywords ?? ''}`).join('\n');
}
