import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { loadConfig } from './app-config';
import { withGeneratedSecrets } from './generated-secrets';

describe('withGeneratedSecrets', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'coach-secrets-'));

  it('generates missing secrets once into DATA_DIR and reuses them on the next start', () => {
    const dir = dataDir();
    const first = withGeneratedSecrets(loadConfig({ DATA_DIR: dir }));
    expect(first.generatedAdminSecret).toBe(true);
    expect(first.config.adminSecret).toMatch(/^[\w-]{20,}$/);
    expect(first.config.sessionSecret).toMatch(/^[\w-]{40,}$/);
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = withGeneratedSecrets(loadConfig({ DATA_DIR: dir }));
    expect(second.config.adminSecret).toBe(first.config.adminSecret);
    expect(second.config.sessionSecret).toBe(first.config.sessionSecret);
    expect(JSON.parse(readFileSync(file, 'utf8')).adminSecret).toBe(first.config.adminSecret);
  });

  it('keeps secrets given in the environment', () => {
    const outcome = withGeneratedSecrets(
      loadConfig({ DATA_DIR: dataDir(), ADMIN_SECRET: 'given', SESSION_SECRET: 'also' }),
    );
    expect(outcome).toMatchObject({
      generatedAdminSecret: false,
      config: { adminSecret: 'given', sessionSecret: 'also' },
    });
  });
});
