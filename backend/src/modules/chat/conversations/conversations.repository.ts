import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface AskedQuestion {
  question: string;
  answer: string;
  answered: boolean;
  // the passages the answer used: [{source, label, title, url}]
  sources: { source: string; label: string; title: string; url: string }[];
}

// assistant_conversations and assistant_questions: a visit's conversation with the assistant and
// each question asked in it (kept for the owner's Assistant screen, as long as the settings say).
@Injectable()
export class ConversationsRepository {
  // the conversation going on (its last question now), or a new one when there is none (any more)
  async continueOrStart(tx: EntityManager, id: string | undefined, userId: number | null): Promise<string> {
    if (id) {
      const [rows] = (await tx.query(
        `UPDATE assistant_conversations SET last_at = now(), user_id = coalesce(user_id, $2)
         WHERE id = $1 RETURNING id`,
        [id, userId],
      )) as [{ id: string }[], number];
      if (rows.length) return rows[0].id;
    }
    const [row] = (await tx.query('INSERT INTO assistant_conversations (user_id) VALUES ($1) RETURNING id', [
      userId,
    ])) as { id: string }[];
    return row.id;
  }

  async record(tx: EntityManager, conversationId: string, asked: AskedQuestion): Promise<void> {
    await tx.query(
      `INSERT INTO assistant_questions (conversation_id, question, answer, answered, sources)
       VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [conversationId, asked.question, asked.answer, asked.answered, JSON.stringify(asked.sources)],
    );
  }

  // Marks the conversation handed over to this address, once: 'sent' when it already was,
  // 'missing' when it is not kept (any more). Two at once: the second waits and finds it sent.
  async claimHandover(tx: EntityManager, id: string, email: string): Promise<'claimed' | 'sent' | 'missing'> {
    const [claimed] = (await tx.query(
      `UPDATE assistant_conversations SET handed_over_at = now(), handover_email = $2
       WHERE id = $1 AND handed_over_at IS NULL RETURNING id`,
      [id, email],
    )) as [unknown[], number];
    if (claimed.length) return 'claimed';
    const exists = (await tx.query('SELECT 1 FROM assistant_conversations WHERE id = $1', [id])) as unknown[];
    return exists.length ? 'sent' : 'missing';
  }

  // the conversation's questions and answers, in the order asked
  async transcript(tx: EntityManager, id: string): Promise<{ question: string; answer: string; askedAt: Date }[]> {
    return (await tx.query(
      `SELECT question, answer, asked_at AS "askedAt" FROM assistant_questions
       WHERE conversation_id = $1 ORDER BY id`,
      [id],
    )) as { question: string; answer: string; askedAt: Date }[];
  }
}
