// The built backend renders its mails from the templates copied into backend/dist (nest-cli.json
// assets), as `make run` and the backend container run it: every .hbs under backend/src has its
// copy under dist, and a contact message sent to the running dist/main.js comes out as an .eml
// file (no SMTP_URL) in the site's layout, HTML and text.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'backend/dist/main.js');
const DEADLINE_MS = 180_000; // a first start runs initdb, migrations and the demo seed on a busy machine

const work = mkdtempSync(path.join(tmpdir(), 'coach-mail-'));
chmodSync(work, 0o755); // as root the embedded PostgreSQL runs as "postgres" and must reach it
const dataDir = path.join(work, 'data');
let backend = null;

after(async () => {
  if (backend && backend.exitCode === null && backend.signalCode === null) {
    backend.kill('SIGTERM'); // stops its embedded PostgreSQL too
    await new Promise((resolve) => backend.once('exit', resolve));
  }
  rmSync(work, { recursive: true, force: true });
});

const files = (dir, ext) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(ext));

async function waitFor(what, check) {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const result = await check().catch(() => null);
    if (result) return result;
    if (backend && backend.exitCode !== null)
      throw new Error(`the backend exited (${backend.exitCode}) before ${what}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

// A quoted-printable or plain part of the .eml, as a mail client shows it.
function part(eml, type) {
  const chunk = eml.split(/\n--[^\n]+\n/).find((p) => p.startsWith(`Content-Type: ${type}`));
  assert.ok(chunk, `a ${type} part`);
  const [head, ...body] = chunk.split('\n\n');
  const text = body.join('\n\n');
  if (!/quoted-printable/i.test(head)) return text;
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

test('the built backend finds its mail templates in dist and renders a mail with them', async (t) => {
  if (!existsSync(main)) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
    assert.equal(build.status, 0, 'npm run build -w backend failed');
  }
  const templates = files(path.join(root, 'backend/src'), '.hbs');
  assert.ok(templates.includes('core/mail/templates/layout.html.hbs'), 'the layout is a template');
  for (const file of templates) {
    const built = path.join(root, 'backend/dist', file);
    assert.ok(existsSync(built), `${file} is copied into backend/dist`);
    assert.equal(readFileSync(built, 'utf8'), readFileSync(path.join(root, 'backend/src', file), 'utf8'), file);
  }

  const { freePort } = createRequire(import.meta.url)(
    path.join(root, 'backend/dist/core/database/embedded-postgres.js'),
  );
  const port = await freePort();
  const blank = ['DATABASE_URL', 'SESSION_SECRET', 'ADMIN_SECRET', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'GEMINI_API_KEY'];
  const env = { ...process.env, ...Object.fromEntries(blank.map((name) => [name, ''])) };
  Object.assign(env, { NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false' });
  Object.assign(env, { SPA_DIR: '', PUBLIC_URL: '', OWNER_EMAIL: 'owner@coach.test', LOG_LEVEL: 'warn' });
  // from the repository root, as `make run` starts it: only dist/ can hold what it reads
  backend = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitFor('the backend to be healthy', async () => (await fetch(`${base}/api/health`)).ok);

  const health = await fetch(`${base}/api/health`);
  const cookies = health.headers.getSetCookie().map((line) => line.split(';')[0]);
  const token = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN=')).split('=')[1]);
  const message = 'Hello <coach> & team,\nplease call me.';
  const sent = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': token },
    body: JSON.stringify({ name: 'Dist Check', email: 'dist@example.com', subject: 'other', message }),
  });
  assert.equal(sent.status, 200, await sent.text());

  const mailDir = path.join(dataDir, 'mail');
  const eml = await waitFor('the mail in DATA_DIR/mail', async () => {
    const [file] = existsSync(mailDir) ? files(mailDir, '.eml') : [];
    return file && readFileSync(path.join(mailDir, file), 'utf8');
  });
  t.diagnostic(`rendered by ${path.relative(root, main)}: ${eml.length} bytes`);
  assert.match(eml, /^Subject: New message: Other from Dist Check$/m);
  const html = part(eml, 'text/html');
  assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
  assert.match(html, /Hello &lt;coach&gt; &amp; team,<br>please call me\.<\/p>/);
  assert.match(html, /<td class="footer" style="[^"]+">/, 'the layout, its styles inlined');
  const text = part(eml, 'text/plain');
  assert.match(text, new RegExp(`wrote \\(Other\\):\\n\\n${message.replace(/[.]/g, '\\.')}\\n\\n--\\n`));
});
