// Validates rendered Kubernetes objects offline: each against its OpenAPI schema (kubernetes-models, and the
// Prometheus Operator's for ServiceMonitor), with unknown fields rejected, plus the cross-object mistakes a schema
// cannot see: selectors that match no pod template, a long-running container without a readiness or a liveness probe,
// Service targetPorts and probe ports that name no container port, images without a tag, references to ConfigMaps/Secrets that do not exist (optional ones included, when their
// Secret exists; ConfigMaps mounted as volumes too), and a Redis Cluster its clients cannot use (seed nodes that are no pods of it, a cache client type
// that does not match, nodes that do not announce their stable names, cannot reach each other's bus, or are not all
// formed); a file a container's *_FILE variable names in a mounted ConfigMap that the ConfigMap lacks (or that is no
// JSON when it is named .json); Ingresses and HTTPRoutes whose backends, parent Gateways or listeners do not exist;
// and an exposed gateway that would refuse its own host, or cut its SSE streams short. Also the Prometheus alert rules
// of deploy/observability: the PrometheusRule schema, and a runbook for each in docs/operations.md.
// The overlays are rendered by kustomize (kustomize.mjs).
//   node e2e/k8s/validate.mjs        (renders and validates every overlay under deploy/k8s/overlays, then the alerts)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HASH_SUFFIX, readYaml, render } from './kustomize.mjs';

const PACKAGES = {
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
  'gateway.networking.k8s.io': '@kubernetes-models/gateway-api',
};
// Long enough for an SSE stream: the compose balancer allows an hour too.
const LONGEST_RESPONSE_SECONDS = 3600;
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'ReplicaSet']);
// Workloads that keep running: each of their containers must say when it is ready and when it must be restarted.
// A Job's containers run to completion, and their exit code is their health.
const PROBED_WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet']);

/** The generated JSON-schema validator of apiVersion/kind, or undefined when no schema ships for it. */
async function schemaValidator(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const pkg = PACKAGES[group] ?? 'kubernetes-models';
  const model = `${pkg}/${group ? `${group}/` : ''}${version}/${kind}`;
  let file;
  try {
    file = fileURLToPath(import.meta.resolve(model));
  } catch {
    return undefined;
  }
  const schema = readFileSync(file, 'utf8').match(/from"((?:\.\.\/)+_schemas\/\w+\.js)"/);
  if (!schema) return undefined;
  return (await import(pathToFileURL(resolve(dirname(file), schema[1])).href)).validate;
}

/** Wraps `value` so that every property the schema validator reads is recorded: what it never reads, it does not know. */
function tracked(value, path, seen) {
  if (value === null || typeof value !== 'object') return value;
  const read = new Set();
  seen.push({ path, value, read });
  const copy = Array.isArray(value) ? value.map((item, i) => tracked(item, `${path}[${i}]`, seen))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tracked(item, `${path}.${key}`, seen)]));
  return new Proxy(copy, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string') read.add(key);
      return Reflect.has(target, key);
    },
  });
}

/**
 * A Secret's data as the API server reads it: its base64 decoder skips line breaks, which kustomize writes into long
 * values, while the schema's `byte` format does not.
 */
function asDecoded(object) {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(Object.entries(object.data)
    .map(([key, value]) => [key, typeof value === 'string' ? value.replace(/[\r\n]/g, '') : value]));
  return { ...object, data };
}

async function schemaProblems(object) {
  const validate = await schemaValidator(object.apiVersion, object.kind);
  if (!validate) return [`no OpenAPI schema for ${object.apiVersion} ${object.kind}`];
  const seen = [];
  const problems = [];
  if (!validate(tracked(asDecoded(object), '', seen))) {
    for (const error of validate.errors) {
      problems.push(`schema: ${error.instancePath || '/'} ${error.message ?? `${error.keyword} ${JSON.stringify(error.params)}`}`);
    }
  }
  for (const { path, value, read } of seen) {
    if (Array.isArray(value)) continue;
    for (const key of Object.keys(value)) {
      if (!read.has(key)) problems.push(`unknown field ${path}.${key}`);
    }
  }
  return problems;
}

