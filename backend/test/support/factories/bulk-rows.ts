// Factories of rows by the thousand, for the tests of paging, sitemaps, exports and sending at
// scale: one INSERT … SELECT from generate_series each, where the app would take a request (and a
// transaction) per row, and with the ties and microsecond steps between timestamps that no run of
// requests produces. A performance arrangement, so SQL.
import type { TestContext } from '../test-context';

type Queryable = Pick<TestContext['dataSource'], 'query'>;

// `count` active subscribers, reader1@<domain> and on, at once.
export async function makeSubscribersInBulk(db: Queryable, count: number, domain = 'example.com'): Promise<void> {
  await db.query(
    `INSERT INTO subscribers (email, unsubscribe_token)
     SELECT 'reader' || g || '@' || $2, md5($2 || g) FROM generate_series(1, $1) g`,
    [count, domain],
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

// `count` digital products with slugs `slug` (its # is the number).
export async function makeProductsInBulk(t: TestContext, count: number, slug: string): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO products (type, category, title, slug, description, price_cents)
     SELECT 'digital', 'C', 'Item notes', replace($2, '#', g::text), 'A product.', 100 FROM generate_series(1, $1) g`,
    [count, slug],
  );
}

// `count` paid orders of `buyerId`, a minute apart, each with three items whose long titles make
// a CSV of them large (about 500 bytes an order).
export async function makePaidOrdersInBulk(t: TestContext, count: number, buyerId: number): Promise<void> {
  await t.dataSource.query(
    `WITH made AS (
       INSERT INTO orders (user_id, status, total_cents, payment_provider, payment_intent_id, payment_method,
                           created_at, completed_at, expires_at)
       SELECT $1, 'completed', 4950, 'stripe', 'pi_bulk_' || g, 'card',
              now() - g * interval '1 minute', now() - g * interval '1 minute', now()
       FROM generate_series(1, $2) g
       RETURNING id)
     INSERT INTO order_items (order_id, title, type, price_cents, quantity)
     SELECT made.id, 'Item ' || n || ' of order ' || made.id || ', ' || repeat('long title ', 12), 'digital', 1650, 1
     FROM made, generate_series(1, 3) n`,
    [buyerId, count],
  );
}

// `count` rows in each paged table: published posts, subscribers, messages, images, and orders of
// the customer with this e-mail. Half of each share one timestamp (ties broken by id), the rest are
// a microsecond apart (the cursor keeps PostgreSQL's precision).
export async function makePagedRows(t: TestContext, customerEmail: string, count: number): Promise<void> {
  const at = `CASE WHEN g % 2 = 0 THEN now() ELSE now() - g * interval '1 microsecond' END`;
  const q = (sql: string) => t.dataSource.query(sql, [count]);
  await q(`INSERT INTO blog_posts (slug, title, excerpt, content, category, published, scheduled, read_time, published_at)
           SELECT 'paged-post-' || g, 'Paged post ' || g, 'An excerpt.', '<p>Words.</p>', 'Business', true, false, 1, ${at}
           FROM generate_series(1, $1) g`);
  await q(`INSERT INTO subscribers (email, unsubscribe_token, subscribed_at)
           SELECT 'reader' || g || '@paged.example', md5('paged' || g), ${at} FROM generate_series(1, $1) g`);
  await q(`INSERT INTO contact_messages (name, email, subject, message, created_at)
           SELECT 'Visitor' || g, 'visitor' || g || '@paged.example', 'other', 'Hello there, coach!', ${at}
           FROM generate_series(1, $1) g`);
  await q(`INSERT INTO uploaded_images (file_name, content_type, size, created_at)
           SELECT 'paged-' || g || '.png', 'image/png', 100, ${at} FROM generate_series(1, $1) g`);
  await t.dataSource.query(
    `WITH made AS (
       INSERT INTO orders (user_id, status, total_cents, payment_provider, payment_method, created_at, expires_at)
       SELECT u.id, 'completed', 4900, 'offline', 'card', ${at}, now() + interval '1 hour'
       FROM generate_series(1, $1) g, users u WHERE u.email = $2
       RETURNING id)
     INSERT INTO order_items (order_id, title, type, price_cents) SELECT id, 'A guide', 'digital', 4900 FROM made`,
    [count, customerEmail],
  );
}
