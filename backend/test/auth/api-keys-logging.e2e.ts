import { signedIn } from '../support/client';
import { captureLogs } from '../support/log-capture';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';
import { keyName, makeKey, ownerWithKey, withKey } from './api-keys-helpers';

// The request log names the key a call was made with, so an operator sees which script did what.
describe('API keys: logging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs a call made with a key with the key’s name, and a session’s call without one', async () => {
    const owner = await signedIn(t, 'admin');
    const key = await makeKey(owner, 'admin', keyName('Newsletter "import"'));
    const logs = captureLogs({ info: true });
    const imports = () => logs.lines.filter((line) => line.startsWith('POST /api/admin/subscribers/import 200 '));
    try {
      const body = { csv: `logged-${Date.now()}@example.com`, consent: true };
      await withKey(t, key.token).post('/api/admin/subscribers/import', body).expect(200);
      await owner.post('/api/admin/subscribers/import', { ...body, csv: `session-${body.csv}` }).expect(200);
      // a line is written when its answer has gone out
      await waitFor(() => imports().length === 2, 5_000, 'both log lines');
    } finally {
      logs.restore();
    }
    const [withKeyLine, sessionLine] = imports();
    expect(withKeyLine).toMatch(/ \[[\w-]+\] key="Newsletter \\"import\\" [^"]+"$/);
    expect(withKeyLine.endsWith(` key=${JSON.stringify(key.name)}`)).toBe(true);
    expect(sessionLine).not.toContain('key=');
  });

  // reads are debug for the browser (every tab polls), never for a key: production logs at info
  it('logs a key’s reads at info, and a read refused to a bogus key', async () => {
    const { key } = await ownerWithKey(t, 'admin');
    const logs = captureLogs({ info: true });
    const lines = (start: string) => logs.lines.filter((line) => line.startsWith(start));
    try {
      await withKey(t, key.token).get('/api/admin/orders').expect(200);
      await withKey(t, 'csk_not-a-key').get('/api/auth/user').expect(401);
      await waitFor(
        () => lines('GET /api/admin/orders 200 ').length === 1 && lines('GET /api/auth/user 401 ').length === 1,
        5_000,
        'both log lines',
      );
    } finally {
      logs.restore();
    }
    expect(lines('GET /api/admin/orders 200 ')[0].endsWith(` key=${JSON.stringify(key.name)}`)).toBe(true);
  });
});