/** `registry:5000/a/b:tag@sha256:…` → name, tag, digest (a registry port is not a tag). */
export function splitImage(image) {
  let rest = image;
  let digest;
  if (rest.includes('@')) [rest, digest] = rest.split('@');
  const slash = rest.lastIndexOf('/');
  const colon = rest.lastIndexOf(':');
  const tag = colon > slash ? rest.slice(colon + 1) : undefined;
  return { name: colon > slash ? rest.slice(0, colon) : rest, tag, digest };
}

function selects(selector, labels = {}) {
  if (!selector) return false;
  const matchLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const expressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In': return values.includes(labels[key]);
      case 'NotIn': return !values.includes(labels[key]);
      case 'Exists': return key in labels;
      case 'DoesNotExist': return !(key in labels);
      default: return false;
    }
  });
  return matchLabels && expressions;
}

function isEmptySelector(selector) {
  return !selector || (Object.keys(selector.matchLabels ?? {}).length === 0 && (selector.matchExpressions ?? []).length === 0);
}

/** Problems across the objects of one rendering; `knownSecrets` are Secrets created outside it (by name). */
export async function validateObjects(objects, { knownSecrets = [] } = {}) {
  const problems = [];
  const report = (object, problem) => problems.push(`${object.kind}/${object.metadata?.name}: ${problem}`);
  const namespaceOf = (o) => o.metadata?.namespace ?? 'default';
  const templates = objects.filter((o) => WORKLOADS.has(o.kind)).map((o) => ({
    owner: o, namespace: namespaceOf(o), labels: o.spec?.template?.metadata?.labels ?? {}, spec: o.spec?.template?.spec ?? {},
  }));
  const podsSelectedBy = (object, selector) => templates.filter((t) => t.namespace === namespaceOf(object) && selects(selector, t.labels));
  const containerPorts = (spec) => (spec.containers ?? []).flatMap((c) => c.ports ?? []);
  const names = (kind) => new Map(objects.filter((o) => o.kind === kind).map((o) => [`${namespaceOf(o)}/${o.metadata.name}`, o]));
  const configMaps = names('ConfigMap');
  const secrets = names('Secret');

  for (const object of objects) {
    for (const problem of await schemaProblems(object)) report(object, problem);
  }
  for (const { owner, labels } of templates) {
    if (owner.spec?.selector && !selects(owner.spec.selector, labels)) report(owner, 'spec.selector does not match its own pod template');
  }
  for (const { owner, spec, namespace } of templates) {
    for (const volume of spec.volumes ?? []) {
      const mapRef = volume.configMap;
      if (mapRef && !mapRef.optional && !configMaps.has(`${namespace}/${mapRef.name}`)) {
        report(owner, `volume ${volume.name}: ConfigMap ${mapRef.name} does not exist`);
      }
    }
    if (PROBED_WORKLOADS.has(owner.kind)) {
      // A native sidecar (an init container that restarts Always) runs as long as the pod, so it is probed too.
      const longRunning = [...(spec.containers ?? []), ...(spec.initContainers ?? []).filter((c) => c.restartPolicy === 'Always')];
      for (const container of longRunning) {
        const missing = ['readinessProbe', 'livenessProbe'].filter((probe) => !container[probe]);
        if (missing.length) {
          report(owner, `container ${container.name}: no ${missing.join(' and no ')} (a server without a health path can `
            + 'have a tcpSocket probe on its port)');
        }
      }
    }
    for (const container of [...(spec.containers ?? []), ...(spec.initContainers ?? [])]) {
      const { tag, digest } = splitImage(container.image ?? '');
      if (!digest && (!tag || tag === 'latest')) report(owner, `container ${container.name}: image ${container.image} has no tag`);
      const portNames = new Set((container.ports ?? []).map((p) => p.name).filter(Boolean));
      const portNumbers = new Set((container.ports ?? []).map((p) => p.containerPort));
      for (const probeName of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
        const probe = container[probeName];
        const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port ?? probe?.grpc?.port;
        if (port === undefined) continue;
        if (typeof port === 'string' ? !portNames.has(port) : !portNumbers.has(port)) {
          report(owner, `container ${container.name}: ${probeName} port ${port} is not a port of the container`);
        }
      }
      for (const variable of (container.env ?? []).filter((v) => v.name.endsWith('_FILE') && typeof v.value === 'string')) {
        const mount = (container.volumeMounts ?? []).find((m) => variable.value.startsWith(`${m.mountPath.replace(/\/$/, '')}/`));
        const volume = mount && (spec.volumes ?? []).find((v) => v.name === mount.name);
        if (!volume?.configMap) continue;
        const key = variable.value.slice(mount.mountPath.replace(/\/$/, '').length + 1);
        const content = configMaps.get(`${namespace}/${volume.configMap.name}`)?.data?.[key];
        if (content === undefined) {
          report(owner, `env ${variable.name}: ${variable.value} is no key of ConfigMap ${volume.configMap.name}`);
        } else if (key.endsWith('.json')) {
          try {
            JSON.parse(content);
          } catch (e) {
            report(owner, `env ${variable.name}: ${variable.value} is no JSON (${e.message})`);
          }
        }
      }
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef && !source.configMapRef.optional && !configMaps.has(`${namespace}/${source.configMapRef.name}`)) {
          report(owner, `container ${container.name}: envFrom ConfigMap ${source.configMapRef.name} does not exist`);
        }
      }
      for (const variable of container.env ?? []) {
        const mapRef = variable.valueFrom?.configMapKeyRef;
        if (mapRef && !mapRef.optional && configMaps.get(`${namespace}/${mapRef.name}`)?.data?.[mapRef.key] === undefined) {
          report(owner, `env ${variable.name}: ConfigMap key ${mapRef.name}/${mapRef.key} does not exist`);
        }
        const secretRef = variable.valueFrom?.secretKeyRef;
        if (secretRef) {
          const secret = secrets.get(`${namespace}/${secretRef.name}`);
          const keys = secret ? Object.keys(secret.data ?? {}) : knownSecrets.find((known) => known.name === secretRef.name)?.keys;
          // An optional reference may name a Secret that is created nowhere (redis-credentials where Redis has no
          // password), but a key its Secret does not have is a typo that would silently leave the variable unset.
          if (keys ? !keys.includes(secretRef.key) : !secretRef.optional) {
            report(owner, `env ${variable.name}: Secret key ${secretRef.name}/${secretRef.key} does not exist`);
          }
        }
      }
    }
  }
  for (const service of objects.filter((o) => o.kind === 'Service' && o.spec?.selector)) {
    const pods = podsSelectedBy(service, { matchLabels: service.spec.selector });
    if (pods.length === 0) {
      report(service, 'selector matches no pod template');
      continue;
    }
    for (const port of service.spec.ports ?? []) {
      const target = port.targetPort ?? port.port;
      for (const pod of pods) {
        const ports = containerPorts(pod.spec);
        const found = typeof target === 'string' ? ports.some((p) => p.name === target) : ports.some((p) => p.containerPort === target);
        if (!found) report(service, `targetPort ${target} names no container port of ${pod.owner.kind}/${pod.owner.metadata.name}`);
      }
    }
  }
  for (const object of objects.filter((o) => o.kind === 'PodDisruptionBudget' || o.kind === 'NetworkPolicy')) {
    const selector = object.kind === 'NetworkPolicy' ? object.spec?.podSelector : object.spec?.selector;
    if (object.kind === 'NetworkPolicy' && isEmptySelector(selector)) continue;
    const pods = podsSelectedBy(object, selector);
    if (pods.length === 0) {
      report(object, 'selector matches no pod template');
      continue;
    }
    for (const rule of object.kind === 'NetworkPolicy' ? object.spec?.ingress ?? [] : []) {
      for (const port of rule.ports ?? []) {
        if (typeof port.port === 'string' && !pods.some((pod) => containerPorts(pod.spec).some((p) => p.name === port.port))) {
          report(object, `ingress port ${port.port} is the name of no port of the selected pods`);
        }
      }
    }
  }
  for (const hpa of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
    const ref = hpa.spec?.scaleTargetRef ?? {};
    const target = objects.find((o) => o.kind === ref.kind && o.metadata.name === ref.name && namespaceOf(o) === namespaceOf(hpa));
    if (!target) report(hpa, `scaleTargetRef ${ref.kind}/${ref.name} does not exist`);
    else if (target.spec?.replicas !== undefined) {
      report(hpa, `${ref.kind}/${ref.name} sets spec.replicas, which the autoscaler owns (every apply would reset it)`);
    }
  }
  for (const monitor of objects.filter((o) => o.kind === 'ServiceMonitor')) {
    const services = objects.filter((o) => o.kind === 'Service' && namespaceOf(o) === namespaceOf(monitor)
      && selects(monitor.spec?.selector, o.metadata.labels));
    if (services.length === 0) report(monitor, 'selector matches no Service');
    for (const endpoint of monitor.spec?.endpoints ?? []) {
      for (const service of services) {
        if (endpoint.port && !(service.spec.ports ?? []).some((p) => p.name === endpoint.port)) {
          report(monitor, `endpoint port ${endpoint.port} is not a port of Service/${service.metadata.name}`);
        }
      }
    }
  }
  reportRedisClusterProblems(objects, report, namespaceOf);
  reportExposureProblems(objects, report, namespaceOf);
  return problems;
}

