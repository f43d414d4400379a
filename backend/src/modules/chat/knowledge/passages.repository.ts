import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { KnowledgePassage } from '../../../core/knowledge/knowledge-source';

export interface MatchedPassage {
  source: string;
  key: string;
  title: string;
  url: string;
  body: string;
  // the groups (1-based, in the order given) the passage contains, and those in its title or
  // keywords (what it is about, rather than what it mentions)
  matched: number[];
  in_head: number[];
  rank: number;
}

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

  // The words and their counts again, from the passages as they are now. One refresh at a time,
  // each reading after the one before committed: the lock is taken in a statement of its own, so
  // the refresh's own statement (READ COMMITTED: a snapshot of its own) starts after it and sees
  // every source's passages committed so far. (A refresh waiting on the view's own lock would have
  // taken its snapshot before waiting, and could write back a lexicon without the other's words.)
  async refreshLexicon(tx: EntityManager): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('assistant_lexicon'))`);
    await tx.query('REFRESH MATERIALIZED VIEW CONCURRENTLY assistant_lexicon');
  }

  // each word of the text as the search stems it (stop words and numbers left out), with the word
  async stems(text: string): Promise<{ word: string; stem: string }[]> {
    return (await this.db.query(
      `SELECT lower(token) AS word, lexemes[1] AS stem FROM ts_debug('english', $1)
       WHERE alias IN ('asciiword', 'word', 'hword_asciipart', 'hword_part') AND cardinality(lexemes) > 0`,
      [text],
    )) as { word: string; stem: string }[];
  }

  // in how many passages each of these stems is, and how many passages there are
  async frequencies(stems: string[]): Promise<{ passages: number; ndoc: Map<string, number> }> {
    const [rows, [total]] = (await Promise.all([
      this.db.query('SELECT word, ndoc FROM assistant_lexicon WHERE word = ANY($1::text[])', [stems]),
      this.db.query('SELECT count(*)::int AS n FROM assistant_passages'),
    ])) as [{ word: string; ndoc: number }[], { n: number }[]];
    return { passages: total.n, ndoc: new Map(rows.map((r) => [r.word, r.ndoc])) };
  }

  // for each stem, the passages' word nearest to it by trigram similarity, if one is near enough
  // and of about its length
  async nearestWords(stems: string[], atLeast: number, lengthsWithin: number): Promise<Map<string, string>> {
    const rows = (await this.db.query(
      `SELECT DISTINCT ON (q) q, word FROM unnest($1::text[]) AS q
       JOIN assistant_lexicon ON word % q AND similarity(word, q) >= $2 AND abs(length(word) - length(q)) <= $3
       ORDER BY q, similarity(word, q) DESC, ndoc DESC`,
      [stems, atLeast, lengthsWithin],
    )) as { q: string; word: string }[];
    return new Map(rows.map((r) => [r.q, r.word]));
  }

  // The passages that contain any of the groups' stems, with the groups each contains (in its
  // text and in its title), the most groups first, then by full-text rank.
  async matching(groups: string[][], limit: number): Promise<MatchedPassage[]> {
    const queries = groups.map((stems) => stems.map((s) => `'${s}'`).join(' | '));
    // the same, matching only the title's and the keywords' words (weights A and B)
    const heads = groups.map((stems) => stems.map((s) => `'${s}':AB`).join(' | '));
    return (await this.db.query(
      `WITH g AS (
         SELECT i::int, q::tsquery, h::tsquery FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(q, h, i)
       )
       SELECT p.source, p.key, p.title, p.url, p.body, m.matched, m.in_head,
              ts_rank_cd(p.search, $3::tsquery) AS rank
       FROM assistant_passages p
       CROSS JOIN LATERAL (
         SELECT array(SELECT g.i FROM g WHERE p.search @@ g.q) AS matched,
                array(SELECT g.i FROM g WHERE p.search @@ g.h) AS in_head
       ) m
       WHERE p.search @@ $3::tsquery
       ORDER BY cardinality(m.matched) DESC, rank DESC
       LIMIT $4`,
      [queries, heads, queries.map((q) => `(${q})`).join(' | '), limit],
    )) as MatchedPassage[];
  }

  // which groups each sentence contains (to quote the sentences of a long passage that answer)
  async sentenceMatches(sentences: string[], groups: string[][]): Promise<number[][]> {
    const queries = groups.map((stems) => stems.map((s) => `'${s}'`).join(' | '));
    const rows = (await this.db.query(
      `SELECT array(SELECT g.i::int FROM unnest($2::text[]) WITH ORDINALITY AS g(q, i)
                    WHERE to_tsvector('english', s.sentence) @@ g.q::tsquery) AS matched
       FROM unnest($1::text[]) WITH ORDINALITY AS s(sentence, n) ORDER BY s.n`,
      [sentences, queries],
    )) as { matched: number[] }[];
    return rows.map((r) => r.matched);
  }
}
