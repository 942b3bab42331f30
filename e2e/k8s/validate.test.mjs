// node --test e2e/k8s: the validator on the real overlays as kustomize renders them, and on broken manifests.
import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readYaml, render } from './kustomize.mjs';
import { secretsOf, splitImage, validateAlertRules, validateObjects, validateOverlays } from './validate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const overlays = resolve(here, '../../deploy/k8s/overlays');

test('every overlay renders and passes validation', async () => {
  const results = await validateOverlays(overlays);
  assert.deepEqual(results.map((r) => r.overlay), ['dev', 'dev-bridge-sidecar', 'dev-redis-cluster', 'prod',
    'prod-custom-metrics', 'prod-gateway-api', 'prod-ingress']);
  for (const { overlay, problems } of results) assert.deepEqual(problems, [], `${overlay} has problems`);
});

test('with a custom-metrics adapter every HPA also scales on a per-pod rate the adapter rules serve', () => {
  const rules = readYaml(resolve(here, '../../deploy/observability/prometheus-adapter-rules.yaml'))[0].rules;
  const served = new Set(rules.map((rule) => rule.name.as));
  const hpas = render(join(overlays, 'prod-custom-metrics')).filter((o) => o.kind === 'HorizontalPodAutoscaler');
  // One per service production scales: the gateway and every tool service of deploy/services.txt (not the fixtures,
  // nor the console, whose two replicas serve a few people).
  const production = readFileSync(resolve(here, '../../deploy/services.txt'), 'utf8').split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/)).filter((columns) => columns.length > 1)
    .filter((columns) => !['fixture', 'console'].includes(columns[9])).map((columns) => columns[1]);
  assert.deepEqual(hpas.map((hpa) => hpa.metadata.name).sort(), production.sort());
  for (const hpa of hpas) {
    const kinds = hpa.spec.metrics.map((m) => m.type).sort();
    assert.deepEqual(kinds, ['Pods', 'Resource'], `${hpa.metadata.name} keeps its CPU target and adds a rate`);
    const metric = hpa.spec.metrics.find((m) => m.type === 'Pods').pods.metric.name;
    assert.ok(served.has(metric), `${hpa.metadata.name}: ${metric} is served by a prometheus-adapter rule`);
    assert.equal(metric, hpa.metadata.name === 'gateway' ? 'mcp_requests_per_second' : 'internal_calls_per_second');
  }
  for (const hpa of render(join(overlays, 'prod')).filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
    assert.deepEqual(hpa.spec.metrics.map((m) => m.type), ['Resource'], `prod without an adapter: ${hpa.metadata.name} on CPU only`);
  }
});

test('overlays give every service its own tagged image and only dev runs Redis in a pod', async () => {
  for (const overlay of ['dev', 'prod']) {
    const objects = render(join(overlays, overlay));
    const deployments = objects.filter((o) => o.kind === 'Deployment');
    for (const deployment of deployments) {
      const { tag } = splitImage(deployment.spec.template.spec.containers[0].image);
      assert.ok(tag && tag !== 'latest', `${overlay}: ${deployment.metadata.name} is tagged`);
    }
    const redis = deployments.some((d) => d.metadata.name === 'redis');
    assert.equal(redis, overlay === 'dev', `${overlay}: Redis pod only in dev`);
  }
});

test('dev-redis-cluster keeps the state on a six-node Redis Cluster formed by a Job, and the cache on one Redis', () => {
  const objects = render(join(overlays, 'dev-redis-cluster'));
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('switchboard-config')).data;
  assert.equal(config.REDIS_CLIENT_TYPE, 'cluster');
  assert.equal(config.REDIS_CACHE_CLIENT_TYPE, 'standalone');
  assert.equal(config.REDIS_CACHE_URL, 'redis://redis-cache:6379');
  const cluster = objects.find((o) => o.kind === 'StatefulSet' && o.metadata.name === 'redis-cluster');
  assert.equal(cluster.spec.replicas, 6);
  assert.equal(cluster.metadata.namespace, 'switchboard-dev');
  assert.equal(cluster.spec.template.spec.containers[0].image, 'docker.io/library/redis:7.4-alpine');
  assert.ok(objects.some((o) => o.kind === 'Job' && o.metadata.name === 'redis-cluster-create'));
  assert.ok(!objects.some((o) => o.metadata.name === 'redis'), 'the single state Redis is gone');
  assert.ok(objects.some((o) => o.kind === 'Deployment' && o.metadata.name === 'redis-cache'), 'the cache Redis stays');
});

