// Checks of what an operator runs without a Docker engine at hand: the compose file validates,
// the Dockerfiles lint clean and follow the house rules, and the nginx site config parses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, request as httpRequest } from 'node:http';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { localSite, throughNginx } from './nginx-local.mjs';

const require = createRequire(import.meta.url);
const { validate, DiagnosticSeverity } = require('dockerfile-utils');
const execFileAsync = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SECRETS = { SESSION_SECRET: 'check', ADMIN_SECRET: 'check', S3_SECRET_ACCESS_KEY: 'check' };

// `docker-compose config` (the file as compose reads it, variables resolved), cut into its services
function composeConfig() {
  const env = { ...process.env, ...SECRETS };
  const config = execFileSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config'], { env })
    .toString()
    .split(/^ {2}(?=[a-z0-9-]+:$)/m);
  return (name) => config.find((block) => block.startsWith(`${name}:\n`));
}

test('docker-compose.yml validates and defines the whole stack', () => {
  const env = { ...process.env, ...SECRETS };
  execFileSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config', '-q'], { env, stdio: 'pipe' });
  const services = execFileSync(
    'docker-compose',
    ['-f', path.join(root, 'docker-compose.yml'), 'config', '--services'],
    { env },
  )
    .toString()
    .trim()
    .split('\n')
    .sort();
  assert.deepEqual(services, ['backend', 'mailcatcher', 'migrate', 'postgres', 's3', 's3-bucket', 'web']);
});

test('docker-compose.yml: the backend replicas keep their files in the object store’s bucket, made before they start', () => {
  const service = composeConfig();
  const backend = service('backend');
  for (const line of [
    'STORAGE: s3',
    'S3_ENDPOINT: http://s3:8333',
    'S3_BUCKET: coach',
    'S3_FORCE_PATH_STYLE: "true"',
    'S3_SIGNED_URL_ENDPOINT: http://localhost:9000',
  ]) {
    assert.ok(backend.includes(`      ${line}\n`), `backend: ${line}`);
  }
  assert.match(backend, /s3-bucket:\n\s+condition: service_completed_successfully/);
  // SeaweedFS's one identity is the backend's key, written to the S3 config it starts with
  const s3 = service('s3');
  assert.match(s3, /image: chrislusf\/seaweedfs:/);
  assert.match(s3, /S3_ACCESS_KEY_ID: coach\n/);
  assert.match(s3, /S3_SECRET_ACCESS_KEY: check\n/);
  assert.match(backend, /S3_ACCESS_KEY_ID: coach\n/);
  assert.match(backend, /S3_SECRET_ACCESS_KEY: check\n/);
  const command = s3.slice(s3.indexOf('command:'), s3.indexOf('entrypoint:')).replace(/\s+/g, ' ');
  assert.match(
    command,
    /"accessKey":"%s","secretKey":"%s".* "\$\$S3_ACCESS_KEY_ID" "\$\$S3_SECRET_ACCESS_KEY" > \/tmp\/s3\.json/,
  );
  assert.match(command, /exec weed server .*-s3 -s3\.port=8333 -s3\.config=\/tmp\/s3\.json/);
  assert.match(s3, /published: 9000\n\s+target: 8333/);
  // its own volume, never MinIO's `objects`, whose files it cannot read: on one it refuses to start
  assert.match(s3, /volumes:\n\s+- seaweedfs:\/data:rw\n/);
  assert.doesNotMatch(s3, /- objects:/);
  assert.match(
    command.replaceAll("''", "'"),
    /if \[ -e \/data\/\.minio\.sys \]; then echo '[^']*MinIO[^']*README, "Files", "Moving out of MinIO"[^']*' >&2; exit 1; fi && umask 077/,
  );
  assert.match(s3, /- http:\/\/127\.0\.0\.1:8333\/healthz/);
  // the one-shot makes the bucket the backend names, with the backend's settings, once SeaweedFS answers
  const bucket = service('s3-bucket');
  assert.match(bucket, /image: coach-site-backend\n/);
  assert.match(bucket, /command:\n\s+- node\n\s+- deploy\/s3-bucket\.mjs\n/);
  // the script is in the image, beside the backend's build it reads its settings with
  assert.match(
    readFileSync(path.join(root, 'deploy', 'backend.Dockerfile'), 'utf8'),
    /^COPY deploy\/backend-storage\.mjs deploy\/s3-bucket\.mjs deploy\/s3-copy\.mjs deploy\/$/m,
  );
  assert.match(bucket, /s3:\n\s+condition: service_healthy/);
  for (const line of ['S3_ENDPOINT: http://s3:8333', 'S3_BUCKET: coach', 'S3_ACCESS_KEY_ID: coach']) {
    assert.ok(bucket.includes(`      ${line}\n`), `s3-bucket: ${line}`);
  }
});

