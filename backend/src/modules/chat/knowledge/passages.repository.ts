import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { KnowledgePassage } from '../../../core/knowledge/knowledge-source';

// assistant_passages (every source's passages, with their full-text vector) and assistant_lexicon
// (the words in them, as the search stems them, and in how many passages each is).
@Injectable()
export class PassagesRepository {
  constructor(private readonly db: DataSource) {}

  // Makes the source's rows these passages: new and changed ones written, the others deleted.
  // Answers whether anything changed. Two replacements of one source wait for each other.
  async replace(tx: EntityManager, source: string, passages: KnowledgePassage[]): Promise<boolean> {
    const rows = passages.map((p) => ({
      key: p.key,
      title: p.title,
      url: p.url,
      body: p.text,
      keywords: p.keywords ?? '',
    }));
    const written = (await tx.query(
      `INSERT INTO assistant_passages (source, key, title, url, body, keywords)
       SELECT $1, p.key, p.title, p.url, p.body, p.keywords
       FROM jsonb_to_recordset($2::jsonb) AS p(key text, title text, url text, body text, keywords text)
       ON CONFLICT (source, key) DO UPDATE
         SET title = EXCLUDED.title, url = EXCLUDED.url, body = EXCLUDED.body, keywords = EXCLUDED.keywords,
             updated_at = now()
         WHERE (assistant_passages.title, assistant_passages.url, assistant_passages.body, assistant_passages.keywords)
           IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.url, EXCLUDED.body, EXCLUDED.keywords)
       RETURNING id`,
      [source, JSON.stringify(rows)],
    )) as unknown[];
    const [, deleted] = (await tx.query(
      'DELETE FROM assistant_passages WHERE source = $1 AND NOT (key = ANY($2::text[]))',
      [source, rows.map((r) => r.key)],
    )) as [unknown, number];
    return written.length > 0 || deleted > 0;
  }

  // one replacement of a source at a time, across replicas, until the transaction ends
  async lockSource(tx: EntityManager, source: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('assistant_passages:' || $1))`, [source]);
  }

  // the words and their counts again, from the passages as they are now
  async refreshLexicon(tx: EntityManager): Promise<void> {
    await tx.query('REFRESH MATERIALIZED VIEW CONCURRENTLY assistant_lexicon');
  }

  async count(source?: string): Promise<number> {
    const [row] = (await this.db.query(
      'SELECT count(*)::int AS n FROM assistant_passages WHERE $1::text IS NULL OR source = $1',
      [source ?? null],
    )) as { n: number }[];
    return row.n;
  }
}
