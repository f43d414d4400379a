import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

// DATA_DIR/secrets.json: secrets generated once on this machine and kept across restarts, readable by
// this user only. The embedded database's passwords live here too, so the file is never silently
// regenerated: a damaged file stops the start instead of locking the data away behind new passwords.
export type SecretName = 'sessionSecret' | 'adminSecret' | 'databasePassword' | 'databaseSuperuserPassword';

export function secretsFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

function readSecrets(file: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    throw new Error(`${file} is not valid JSON: restore it from a backup (it holds the database passwords).`);
  }
}

// Returns the named secrets, generating (with `bytes` random bytes each) and storing the missing ones.
export function keptSecrets<N extends SecretName>(dataDir: string, bytes: Record<N, number>): Record<N, string> {
  const file = secretsFile(dataDir);
  const stored = readSecrets(file);
  const missing = (Object.keys(bytes) as N[]).filter((name) => !stored[name]);
  for (const name of missing) stored[name] = randomBytes(bytes[name]).toString('base64url');
  if (missing.length) {
    mkdirSync(dataDir, { recursive: true });
    // written beside and renamed over, so a crash mid-write never leaves a truncated file
    writeFileSync(`${file}.tmp`, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  }
  return Object.fromEntries(Object.keys(bytes).map((name) => [name, stored[name]])) as Record<N, string>;
}
