// Factories of the blog: empty blog tables, subscribers in each state, posts by the thousand.
import { SubscribersRepository } from '../../../src/modules/blog/subscribers.repository';
import { newUnsubscribeToken } from '../../../src/modules/blog/subscription-token';
import type { TestContext } from '../test-context';

type Queryable = Pick<TestContext['dataSource'], 'query'>;

// Blog suites share the test database: each starts from empty blog tables.
// The daily publication of today and yesterday counts as done, so an app starting during a test
// does not catch up on the real clock; tests drive publishDue with their own dates.
export async function resetBlog(t: TestContext): Promise<void> {
  await emptyBlog(t.dataSource);
}

// The same on a bare connection (a suite whose apps run in other processes).
export async function emptyBlog(db: Queryable): Promise<void> {
  // the app's outbox worker may be reading these tables: a deadlock with TRUNCATE is retried
  for (let attempt = 1; ; attempt++) {
    try {
      await db.query(
        'TRUNCATE blog_posts, subscribers, newsletter_issues, mail_outbox, publishing_days RESTART IDENTITY CASCADE',
      );
      break;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('deadlock')) throw error;
    }
  }
  // subscriber ids start again at 1: the visits of the old ones are not the new ones' (no foreign key)
  await db.query(`DELETE FROM analytics_conversions WHERE kind = 'subscriber'`);
  await db.query(`INSERT INTO publishing_days (day) VALUES (current_date - 1), (current_date), (current_date + 1)`);
}

// active: confirmed and receiving the daily mail; left: confirmed once, then unsubscribed;
// unconfirmed: a request whose mail was never sent nor clicked.
export type SubscriberState = 'active' | 'left' | 'unconfirmed';

// The address's row in that state (an existing row is brought to it), as the subscription's own
// steps leave it.
export async function makeSubscriber(t: TestContext, email: string, state: SubscriberState = 'active'): Promise<void> {
  const subscribers = t.app.get(SubscribersRepository);
  await t.dataSource.transaction(async (tx) => {
    const { subscriber: row } = await subscribers.lockOrInsertPending(tx, email.toLowerCase(), newUnsubscribeToken());
    if (state !== 'unconfirmed') await subscribers.confirm(tx, row.id);
  });
  if (state === 'left') await subscribers.leave(email.toLowerCase());
}

export async function makeSubscribers(
  t: TestContext,
  emails: string[],
  state: SubscriberState = 'active',
): Promise<void> {
  for (const email of emails) await makeSubscriber(t, email, state);
}

// `count` active subscribers, reader1@<domain> and on, at once.
export async function makeSubscribersInBulk(db: Queryable, count: number, domain = 'example.com'): Promise<void> {
  await db.query(
    `INSERT INTO subscribers (email, unsubscribe_token)
     SELECT 'reader' || g || '@' || $2, md5($2 || g) FROM generate_series(1, $1) g`,
    [count, domain],
  );
}

// The confirmation link of the address ran out a second ago.
export async function expireSubscriptionLink(t: TestContext, email: string): Promise<void> {
  await t.dataSource.query(`UPDATE subscribers SET confirm_expires_at = now() - interval '1 second' WHERE email = $1`, [
    email,
  ]);
}

// The address's last confirmation mail was queued `seconds` ago.
export async function ageConfirmationMail(t: TestContext, email: string, seconds: number): Promise<void> {
  await t.dataSource.query(
    `UPDATE subscribers SET confirm_sent_at = now() - make_interval(secs => $2) WHERE email = $1`,
    [email, seconds],
  );
}

// `count` posts with slugs `slug` (its # is the number), drafts unless published, the published
// ones a minute apart, newest first.
export async function makePostsInBulk(
  t: TestContext,
  count: number,
  { slug, published = false }: { slug: string; published?: boolean },
): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO blog_posts (slug, title, excerpt, content, category, read_time, published, scheduled, published_at)
     SELECT replace($2, '#', g::text), 'Bulk', 'An excerpt.', '<p>Words.</p>', 'Business', 1, $3, false,
            CASE WHEN $3 THEN now() - g * interval '1 minute' END
     FROM generate_series(1, $1) g`,
    [count, slug, published],
  );
}

// The address subscribed `years` ago.
export async function backdateSubscriber(t: TestContext, email: string, years: number): Promise<void> {
  await t.dataSource.query(
    `UPDATE subscribers SET subscribed_at = now() - make_interval(years => $2) WHERE email = $1`,
    [email, years],
  );
}

// The address was confirmed once and has left since, while the link of its latest request to come
// back still waits for a click (a state of an earlier double opt-in's history).
export async function markConfirmedAndLeft(t: TestContext, email: string): Promise<void> {
  await t.dataSource.query(`UPDATE subscribers SET confirmed_at = now(), unsubscribed_at = now() WHERE email = $1`, [
    email,
  ]);
}

// The published post with this title back in the daily queue, as the seeding of `make run`'s demo
// posts left two of them before they were published at once.
export async function requeuePost(t: TestContext, title: string): Promise<void> {
  await t.dataSource.query(
    `UPDATE blog_posts SET published = false, scheduled = true, published_at = NULL WHERE title = $1`,
    [title],
  );
}

// The address joined the list at `at` (the overview's "+N from last week" counts from it).
export async function subscribedAt(t: TestContext, email: string, at: Date): Promise<void> {
  await t.dataSource.query('UPDATE subscribers SET subscribed_at = $2 WHERE email = $1', [email, at]);
}
