// Factories of rows in older schemas, for the migration tests: on a scratch database whose
// migrations stop before the one under test, where the app's repositories (written for the
// newest schema) cannot go. Each takes the scratch database's connection.
import type { DataSource } from 'typeorm';

type Db = Pick<DataSource, 'query'>;

// A users row with only the columns every schema has.
export async function insertUserRow(db: Db, u: { email: string; firstName: string; lastName: string }): Promise<void> {
  await db.query(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, 'x', $2, $3)`, [
    u.email,
    u.firstName,
    u.lastName,
  ]);
}

// Before account tokens: an account (id 1) signed in with session s1.
export async function accountBeforeTokens(db: Db): Promise<void> {
  await insertUserRow(db, { email: 'old@example.com', firstName: 'Old', lastName: 'Timer' });
  await db.query(
    `INSERT INTO session (sid, sess, expire) VALUES ('s1', '{"cookie":{},"passport":{"user":1}}', now() + interval '1 day')`,
  );
}

// A blog_posts row with the columns every schema has: published, or queued for the daily mail.
export async function insertPostRow(db: Db, p: { title: string; queued: boolean }): Promise<void> {
  await db.query(
    `INSERT INTO blog_posts (slug, title, excerpt, content, category, read_time, published, scheduled, published_at)
     VALUES ($1, $2, 'An excerpt.', '<p>Words.</p>', 'Business', 1, $3, $4, CASE WHEN $3 THEN now() END)`,
    [p.title.toLowerCase().replace(/\W+/g, '-'), p.title, !p.queued, p.queued],
  );
}

// The post with this title rewritten by its owner a minute after it was written (a later updated_at).
export async function editPostRow(db: Db, title: string, content: string): Promise<void> {
  await db.query(`UPDATE blog_posts SET content = $2, updated_at = updated_at + interval '1 minute' WHERE title = $1`, [
    title,
    content,
  ]);
}

// The demo seeder `name` has run, as its seeding transaction records it.
export async function insertSeedRunRow(db: Db, name: string): Promise<void> {
  await db.query('INSERT INTO seed_runs (name) VALUES ($1)', [name]);
}

// A products row; without `slug` as before product slugs.
export async function insertProductRow(db: Db, p: { title: string; slug?: string }): Promise<void> {
  if (p.slug === undefined) {
    await db.query(
      `INSERT INTO products (type, category, title, description, price_cents) VALUES ('digital', 'C', $1, 'A product.', 100)`,
      [p.title],
    );
  } else {
    await db.query(
      `INSERT INTO products (type, category, title, slug, description, price_cents) VALUES ('digital', 'C', $1, $2, 'A product.', 100)`,
      [p.title, p.slug],
    );
  }
}

export interface SubscriberRow {
  email: string;
  token: string;
  active?: boolean;
  // ISO time or 'now' (default now, as the column's default)
  subscribedAt?: string;
  // only after double opt-in: null is "never confirmed"
  confirmedAt?: null;
  unsubscribedNow?: boolean;
}

// A subscribers row in any schema (confirmed_at only where given).
export async function insertSubscriberRow(db: Db, s: SubscriberRow): Promise<void> {
  const confirmed = 'confirmedAt' in s;
  await db.query(
    `INSERT INTO subscribers (email, unsubscribe_token, active, subscribed_at, unsubscribed_at${confirmed ? ', confirmed_at' : ''})
     VALUES ($1, $2, $3, COALESCE($4::timestamptz, now()), CASE WHEN $5 THEN now() END${confirmed ? ', NULL' : ''})`,
    [s.email, s.token, s.active ?? true, s.subscribedAt ?? null, s.unsubscribedNow ?? false],
  );
}

// Before the mail outbox: a published post (id 1) whose issue went to three readers (sent, waiting
// for a retry, in hand), and three contact messages (notified, still to notify, given up on).
export async function mailBeforeOutbox(db: Db): Promise<void> {
  await db.query(`
    INSERT INTO blog_posts (slug, title, excerpt, content, category, read_time, published)
      VALUES ('p', 'P', 'e', '<p>c</p>', 'Business', 1, true);
    INSERT INTO subscribers (email, unsubscribe_token) VALUES ('r1@example.com', 't1'), ('r2@example.com', 't2'), ('r3@example.com', 't3');
    INSERT INTO newsletter_issues (post_id) VALUES (1);
    INSERT INTO newsletter_deliveries (issue_id, subscriber_id, status, attempts, locked_at, sent_at, last_error) VALUES
      (1, 1, 'sent', 1, NULL, now(), NULL),
      (1, 2, 'pending', 1, NULL, NULL, '451 Try again later'),
      (1, 3, 'sending', 1, now(), NULL, NULL);
    INSERT INTO contact_messages (name, email, subject, message, notified_at, notify_attempts) VALUES
      ('A', 'a@example.com', 'other', 'Sent long ago.', now(), 1),
      ('B', 'b@example.com', 'other', 'Still to send.', NULL, 2),
      ('C', 'c@example.com', 'other', 'Given up on.', NULL, 10);`);
}

// A course's one published lesson (in a module of its own) for the products row `productId`: its id.
export async function insertLessonRow(db: Db, productId: number): Promise<number> {
  const [module] = (await db.query(
    `INSERT INTO course_modules (product_id, title, position) VALUES ($1, 'A module', 0) RETURNING id`,
    [productId],
  )) as { id: number }[];
  const [lesson] = (await db.query(
    `INSERT INTO course_lessons (module_id, product_id, title, status, position)
     VALUES ($1, $2, 'A lesson', 'published', 0) RETURNING id`,
    [module.id, productId],
  )) as { id: number }[];
  return lesson.id;
}

// The account enrolled in the course (no order item: the owner's, or since 1764710000000 a
// membership's), and the lessons given marked complete by it.
export async function insertEnrolmentRow(
  db: Db,
  e: { productId: number; userId: number; source: string; completedLessonIds?: number[] },
): Promise<void> {
  await db.query(`INSERT INTO course_enrolments (product_id, user_id, source) VALUES ($1, $2, $3)`, [
    e.productId,
    e.userId,
    e.source,
  ]);
  for (const lessonId of e.completedLessonIds ?? [])
    await db.query(`INSERT INTO course_progress (user_id, lesson_id) VALUES ($1, $2)`, [e.userId, lessonId]);
}