test('dev-bridge-sidecar: a team\'s server and its own bridge share a pod; the gateway reaches only the bridge', () => {
  const objects = render(join(overlays, 'dev-bridge-sidecar'));
  const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'team-notes-mcp');
  const [server, bridge] = deployment.spec.template.spec.containers;
  // The server listens on the pod's address for kubelet's probes, but no Service or policy opens its port to a pod.
  assert.deepEqual(server.ports.map((p) => p.name), ['mcp']);
  for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
    assert.equal(server[probe].tcpSocket.port, 'mcp', `the server's ${probe} checks that it accepts connections`);
  }
  const opened = objects.filter((o) => o.kind === 'NetworkPolicy').flatMap((o) => o.spec.ingress ?? [])
    .flatMap((rule) => rule.ports ?? []).map((p) => p.port);
  assert.ok(!opened.includes('mcp') && !opened.includes(3000), `no policy admits the server's port: ${opened}`);
  assert.equal(bridge.image, 'switchboard/mcp-bridge-service:0.1.0-SNAPSHOT');
  const env = Object.fromEntries(bridge.env.map((e) => [e.name, e.value]));
  assert.equal(env.SWITCHBOARD_SERVICE_NAME, 'team-notes', 'registered under the team\'s own name');
  const mount = bridge.volumeMounts.find((m) => env.BRIDGE_UPSTREAMS_FILE.startsWith(`${m.mountPath}/`));
  const volume = deployment.spec.template.spec.volumes.find((v) => v.name === mount.name);
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === volume.configMap.name);
  const upstreams = JSON.parse(config.data[env.BRIDGE_UPSTREAMS_FILE.slice(mount.mountPath.length + 1)]).upstreams;
  assert.deepEqual(upstreams.map((u) => new URL(u.url).hostname), ['127.0.0.1']);
  const service = objects.find((o) => o.kind === 'Service' && o.metadata.name === 'team-notes-mcp');
  assert.deepEqual(service.spec.ports.map((p) => p.targetPort), ['http', 'management']);
});

test('the shared bridge reads its upstreams file from a ConfigMap an overlay can replace', () => {
  const objects = render(join(overlays, 'prod'));
  const bridge = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'mcp-bridge-service').spec.template.spec;
  const file = bridge.containers[0].env.find((e) => e.name === 'BRIDGE_UPSTREAMS_FILE').value;
  const mount = bridge.containers[0].volumeMounts.find((m) => file.startsWith(`${m.mountPath}/`));
  assert.equal(mount.readOnly, true);
  const map = bridge.volumes.find((v) => v.name === mount.name).configMap.name;
  assert.match(map, /^mcp-bridge-service-files-[2456789bcdfghkmt]{10}$/, 'a content-hash name: a new file rolls the pods');
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === map);
  assert.deepEqual(JSON.parse(config.data[file.slice(mount.mountPath.length + 1)]), { upstreams: [] });
});

test('exposed through an Ingress or a Gateway API route, the gateway keeps its SSE streams, its host and TLS', () => {
  const ingress = render(join(overlays, 'prod-ingress')).find((o) => o.kind === 'Ingress');
  assert.equal(ingress.metadata.namespace, 'switchboard');
  assert.deepEqual(ingress.spec.tls, [{ hosts: ['mcp.example.com'], secretName: 'mcp-example-com-tls' }]);
  assert.equal(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-buffering'], 'off');
  const objects = render(join(overlays, 'prod-gateway-api'));
  const route = objects.find((o) => o.kind === 'HTTPRoute');
  assert.deepEqual(route.spec.rules[0].timeouts, { request: '0s', backendRequest: '0s' });
  const listener = objects.find((o) => o.kind === 'Gateway').spec.listeners.find((l) => l.name === route.spec.parentRefs[0].sectionName);
  assert.equal(listener.protocol, 'HTTPS');
  assert.equal(listener.tls.certificateRefs[0].name, 'mcp-example-com-tls');
  for (const overlay of ['prod-ingress', 'prod-gateway-api']) {
    const policy = render(join(overlays, overlay)).find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'gateway-ingress');
    assert.ok(policy.spec.ingress[0].from[0].namespaceSelector, `${overlay}: only the proxies reach the gateway`);
  }
});

