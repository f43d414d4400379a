import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { keptSecrets, secretsFile } from './secrets-file';

describe('keptSecrets', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'coach-secrets-'));

  it('adds missing secrets beside the stored ones and keeps those unchanged', () => {
    const dir = dataDir();
    writeFileSync(secretsFile(dir), JSON.stringify({ sessionSecret: 'kept', adminSecret: 'also kept' }));
    const first = keptSecrets(dir, { sessionSecret: 32, databasePassword: 32 });
    expect(first.sessionSecret).toBe('kept');
    expect(first.databasePassword).toMatch(/^[\w-]{43}$/);
    const stored = JSON.parse(readFileSync(secretsFile(dir), 'utf8'));
    expect(stored).toEqual({
      sessionSecret: 'kept',
      adminSecret: 'also kept',
      databasePassword: first.databasePassword,
    });
    expect(statSync(secretsFile(dir)).mode & 0o777).toBe(0o600);
    expect(keptSecrets(dir, { databasePassword: 32 })).toEqual({ databasePassword: first.databasePassword });
  });

  it('stops on a damaged file instead of replacing the passwords it holds', () => {
    const dir = dataDir();
    writeFileSync(secretsFile(dir), '{"databasePassword": "trunc');
    expect(() => keptSecrets(dir, { databasePassword: 32 })).toThrow(/secrets\.json is not valid JSON/);
    expect(readFileSync(secretsFile(dir), 'utf8')).toBe('{"databasePassword": "trunc');
  });
});
