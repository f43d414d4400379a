import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Cursor } from '../../../core/paging/cursor';

export interface QuestionSource {
  source: string;
  label: string;
  title: string;
  url: string;
}

export interface QuestionRow {
  id: number;
  askedAt: Date;
  question: string;
  answer: string;
  answered: boolean;
  sources: QuestionSource[];
  faqId: number | null;
  conversationId: string;
  handedOver: boolean;
  signedIn: boolean;
  // where the row stands in the list, to the microsecond (the next page's cursor)
  keysetAt: string;
}

export interface QuestionFigures {
  asked: number;
  answered: number;
  unanswered: number;
  handedOver: number;
  answeredSince: number;
  topSources: { title: string; url: string; count: number }[];
}

const SINCE = `now() - make_interval(days => $1)`;

// assistant_questions as the owner reads them (with what their conversation says), and the FAQ
// entry that answers them. The asking side writes them.
@Injectable()
export class QuestionsRepository {
  constructor(private readonly db: DataSource) {}

  // newest first; `answered` null: all of them
  page(answered: boolean | null, after: Cursor | null, limit: number): Promise<QuestionRow[]> {
    return this.db.query(
      `SELECT q.id::int AS id, q.asked_at AS "askedAt", q.question, q.answer, q.answered, q.sources,
              q.faq_id AS "faqId", q.conversation_id AS "conversationId",
              c.handed_over_at IS NOT NULL AS "handedOver", c.user_id IS NOT NULL AS "signedIn",
              to_char(q.asked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "keysetAt"
         FROM assistant_questions q JOIN assistant_conversations c ON c.id = q.conversation_id
        WHERE ($1::boolean IS NULL OR q.answered = $1)
          AND ($2::timestamptz IS NULL OR (q.asked_at, q.id) < ($2::timestamptz, $3::bigint))
        ORDER BY q.asked_at DESC, q.id DESC LIMIT $4`,
      [answered, after?.at ?? null, after?.id ?? null, limit],
    ) as Promise<QuestionRow[]>;
  }

  async count(answered: boolean | null): Promise<number> {
    const [row] = (await this.db.query(
      'SELECT count(*)::int AS n FROM assistant_questions WHERE $1::boolean IS NULL OR answered = $1',
      [answered],
    )) as { n: number }[];
    return row.n;
  }

  // The FAQ entry on the question and on every unanswered one of the same text (any case, trimmed);
  // answers how many were marked (0: no question has this id). The rows are locked in id order, so
  // two entries made at once for the same question wait for each other instead of deadlocking.
  async markAnswered(tx: EntityManager, questionId: number, faqId: number): Promise<number> {
    const [rows] = (await tx.query(
      `WITH asked AS (SELECT id, lower(btrim(question)) AS text FROM assistant_questions WHERE id = $1),
            marked AS (SELECT q.id FROM assistant_questions q, asked a
                        WHERE q.id = a.id OR (NOT q.answered AND lower(btrim(q.question)) = a.text)
                        ORDER BY q.id FOR UPDATE OF q)
       UPDATE assistant_questions SET faq_id = $2 WHERE id IN (SELECT id FROM marked) RETURNING id`,
      [questionId, faqId],
    )) as [unknown[], number];
    return rows.length;
  }

  // the figures of the questions asked and the conversations handed over in the last `days` days
  async figures(days: number): Promise<QuestionFigures> {
    const [[counts], [handed], topSources] = await Promise.all([
      this.db.query(
        `SELECT count(*)::int AS asked, count(*) FILTER (WHERE answered)::int AS answered,
                count(*) FILTER (WHERE NOT answered)::int AS unanswered,
                count(*) FILTER (WHERE NOT answered AND faq_id IS NOT NULL)::int AS "answeredSince"
           FROM assistant_questions WHERE asked_at > ${SINCE}`,
        [days],
      ) as Promise<Omit<QuestionFigures, 'handedOver' | 'topSources'>[]>,
      this.db.query(`SELECT count(*)::int AS n FROM assistant_conversations WHERE handed_over_at > ${SINCE}`, [
        days,
      ]) as Promise<{ n: number }[]>,
      this.db.query(
        `SELECT s.title, s.url, count(DISTINCT q.id)::int AS count
           FROM assistant_questions q CROSS JOIN LATERAL jsonb_to_recordset(q.sources) AS s(title text, url text)
          WHERE q.asked_at > ${SINCE} AND jsonb_typeof(q.sources) = 'array'
          GROUP BY s.title, s.url ORDER BY count DESC, s.title LIMIT 5`,
        [days],
      ) as Promise<QuestionFigures['topSources']>,
    ]);
    return { ...counts, handedOver: handed.n, topSources };
  }
}