test('an exposure that would cut SSE streams, or that the gateway would refuse, fails with every mistake named', async () => {
  const viaIngress = render(join(overlays, 'prod-ingress'));
  const ingress = viaIngress.find((o) => o.kind === 'Ingress');
  delete ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'];
  ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-buffering'] = 'on';
  ingress.spec.rules[0].host = 'mcp.example.org';
  const viaRoute = render(join(overlays, 'prod-gateway-api'));
  const route = viaRoute.find((o) => o.kind === 'HTTPRoute');
  route.spec.parentRefs[0].sectionName = 'http';
  delete route.spec.rules[0].timeouts;
  route.spec.rules.push({ backendRefs: [{ name: 'gateway', port: 9999 }] });
  const bridge = viaRoute.find((o) => o.kind === 'Deployment' && o.metadata.name === 'mcp-bridge-service').spec.template.spec;
  bridge.containers[0].env.find((e) => e.name === 'BRIDGE_UPSTREAMS_FILE').value = '/etc/mcp-bridge/upstream.json';
  const strip = (problem) => problem.replace(/-[2456789bcdfghkmt]{10}\b/g, '');
  // Prod's Secrets are made outside git, with the names and keys dev generates.
  const knownSecrets = secretsOf(render(join(overlays, 'dev')));
  const problems = [...await validateObjects(viaIngress, { knownSecrets }), ...await validateObjects(viaRoute, { knownSecrets })]
    .map(strip);
  const expected = [
    'Ingress/gateway: proxy-read-timeout 60 s cuts SSE streams (at least 3600)',
    "Ingress/gateway: proxy-buffering is not off: SSE events wait in the proxy's buffer",
    'Ingress/gateway: exposes the gateway as mcp.example.org, which GATEWAY_SECURITY_ALLOWED_HOSTS does not accept (the gateway refuses the request)',
    'Ingress/gateway: GATEWAY_PUBLIC_URL names mcp.example.com, which no Ingress or HTTPRoute serves (OAuth clients check that URL)',
    'HTTPRoute/gateway: parentRef switchboard/http: Gateway/switchboard has no such listener',
    'HTTPRoute/gateway: a rule to the gateway has timeouts.request (the implementation\'s, often 15 s): "0s" or at least 1h keeps SSE streams open',
    'HTTPRoute/gateway: a rule to the gateway has timeouts.backendRequest (the implementation\'s, often 15 s): "0s" or at least 1h keeps SSE streams open',
    'HTTPRoute/gateway: backendRef gateway:9999 is no port of a Service',
    'Deployment/mcp-bridge-service: env BRIDGE_UPSTREAMS_FILE: /etc/mcp-bridge/upstream.json is no key of ConfigMap mcp-bridge-service-files',
  ];
  for (const problem of expected) assert.ok(problems.includes(problem), `expected "${problem}" in:\n${problems.join('\n')}`);
  assert.equal(problems.length, expected.length, problems.join('\n'));
});

test('a Redis Cluster its clients cannot use fails validation with every mistake named', async () => {
  const objects = render(join(overlays, 'dev-redis-cluster'));
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('switchboard-config'));
  config.data.REDIS_URL += ',redis://redis-cluster-6.redis-cluster:6379';
  delete config.data.REDIS_CACHE_CLIENT_TYPE;
  const node = objects.find((o) => o.kind === 'StatefulSet').spec.template.spec.containers[0];
  node.args = node.args.map((arg) => arg.replace('$(POD_NAME).redis-cluster', '$(POD_NAME)'));
  const peers = objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'redis-cluster-ingress');
  peers.spec.ingress[1].ports = [{ port: 'redis' }];
  const create = objects.find((o) => o.kind === 'Job').spec.template.spec.containers[0];
  create.args = create.args.map((arg) => arg.replace('for i in 0 1 2 3 4 5;', 'for i in 0 1 2 3 4;'));
  const problems = (await validateObjects(objects)).map((problem) => problem.replace(/-[2456789bcdfghkmt]{10}:/, ':'));
  const expected = [
    'ConfigMap/switchboard-config: REDIS_URL names redis-cluster-6.redis-cluster, no pod of the 6 of StatefulSet/redis-cluster',
    'ConfigMap/switchboard-config: the cache Redis is one instance beside the cluster, but REDIS_CACHE_CLIENT_TYPE is not standalone',
    'StatefulSet/redis-cluster: nodes do not announce their stable names ($(POD_NAME).redis-cluster, POD_NAME from metadata.name)',
    'StatefulSet/redis-cluster: no NetworkPolicy lets the nodes reach each other on the cluster bus',
    'Job/redis-cluster-create: forms nodes 0,1,2,3,4, not the 6 of StatefulSet/redis-cluster',
  ];
  for (const problem of expected) assert.ok(problems.includes(problem), `expected "${problem}" in:\n${problems.join('\n')}`);
  assert.equal(problems.length, expected.length, problems.join('\n'));
});

