import type { TestClient } from '../support/client';
import { outboxStatuses } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';

// Blog suites share the test database: each starts from empty blog tables.
// The daily publication of today and yesterday counts as done, so an app starting during a test
// does not catch up on the real clock; tests drive publishDue with their own dates.
export async function resetBlog(t: TestApp): Promise<void> {
  // the app's outbox worker may be reading these tables: a deadlock with TRUNCATE is retried
  for (let attempt = 1; ; attempt++) {
    try {
      await t.dataSource.query(
        'TRUNCATE blog_posts, subscribers, newsletter_issues, mail_outbox, publishing_days RESTART IDENTITY CASCADE',
      );
      break;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('deadlock')) throw error;
    }
  }
  await t.dataSource.query(
    `INSERT INTO publishing_days (day) VALUES (current_date - 1), (current_date), (current_date + 1)`,
  );
}

let n = 0;
export function postBody(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    title: `Post number ${n} ${Date.now()}`,
    category: 'Business',
    excerpt: 'A short excerpt for the card.',
    content: '<p>Some <strong>useful</strong> words.</p>',
    imageUrl: '',
    slug: '',
    published: false,
    readTime: 1,
    ...overrides,
  };
}

export async function createPost(admin: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/blog-posts', postBody(overrides)).expect(201);
  return res.body as {
    id: number;
    slug: string;
    title: string;
    published: boolean;
    scheduled: boolean;
    readTime: number;
    content: string;
  };
}

export async function addSubscribers(t: TestApp, emails: string[], active = true): Promise<void> {
  for (const email of emails) {
    await t.dataSource.query(
      `INSERT INTO subscribers (email, unsubscribe_token, active) VALUES ($1::text, md5(random()::text || $1::text), $2)`,
      [email, active],
    );
  }
}

export const deliveryStatuses = (t: TestApp) => outboxStatuses(t, 'newsletter');
