import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { Yaml } from 'cdk8s';
import { NOT_ON_THE_CLUSTER, SECRET_NAMES, envExampleNames } from './src/environment.ts';
import { settings } from './src/settings.ts';
import { SECRET_TEMPLATE_FILE, SITE_FILE, synthesise } from './src/synthesise.ts';
import { realIpConfig } from './src/web.ts';
import { throughNginx } from '../nginx-local.mjs';

// The Kubernetes manifests (README, "Kubernetes"): synthesised from deploy/k8s/src as committed,
// every object valid against the Kubernetes API's schemas, and our own rules on top.

const here = import.meta.dirname;
const root = path.join(here, '..', '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const envExample = read('.env.example');
const committed = (name) => readFileSync(path.join(here, 'manifests', name), 'utf8');

// the objects of a synthesised file, parsed back from its YAML as kubectl would read it
function objectsOf(text) {
  const dir = mkdtempSync(path.join(tmpdir(), 'k8s-objects-'));
  try {
    const file = path.join(dir, 'objects.yaml');
    writeFileSync(file, text);
    return Yaml.load(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const files = synthesise(settings, envExample);
const site = objectsOf(files[SITE_FILE]);
const [secret] = objectsOf(files[SECRET_TEMPLATE_FILE]);
const find = (kind, name) => site.find((object) => object.kind === kind && object.metadata.name === name);
const configMap = find('ConfigMap', 'coach-site-config');
const backend = find('Deployment', 'backend');
const container = (deployment) => deployment.spec.template.spec.containers[0];

// kubernetes-models' validator of the object's apiVersion and kind (the API's OpenAPI schemas, bundled)
async function validate(object) {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : ['', object.apiVersion];
  const model = await import(`kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`);
  new model[object.kind](object).validate();
}

test('the committed manifests are what deploy/k8s/src synthesises (npm run synth -w deploy/k8s)', () => {
  for (const [name, text] of Object.entries(files)) {
    assert.equal(committed(name), text, `deploy/k8s/manifests/${name} is out of date: run make k8s`);
  }
  assert.deepEqual(readdirSync(path.join(here, 'manifests')).sort(), Object.keys(files).sort());
});

test('npm run synth writes the manifests into the folder it is given', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'k8s-synth-'));
  try {
    execFileSync(process.execPath, [path.join(here, 'src', 'main.ts'), '--out', out], { stdio: 'pipe' });
    for (const [name, text] of Object.entries(files)) assert.equal(readFileSync(path.join(out, name), 'utf8'), text);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('every object is valid against the Kubernetes schema of its kind', async () => {
  const kinds = [...site, secret].map((object) => object.kind);
  for (const kind of ['Namespace', 'ConfigMap', 'Secret', 'Deployment', 'Service', 'PodDisruptionBudget']) {
    assert.ok(kinds.includes(kind), kind);
  }
  assert.ok(kinds.includes('HorizontalPodAutoscaler') && kinds.includes('Ingress'));
  for (const object of [...site, secret]) await validate(object);
});

test('the validator refuses what the API server would', async () => {
  const badQuantity = structuredClone(backend);
  container(badQuantity).resources.limits.memory = 'plenty';
  await assert.rejects(validate(badQuantity), /limits\/memory must match format "quantity"/);
  const badPort = structuredClone(backend);
  container(badPort).ports[0].containerPort = '3000';
  await assert.rejects(validate(badPort), /containerPort must be integer/);
});

test('every variable of .env.example is in the ConfigMap, in the Secret or named as no business of the cluster', () => {
  const names = envExampleNames(envExample);
  assert.ok(names.includes('NODE_ENV') && names.includes('DATABASE_URL') && names.length > 50, `${names.length} names`);
  for (const name of names) {
    const placed = [name in configMap.data, name in secret.stringData, name in NOT_ON_THE_CLUSTER].filter(Boolean);
    assert.equal(placed.length, 1, `${name}: in ${placed.length} places`);
  }
});

test('the synthesis refuses a variable of .env.example it does not sort, naming it', () => {
  assert.throws(
    () => synthesise(settings, `${envExample}\n# something new\nNEW_SETTING=\n`),
    /\.env\.example has NEW_SETTING, which deploy\/k8s\/src\/environment\.ts does not sort/,
  );
  const without = envExample.replace(/^SESSION_SECRET=.*$/m, '');
  assert.throws(
    () => synthesise(settings, without),
    /SESSION_SECRET is sorted .* but \.env\.example has no such variable/,
  );
});

test('no secret has a value in the repository, and no secret name is in the ConfigMap', () => {
  assert.deepEqual(Object.keys(secret.stringData).sort(), [...SECRET_NAMES].sort());
  for (const [name, value] of Object.entries(secret.stringData)) assert.equal(value, '', name);
  assert.equal(secret.data, undefined);
  for (const name of SECRET_NAMES) assert.ok(!(name in configMap.data), name);
  assert.ok(!site.some((object) => object.kind === 'Secret'), 'the Secret stays out of the file kubectl applies');
});

test('the backend runs against the bucket and an external database, with the settings production needs', () => {
  assert.equal(configMap.data.NODE_ENV, 'production');
  assert.equal(configMap.data.STORAGE, 's3');
  assert.ok(configMap.data.S3_REGION && configMap.data.S3_BUCKET);
  assert.equal(configMap.data.PUBLIC_URL, `https://${settings.host}`);
  assert.equal(configMap.data.SEED_DEMO, 'false');
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'ADMIN_SECRET', 'S3_SECRET_ACCESS_KEY']) {
    assert.ok(name in secret.stringData, name);
  }
  assert.deepEqual(container(backend).envFrom, [
    { configMapRef: { name: configMap.metadata.name } },
    { secretRef: { name: secret.metadata.name } },
  ]);
});

// the routes of backend/openapi.json that answer GET with 200
function getRoutes() {
  const { paths } = JSON.parse(read('backend/openapi.json'));
  return Object.entries(paths).flatMap(([route, operations]) => (operations.get?.responses?.['200'] ? [route] : []));
}

test("the backend's probes ask the health routes of the API: readiness the database's, liveness the process's", () => {
  const routes = getRoutes();
  const { startupProbe, readinessProbe, livenessProbe, ports } = container(backend);
  assert.equal(readinessProbe.httpGet.path, '/api/health/ready');
  assert.equal(livenessProbe.httpGet.path, '/api/health/live');
  assert.equal(startupProbe.httpGet.path, '/api/health/live');
  for (const probe of [startupProbe, readinessProbe, livenessProbe]) {
    assert.ok(routes.includes(probe.httpGet.path), `${probe.httpGet.path} is a GET route of backend/openapi.json`);
    assert.ok(ports.some((port) => port.name === probe.httpGet.port && port.containerPort === 3000));
  }
  // migrations run before the backend listens: the startup probe waits minutes, not seconds
  assert.ok(startupProbe.periodSeconds * startupProbe.failureThreshold >= 300);
  const web = container(find('Deployment', 'web'));
  assert.equal(web.readinessProbe.httpGet.path, '/healthz');
  assert.match(read('deploy/nginx.conf'), /location = \/healthz \{/);
});

test('every container has CPU and memory requests and limits; the backend its heap bound and room beside it', () => {
  const mebibytes = (quantity) => Number(quantity.replace(/Mi$/, ''));
  for (const deployment of site.filter((object) => object.kind === 'Deployment')) {
    for (const { name, resources } of deployment.spec.template.spec.containers) {
      for (const side of ['requests', 'limits']) {
        assert.ok(resources[side]?.cpu && resources[side]?.memory, `${name}: ${side}`);
      }
    }
  }
  const { limits, requests } = container(backend).resources;
  const heap = Number(configMap.data.BACKEND_HEAP_MB) + 2 * 3 * Number(configMap.data.BACKEND_SEMI_SPACE_MB);
  assert.ok(mebibytes(requests.memory) >= heap + 64, `request ${requests.memory} for a heap of ${heap} MB`);
  assert.ok(mebibytes(limits.memory) >= mebibytes(requests.memory));
});

test('a stopping backend pauses for the endpoints, drains within SHUTDOWN_GRACE_SECONDS, and is killed only after', () => {
  const pod = backend.spec.template.spec;
  const [, pause] = container(backend).lifecycle.preStop.exec.command;
  const grace = Number(configMap.data.SHUTDOWN_GRACE_SECONDS);
  assert.ok(Number(pause) >= 3, `preStop sleeps ${pause} s`);
  assert.ok(pod.terminationGracePeriodSeconds > Number(pause) + grace, `${pod.terminationGracePeriodSeconds} s`);
});

test('the pods run as a numeric non-root user on a read-only root, writing only to their emptyDirs', () => {
  for (const deployment of site.filter((object) => object.kind === 'Deployment')) {
    const pod = deployment.spec.template.spec;
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.ok(Number.isInteger(pod.securityContext.runAsUser) && pod.securityContext.runAsUser > 0);
    assert.equal(pod.automountServiceAccountToken, false);
    for (const { name, securityContext, volumeMounts } of pod.containers) {
      assert.equal(securityContext.readOnlyRootFilesystem, true, name);
      assert.equal(securityContext.allowPrivilegeEscalation, false, name);
      assert.ok(
        volumeMounts.some((mount) => mount.mountPath === '/tmp'),
        `${name}: /tmp`,
      );
    }
  }
  assert.ok(container(backend).volumeMounts.some((mount) => mount.mountPath === configMap.data.DATA_DIR));
});

test('the metrics port is named and announced for scraping', () => {
  const port = Number(configMap.data.METRICS_PORT);
  assert.ok(container(backend).ports.some((entry) => entry.name === 'metrics' && entry.containerPort === port));
  const annotations = backend.spec.template.metadata.annotations;
  assert.equal(annotations['prometheus.io/scrape'], 'true');
  assert.equal(annotations['prometheus.io/port'], String(port));
  assert.equal(annotations['prometheus.io/path'], '/metrics');
});

test('the objects meet: selectors, Services, the nginx upstream, the budgets, the autoscaler and the Ingress', () => {
  const namespace = find('Namespace', settings.namespace);
  assert.ok(namespace);
  for (const object of site.filter((entry) => entry !== namespace)) {
    assert.equal(object.metadata.namespace, settings.namespace, `${object.kind} ${object.metadata.name}`);
  }
  const deployments = site.filter((object) => object.kind === 'Deployment');
  const podsOf = (selector) =>
    deployments.filter((deployment) =>
      Object.entries(selector).every(([key, value]) => deployment.spec.template.metadata.labels[key] === value),
    );
  for (const deployment of deployments) assert.deepEqual(podsOf(deployment.spec.selector.matchLabels), [deployment]);
  // deploy/nginx.conf's upstream names a host and a port: the backend Service answers to both
  const [, host, port] = read('deploy/nginx.conf').match(/upstream backend \{[^}]*?server ([\w-]+):(\d+)[ ;]/);
  const service = find('Service', host);
  assert.ok(service, `a Service named ${host}`);
  assert.ok(service.spec.ports.some((entry) => entry.port === Number(port)));
  assert.deepEqual(podsOf(service.spec.selector), [backend]);
  for (const budget of site.filter((object) => object.kind === 'PodDisruptionBudget')) {
    assert.equal(budget.spec.minAvailable, 1);
    assert.equal(podsOf(budget.spec.selector.matchLabels).length, 1, budget.metadata.name);
  }
  const autoscaler = find('HorizontalPodAutoscaler', 'backend');
  assert.equal(autoscaler.spec.scaleTargetRef.name, backend.metadata.name);
  assert.equal(autoscaler.spec.minReplicas, 2);
  assert.ok(autoscaler.spec.maxReplicas > autoscaler.spec.minReplicas);
  assert.equal(backend.spec.replicas, undefined, 'the autoscaler owns the count');
  const [rule] = find('Ingress', 'web').spec.rules;
  const { name, port: target } = rule.http.paths[0].backend.service;
  assert.ok(find('Service', name).spec.ports.some((entry) => entry.port === target.number));
  const policy = find('NetworkPolicy', 'backend');
  assert.deepEqual(podsOf(policy.spec.podSelector.matchLabels), [backend]);
  const [fromWeb, metrics] = policy.spec.ingress;
  assert.deepEqual(podsOf(fromWeb.from[0].podSelector.matchLabels), [find('Deployment', 'web')]);
  const portNames = container(backend).ports.map((entry) => entry.name);
  assert.deepEqual([fromWeb.ports[0].port, metrics.ports[0].port], portNames);
  assert.equal(metrics.from, undefined, 'the scraper may be anywhere');
  const volumes = find('Deployment', 'web').spec.template.spec.volumes;
  const realIp = volumes.find((volume) => volume.configMap).configMap.name;
  assert.match(find('ConfigMap', realIp).data['real-ip.conf'], /^real_ip_header X-Forwarded-For;$/m);
});

test("the backend runs the image's command, and refuses to start without DATABASE_URL, saying why", () => {
  const [shell, flag, script] = container(backend).command;
  const [, imageScript] = read('deploy/backend.Dockerfile').match(/^CMD \["sh", "-c", "(.*)"\]$/m);
  assert.ok(script.endsWith(`\n${imageScript}`), 'the Dockerfile CMD, unchanged, last');
  // the kubelet would put a variable of the container's in place of $(NAME)
  assert.doesNotMatch(script, /\$\(/);
  // run by a shell with a stand-in node that says what it was started with
  const bin = mkdtempSync(path.join(tmpdir(), 'k8s-command-'));
  try {
    writeFileSync(path.join(bin, 'node'), '#!/bin/sh\necho "node $*"\n');
    chmodSync(path.join(bin, 'node'), 0o755);
    const run = (env) =>
      spawnSync(shell, [flag, script], {
        env: { PATH: `${bin}:/usr/bin:/bin`, ...configMap.data, ...env },
        encoding: 'utf8',
      });
    const refused = run({ DATABASE_URL: '' });
    assert.equal(refused.status, 1);
    assert.match(
      refused.stderr,
      /^DATABASE_URL is empty: set the address of the external PostgreSQL in the Secret coach-site-secrets/,
    );
    assert.equal(refused.stdout, '');
    const started = run({ DATABASE_URL: 'postgres://coach@db.example.com/coach' });
    assert.equal(started.status, 0, started.stderr);
    assert.equal(started.stdout, 'node --max-old-space-size=160 --max-semi-space-size=2 backend/dist/main.js\n');
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});

// deploy/nginx.conf in Debian's nginx with the web pods' real-ip.conf, the addresses the Ingress
// controller connects from being `podNetworks` (loopback, where this test stands for the controller)
async function webPod(t, podNetworks) {
  const dir = mkdtempSync(path.join(tmpdir(), 'k8s-real-ip-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'real-ip.conf');
  writeFileSync(file, realIpConfig({ ...settings, podNetworks }).data['real-ip.conf']);
  const echo = (req, res) => res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }));
  const { ask } = await throughNginx(t, echo, { httpIncludes: [file] });
  return async (forwardedFor) => {
    const res = await ask('/api/echo', { headers: { 'X-Forwarded-For': forwardedFor } });
    return (await res.json()).forwardedFor;
  };
}

test("behind the Ingress controller the backend hears the visitor's address, which only the pod networks may tell", async (t) => {
  const behindController = await webPod(t, ['127.0.0.0/8', '::1/128']);
  assert.equal(await behindController('203.0.113.7'), '203.0.113.7');
  // what the visitor wrote in front of the controller's entry is not believed
  assert.equal(await behindController('198.51.100.1, 203.0.113.7'), '203.0.113.7');
  const elsewhere = await webPod(t, ['10.0.0.0/8']);
  assert.equal(await elsewhere('203.0.113.7'), '127.0.0.1');
});

test('a change of the ConfigMap changes the backend pods, so that applying it rolls them', () => {
  const checksum = (objects) =>
    objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'backend').spec.template.metadata
      .annotations['checksum/config'];
  const elsewhere = objectsOf(synthesise({ ...settings, host: 'coach.example.org' }, envExample)[SITE_FILE]);
  assert.match(checksum(site), /^[0-9a-f]{64}$/);
  assert.notEqual(checksum(elsewhere), checksum(site));
  assert.equal(checksum(objectsOf(synthesise({ ...settings }, envExample)[SITE_FILE])), checksum(site));
});