test('a strategic merge patch with $patch: delete removes its object', () => {
  const objects = render(join(overlays, 'dev-redis-cluster'));
  assert.deepEqual(objects.filter((o) => o.metadata.name === 'redis').map((o) => o.kind), []);
  assert.deepEqual(render(join(overlays, 'dev')).filter((o) => o.metadata.name === 'redis').map((o) => o.kind).sort(),
    ['Deployment', 'Service']);
});

test('the overlay merges into the base generators, whose hashed names the references follow', () => {
  const objects = render(join(overlays, 'dev'));
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('switchboard-config'));
  assert.match(config.metadata.name, /^switchboard-config-[2456789bcdfghkmt]{10}$/);
  assert.equal(config.data.GATEWAY_SECURITY_ALLOWED_HOSTS, '*', 'the overlay merged into the base generator');
  assert.equal(config.data.REDIS_URL, 'redis://redis:6379');
  const gateway = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'gateway').spec.template.spec.containers[0];
  assert.equal(gateway.envFrom[0].configMapRef.name, config.metadata.name);
  const keys = gateway.env.find((e) => e.name === 'GATEWAY_REQUEST_STATE_KEYS').valueFrom.secretKeyRef;
  assert.match(keys.name, /^gateway-secrets-[2456789bcdfghkmt]{10}$/);
});

test('dev keys: every replica signs with one Ed25519 pair whose public half each service trusts', () => {
  const objects = render(join(overlays, 'dev'));
  const secret = (name) => Object.fromEntries(Object.entries(objects.find((o) => o.kind === 'Secret'
    && o.metadata.name.startsWith(`${name}-`)).data).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]));
  const gatewayKeys = secret('gateway-secrets');
  const serviceKeys = secret('service-keys');
  const privateKey = createPrivateKey({ key: Buffer.from(gatewayKeys['internal-signing-key'], 'base64'), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');
  assert.equal(publicKey, gatewayKeys['internal-public-key']);
  assert.ok(serviceKeys['internal-public-keys'].split(',').includes(publicKey));
  const signature = sign(null, Buffer.from('call'), privateKey);
  assert.ok(verify(null, Buffer.from('call'), createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }), signature));
  const secretEnv = (deployment) => Object.fromEntries(deployment.spec.template.spec.containers[0].env
    .map((e) => [e.name, e.valueFrom?.secretKeyRef]));
  const deployments = objects.filter((o) => o.kind === 'Deployment' && !o.metadata.name.startsWith('redis'));
  const gateway = secretEnv(deployments.find((d) => d.metadata.name === 'gateway'));
  for (const name of ['GATEWAY_INTERNAL_AUTH_SIGNING_KEY', 'GATEWAY_INTERNAL_AUTH_PUBLIC_KEY']) assert.ok(gateway[name], name);
  // The console holds no suite key: it calls the gateway's admin API with the signed-in person's credential.
  assert.deepEqual(Object.values(secretEnv(deployments.find((d) => d.metadata.name === 'console'))).filter(Boolean)
    .map((ref) => `${ref.name.replace(/-[2456789bcdfghkmt]{10}$/, '')}/${ref.key}`).sort(), ['console-secrets/session-key', 'gateway-secrets/oauth-issuer']);
  for (const deployment of deployments.filter((d) => !['gateway', 'console'].includes(d.metadata.name))) {
    const env = secretEnv(deployment);
    assert.ok(env.SWITCHBOARD_INTERNAL_AUTH_PUBLIC_KEYS, `${deployment.metadata.name}: the gateway's public keys`);
    // The gateway checks registrations with the very value services sign them with.
    assert.deepEqual(env.SWITCHBOARD_SERVICE_REGISTRATION_KEY, gateway.GATEWAY_REGISTRY_SHARED_KEY, deployment.metadata.name);
  }
});

test('images split around registry ports', () => {
  assert.deepEqual(splitImage('registry:5000/team/app'), { name: 'registry:5000/team/app', tag: undefined, digest: undefined });
  assert.deepEqual(splitImage('registry:5000/team/app:1.2'), { name: 'registry:5000/team/app', tag: '1.2', digest: undefined });
});