/** A Service's port by number or name, or undefined. */
function servicePort(service, port) {
  return (service?.spec?.ports ?? []).find((p) => (typeof port === 'string' ? p.name === port : p.port === port));
}

/** Duration strings of the Gateway API (`1h`, `30m`, `0s`, `1h30m`) in seconds; 0 is "no limit". */
function gatewayApiSeconds(duration) {
  const units = { h: 3600, m: 60, s: 1, ms: 0.001 };
  const parts = [...String(duration).matchAll(/(\d+)(ms|h|m|s)/g)];
  return parts.length ? parts.reduce((total, [, n, unit]) => total + Number(n) * units[unit], 0) : NaN;
}

/**
 * Ingresses and HTTPRoutes: their backends are Services with that port, an HTTPRoute's parent Gateway (when in the
 * rendering) has the listener it names; and where they expose the suite's gateway, it accepts their hosts
 * (GATEWAY_SECURITY_ALLOWED_HOSTS), its public URL is one of them, and no proxy timeout or buffer cuts an SSE stream.
 */
function reportExposureProblems(objects, note, namespaceOf) {
  const serviceNamed = (owner, name) => objects.find((o) => o.kind === 'Service' && o.metadata.name === name
    && namespaceOf(o) === namespaceOf(owner));
  const exposures = [];
  for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
    for (const rule of ingress.spec?.rules ?? []) {
      for (const path of rule.http?.paths ?? []) {
        const backend = path.backend?.service;
        if (!backend) continue;
        const port = backend.port?.name ?? backend.port?.number;
        if (!servicePort(serviceNamed(ingress, backend.name), port)) {
          note(ingress, `backend ${backend.name}:${port} is no port of a Service`);
        } else if (backend.name === 'gateway') exposures.push({ owner: ingress, host: rule.host });
      }
    }
    if (exposures.some((e) => e.owner === ingress) && ingress.spec?.ingressClassName === 'nginx') {
      const annotations = ingress.metadata.annotations ?? {};
      for (const name of ['proxy-read-timeout', 'proxy-send-timeout']) {
        const value = Number(annotations[`nginx.ingress.kubernetes.io/${name}`] ?? 60);
        if (value < LONGEST_RESPONSE_SECONDS) note(ingress, `${name} ${value} s cuts SSE streams (at least ${LONGEST_RESPONSE_SECONDS})`);
      }
      if (annotations['nginx.ingress.kubernetes.io/proxy-buffering'] !== 'off') {
        note(ingress, 'proxy-buffering is not off: SSE events wait in the proxy\'s buffer');
      }
    }
  }
  for (const route of objects.filter((o) => o.kind === 'HTTPRoute')) {
    for (const parent of route.spec?.parentRefs ?? []) {
      if ((parent.kind ?? 'Gateway') !== 'Gateway') continue;
      const namespace = parent.namespace ?? namespaceOf(route);
      const gateway = objects.find((o) => o.kind === 'Gateway' && o.metadata.name === parent.name && namespaceOf(o) === namespace);
      // A shared Gateway outside the rendering is the platform's to name.
      if (!gateway) continue;
      if (parent.sectionName && !(gateway.spec?.listeners ?? []).some((l) => l.name === parent.sectionName)) {
        note(route, `parentRef ${parent.name}/${parent.sectionName}: Gateway/${parent.name} has no such listener`);
      }
    }
    for (const rule of route.spec?.rules ?? []) {
      let toGateway = false;
      for (const backend of rule.backendRefs ?? []) {
        if ((backend.kind ?? 'Service') !== 'Service') continue;
        if (!servicePort(serviceNamed(route, backend.name), backend.port)) {
          note(route, `backendRef ${backend.name}:${backend.port} is no port of a Service`);
        } else if (backend.name === 'gateway') toGateway = true;
      }
      if (!toGateway) continue;
      for (const host of route.spec?.hostnames ?? [undefined]) exposures.push({ owner: route, host });
      for (const name of ['request', 'backendRequest']) {
        const seconds = gatewayApiSeconds(rule.timeouts?.[name]);
        if (!(seconds === 0 || seconds >= LONGEST_RESPONSE_SECONDS)) {
          note(route, `a rule to the gateway has timeouts.${name} ${rule.timeouts?.[name] ?? '(the implementation\'s, often 15 s)'}: `
            + `"0s" or at least ${LONGEST_RESPONSE_SECONDS / 3600}h keeps SSE streams open`);
        }
      }
    }
  }
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.replace(HASH_SUFFIX, '') === 'switchboard-config')?.data ?? {};
  const allowed = (config.GATEWAY_SECURITY_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  const publicHost = config.GATEWAY_PUBLIC_URL ? new URL(config.GATEWAY_PUBLIC_URL).hostname : undefined;
  for (const { owner, host } of exposures) {
    if (!host) {
      note(owner, 'exposes the gateway without a host name: give it the host of GATEWAY_PUBLIC_URL');
      continue;
    }
    if (!allowed.includes('*') && !allowed.includes(host.toLowerCase())) {
      note(owner, `exposes the gateway as ${host}, which GATEWAY_SECURITY_ALLOWED_HOSTS does not accept (the gateway refuses the request)`);
    }
  }
  if (exposures.length && publicHost && !exposures.some(({ host }) => host?.toLowerCase() === publicHost)) {
    note(exposures[0].owner, `GATEWAY_PUBLIC_URL names ${publicHost}, which no Ingress or HTTPRoute serves (OAuth clients check that URL)`);
  }
}

