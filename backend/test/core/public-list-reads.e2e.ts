import { SchedulerRegistry } from '@nestjs/schedule';
import request from 'supertest';
import { poolOf } from '../../src/core/database/data-source-options';
import { KnowledgeIndex } from '../../src/modules/chat/knowledge/knowledge-index';
import { newClient } from '../support/client';
import { Checkout, getWaitingInLine, holdPooledConnection, watchCheckouts } from '../support/pool-holder';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';

// The public lists a burst of readers asks for need no session: each read takes a pooled connection
// for its one statement, and identical reads that arrive together share one.
describe('public list reads', () => {
  let t: TestApp;
  let checkouts: Checkout[];

  beforeAll(async () => {
    // the reads themselves, not the answers each replica keeps in memory (test/core/read-cache)
    const env = { DB_POOL_SIZE: '1', DB_POOL_WAIT_SECONDS: '600', MAIL_CONCURRENCY: '0', READ_CACHE_MB: '0' };
    t = await createTestApp({ env });
    // the crons that tick every minute (expired checkouts and holds) would take the one connection
    // in the middle of a count when a test runs across a minute's turn, as it may on a busy machine
    for (const job of t.app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
    checkouts = watchCheckouts(poolOf(t.dataSource));
  });

  afterAll(() => t.close());

  it.each(['/api/products', '/api/blog-posts?limit=100'])(
    'GET %s takes one connection for one SELECT and gives it back with its answer',
    async (path) => {
      const visitor = await newClient(t); // the cookies of an earlier visit, no session
      // the assistant's index reads every source when the app starts (and again after a write it
      // hears of): on a busy machine that reading may still be taking the one connection
      await t.app.get(KnowledgeIndex).caughtUp();
      checkouts.length = 0;
      expect((await visitor.get(path)).status).toBe(200);
      expect((await request(t.server).get(path)).status).toBe(200); // no cookie at all
      await new Promise((resolve) => setImmediate(resolve));
      expect(checkouts.map(({ statements, heldPastStatement }) => ({ statements, heldPastStatement }))).toEqual([
        { statements: ['SELECT'], heldPastStatement: false },
        { statements: ['SELECT'], heldPastStatement: false },
      ]);
    },
  );

  it('lets identical reads that arrive during one share the next, so ten readers cost two queries', async () => {
    const path = '/api/blog-posts?limit=100';
    const hold = await holdPooledConnection(t);
    let received = 0;
    const onRequest = () => received++;
    t.server.on('request', onRequest);
    try {
      checkouts.length = 0;
      const first = await getWaitingInLine(t, path);
      const others = Array.from({ length: 9 }, () =>
        request(t.server)
          .get(path)
          .then((res) => res),
      );
      // each is in the app; what remains of its way to the read runs before the next I/O
      await waitFor(() => received === 10);
      await new Promise((resolve) => setImmediate(resolve));
      await hold.release();
      const answers = await Promise.all([first.answer, ...others]);
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((res) => res.text)).size).toBe(1);
      expect(checkouts.map(({ statements }) => statements)).toEqual([['SELECT'], ['SELECT']]);
    } finally {
      t.server.off('request', onRequest);
    }
  });
});