test('a broken manifest fails validation with every mistake named', async () => {
  const outside = [{ name: 'outside-secrets', keys: ['password'] }];
  // Generated Secrets carry a content hash in their name: compared without it.
  const problems = (await validateObjects(render(join(here, 'fixtures/broken')), { knownSecrets: outside }))
    .map((problem) => problem.replace(/-[2456789bcdfghkmt]{10}\//, '/'));
  const expected = [
    'Deployment/web: schema: /spec/replicas type {"type":"integer"}',
    'Deployment/web: unknown field .spec.template.spec.containers[0].imagePullPolicyy',
    'Deployment/web: container web: no livenessProbe (a server without a health path can have a tcpSocket probe on its port)',
    'Deployment/web: container shipper: no readinessProbe and no livenessProbe (a server without a health path can have a tcpSocket probe on its port)',
    'Deployment/web: container web: image example/web has no tag',
    'Deployment/web: container web: readinessProbe port management is not a port of the container',
    'Deployment/web: container web: envFrom ConfigMap missing-config does not exist',
    'Deployment/web: env TOKEN: Secret key web-secrets/tokn does not exist',
    'Deployment/web: env OUTSIDE: Secret key outside-secrets/passwrd does not exist',
    'Deployment/web: env REQUIRED: Secret key missing-secrets/key does not exist',
    'Deployment/web: volume settings: ConfigMap missing-settings does not exist',
    'Service/web: targetPort htttp names no container port of Deployment/web',
    'Service/orphan: selector matches no pod template',
    'PodDisruptionBudget/web: selector matches no pod template',
    'HorizontalPodAutoscaler/web: Deployment/web sets spec.replicas, which the autoscaler owns (every apply would reset it)',
  ];
  for (const problem of expected) assert.ok(problems.includes(problem), `expected "${problem}" in:\n${problems.join('\n')}`);
  assert.equal(problems.length, expected.length, problems.join('\n'));
});

test('the gateway seals run-time upstream secrets with the very keys mcp-bridge-service opens them with', () => {
  for (const overlay of ['dev', 'prod']) {
    const deployments = render(join(overlays, overlay)).filter((o) => o.kind === 'Deployment');
    const keysOf = (name) => deployments.find((d) => d.metadata.name === name).spec.template.spec.containers[0].env
      .find((variable) => variable.name === 'SWITCHBOARD_UPSTREAM_SECRETS_KEYS')?.valueFrom?.secretKeyRef;
    const gateway = keysOf('gateway');
    assert.ok(gateway, `${overlay}: the gateway reads SWITCHBOARD_UPSTREAM_SECRETS_KEYS from a Secret`);
    assert.deepEqual(keysOf('mcp-bridge-service'), gateway, `${overlay}: the bridge reads the same Secret key`);
  }
  const secret = render(join(overlays, 'dev')).find((o) => o.kind === 'Secret'
    && o.metadata.name.startsWith('mcp-bridge-secrets-'));
  assert.ok(Buffer.from(secret.data['upstream-secrets-keys'], 'base64').length >= 32, 'dev: a key of 32 characters or more');
});

test('the alert rules pass the PrometheusRule schema and each names a runbook section that exists', async () => {
  const repo = resolve(here, '../..');
  assert.deepEqual(await validateAlertRules(join(repo, 'deploy/observability/alerts.yaml'), repo), []);
  const rules = readYaml(join(repo, 'deploy/observability/alerts.yaml'))[0];
  assert.ok(rules.groups.flatMap((g) => g.rules).length >= 12, 'every alert the operations page lists');
});

test('alert rules with an unknown field, a missing runbook or a name used twice fail with every mistake named', async () => {
  const repo = resolve(here, '../..');
  const file = join(mkdtempSync(join(tmpdir(), 'alerts-')), 'alerts.yaml');
  writeFileSync(file, `groups:
  - name: broken
    rules:
      - alert: A
        expression: up == 0
        labels: {severity: warning}
        annotations: {summary: a, runbook: docs/operations.md#no-such-section}
      - alert: A
        expr: up == 0
        annotations: {summary: again}
`);
  const problems = await validateAlertRules(file, repo);
  const expected = [
    'PrometheusRule: unknown field .spec.groups[0].rules[0].expression',
    'A: runbook docs/operations.md#no-such-section is no section of that page',
    'A: named twice',
    'A: no severity label',
    'A: no runbook annotation (docs/<page>.md#<section>)',
  ];
  for (const problem of expected) assert.ok(problems.includes(problem), `expected "${problem}" in:\n${problems.join('\n')}`);
  // The schema also names the missing expr.
  assert.ok(problems.some((p) => p.startsWith('PrometheusRule: schema: /spec/groups/0/rules/0')), problems.join('\n'));
});