/** A Redis Cluster run in the rendering (a StatefulSet of `redis-server --cluster-enabled yes`) and its clients. */
function reportRedisClusterProblems(objects, note, namespaceOf) {
  const argsOf = (spec) => (spec?.containers ?? []).flatMap((c) => [...(c.command ?? []), ...(c.args ?? [])]).join(' ');
  const clusters = objects.filter((o) => o.kind === 'StatefulSet' && /--cluster-enabled yes/.test(argsOf(o.spec?.template?.spec)));
  const jobs = objects.filter((o) => o.kind === 'Job' && /--cluster create/.test(argsOf(o.spec?.template?.spec)));
  for (const set of clusters) {
    const spec = set.spec.template.spec;
    const service = objects.find((o) => o.kind === 'Service' && o.metadata.name === set.spec.serviceName
      && namespaceOf(o) === namespaceOf(set));
    if (!service || service.spec?.clusterIP !== 'None') note(set, `serviceName ${set.spec.serviceName} is no headless Service`);
    if ((set.spec.replicas ?? 1) < 6) note(set, `${set.spec.replicas ?? 1} nodes: three masters with a replica each need six`);
    if (!argsOf(spec).includes(`--cluster-announce-hostname $(POD_NAME).${set.spec.serviceName}`)
      || !spec.containers.some((c) => (c.env ?? []).some((e) => e.name === 'POD_NAME' && e.valueFrom?.fieldRef?.fieldPath === 'metadata.name'))) {
      note(set, `nodes do not announce their stable names ($(POD_NAME).${set.spec.serviceName}, POD_NAME from metadata.name)`);
    }
    const labels = set.spec.template.metadata.labels;
    const busOpen = objects.some((o) => o.kind === 'NetworkPolicy' && namespaceOf(o) === namespaceOf(set)
      && selects(o.spec?.podSelector, labels) && (o.spec?.ingress ?? []).some((rule) =>
        (rule.from ?? []).some((peer) => peer.podSelector && selects(peer.podSelector, labels))
        && (rule.ports ?? []).some((port) => port.port === 'bus' || port.port === 16379)));
    if (!busOpen) note(set, 'no NetworkPolicy lets the nodes reach each other on the cluster bus');
    const replicas = set.spec.replicas ?? 1;
    const formed = jobs.filter((job) => argsOf(job.spec.template.spec).includes(`${set.metadata.name}-$i.${set.spec.serviceName}`));
    if (formed.length === 0) note(set, 'no Job forms it (redis-cli --cluster create over its pods)');
    for (const job of formed) {
      const ordinals = (argsOf(job.spec.template.spec).match(/for i in ([\d ]+);/)?.[1] ?? '').trim().split(/\s+/).map(Number);
      const all = Array.from({ length: replicas }, (_, i) => i);
      if (JSON.stringify(ordinals) !== JSON.stringify(all)) note(job, `forms nodes ${ordinals.join(',')}, not the ${replicas} of StatefulSet/${set.metadata.name}`);
      if (!/--cluster-replicas 1/.test(argsOf(job.spec.template.spec))) note(job, 'does not give each master a replica (--cluster-replicas 1)');
    }
  }
  for (const config of objects.filter((o) => o.kind === 'ConfigMap' && o.data?.REDIS_CLIENT_TYPE === 'cluster')) {
    const hosts = (value) => (value ?? '').split(',').filter(Boolean).map((url) => new URL(url.trim()).hostname);
    const clusterHosts = [];
    for (const host of hosts(config.data.REDIS_URL)) {
      const [pod, serviceName] = host.split('.');
      const set = clusters.find((s) => s.spec.serviceName === serviceName && namespaceOf(s) === namespaceOf(config));
      // A cluster outside the rendering (a managed one) is the operator's to name.
      if (!set) continue;
      clusterHosts.push(host);
      const ordinal = pod.startsWith(`${set.metadata.name}-`) ? Number(pod.slice(set.metadata.name.length + 1)) : NaN;
      if (!(ordinal >= 0 && ordinal < (set.spec.replicas ?? 1))) {
        note(config, `REDIS_URL names ${host}, no pod of the ${set.spec.replicas ?? 1} of StatefulSet/${set.metadata.name}`);
      }
    }
    const cache = hosts(config.data.REDIS_CACHE_URL);
    if (cache.length && clusterHosts.length && !cache.some((host) => clusterHosts.includes(host))
      && config.data.REDIS_CACHE_CLIENT_TYPE !== 'standalone') {
      note(config, 'the cache Redis is one instance beside the cluster, but REDIS_CACHE_CLIENT_TYPE is not standalone');
    }
  }
}