test('docker-compose.yml: the backend is healthy when ready, and given longer than its shutdown bound to stop', () => {
  const backend = composeConfig()('backend');
  assert.match(backend, /healthcheck:\n(\s+.*\n)*?\s+- fetch\('http:\/\/127\.0\.0\.1:3000\/api\/health\/ready'\)/);
  assert.match(composeConfig()('web'), /backend:\n\s+condition: service_healthy/);
  // docker-compose config writes it in seconds or as a duration ("30s")
  const grace = /stop_grace_period: (\d+)s?\n/.exec(backend);
  assert.ok(grace, 'backend: stop_grace_period');
  const shutdownBound = 20; // SHUTDOWN_GRACE_SECONDS's default (backend core/config/app-config.ts)
  assert.ok(Number(grace[1]) > shutdownBound, `stop_grace_period ${grace[1]} s is above ${shutdownBound} s`);
});

test('docker-compose.yml: every image is pinned to a version, named once in x-images with its origin, none from minio/', () => {
  const file = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  const service = composeConfig();
  const config = ['postgres', 'migrate', 'backend', 'web', 's3', 's3-bucket', 'mailcatcher'].map(service).join('');
  // the one place: each entry an anchor, with where it comes from on the comment lines above it
  const block = file.slice(file.indexOf('\nx-images:\n') + 1).split(/\n(?=\S)/)[0];
  const entries = [...block.matchAll(/((?:^ {2}#.*\n)+)^ {2}([a-z0-9-]+): &([a-z0-9-]+) (\S+)$/gm)].map(
    ([, comment, name, anchor, image]) => ({ comment, name, anchor, image }),
  );
  assert.deepEqual(entries.map((e) => e.name).sort(), ['mailpit', 'nginx', 'node', 'postgres', 'seaweedfs']);
  for (const { comment, name, image } of entries) {
    assert.match(comment, /https:\/\/\S+/, `x-images ${name}: where it comes from`);
    const [, repo, tag] = /^([^:]+):(.+)$/.exec(image) ?? [];
    assert.ok(repo && tag, `x-images ${name}: ${image} names a tag`);
    assert.match(tag, /^v?\d+(\.\d+)*(-[a-z0-9.-]+)?$/, `x-images ${name}: ${image} is a version, not a moving name`);
  }
  const named = new Set(entries.map((e) => e.image));
  // the services pull these images only (the others are built here), and nothing from minio/
  const pulled = [...config.matchAll(/^ {4}image: (\S+)$/gm)]
    .map((m) => m[1])
    .filter((i) => !i.startsWith('coach-site-'));
  assert.ok(pulled.length >= 3);
  for (const image of pulled) assert.ok(named.has(image), `${image} is named in x-images`);
  assert.doesNotMatch(file + config, /minio\//i);
  // no image is written anywhere else in the file: services refer to the anchors
  const services = file.slice(file.indexOf('\nservices:\n'));
  for (const m of services.matchAll(/^\s+image: (\S+)$/gm)) assert.match(m[1], /^(\*[a-z0-9-]+-image|coach-site-\w+)$/);
  for (const image of named) assert.equal(file.split(image).length, 2, `${image} is written once`);
  // the Dockerfiles build from what compose passes them, from x-images
  for (const [name, args] of [
    ['backend.Dockerfile', { NODE_IMAGE: 'node' }],
    ['web.Dockerfile', { NODE_IMAGE: 'node', NGINX_IMAGE: 'nginx' }],
  ]) {
    const stages = [...readFileSync(path.join(root, 'deploy', name), 'utf8').matchAll(/^FROM (\S+)/gm)].map(
      (m) => m[1],
    );
    assert.deepEqual(
      [...new Set(stages)].sort(),
      Object.keys(args)
        .map((arg) => `\${${arg}}`)
        .sort(),
      name,
    );
    const built = service(name === 'web.Dockerfile' ? 'web' : 'backend');
    const text = readFileSync(path.join(root, 'deploy', name), 'utf8');
    for (const [arg, entry] of Object.entries(args)) {
      const image = entries.find((e) => e.name === entry).image;
      assert.ok(built.includes(`        ${arg}: ${image}\n`), `${name}: ${arg} is x-images ${entry}`);
      // built by hand (docker build, no --build-arg), the same image
      const fallback = new RegExp(`^ARG ${arg}=(\\S+)$`, 'm').exec(text)?.[1];
      assert.equal(fallback, image, `${name}: ARG ${arg}'s default is x-images ${entry}`);
    }
  }
});

// An S3 server on loopback (s3rver, which checks each request's signature against its key S3RVER),
// stopped when test `t` ends; `seen` lists the requests that reached it with their bodies.
async function s3Server(t) {
  const S3rver = require('s3rver');
  const { S3Client } = require('@aws-sdk/client-s3');
  const directory = mkdtempSync(path.join(tmpdir(), 's3-server-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  // in front of it, a pass-through that notes what is asked (the signature covers the same headers)
  const seen = [];
  const front = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method, url: req.url, body: body.toString() });
      const ask = httpRequest(
        { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      ask.end(body);
    });
  });
  await new Promise((resolve) => front.listen(0, '127.0.0.1', resolve));
  t.after(async () => {
    front.closeAllConnections();
    front.close();
    server.httpServer.closeAllConnections();
    await server.close();
  });
  const endpoint = `http://127.0.0.1:${front.address().port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  t.after(() => client.destroy());
  return { endpoint, client, seen };
}

// the backend's S3 settings for an s3rver (no S3_FORCE_PATH_STYLE: the backend's default)
const s3rverEnv = (endpoint, more = {}) => ({
  ...process.env,
  STORAGE: 's3',
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'coach',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  ...more,
});
const runScript = (name, env) => execFileAsync('node', [path.join(root, 'deploy', name)], { env });

test('deploy/s3-bucket.mjs makes the bucket on an S3 server, and keeps the one there with its files', async (t) => {
  const { ListBucketsCommand, PutObjectCommand, HeadObjectCommand } = require('@aws-sdk/client-s3');
  const { endpoint, client: s3, seen } = await s3Server(t);
  const env = s3rverEnv(endpoint);
  const run = () => runScript('s3-bucket.mjs', env);
  const buckets = async () => ((await s3.send(new ListBucketsCommand({}))).Buckets ?? []).map((b) => b.Name);

  assert.deepEqual(await buckets(), []);
  assert.equal((await run()).stdout, `Made bucket coach at ${endpoint}\n`);
  assert.deepEqual(await buckets(), ['coach']);
  // in us-east-1, S3's default location, the bucket is made without naming one
  assert.deepEqual(
    seen.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body]),
    [['/coach/', '']],
  );
  await s3.send(new PutObjectCommand({ Bucket: 'coach', Key: 'uploads/a.txt', Body: 'kept' }));
  assert.equal((await run()).stdout, `Bucket coach is there already at ${endpoint}\n`);
  assert.equal((await s3.send(new HeadObjectCommand({ Bucket: 'coach', Key: 'uploads/a.txt' }))).ContentLength, 4);

  // a store that does not answer, or a setting missing, fails the one-shot (the backend does not start)
  env.S3_ENDPOINT = 'http://127.0.0.1:1';
  await assert.rejects(run(), (error) => error.code === 1 && /ECONNREFUSED/.test(error.stderr));
  delete env.S3_BUCKET;
  await assert.rejects(
    run(),
    (error) =>
      error.code === 1 && error.stderr === 'Invalid environment variable S3_BUCKET: required when STORAGE=s3\n',
  );
});

test('deploy/s3-bucket.mjs reads the backend’s settings: its defaults and checks, and names the region', async (t) => {
  const { endpoint, seen } = await s3Server(t);
  // outside us-east-1 the bucket is made in the region (S3 refuses it there otherwise)
  const env = s3rverEnv(endpoint, { S3_REGION: 'eu-central-1', S3_BUCKET: 'coach-eu' });
  assert.equal((await runScript('s3-bucket.mjs', env)).stdout, `Made bucket coach-eu at ${endpoint}\n`);
  const made = seen.filter((r) => r.method === 'PUT');
  assert.equal(made.length, 1);
  assert.match(made[0].body, /<LocationConstraint>eu-central-1<\/LocationConstraint>/);

  // the backend's checks, word for word (core/config/storage-config.ts)
  for (const [more, message] of [
    [{ S3_FORCE_PATH_STYLE: 'sometimes' }, /^Invalid environment variable S3_FORCE_PATH_STYLE: /],
    [{ S3_REGION: '' }, /^Invalid environment variable S3_REGION: required when STORAGE=s3$/],
    [{ S3_ENDPOINT: 's3:8333' }, /^Invalid environment variable S3_ENDPOINT: /],
  ]) {
    await assert.rejects(runScript('s3-bucket.mjs', { ...env, ...more }), (error) => message.test(error.stderr.trim()));
  }
  // the backend's default addressing is virtual-hosted (AWS's; the bucket in the host name), so
  // without S3_FORCE_PATH_STYLE the bucket of http://localhost:… is asked at coach-eu.localhost
  const host = endpoint.replace('127.0.0.1', 'localhost');
  await assert.rejects(
    runScript('s3-bucket.mjs', { ...env, S3_ENDPOINT: host }),
    (error) => error.code === 1 && /ENOTFOUND coach-eu\.localhost/.test(error.stderr),
  );
  const pathStyle = { ...env, S3_ENDPOINT: host, S3_FORCE_PATH_STYLE: 'true' };
  assert.equal((await runScript('s3-bucket.mjs', pathStyle)).stdout, `Bucket coach-eu is there already at ${host}\n`);
  assert.equal(
    (await runScript('s3-bucket.mjs', { ...env, STORAGE: 'local' })).stdout,
    'STORAGE is not s3: no bucket to make\n',
  );
});

test('deploy/s3-copy.mjs copies the site’s files from one S3 server to another, and again only what is missing', async (t) => {
  const {
    CreateBucketCommand,
    PutObjectCommand,
    GetObjectCommand,
    ListObjectsV2Command,
  } = require('@aws-sdk/client-s3');
  const old = await s3Server(t);
  const next = await s3Server(t);
  await old.client.send(new CreateBucketCommand({ Bucket: 'old' }));
  await next.client.send(new CreateBucketCommand({ Bucket: 'coach' }));
  const files = {
    'uploads/images/a.png': 'an image',
    'uploads/site/logo.png': 'the logo',
    'private/0123456789abcdef0123456789abcdef.pdf': 'a book bought',
  };
  for (const [Key, Body] of Object.entries(files))
    await old.client.send(new PutObjectCommand({ Bucket: 'old', Key, Body }));
  await old.client.send(new PutObjectCommand({ Bucket: 'old', Key: 'elsewhere/skip.txt', Body: 'not the site’s' }));
  const env = s3rverEnv(next.endpoint, {
    FROM_S3_ENDPOINT: old.endpoint,
    FROM_S3_REGION: 'us-east-1',
    FROM_S3_BUCKET: 'old',
    FROM_S3_ACCESS_KEY_ID: 'S3RVER',
    FROM_S3_SECRET_ACCESS_KEY: 'S3RVER',
    FROM_S3_FORCE_PATH_STYLE: 'true',
  });
  const names = `from s3://old at ${old.endpoint} to s3://coach at ${next.endpoint}`;
  const first = (await runScript('s3-copy.mjs', env)).stdout.trim().split('\n');
  assert.equal(first.at(-1), `Copied 3 files (29 bytes) ${names}, 0 were there already`);
  const copied = (await next.client.send(new ListObjectsV2Command({ Bucket: 'coach' }))).Contents.map((o) => o.Key);
  assert.deepEqual(copied.sort(), Object.keys(files).sort());
  for (const [Key, Body] of Object.entries(files)) {
    const got = await next.client.send(new GetObjectCommand({ Bucket: 'coach', Key }));
    assert.equal(await got.Body.transformToString(), Body, Key);
  }
  // once more (after an interruption, say): nothing copied twice
  await old.client.send(new PutObjectCommand({ Bucket: 'old', Key: 'uploads/images/b.png', Body: 'later' }));
  assert.equal(
    (await runScript('s3-copy.mjs', env)).stdout,
    `copied uploads/images/b.png (5 bytes)\nCopied 1 files (5 bytes) ${names}, 3 were there already\n`,
  );
  // a source setting missing is named as such
  await assert.rejects(
    runScript('s3-copy.mjs', { ...env, FROM_S3_BUCKET: '' }),
    (error) =>
      error.code === 1 && error.stderr === 'Invalid environment variable FROM_S3_BUCKET: required when STORAGE=s3\n',
  );
});

test('docker-compose.yml refuses to start without the production secrets', () => {
  const env = { ...process.env, SESSION_SECRET: '', ADMIN_SECRET: '', S3_SECRET_ACCESS_KEY: '' };
  assert.throws(
    () =>
      execFileSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config', '-q'], {
        env,
        stdio: 'pipe',
      }),
    /set (SESSION_SECRET|ADMIN_SECRET|S3_SECRET_ACCESS_KEY) in \.env/,
  );
});

