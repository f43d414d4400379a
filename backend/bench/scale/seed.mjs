// Seeds years of content straight into the database (SQL, in batches): posts with ~4 KB of HTML
// each, subscribers, customers with orders and their items, contact messages and uploaded images.
import { hash } from '@node-rs/argon2';
import { postText } from './text.mjs';

const DAY = 86_400_000;
export const PASSWORD = 'bench-password';
export const ADMIN_EMAIL = 'owner@example.com';
// the customer whose order list is measured: the one with the most orders
export const BUSY_CUSTOMER_EMAIL = 'customer1@example.com';

// Posts: one a day for `count` days, the newest `queued` still waiting in the publishing queue.
async function seedPosts(db, count, queued) {
  const now = Date.now();
  const taken = new Map();
  for (let start = 0; start < count; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const post = postText(i);
      const n = (taken.get(post.slug) ?? 0) + 1;
      taken.set(post.slug, n);
      const isQueued = i >= count - queued;
      const created = new Date(now - (count - i + 1) * DAY);
      const published = isQueued ? null : new Date(now - (count - i) * DAY);
      const words = post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      rows.push([
        n === 1 ? post.slug : `${post.slug}-${n}`,
        post.title,
        post.excerpt,
        post.content,
        post.category,
        i % 4 === 3 ? null : `/api/uploads/images/bench-${i % 400}.jpg`,
        !isQueued,
        isQueued,
        Math.max(1, Math.ceil(words / 200)),
        created,
        published,
      ]);
    }
    const columns = rows[0].map((_, c) => rows.map((r) => r[c]));
    await db.query(
      `INSERT INTO blog_posts (slug, title, excerpt, content, category, image_url, published, scheduled, read_time,
                               created_at, updated_at, published_at)
       SELECT s, t, e, c, cat, img, pub, sch, rt, ca, ca, pa
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bool[], $8::bool[],
                   $9::int[], $10::timestamptz[], $11::timestamptz[]) AS x(s, t, e, c, cat, img, pub, sch, rt, ca, pa)`,
      columns,
    );
  }
}

async function seedSubscribers(db, count) {
  // every 20th unsubscribed, every 50th still waiting for its confirmation click
  await db.query(
    `INSERT INTO subscribers (email, unsubscribe_token, subscribed_at, active, confirmed_at, unsubscribed_at)
     SELECT 'reader' || g || '@example.com', md5('bench' || g), s, g % 20 <> 0 AND g % 50 <> 0,
            CASE WHEN g % 50 <> 0 THEN s END, CASE WHEN g % 20 = 0 AND g % 50 <> 0 THEN s + interval '30 days' END
     FROM generate_series(1, $1) g, LATERAL (SELECT now() - (($1 - g) * interval '50 minutes') AS s) t`,
    [count],
  );
}

// Customers and their orders: the first customer has a tenth of all orders, the rest share them.
async function seedCommerce(db, customers, orders, products = 20) {
  const passwordHash = await hash(PASSWORD);
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, role)
     SELECT 'customer' || g || '@example.com', $2, 'Customer', 'No. ' || g, 'customer' FROM generate_series(1, $1) g`,
    [customers, passwordHash],
  );
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, role) VALUES ($1, $2, 'Olivia', 'Owner', 'admin')`,
    [ADMIN_EMAIL, passwordHash],
  );
  await db.query(
    `INSERT INTO products (type, category, title, slug, description, price_cents)
     SELECT (ARRAY['digital', 'course', 'consultation'])[1 + g % 3], 'Coaching', 'Product ' || g, 'product-' || g,
            'A product of the benchmark catalogue.', 1900 + g * 500
     FROM generate_series(1, $1) g`,
    [products],
  );
  await db.query(
    `INSERT INTO orders (user_id, status, total_cents, payment_provider, payment_method, created_at, expires_at,
                         completed_at, stock_held)
     SELECT CASE WHEN g % 10 = 0 THEN u.first ELSE u.first + 1 + g % ($2 - 1) END, 'completed', 4900, 'offline',
            'card', c, c + interval '30 minutes', c + interval '1 minute', true
     FROM generate_series(1, $1) g,
          LATERAL (SELECT min(id) AS first FROM users WHERE email LIKE 'customer%') u,
          LATERAL (SELECT now() - (($1 - g) * interval '4 hours') AS c) t`,
    [orders, customers],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, title, type, price_cents, quantity)
     SELECT o.id, p.id, p.title, p.type, p.price_cents, 1
     FROM orders o, generate_series(0, o.id % 3) k, LATERAL (SELECT * FROM products ORDER BY id OFFSET (o.id + k) % $1 LIMIT 1) p`,
    [products],
  );
}

async function seedMessages(db, count) {
  await db.query(
    `INSERT INTO contact_messages (name, email, subject, message, created_at)
     SELECT 'Visitor ' || g, 'visitor' || g || '@example.com',
            (ARRAY['consultation', 'products', 'speaking', 'collaboration', 'other'])[1 + g % 5],
            repeat('Hello! I read your post about weekly reviews and would love to talk about coaching for my team. ', 1 + g % 6),
            now() - (($1 - g) * interval '7 hours')
     FROM generate_series(1, $1) g`,
    [count],
  );
}

async function seedImages(db, count) {
  await db.query(
    `INSERT INTO uploaded_images (file_name, content_type, size, created_at)
     SELECT 'bench-' || g || '.jpg', 'image/jpeg', 180000 + g, now() - (($1 - g) * interval '1 day')
     FROM generate_series(1, $1) g`,
    [count],
  );
}

// What the benches load: five years of daily posts and then some, a large newsletter, a busy shop.
export function benchSizes(fraction = 1) {
  const part = (n) => Math.ceil(n * fraction);
  return {
    posts: part(5000),
    queuedPosts: 40,
    subscribers: part(50_000),
    customers: 300,
    orders: part(10_000),
    messages: part(3000),
    images: part(1500),
  };
}

export async function seed(db, sizes) {
  await seedPosts(db, sizes.posts, sizes.queuedPosts);
  await seedSubscribers(db, sizes.subscribers);
  await seedCommerce(db, sizes.customers, sizes.orders, sizes.products);
  await seedMessages(db, sizes.messages);
  await seedImages(db, sizes.images);
  await db.query('ANALYZE');
}
