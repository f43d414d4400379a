import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

describe('the backend serves the built SPA with history fallback', () => {
  let t: TestApp;
  beforeAll(async () => {
    const spaDir = mkdtempSync(path.join(tmpdir(), 'coach-spa-'));
    mkdirSync(path.join(spaDir, 'assets'));
    writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><div id="root">spa-index</div>');
    writeFileSync(path.join(spaDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(spaDir, 'favicon.svg'), '<svg/>');
    t = await createTestApp({ env: { SPA_DIR: spaDir } });
  });
  afterAll(() => t.close());

  it.each(['/', '/blog/some-post', '/account?tab=orders', '/no/such/page'])('serves index.html for %s', async (url) => {
    const res = await request(t.server).get(url).expect(200);
    expect(res.text).toContain('spa-index');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await request(t.server).get('/assets/index-abc123.js').expect(200);
    expect(res.text).toContain('console.log');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files uncached and answers a missing file with 404', async () => {
    const icon = await request(t.server).get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    await request(t.server).get('/assets/index-old999.js').expect(404);
  });

  it('keeps unknown /api paths as JSON 404s, not the SPA', async () => {
    const res = await request(t.server).get('/api/unknown').expect(404);
    expect(res.body.message).toBe('No API route matches GET /api/unknown.');
  });

  it('still serves the API and the docs', async () => {
    await request(t.server).get('/api/health').expect(200);
    const docs = await request(t.server).get('/api/docs-json').expect(200);
    expect(docs.body.paths['/api/health'].get.operationId).toBe('getHealth');
  });
});
