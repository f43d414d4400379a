// Helpers of the assistant owner's suites: the app with the assistant's tables emptied, and the
// questions visitors asked written as the asking side writes them (their conversation first).
import { KnowledgeIndex } from '../../src/modules/chat/knowledge/knowledge-index';
import { signedIn, type TestClient } from '../support/client';
import { createTestApp, type TestApp } from '../support/test-app';

export async function resetAssistant(t: TestApp): Promise<void> {
  await t.dataSource.query('DELETE FROM assistant_conversations');
  await t.dataSource.query('DELETE FROM assistant_faq');
  await t.dataSource.query('UPDATE assistant_settings SET retention_days = 90');
  await t.app.get(KnowledgeIndex).refresh('faq');
}

// A suite's app (started once), emptied before each test, with a signed-in admin.
export function assistantBed() {
  const bed = {} as { t: TestApp; admin: TestClient };
  beforeAll(async () => {
    bed.t = await createTestApp();
    bed.admin = await signedIn(bed.t, 'admin');
  });
  afterAll(() => bed.t.close());
  beforeEach(() => resetAssistant(bed.t));
  return bed;
}

export interface Source {
  source: string;
  label: string;
  title: string;
  url: string;
}

export interface Conversation {
  userId?: number | null;
  daysAgo?: number;
  handedOver?: boolean;
  handoverEmail?: string | null;
}

export async function conversation(t: TestApp, c: Conversation = {}): Promise<string> {
  const [row] = (await t.dataSource.query(
    `INSERT INTO assistant_conversations (user_id, started_at, last_at, handed_over_at, handover_email)
     VALUES ($1, now() - make_interval(days => $2), now() - make_interval(days => $2),
             CASE WHEN $3 THEN now() - make_interval(days => $2) END, $4)
     RETURNING id`,
    [c.userId ?? null, c.daysAgo ?? 0, c.handedOver ?? false, c.handoverEmail ?? null],
  )) as { id: string }[];
  return row.id;
}

export interface Asked {
  question: string;
  answered?: boolean;
  answer?: string;
  sources?: Source[];
  daysAgo?: number;
  // seconds after the day's time: questions of one test in the order they were asked
  at?: number;
}

// a question in the conversation; answers its id
export async function asked(t: TestApp, conversationId: string, q: Asked): Promise<number> {
  const [row] = (await t.dataSource.query(
    `INSERT INTO assistant_questions (conversation_id, asked_at, question, answer, answered, sources)
     VALUES ($1, now() - make_interval(days => $2) + make_interval(secs => $3), $4, $5, $6, $7::jsonb)
     RETURNING id::int AS id`,
    [
      conversationId,
      q.daysAgo ?? 0,
      q.at ?? 0,
      q.question,
      q.answer ?? (q.answered ? 'Here is what I found.' : 'I could not find that on the site.'),
      q.answered ?? false,
      JSON.stringify(q.sources ?? []),
    ],
  )) as { id: number }[];
  return row.id;
}

export async function faqIdsOf(t: TestApp, ids: number[]): Promise<(number | null)[]> {
  const rows = (await t.dataSource.query(
    'SELECT faq_id AS "faqId" FROM assistant_questions WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  )) as { faqId: number | null }[];
  return rows.map((r) => r.faqId);
}

export async function faqPassages(t: TestApp) {
  return t.dataSource.query(
    `SELECT key, title, url, body, keywords FROM assistant_passages WHERE source = 'faq' ORDER BY key`,
  ) as Promise<{ key: string; title: string; url: string; body: string; keywords: string }[]>;
}
