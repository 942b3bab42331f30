// node --test e2e/compose: the real compose file passes; a broken one fails with each mistake named; init-secrets.sh
// writes keys that work, with Java and with openssl, and keeps what exists.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { checkClusterOverride, checkCompose, checkOverride, mergeCompose } from './check.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

test('deploy/compose/compose.yaml passes', () => {
  assert.deepEqual(checkCompose(join(repo, 'deploy/compose/compose.yaml'), repo), []);
});

test('the gateways seal run-time upstream secrets with the very keys mcp-bridge opens them with', () => {
  const services = parse(readFileSync(join(repo, 'deploy/compose/compose.yaml'), 'utf8'), { merge: true }).services;
  for (const name of ['gateway-1', 'gateway-2', 'mcp-bridge']) {
    assert.ok(services[name].secrets.includes('switchboard_upstream_secrets_keys'), `${name} mounts the keys`);
  }
});

test('the OAuth override names services and networks of compose.yaml, and a broken one fails', () => {
  const base = join(repo, 'deploy/compose/compose.yaml');
  assert.deepEqual(checkOverride(join(repo, 'deploy/compose/oauth.yaml'), base), []);
  const broken = join(mkdtempSync(join(tmpdir(), 'compose-')), 'oauth.yaml');
  writeFileSync(broken, readFileSync(join(repo, 'deploy/compose/oauth.yaml'), 'utf8')
    .replace('gateway-2: *oauth', 'gateway-3: *oauth').replace('[backend, egress]', '[backend, egres]')
    .replace('    environment:', '    enviroment:'));
  const problems = checkOverride(broken, base);
  for (const expected of [
    'schema: /services/gateway-1 must NOT have additional properties {"additionalProperty":"enviroment"}',
    'gateway-3: not a service of',
    'gateway-1: network egres is not declared in',
  ]) {
    assert.ok(problems.some((p) => p.startsWith(expected)), `expected "${expected}" in:\n${problems.join('\n')}`);
  }
});

test('the Redis Cluster override, merged onto compose.yaml, passes', () => {
  const base = join(repo, 'deploy/compose/compose.yaml');
  assert.deepEqual(checkClusterOverride(join(repo, 'deploy/compose/redis-cluster.yaml'), base, repo), []);
});

test('a broken Redis Cluster override fails with every mistake named', () => {
  const base = join(repo, 'deploy/compose/compose.yaml');
  const broken = join(mkdtempSync(join(tmpdir(), 'compose-')), 'redis-cluster.yaml');
  writeFileSync(broken, readFileSync(join(repo, 'deploy/compose/redis-cluster.yaml'), 'utf8')
    .replace('  gateway-2: *cluster-client\n', '')
    .replace('redis-node-5 redis-node-6"', 'redis-node-5"')
    .replace('"--cluster-announce-hostname", "redis-node-3"]', '"--cluster-announce-hostname", "redis-node-33"]')
    .replace('    REDIS_CACHE_CLIENT_TYPE: standalone\n', '')
    .replace('    volumes: [redis-node-4-data:/data]\n', '')
    .replace('redis://redis-node-3:6379', 'redis://redis-node-7:6379')
    .replace('    restart: "no"', '    restart: "no"\n    restrat: "no"'));
  const problems = checkClusterOverride(broken, base, repo);
  for (const expected of [
    'schema: /services/redis-cluster-create must NOT have additional properties {"additionalProperty":"restrat"}',
    'gateway-2: REDIS_CLIENT_TYPE is not cluster',
    'gateway-2: starts before redis-cluster-create has formed the cluster',
    'redis-cluster-create: does not form node redis-node-6',
    'redis-node-3: does not announce itself as redis-node-3',
    'gateway-1: its cache Redis is one instance, but REDIS_CACHE_CLIENT_TYPE is not standalone',
    'redis-node-4: no volume for /data',
    'text-analysis: REDIS_URL names redis-node-7, which is not a cluster node',
  ]) {
    assert.ok(problems.some((p) => p.startsWith(expected)), `expected "${expected}" in:\n${problems.join('\n')}`);
  }
});

