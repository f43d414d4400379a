import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { readObservations, statusProblems, wholeSuite } from '../support/status-check';
import { STATUS_LOG_VARIABLE, statusLogFile } from '../support/status-recorder';
import { createTestApp, TestApp } from '../support/test-app';

// The backend suite's check of the contract's 4xx answers (test/support/status-*.ts) holds only if
// it records what routes answer and judges the document by it: both here, on an app of its own
// recording to a folder of its own (so the run's observations stay the other tests').
describe('the suite’s record of the statuses routes answer', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'coach-test-statuses-'));
    const runs = process.env[STATUS_LOG_VARIABLE];
    process.env[STATUS_LOG_VARIABLE] = dir;
    try {
      t = await createTestApp();
    } finally {
      if (runs === undefined) delete process.env[STATUS_LOG_VARIABLE];
      else process.env[STATUS_LOG_VARIABLE] = runs;
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
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
    // one file: this process's (the workers of a run write beside one another, each to its own)
    expect(readdirSync(dir)).toEqual([path.basename(statusLogFile(dir))]);
    expect(readFileSync(statusLogFile(dir), 'utf8')).toBe(
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
      // a suite's own probe, not the contract's
      ['POST /api/test-audit/half-written', new Set([409])],
    ]);
    expect(statusProblems(document, observed)).toEqual([
      'GET /api/orders/{id} (getOrder) answered 410, which its responses do not document',
      'GET /api/gone answered 404, and backend/openapi.json has no such operation',
      'GET /api/orders/{id} (getOrder) documents 409, which no test made it answer',
    ]);
  });

  it('judges what every worker of the run saw, each from its own file', () => {
    const run = mkdtempSync(path.join(tmpdir(), 'coach-test-statuses-'));
    try {
      writeFileSync(path.join(run, 'statuses-101.log'), 'GET /api/orders/{id} 404\nGET /api/health 200\n');
      writeFileSync(path.join(run, 'statuses-102.log'), 'GET /api/orders/{id} 409\n');
      expect(readObservations(run)).toEqual(
        new Map([
          ['GET /api/orders/{id}', new Set([404, 409])],
          ['GET /api/health', new Set([200])],
        ]),
      );
    } finally {
      rmSync(run, { recursive: true, force: true });
    }
  });

  it('judges only a run of the whole suite', () => {
    const all = { testPathPatterns: { isSet: () => false } };
    expect(wholeSuite(all, {})).toBe(true);
    expect(wholeSuite({ testPathPatterns: { isSet: () => true } }, {})).toBe(false);
    expect(wholeSuite({ ...all, testNamePattern: 'refunds' }, {})).toBe(false);
    expect(wholeSuite({ ...all, onlyChanged: true }, {})).toBe(false);
    // SUITE=… picks some suites of a folder (support/suite-group.ts)
    expect(wholeSuite(all, { SUITE: 'registration' })).toBe(false);
  });
});