for (const name of ['backend.Dockerfile', 'web.Dockerfile']) {
  test(`${name} lints clean, is multi-stage, runs as non-root and has a healthcheck`, () => {
    const text = readFileSync(path.join(root, 'deploy', name), 'utf8');
    const problems = validate(text).filter((d) => d.severity !== DiagnosticSeverity.Hint);
    assert.deepEqual(
      problems.map((d) => `line ${d.range.start.line + 1}: ${d.message}`),
      [],
    );
    const stages = text.split(/^FROM /m).slice(1);
    assert.ok(stages.length >= 2, 'multi-stage build');
    const final = stages.at(-1);
    const user = /^USER (\S+)/m.exec(final)?.[1];
    assert.ok(user && user !== 'root' && user !== '0', 'the final stage runs as a non-root USER');
    assert.match(final, /^HEALTHCHECK /m);
  });
}

// Without a Docker engine, the images' builds are read as text: npm ci checks every workspace of the
// lock file against its package.json, and the apps build from shared/ (@coach/shared): the SPA
// bundles its source, the backend's build makes its CommonJS build, which the backend loads at run time.
test('the Dockerfiles give npm ci every workspace and build with the shared rules', () => {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.ok(workspaces.includes('shared'));
  for (const name of ['backend.Dockerfile', 'web.Dockerfile']) {
    const build = readFileSync(path.join(root, 'deploy', name), 'utf8').split(/^FROM /m)[1];
    const at = (pattern) => build.search(pattern);
    const install = at(/^RUN npm ci /m);
    for (const workspace of workspaces) {
      const copied = at(new RegExp(`^COPY ${workspace}/package\\.json ${workspace}/$`, 'm'));
      assert.ok(copied >= 0 && copied < install, `${name}: ${workspace}/package.json before npm ci`);
    }
    const shared = at(/^COPY shared shared$/m);
    assert.ok(
      shared > install && shared < at(/^RUN npm run build -w frontend$/m),
      `${name}: shared/ before the SPA's build`,
    );
  }
  const backend = readFileSync(path.join(root, 'deploy', 'backend.Dockerfile'), 'utf8');
  assert.ok(backend.indexOf('COPY shared shared') < backend.indexOf('RUN npm run build -w backend'));
  const runtime = backend.split(/^FROM /m).at(-1);
  assert.match(runtime, /^COPY --from=build \/app\/shared\/package\.json shared\/package\.json$/m);
  assert.match(runtime, /^COPY --from=build \/app\/shared\/dist shared\/dist$/m);
  // the backend's build makes shared/dist first; node_modules/@coach/shared is npm's link to shared/
  const scripts = JSON.parse(readFileSync(path.join(root, 'backend', 'package.json'), 'utf8')).scripts;
  assert.match(scripts.build, /^npm --prefix \.\.\/shared run build && /);
  const sharedPackage = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
  assert.equal(sharedPackage.exports['.'].require, './dist/index.js');
});

