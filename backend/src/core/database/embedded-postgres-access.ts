import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';

// Who may reach the embedded PostgreSQL, and as whom. The app connects as APP_ROLE, an ordinary role
// that owns the app database (so migrations run as it) and nothing else. The bootstrap superuser
// "postgres" keeps a random password from DATA_DIR/secrets.json and is used only at start, to
// create or update APP_ROLE; no password of either is known outside that file.
export const APP_DATABASE = 'app';
export const APP_ROLE = 'app';
export const SUPERUSER = 'postgres';
// Before issue 11 every cluster was made with this superuser password, and the app used it.
const LEGACY_SUPERUSER_PASSWORD = 'postgres';

export interface DatabasePasswords {
  databasePassword: string;
  databaseSuperuserPassword: string;
}

// The SCRAM-SHA-256 verifier PostgreSQL stores for a password. PostgreSQL takes it in place of the
// password, so the password itself never appears in a statement, a server log or initdb's temp file.
export function scramVerifier(password: string): string {
  const salt = randomBytes(16);
  const iterations = 4096;
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  const b64 = (b: Buffer) => b.toString('base64');
  return `SCRAM-SHA-256$${iterations}:${b64(salt)}$${b64(storedKey)}:${b64(serverKey)}`;
}

// Rewritten at every start (older clusters allowed every role to every database, with any password
// method): TCP from 127.0.0.1 only, SCRAM only, the app role to its own database only.
export function writeAccessRules(clusterDir: string): void {
  const rules = [
    '# Written by the backend at every start (embedded-postgres-access.ts); edits are overwritten.',
    '# TYPE  DATABASE  USER      ADDRESS       METHOD',
    `host    ${APP_DATABASE}       ${APP_ROLE}       127.0.0.1/32  scram-sha-256`,
    `host    all       ${SUPERUSER}  127.0.0.1/32  scram-sha-256`,
    '',
  ];
  // rewritten in place: the file keeps its owner, the server's user
  writeFileSync(path.join(clusterDir, 'pg_hba.conf'), rules.join('\n'));
}

async function connectAsSuperuser(port: number, passwords: DatabasePasswords, database: string): Promise<Client> {
  const attempt = async (password: string) => {
    const client = new Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database });
    await client.connect();
    return client;
  };
  try {
    return await attempt(passwords.databaseSuperuserPassword);
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error; // 28P01: wrong password
  }
  // A cluster made before issue 11: take its known password away at once.
  const client = await attempt(LEGACY_SUPERUSER_PASSWORD).catch((error: { code?: string }) => {
    if (error.code !== '28P01') throw error;
    throw new Error(
      'The embedded database does not accept the passwords in DATA_DIR/secrets.json: ' +
        'put back the secrets.json that was made with this DATA_DIR.',
    );
  });
  await client.query(
    `ALTER ROLE ${SUPERUSER} PASSWORD ${client.escapeLiteral(scramVerifier(passwords.databaseSuperuserPassword))}`,
  );
  return client;
}

// Creates (or brings up to date) the app role and the app database it owns; idempotent, run at every start.
export async function provisionAppRole(port: number, passwords: DatabasePasswords): Promise<void> {
  const admin = await connectAsSuperuser(port, passwords, 'postgres');
  try {
    const verifier = admin.escapeLiteral(scramVerifier(passwords.databasePassword));
    const attributes = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';
    const { rowCount: roleExists } = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    await admin.query(`${roleExists ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} ${attributes} PASSWORD ${verifier}`);
    const { rows } = await admin.query<{ owner: string }>(
      'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
      [APP_DATABASE],
    );
    if (!rows.length) await admin.query(`CREATE DATABASE ${APP_DATABASE} OWNER ${APP_ROLE}`);
    else if (rows[0].owner !== APP_ROLE) await adoptLegacyDatabase(port, passwords);
  } finally {
    await admin.end();
  }
}

// The app database of an older cluster belongs to the superuser: hand it and everything the
// superuser made in it to the app role. REASSIGN OWNED cannot be used, as it refuses to touch the
// bootstrap superuser's system objects. One statement, so all or nothing.
async function adoptLegacyDatabase(port: number, passwords: DatabasePasswords): Promise<void> {
  const db = await connectAsSuperuser(port, passwords, APP_DATABASE);
  try {
    await db.query(ADOPT_OBJECTS);
  } finally {
    await db.end();
  }
}

// The database, schemas, then tables and views (which carry their own sequences along), then what is left.
const ADOPT_OBJECTS = `
DO $adopt$
DECLARE
  statement text;
  owner oid := '${SUPERUSER}'::regrole;
  user_schemas oid[] := ARRAY(SELECT oid FROM pg_namespace
    WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND left(nspname, 3) <> 'pg_');
BEGIN
  ALTER DATABASE ${APP_DATABASE} OWNER TO ${APP_ROLE};
  FOR statement IN
    SELECT format('ALTER SCHEMA %I OWNER TO ${APP_ROLE}', nspname) FROM pg_namespace
    WHERE nspowner = owner AND oid = ANY (user_schemas)
  UNION ALL
    SELECT format('ALTER %s %s OWNER TO ${APP_ROLE}',
      CASE relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, oid::regclass)
    FROM pg_class WHERE relowner = owner AND relkind IN ('r', 'p', 'v', 'm') AND relnamespace = ANY (user_schemas)
  LOOP EXECUTE statement; END LOOP;
  FOR statement IN
    SELECT format('ALTER SEQUENCE %s OWNER TO ${APP_ROLE}', oid::regclass)
    FROM pg_class WHERE relowner = owner AND relkind = 'S' AND relnamespace = ANY (user_schemas)
  UNION ALL
    SELECT format('ALTER TYPE %s OWNER TO ${APP_ROLE}', oid::regtype)
    FROM pg_type WHERE typowner = owner AND typtype IN ('e', 'd', 'r') AND typnamespace = ANY (user_schemas)
  UNION ALL
    SELECT format('ALTER ROUTINE %s OWNER TO ${APP_ROLE}', oid::regprocedure)
    FROM pg_proc WHERE proowner = owner AND pronamespace = ANY (user_schemas)
  LOOP EXECUTE statement; END LOOP;
END $adopt$`;
