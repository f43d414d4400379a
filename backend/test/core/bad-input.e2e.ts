import request from 'supertest';
import { newClient, signedIn, TestClient } from '../support/client';
import { DEEP_ARRAY } from '../support/fuzz-cases';
import { createTestApp, TestApp } from '../support/test-app';

const UNCLEAN = 'contains a character that is not allowed (a NUL or a broken Unicode character).';

// The inputs that answered 500 when the site was fuzzed: each is a 400 with the one error body.
describe('malformed input answers 400 with the one error body', () => {
  let t: TestApp;
  let visitor: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await newClient(t);
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const badRequest = (message: string) => ({ statusCode: 400, message, error: 'Bad Request' });

  it('refuses a NUL byte in a body field, a path parameter and a query value', async () => {
    const login = await visitor.post('/api/auth/login', { email: 'a\u0000b', password: 'secret123' }).expect(400);
    expect(login.body).toEqual(badRequest(`The field "email" ${UNCLEAN}`));
    const post = await visitor.get('/api/blog-posts/%00').expect(400);
    expect(post.body).toEqual(badRequest(`The address ${UNCLEAN}`));
    const unsubscribe = await visitor.get('/api/unsubscribe?token=%00').expect(400);
    expect(unsubscribe.body).toEqual(badRequest(`The query parameter "token" ${UNCLEAN}`));
    expect(unsubscribe.headers['content-type']).toMatch(/^application\/json/);
    const nested = await visitor.post('/api/chat', {
      message: 'hi',
      conversationHistory: [{ role: 'user', content: 'x\u0000' }],
    });
    expect(nested.body).toEqual(badRequest(`The field "conversationHistory.0.content" ${UNCLEAN}`));
  });

  it('refuses a lone surrogate in an e-mail address', async () => {
    for (const url of ['/api/auth/login', '/api/subscribe', '/api/auth/register']) {
      const res = await visitor.post(url, {
        email: '\ud800x@example.com',
        password: 'secret123',
        firstName: 'A',
        lastName: 'B',
      });
      expect([url, res.status, res.body]).toEqual([url, 400, badRequest(`The field "email" ${UNCLEAN}`)]);
    }
  });

  it('refuses ids and integers beyond PostgreSQL integer', async () => {
    const page = await visitor.get('/api/blog-posts?before=99999999999999999999').expect(400);
    expect(page.body.message).toBe('before must be a post id');
    const patch = await admin.send('patch', '/api/products/99999999999', { title: 'x' }).expect(400);
    expect(patch.body).toEqual(badRequest('product must be a whole number from 1 to 2147483647'));
    for (const id of ['2147483648', '0', '-1', '1.5', '1e3']) {
      await admin.send('put', `/api/admin/blog-posts/${id}`, {}).expect(400);
    }
    const checkout = await admin
      .post('/api/create-payment-intent', { amount: 49, productIds: [2147483648] })
      .expect(400);
    expect(checkout.body.errors).toEqual([
      { field: 'productIds', message: expect.stringContaining('no longer available') },
    ]);
    const product = await admin.post('/api/products', {
      title: 'Big',
      description: 'Long enough text',
      price: '1',
      category: 'x',
      inventory: 2147483648,
    });
    expect([product.status, product.body.message]).toEqual([400, 'Inventory must be at most 2147483647']);
  });

  it('refuses JSON nested deeper than 32 levels before parsing it', async () => {
    for (const body of [DEEP_ARRAY, '{"message":' + '['.repeat(33) + ']'.repeat(33) + '}']) {
      const res = await visitor.post('/api/chat').set('Content-Type', 'application/json').send(body).expect(400);
      expect(res.body).toEqual(badRequest('The request body is nested too deeply.'));
    }
    // brackets inside strings are text, not nesting
    const text = await visitor.post('/api/chat', { message: '['.repeat(100) + '"\\' });
    expect(text.status).toBe(200);
  });

  // liveness: the process answers (readiness's database check may say "busy" on a loaded machine)
  it('keeps answering /api/health/live while 1 MB deeply nested bodies arrive', async () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    const attacks = Array.from({ length: 20 }, () =>
      request(t.server).post('/api/auth/login').set('Content-Type', 'application/json').send(deep),
    );
    const health = request(t.server).get('/api/health/live');
    const [answers, healthy] = await Promise.all([Promise.all(attacks), health]);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(400));
    expect(healthy.status).toBe(200);
    expect(healthy.body).toEqual({ status: 'ok' });
  });
});