// The backend image's layout (its runtime stage's copies), rebuilt in a folder: the backend's
// CommonJS finds the shared rules' build through npm's link (make test-deploy builds the backend,
// and shared/dist with it).
test('backend.Dockerfile: the built backend loads @coach/shared’s CommonJS build through npm’s link', (t) => {
  const app = mkdtempSync(path.join(tmpdir(), 'backend-image-'));
  t.after(() => rmSync(app, { recursive: true, force: true }));
  cpSync(path.join(root, 'shared', 'package.json'), path.join(app, 'shared', 'package.json'));
  cpSync(path.join(root, 'shared', 'dist'), path.join(app, 'shared', 'dist'), { recursive: true });
  mkdirSync(path.join(app, 'node_modules', '@coach'), { recursive: true });
  symlinkSync('../../shared', path.join(app, 'node_modules', '@coach', 'shared'));
  mkdirSync(path.join(app, 'backend', 'dist'), { recursive: true });
  const probe = path.join(app, 'backend', 'dist', 'probe.js');
  writeFileSync(
    probe,
    "const s = require('@coach/shared'); console.log(require.resolve('@coach/shared'), s.slugify('Hi There', 'x'));\n",
  );
  const [resolved, slug] = execFileSync('node', [probe], { cwd: app }).toString().trim().split(' ');
  assert.equal(resolved, path.join(realpathSync(app), 'shared', 'dist', 'index.js'));
  assert.equal(slug, 'hi-there');
});

