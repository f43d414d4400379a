import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { statusProblems, wholeSuite } from '../support/status-check';
import { STATUS_LOG_VARIABLE } from '../support/status-recorder';
import { createTestApp, TestApp } from '../support/test-app';

// The backend suite's check of the contract's 4xx answers (test/support/status-*.ts) holds only if
// it records what routes answer and judges the document by it: both here, on an app of its own
// recording to a file of its own (so the run's observations stay the other tests').
describe('the suite’s record of the statuses routes answer', () => {
  let t: TestApp;
  let file: string;

  beforeAll(async () => {
    file = path.join(mkdtempSync(path.join(tmpdir(), 'coach-test-statuses-')), 'statuses.log');
    writeFileSync(file, '');
    const runs = process.env[STATUS_LOG_VARIABLE];
    process.env[STATUS_LOG_VARIABLE] = file;
    try {
      t = await createTestApp();
    } finally {
      if (runs === undefined) delete process.env[STATUS_LOG_VARIABLE];
      else process.env[STATUS_LOG_VARIABLE] = runs;
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('writes each answer under its operation’s path in the document, none for an address no operation has', async () => {
    await request(t.server).get('/api/blog-posts/no-such-post').expect(404);
    await request(t.server).get('/api/no-such-route').expect(404);
    await request(t.server).post('/rss.xml').expect(404);
    // answered before any route ran: by its address
    await request(t.server).get('/api/blog-posts/%00').expect(400);
    await request(t.server)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(readFileSync(file, 'utf8')).toBe(
      'GET /api/blog-posts/{slug} 404\nGET /api/blog-posts/{slug} 400\nPOST /api/contact 413\n',
    );
  });

  it('names a 4xx the document leaves out and one it documents that no test reached', () => {
    const document = {
      paths: {
        '/api/orders/{id}': { get: { operationId: 'getOrder', responses: { 200: {}, 404: {}, 409: {} } } },
        '/api/health': { get: { operationId: 'health', responses: { 200: {} } } },
      },
    };
    const observed = new Map([
      ['HEAD /api/orders/{id}', new Set([404])],
      ['GET /api/orders/{id}', new Set([200, 410])],
      ['GET /api/health', new Set([200])],
      ['GET /api/gone', new Set([404])],
    ]);
    expect(statusProblems(document, observed)).toEqual([
      'GET /api/orders/{id} (getOrder) answered 410, which its responses do not document',
      'GET /api/gone answered 404, and backend/openapi.json has no such operation',
      'GET /api/orders/{id} (getOrder) documents 409, which no test made it answer',
    ]);
  });

  it('judges only a run of the whole suite', () => {
    expect(wholeSuite({ testPathPatterns: { isSet: () => false } })).toBe(true);
    expect(wholeSuite({ testPathPatterns: { isSet: () => true } })).toBe(false);
    expect(wholeSuite({ testPathPatterns: { isSet: () => false }, testNamePattern: 'refunds' })).toBe(false);
    expect(wholeSuite({ testPathPatterns: { isSet: () => false }, onlyChanged: true })).toBe(false);
  });
});
