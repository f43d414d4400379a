import { signedIn } from '../support/client';
import { captureLogs } from '../support/log-capture';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';
import { keyName, makeKey, withKey } from './api-keys-helpers';

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
});
