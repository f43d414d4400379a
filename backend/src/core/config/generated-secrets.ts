import type { AppConfig } from './app-config';
import { keptSecrets } from './secrets-file';

// Outside production a missing SESSION_SECRET or ADMIN_SECRET is generated once and kept in
// DATA_DIR/secrets.json, so sessions and the admin secret survive restarts of `make run`.
export interface SecretsOutcome {
  config: AppConfig;
  generatedAdminSecret: boolean;
}

export function withGeneratedSecrets(config: AppConfig): SecretsOutcome {
  if (config.nodeEnv === 'production' || (config.sessionSecret && config.adminSecret)) {
    return { config, generatedAdminSecret: false };
  }
  const kept = keptSecrets(config.dataDir, { sessionSecret: 32, adminSecret: 18 });
  return {
    config: {
      ...config,
      sessionSecret: config.sessionSecret ?? kept.sessionSecret,
      adminSecret: config.adminSecret ?? kept.adminSecret,
    },
    generatedAdminSecret: !config.adminSecret,
  };
}