test('backend.Dockerfile: the container’s healthcheck asks liveness, which a restart can fix, not readiness', () => {
  const text = readFileSync(path.join(root, 'deploy', 'backend.Dockerfile'), 'utf8');
  const check = text.slice(text.indexOf('\nHEALTHCHECK ')).split(/\n(?! )/)[1];
  assert.match(check, /'\/api\/health\/live'/);
});

test('deploy/nginx.conf is valid for nginx', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-check-'));
  const site = localSite({ backendPort: 3000, webPort: 8080, htmlRoot: dir, cacheDir: path.join(dir, 'cache') });
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {}\n` +
      `http { include /etc/nginx/mime.types; access_log off; include ${dir}/site.conf; }\n`,
  );
  execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
});

test('deploy/nginx.conf: every location adding headers has the security set; the client address is set', () => {
  const conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  // a location's own add_header drops the server's: each must include the whole set itself
  const locations = conf.split(/^\s*location /m).slice(1);
  const adding = locations.filter((block) => /^\s*add_header /m.test(block.split(/^\s*}/m)[0]));
  assert.ok(adding.length >= 2, 'the assets and the other files add headers');
  // the pages come from the backend (rendered there), with its headers passed on as they are
  const pages = locations.find((block) => block.startsWith('@pages'));
  assert.ok(pages, 'a location passes the pages to the backend');
  assert.match(pages.split(/^\s*}/m)[0], /proxy_pass http:\/\/backend;/);
  assert.doesNotMatch(pages.split(/^\s*}/m)[0], /add_header|proxy_hide_header/);
  for (const block of adding) {
    assert.match(block, /include \/etc\/nginx\/snippets\/security-headers\.conf;/, `location ${block.split('{')[0]}`);
  }
  // nginx tells the backend the address that connected, never one the client wrote
  assert.doesNotMatch(conf, /\$proxy_add_x_forwarded_for/);
  assert.match(conf, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  const snippet = readFileSync(path.join(root, 'deploy', 'security-headers.conf'), 'utf8');
  for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'Referrer-Policy', 'Strict-Transport-Security']) {
    assert.match(snippet, new RegExp(`^add_header ${name} .* always;$`, 'm'));
  }
});

test('deploy/nginx.conf passes the backend’s headers on for the API: the uploads’ cross-origin policy is its own', () => {
  const conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const blocks = conf.split(/^\s*location /m).slice(1);
  // whatever location a request for /api/uploads/images/x.png matches (a prefix or a regex one)
  const api = blocks.filter((block) => {
    const match = block.split('{')[0].trim();
    const [modifier, pattern] = match.includes(' ') ? match.split(/\s+/) : ['', match];
    const uri = '/api/uploads/images/x.png';
    if (modifier === '~' || modifier === '~*') return new RegExp(pattern, modifier === '~*' ? 'i' : '').test(uri);
    return modifier !== '=' && uri.startsWith(pattern) && pattern !== '/';
  });
  assert.equal(api.length, 1, 'one location proxies the uploads');
  const body = api[0].split(/^\s*}/m)[0];
  assert.match(body, /proxy_pass http:\/\/backend;/);
  assert.doesNotMatch(body, /add_header|proxy_hide_header|include /);
});

test('deploy/nginx.conf sends the files the backend serves at the root (sitemap, robots.txt, security.txt, icons…) to it', () => {
  const conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  // the names in backend/src/core/http/site-paths.ts (ROOT_PATHS)
  const sitePaths = readFileSync(path.join(root, 'backend', 'src', 'core', 'http', 'site-paths.ts'), 'utf8');
  const files = [...sitePaths.matchAll(/'((?:\.well-known\/)?[a-z0-9-]+\.(?:xml|txt|webmanifest|ico|svg|png))'/g)].map(
    (m) => m[1],
  );
  assert.ok(files.length >= 10, `the root files of site-paths.ts (found ${files.join(', ')})`);
  assert.ok(files.includes('.well-known/security.txt'), 'security.txt among them');
  const regexBlocks = conf
    .split(/^\s*location /m)
    .slice(1)
    .filter((block) => block.startsWith('~ '));
  for (const file of [...files, 'no-such-file.png', '.well-known/no-such-file.txt']) {
    const uri = `/${file}`;
    const matched = regexBlocks.filter((block) => new RegExp(block.split('{')[0].trim().slice(2)).test(uri));
    if (file.includes('no-such-file')) {
      assert.equal(matched.length, 0, `${uri} is none of them`);
      continue;
    }
    assert.equal(matched.length, 1, `${uri} goes to the backend`);
    assert.match(matched[0].split(/^\s*}/m)[0], /proxy_pass http:\/\/backend;/);
  }
});

test('deploy/nginx.conf micro-caches the public reads for visitors without a session, and nothing else', async (t) => {
  // a backend that counts what it is asked and lets shared caches keep every answer but the private
  // ones and a 404 page
  const asked = new Map();
  const { ask } = await throughNginx(t, (req, res) => {
    asked.set(req.url, (asked.get(req.url) ?? 0) + 1);
    // a members-only post read by a member (backend blog-posts.controller.ts): theirs alone, stored nowhere
    const cacheControl = req.url.includes('no-store')
      ? 'private, no-store'
      : /private|missing/.test(req.url)
        ? 'private, no-cache'
        : 'public, max-age=0, s-maxage=600';
    res.writeHead(req.url.includes('missing') ? 404 : 200, {
      'Content-Type': 'application/json',
      'Cache-Control': cacheControl,
    });
    res.end(JSON.stringify({ answer: asked.get(req.url) }));
  });
  const get = async (url, headers = {}) => (await (await ask(url, { headers })).json()).answer;
  const twice = async (url, headers) => [await get(url, headers), await get(url, headers)];

  for (const url of [
    '/api/blog-posts?limit=15',
    '/api/blog-posts/a-post',
    '/api/products',
    '/api/products/a-product',
    '/api/legal-pages/privacy-policy',
    '/api/site',
  ]) {
    assert.deepEqual(await twice(url), [1, 1], `${url} is asked once`);
    assert.deepEqual(await twice(url, { Cookie: 'sid=s%3Asigned-in' }), [2, 3], `${url} with a session: each time`);
    assert.equal(await get(url, { Cookie: 'XSRF-TOKEN=t; xsrf-id=v' }), 1, `${url}: a visit's cookies are no session`);
  }
  assert.deepEqual(await twice('/api/page-content?page=home'), [1, 1]);
  assert.deepEqual(await twice('/api/page-content?page=about'), [1, 1], 'each address is its own');
  for (const url of [
    '/api/auth/user',
    '/api/admin/blog-posts',
    '/api/blog-posts/a/b',
    '/rss.xml',
    '/api/products?private',
    '/api/blog-posts/a-members-post?no-store',
    '/account?private',
    '/missing-page',
    // the backend keeps the pages itself, until what they show changes
    '/',
    '/blog?page=2',
    '/products',
  ]) {
    assert.deepEqual(await twice(url), [1, 2], `${url} is never kept`);
  }
});

