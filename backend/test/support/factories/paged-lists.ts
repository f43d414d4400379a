// Factory of the paged lists' rows: ties and microsecond steps no request can produce.
import type { TestContext } from '../test-context';

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

// No message nor uploaded image (the other paged tables are emptied by their domain's reset).
export async function emptyMessagesAndImages(t: TestContext): Promise<void> {
  await t.dataSource.query('TRUNCATE contact_messages, uploaded_images RESTART IDENTITY CASCADE');
}