test('overrides merge as Compose merges them', () => {
  const merged = mergeCompose(
    { services: { a: { command: ['x', 'y'], environment: { A: '1', B: '2' }, volumes: ['d:/data', 'e:/etc'], networks: ['n'] } } },
    { services: { a: { command: ['z'], environment: { B: '3' }, volumes: ['f:/data'], networks: ['m', 'n'] }, b: { image: 'i' } } });
  assert.deepEqual(merged, { services: {
    a: { command: ['z'], environment: { A: '1', B: '3' }, volumes: ['e:/etc', 'f:/data'], networks: ['n', 'm'] },
    b: { image: 'i' },
  } });
});

test('a broken compose file fails with every mistake named', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'compose-')), 'deploy/compose');
  cpSync(join(repo, 'deploy/compose'), dir, { recursive: true });
  const file = join(dir, 'compose.yaml');
  const broken = readFileSync(file, 'utf8')
    .replace('    healthcheck:\n      test: ["CMD", "redis-cli", "ping"]', '    healtcheck:\n      test: ["CMD", "redis-cli", "ping"]')
    .replace('      planner:\n        condition: service_healthy', '      planer:\n        condition: service_healthy')
    .replace('    secrets: [service_keys, planner_state_keys]', '    secrets: [service_keys, planner_state_key]')
    .replace('QUARKUS_CONFIG_LOCATIONS: /run/secrets/service_keys,/run/secrets/github_token', 'QUARKUS_CONFIG_LOCATIONS: /run/secrets/service_keys')
    .replace('    server gateway-2 gateway-2:8080', '')
    .replace('SWITCHBOARD_SERVICE_BASE_URL: http://memory:8085', 'SWITCHBOARD_SERVICE_BASE_URL: http://memory:8085\n      MEMORY_SEED_FILE: /etc/memory/seed.json');
  writeFileSync(file, broken);
  writeFileSync(join(dir, 'mcp-bridge/upstreams.json'), '{"upstreams": [');
  writeFileSync(join(dir, 'haproxy.cfg'), readFileSync(join(dir, 'haproxy.cfg'), 'utf8').replace('    server gateway-2 gateway-2:8080\n', ''));
  const problems = checkCompose(file, repo);
  for (const expected of [
    'schema: /services/redis must NOT have additional properties {"additionalProperty":"healtcheck"}',
    'text-analysis: depends_on redis, which has no health check',
    'gateway-1: depends_on planer, which is not a service',
    'planner: secret planner_state_key is not declared',
    'github-search: secret github_token is mounted but not in QUARKUS_CONFIG_LOCATIONS',
    'planner: QUARKUS_CONFIG_LOCATIONS names /run/secrets/planner_state_keys, which is not mounted',
    'haproxy.cfg does not balance gateway-2',
    'memory: MEMORY_SEED_FILE names /etc/memory/seed.json, which no bind mount of the service brings',
    'mcp-bridge: BRIDGE_UPSTREAMS_FILE names /etc/mcp-bridge/upstreams.json, which is no JSON',
  ]) {
    assert.ok(problems.some((p) => p.startsWith(expected)), `expected "${expected}" in:\n${problems.join('\n')}`);
  }
});