test('deploy/nginx.conf sends an out-of-date copy at once while one request brings the new one', async (t) => {
  // the second answer of each address waits until the test lets it go
  const asked = new Map();
  let letGo;
  const held = new Promise((resolve) => (letGo = resolve));
  const { ask, askAlone } = await throughNginx(t, async (req, res) => {
    const count = (asked.get(req.url) ?? 0) + 1;
    asked.set(req.url, count);
    if (count === 2) await held;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=1' });
    res.end(JSON.stringify({ answer: count }));
  });
  await ask('/healthz');
  const get = async (url) => (await askAlone(url)).answer;
  for (const url of ['/api/products', '/api/blog-posts?limit=15']) {
    assert.equal(await get(url), 1);
    // until the copy is out of date (a second or two) and a request has gone for the new one, every
    // visitor gets the copy; were one made to wait for the new answer, which is held, this would hang
    while (asked.get(url) === 1) {
      assert.equal(await get(url), 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(await get(url), 1, 'the copy again, while the new answer is on its way');
    assert.equal(asked.get(url), 2, 'one request went for it');
  }
  letGo();
  for (const url of ['/api/products', '/api/blog-posts?limit=15']) {
    while ((await get(url)) === 1) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(await get(url), 2, `${url}: the new answer is kept`);
  }
});

test('deploy/nginx.conf waits for "Back up now" longer than for any other API call', () => {
  const conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const api = conf.slice(conf.indexOf('location ~ ^/(api/|'));
  const timeout = (block) => Number(/proxy_read_timeout (\d+)s;/.exec(block)?.[1]);
  assert.equal(timeout(api.split(/\n\s*location /)[0]), 60, 'the API in general');
  // nested in the /api location, so it keeps its forwarded headers
  const backups = /\n {8}location ~ \^\/api\/admin\/backups\$ \{([^}]*)\}/.exec(api)?.[1] ?? '';
  assert.match(backups, /proxy_pass http:\/\/backend;/);
  assert.ok(timeout(backups) >= 600, 'ten minutes for the archive to be written');
});

test('deploy/nginx.conf keeps connections to the backend open for a crowd, closed before the backend would', () => {
  const conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const upstream = /upstream backend \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  assert.ok(Number(/keepalive (\d+);/.exec(upstream)?.[1]) >= 128, 'idle connections for at least 128 clients');
  // the backend closes an idle connection after IDLE_KEEP_ALIVE_MS (its http server's keepAliveTimeout):
  // nginx first, with a margin a machine too busy to run nginx's timer on time cannot cross
  const shutdown = readFileSync(path.join(root, 'backend', 'src', 'core', 'http', 'graceful-shutdown.ts'), 'utf8');
  const backendMs = Number(/IDLE_KEEP_ALIVE_MS = ([\d_]+);/.exec(shutdown)?.[1].replace(/_/g, ''));
  const nginxMs = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]) * 1000;
  assert.ok(nginxMs * 5 <= backendMs, `closed by nginx (${nginxMs} ms) long before the backend (${backendMs} ms)`);
});