/** The anchors GitHub gives the headings of a Markdown page: lower case, punctuation dropped, spaces as dashes. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.*)$/);
    if (!heading) continue;
    const base = heading[1].trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
    let anchor = base;
    for (let i = 1; anchors.has(anchor); i++) anchor = `${base}-${i}`;
    anchors.add(anchor);
  }
  return anchors;
}

/**
 * Problems of a Prometheus rules file (`groups:`): its groups as the spec of a PrometheusRule against the Prometheus
 * Operator's schema (unknown fields rejected); every alert named once, with a severity, a summary and a `runbook`
 * annotation naming a section of a page under `repo` that exists.
 */
export async function validateAlertRules(file, repo) {
  const [rules] = readYaml(file);
  const problems = (await schemaProblems({ apiVersion: 'monitoring.coreos.com/v1', kind: 'PrometheusRule',
    metadata: { name: 'switchboard' }, spec: rules })).map((problem) => `PrometheusRule: ${problem}`);
  const names = new Set();
  for (const rule of (rules.groups ?? []).flatMap((group) => group.rules ?? [])) {
    const name = rule.alert ?? rule.record;
    if (names.has(name)) problems.push(`${name}: named twice`);
    names.add(name);
    if (!rule.alert) continue;
    if (!rule.labels?.severity) problems.push(`${name}: no severity label`);
    if (!rule.annotations?.summary) problems.push(`${name}: no summary`);
    const [page, anchor] = (rule.annotations?.runbook ?? '').split('#');
    if (!page || !anchor) {
      problems.push(`${name}: no runbook annotation (docs/<page>.md#<section>)`);
    } else if (!existsSync(join(repo, page))) {
      problems.push(`${name}: runbook ${page} does not exist`);
    } else if (!headingAnchors(readFileSync(join(repo, page), 'utf8')).has(anchor)) {
      problems.push(`${name}: runbook ${page}#${anchor} is no section of that page`);
    }
  }
  return problems;
}

