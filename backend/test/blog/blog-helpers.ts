import type { TestClient } from '../support/client';
import { outboxStatuses } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';

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

export const deliveryStatuses = (t: TestApp) => outboxStatuses(t, 'newsletter');