/** Runs a copy of init-secrets.sh in a fresh directory (or `root`); returns the run and the secrets directory. */
function initSecrets(env = {}, root = mkdtempSync(join(tmpdir(), 'secrets-'))) {
  for (const file of ['deploy/compose/init-secrets.sh', 'deploy/keys/SuiteKeys.java']) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
  const run = spawnSync('bash', [join(root, 'deploy/compose/init-secrets.sh')], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { ...run, root, dir: join(root, 'deploy/compose/secrets') };
}

function properties(file) {
  return Object.fromEntries(readFileSync(file, 'utf8').split('\n').filter((line) => line && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** The gateway's pair signs what the services' public key verifies, and both sides hold one registration key. */
function assertWorkingKeys(dir) {
  const gateway = properties(join(dir, 'gateway_keys.properties'));
  const services = properties(join(dir, 'service_keys.properties'));
  const der = (value) => Buffer.from(value, 'base64');
  const privateKey = createPrivateKey({ key: der(gateway['gateway.internal-auth.signing-key']), format: 'der', type: 'pkcs8' });
  assert.equal(privateKey.asymmetricKeyType, 'ed25519');
  const signature = sign(null, Buffer.from('call'), privateKey);
  for (const publicKey of [gateway['gateway.internal-auth.public-key'], services['switchboard.internal-auth.public-keys']]) {
    assert.ok(verify(null, Buffer.from('call'), createPublicKey({ key: der(publicKey), format: 'der', type: 'spki' }), signature));
  }
  assert.equal(services['switchboard.service.registration-key'], gateway['gateway.registry.shared-key']);
  assert.ok(gateway['gateway.request-state.keys'].length >= 32);
  assert.ok(properties(join(dir, 'admin_bootstrap_key.properties'))['gateway.admin.bootstrap-key'].length >= 32);
  assert.ok(properties(join(dir, 'planner_state_keys.properties'))['planner.state-keys'].length >= 32);
  assert.ok(properties(join(dir, 'switchboard_upstream_secrets_keys.properties'))['switchboard.upstream-secrets.keys']
    .length >= 32);
  // The token vault refuses a key shorter than 32 characters.
  assert.ok(properties(join(dir, 'switchboard_token_vault_keys.properties'))['switchboard.token-vault.keys']
    .length >= 32);
  // The console refuses a cookie key shorter than 32 characters.
  assert.ok(properties(join(dir, 'console_keys.properties'))['console.session.key'].length >= 32);
}

test('init-secrets.sh makes working keys with SuiteKeys.java, and re-running keeps every file', () => {
  const first = initSecrets();
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stderr, /made by deploy\/keys\/SuiteKeys\.java/);
  assertWorkingKeys(first.dir);
  const before = readFileSync(join(first.dir, 'gateway_keys.properties'), 'utf8');
  const again = initSecrets({}, first.root);
  assert.equal(again.status, 0, again.stderr);
  assert.equal(again.stdout.match(/^kept /gm).length, 9, again.stdout);
  assert.equal(readFileSync(join(first.dir, 'gateway_keys.properties'), 'utf8'), before);
});

test('init-secrets.sh falls back to openssl without a usable Java', () => {
  const noJava = mkdtempSync(join(tmpdir(), 'no-java-'));
  mkdirSync(join(noJava, 'bin'));
  writeFileSync(join(noJava, 'bin/java'), '#!/bin/sh\nexit 1\n');
  chmodSync(join(noJava, 'bin/java'), 0o755);
  const run = initSecrets({ JAVA_HOME: noJava });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stderr, /made by openssl/);
  assertWorkingKeys(run.dir);
});

test('init-secrets.sh reuses an older request_state_keys, writes the issuer for the gateways and the console, and refuses mismatched service keys', () => {
  const root = mkdtempSync(join(tmpdir(), 'secrets-'));
  mkdirSync(join(root, 'deploy/compose/secrets'), { recursive: true });
  writeFileSync(join(root, 'deploy/compose/secrets/request_state_keys.properties'), 'gateway.request-state.keys=old-key-0123456789abcdef0123456789\n');
  const run = initSecrets({ OAUTH_ISSUER: 'https://idp.example.com/realms/mcp' }, root);
  assert.equal(run.status, 0, run.stderr);
  assert.equal(properties(join(run.dir, 'gateway_keys.properties'))['gateway.request-state.keys'], 'old-key-0123456789abcdef0123456789');
  const issuer = properties(join(run.dir, 'oauth_issuer.properties'));
  assert.equal(issuer['gateway.auth.oauth.issuer'], 'https://idp.example.com/realms/mcp');
  assert.equal(issuer['console.oauth.issuer'], 'https://idp.example.com/realms/mcp', 'the console signs people in there');
  writeFileSync(join(run.dir, 'service_keys.properties'),
    readFileSync(join(run.dir, 'service_keys.properties'), 'utf8').replace(/registration-key=.*/, 'registration-key=other'));
  const mismatch = initSecrets({}, root);
  assert.equal(mismatch.status, 1);
  assert.match(mismatch.stderr, /service_keys\.properties does not match gateway_keys\.properties/);
});