/** Secrets a rendering creates, by name without the generator's hash suffix, with their keys. */
export function secretsOf(objects) {
  return objects.filter((o) => o.kind === 'Secret')
    .map((o) => ({ name: o.metadata.name.replace(HASH_SUFFIX, ''), keys: Object.keys(o.data ?? {}) }));
}

/**
 * Renders and validates every overlay. The dev overlay generates every Secret; other overlays (prod) reference
 * Secrets created outside git, which must have the names and keys the dev overlay gives them.
 */
export async function validateOverlays(overlaysDir) {
  const results = [];
  const dev = render(join(overlaysDir, 'dev'));
  for (const overlay of readdirSync(overlaysDir).sort()) {
    const objects = render(join(overlaysDir, overlay));
    const knownSecrets = overlay === 'dev' ? [] : secretsOf(dev);
    results.push({ overlay, objects, problems: await validateObjects(objects, { knownSecrets }) });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const overlays = resolve(dirname(fileURLToPath(import.meta.url)), '../../deploy/k8s/overlays');
  let failed = false;
  for (const { overlay, objects, problems } of await validateOverlays(overlays)) {
    const kinds = [...new Set(objects.map((o) => o.kind))].join(', ');
    console.log(`k8s overlay ${overlay}: ${objects.length} objects (${kinds}), ${problems.length} problem(s)`);
    for (const problem of problems) console.log(`  ✗ ${problem}`);
    failed ||= problems.length > 0;
  }
  const repo = resolve(overlays, '../../..');
  const alerts = await validateAlertRules(join(repo, 'deploy/observability/alerts.yaml'), repo);
  console.log(`alert rules deploy/observability/alerts.yaml: ${alerts.length} problem(s)`);
  for (const problem of alerts) console.log(`  ✗ ${problem}`);
  process.exit(failed || alerts.length > 0 ? 1 : 0);
}
