import type { MigrationInterface, QueryRunner } from 'typeorm';

// The assistant's tables (chat; docs/assistant.md): the passages it answers from (every module's
// facts, re-read when they change, searched with PostgreSQL's full-text search), the words they
// use (for correcting a misspelt question by trigram similarity, and how rare each word is), the
// owner's FAQ, the conversations and the questions asked in them (kept as long as the owner says),
// and one settings row. The tables the assistant's facts are read from that did not yet tell of
// their changes (migration 1764490000000) now do, so an edit there reaches its index.
const FACT_TABLES = [
  'shop_settings',
  'booking_settings',
  'consultation_settings',
  'booking_weekly_hours',
  'membership_tiers',
  // the privacy policy's sentence on whether marketing mail counts opens and clicks
  'automation_settings',
  // the owner's FAQ (chat reads it into the index at once too; the trigger keeps the rule whole:
  // every table a source reads tells of its writes)
  'assistant_faq',
];

export class Assistant1764770000000 implements MigrationInterface {
  name = 'Assistant1764770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE assistant_passages (
        id serial PRIMARY KEY,
        source varchar(40) NOT NULL,
        key varchar(200) NOT NULL,
        title varchar(300) NOT NULL,
        url varchar(500) NOT NULL,
        body text NOT NULL,
        keywords text NOT NULL DEFAULT '',
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', keywords), 'B') ||
          setweight(to_tsvector('english', body), 'C')
        ) STORED,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (source, key)
      )`);
    await q.query(`CREATE INDEX assistant_passages_search ON assistant_passages USING gin (search)`);
    // every word of the passages (as the search stems it) and in how many passages it is
    await q.query(`
      CREATE MATERIALIZED VIEW assistant_lexicon AS
        SELECT word, ndoc FROM ts_stat('SELECT search FROM assistant_passages')`);
    await q.query(`CREATE UNIQUE INDEX assistant_lexicon_word ON assistant_lexicon (word)`);
    await q.query(`CREATE INDEX assistant_lexicon_trigrams ON assistant_lexicon USING gin (word gin_trgm_ops)`);
    await q.query(`
      CREATE TABLE assistant_faq (
        id serial PRIMARY KEY,
        question varchar(300) NOT NULL,
        answer varchar(2000) NOT NULL,
        link varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE assistant_conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id integer REFERENCES users (id) ON DELETE CASCADE,
        started_at timestamptz NOT NULL DEFAULT now(),
        last_at timestamptz NOT NULL DEFAULT now(),
        handed_over_at timestamptz,
        handover_email varchar(254)
      )`);
    await q.query(`CREATE INDEX assistant_conversations_last ON assistant_conversations (last_at)`);
    await q.query(`CREATE INDEX assistant_conversations_user ON assistant_conversations (user_id)`);
    await q.query(`
      CREATE TABLE assistant_questions (
        id bigserial PRIMARY KEY,
        conversation_id uuid NOT NULL REFERENCES assistant_conversations (id) ON DELETE CASCADE,
        asked_at timestamptz NOT NULL DEFAULT now(),
        question varchar(2000) NOT NULL,
        answer text NOT NULL,
        answered boolean NOT NULL,
        sources jsonb NOT NULL DEFAULT '[]',
        faq_id integer REFERENCES assistant_faq (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX assistant_questions_newest ON assistant_questions (asked_at DESC, id DESC)`);
    await q.query(`CREATE INDEX assistant_questions_conversation ON assistant_questions (conversation_id, id)`);
    await q.query(`
      CREATE TABLE assistant_settings (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        retention_days integer NOT NULL DEFAULT 90 CHECK (retention_days BETWEEN 1 AND 730)
      )`);
    await q.query(`INSERT INTO assistant_settings DEFAULT VALUES`);
    for (const table of FACT_TABLES) {
      await q.query(
        `CREATE TRIGGER "${table}_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of FACT_TABLES) await q.query(`DROP TRIGGER "${table}_changed" ON "${table}"`);
    for (const table of ['assistant_settings', 'assistant_questions', 'assistant_conversations', 'assistant_faq'])
      await q.query(`DROP TABLE ${table}`);
    await q.query(`DROP MATERIALIZED VIEW assistant_lexicon`);
    await q.query(`DROP TABLE assistant_passages`);
  }
}