test('deploy/nginx.conf passes a refused or failed request to another replica, never a POST it began sending', () => {
  const conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const next = /^\s*proxy_next_upstream ([^;]+);/m.exec(conf)?.[1].split(/\s+/) ?? [];
  for (const condition of ['error', 'timeout', 'http_502', 'http_503']) assert.ok(next.includes(condition), condition);
  // a POST cut mid-way may have made its order: sent again elsewhere, a second order
  assert.ok(!next.includes('non_idempotent'), 'no non_idempotent');
  assert.ok(Number(/proxy_next_upstream_tries (\d+);/.exec(conf)?.[1]) >= 2, 'another replica is tried');
  // a failure never takes a replica out: the app's own 502/503 on one request would otherwise leave
  // no replica while another restarts
  const upstream = /upstream backend \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  const servers = [...upstream.matchAll(/^\s*server [^;]+;/gm)].map(([line]) => line.trim());
  assert.deepEqual(servers, ['server backend:3000 max_fails=0;']);
});

test('deploy/nginx.conf gives an import of another platform’s export longer than the API’s 60 s', () => {
  const conf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const imports = /location ~ \^\/api\/admin\/imports\$ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  assert.match(imports, /proxy_pass http:\/\/backend;/);
  assert.ok(Number(/proxy_read_timeout (\d+)s;/.exec(imports)?.[1]) >= 300, 'at least five minutes');
});

