import { MigrationInterface, QueryRunner } from 'typeorm';

// Every replica keeps answers in memory (core/http/read-cache.ts) and drops them when what they were
// read from changes: these triggers NOTIFY data_changed in the writing transaction, so every write
// is heard (services, crons, raw SQL alike) and a rolled-back one is heard by nobody. The payload
// names what changed: a table the public reads come from, a session ('session:<sid>') or an
// account ('user:<id>'); past 100 rows of one statement (the expired sessions' prune), all of them.
const PUBLIC_TABLES = ['blog_posts', 'products', 'page_content', 'site_settings', 'legal_pages'];

export class NotifyDataChanges1764490000000 implements MigrationInterface {
  name = 'NotifyDataChanges1764490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('data_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of PUBLIC_TABLES) {
      await q.query(
        `CREATE TRIGGER "${table}_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
      );
    }
    // TG_ARGV[0]: 'session' or 'user'; the statement's rows are in the transition table "changed"
    await q.query(`
      CREATE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT count(*) FROM changed) > 100 THEN
          PERFORM pg_notify('data_changed', TG_ARGV[0] || ':*');
        ELSIF TG_ARGV[0] = 'session' THEN
          PERFORM pg_notify('data_changed', 'session:' || sid) FROM changed;
        ELSE
          PERFORM pg_notify('data_changed', 'user:' || id) FROM changed;
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, kind] of [
      ['session', 'session'],
      ['users', 'user'],
    ]) {
      await q.query(
        `CREATE TRIGGER "${table}_deleted" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS changed
         FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('${kind}')`,
      );
    }
    await q.query(
      `CREATE TRIGGER "users_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS changed
       FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('user')`,
    );
    // a session's data or expiry rewritten (its device and last-seen time are not what is cached)
    await q.query(`
      CREATE FUNCTION notify_session_rewritten() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('data_changed', 'session:' || OLD.sid);
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER "session_rewritten" AFTER UPDATE OF sess, expire ON "session"
       FOR EACH ROW EXECUTE FUNCTION notify_session_rewritten()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "session_rewritten" ON "session"`);
    await q.query(`DROP FUNCTION notify_session_rewritten()`);
    await q.query(`DROP TRIGGER "users_updated" ON "users"`);
    await q.query(`DROP TRIGGER "users_deleted" ON "users"`);
    await q.query(`DROP TRIGGER "session_deleted" ON "session"`);
    await q.query(`DROP FUNCTION notify_rows_changed()`);
    for (const table of PUBLIC_TABLES) await q.query(`DROP TRIGGER "${table}_changed" ON "${table}"`);
    await q.query(`DROP FUNCTION notify_table_changed()`);
  }
}
