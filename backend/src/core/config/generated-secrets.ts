import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from './app-config';

// Outside production a missing SESSION_SECRET or ADMIN_SECRET is generated once and kept in
// DATA_DIR/secrets.json, so sessions and the admin secret survive restarts of `make run`.
interface StoredSecrets {
  sessionSecret?: string;
  adminSecret?: string;
}

export interface SecretsOutcome {
  config: AppConfig;
  generatedAdminSecret: boolean;
}

export function withGeneratedSecrets(config: AppConfig): SecretsOutcome {
  if (config.nodeEnv === 'production' || (config.sessionSecret && config.adminSecret)) {
    return { config, generatedAdminSecret: false };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: StoredSecrets = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  } catch {
    stored = {};
  }
  const next: StoredSecrets = {
    sessionSecret: stored.sessionSecret ?? randomBytes(32).toString('base64url'),
    adminSecret: stored.adminSecret ?? randomBytes(18).toString('base64url'),
  };
  if (next.sessionSecret !== stored.sessionSecret || next.adminSecret !== stored.adminSecret) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(next, null, 2) + '\n', { mode: 0o600 });
  }
  return {
    config: {
      ...config,
      sessionSecret: config.sessionSecret ?? next.sessionSecret!,
      adminSecret: config.adminSecret ?? next.adminSecret!,
    },
    generatedAdminSecret: !config.adminSecret,
  };
}