test('deploy/nginx.conf logs no page-view beacon: not the visitor’s address nor user agent', async (t) => {
  const reached = [];
  const { dir, ask } = await throughNginx(t, (req, res) => {
    reached.push(req.url);
    res.writeHead(204).end();
  });
  const agent = 'Mozilla/5.0 (X11; Linux x86_64) BeaconBrowser/1.0';
  const beacon = await ask('/api/analytics/views', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': agent },
    body: JSON.stringify({ path: '/blog' }),
  });
  assert.equal(beacon.status, 204);
  // another API call after it is logged (one worker: the beacon's request was done before it)
  assert.equal((await ask('/api/site', { headers: { 'User-Agent': 'OtherBrowser/2.0' } })).status, 204);
  assert.deepEqual(reached, ['/api/analytics/views', '/api/site'], 'both reach the backend');
  const log = readFileSync(path.join(dir, 'access.log'), 'utf8');
  assert.match(log, /"GET \/api\/site HTTP\/1\.1" 204 .*OtherBrowser/);
  assert.doesNotMatch(log, /analytics|BeaconBrowser/);
});

test('deploy/nginx.conf: its own error answers carry the security headers; the backend’s errors pass as they are', async (t) => {
  const { ask, port } = await throughNginx(t, (req, res) => {
    // the backend's own 503 (the database out): JSON with Retry-After
    if (req.url === '/api/health') return res.writeHead(503, { 'Retry-After': '5' }).end('{"statusCode":503}');
    req.socket.destroy(); // the backend gone: nginx answers 502 itself
  });
  const policy = readFileSync(path.join(root, 'deploy', 'security-headers.conf'), 'utf8').match(
    /^add_header Content-Security-Policy "([^"]+)" always;$/m,
  )[1];
  for (const url of ['/api/site', '/blog']) {
    const res = await ask(url);
    assert.equal(res.status, 502, url);
    assert.equal(res.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(res.headers.get('content-security-policy'), policy, url);
    assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN');
    assert.equal(await res.text(), 'The site cannot answer right now. Please try again in a moment.\n');
  }
  const busy = await ask('/api/health');
  assert.equal(busy.status, 503);
  assert.equal(busy.headers.get('retry-after'), '5');
  assert.equal(busy.headers.get('content-security-policy'), null, 'the backend sets its own');
  assert.equal(await busy.text(), '{"statusCode":503}');
  // a body over client_max_body_size, refused from its Content-Length before it is sent
  const tooLarge = await new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/upload-image', method: 'POST' }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ res, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.setHeader('Content-Length', String(61 * 1024 * 1024));
    req.flushHeaders();
  });
  assert.equal(tooLarge.res.statusCode, 413);
  assert.equal(tooLarge.res.headers['content-security-policy'], policy);
  assert.equal(tooLarge.text, 'The upload is larger than the site accepts.\n');
});
