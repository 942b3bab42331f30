// A small kustomize renderer: enough of kustomize for deploy/k8s, and loud about the rest. Supports resources
// (files and directories with a kustomization.yaml), components (a directory whose kustomization is a Component: its
// resources, generators and patches applied over what the including kustomization has so far), namespace, images
// (newName/newTag/digest), patches (strategic merge, `$patch: delete` of a whole object included, or JSON 6902 when
// the patch is a list; target by kind/name/labelSelector), configMapGenerator and secretGenerator (literals and files;
// behavior create/merge/replace) with a content-hash name suffix and the references to them rewritten. Any other
// kustomization field fails the render rather than being silently ignored.
//   node e2e/k8s/render.mjs deploy/k8s/overlays/dev      (prints the rendered YAML)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'components', 'namespace', 'images', 'patches',
  'configMapGenerator', 'secretGenerator']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition']);

export function readYaml(file) {
  return parseAllDocuments(readFileSync(file, 'utf8'), { merge: true }).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
    return doc.toJS();
  }).filter((value) => value != null);
}

function readKustomization(dir) {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'].map((name) => join(dir, name))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${dir}: no kustomization.yaml`);
  const [kustomization] = readYaml(file);
  for (const key of Object.keys(kustomization)) {
    if (!SUPPORTED.has(key)) throw new Error(`${file}: '${key}' is not supported by this renderer`);
  }
  return { file, kustomization };
}

/** Renders the kustomization in `dir`; returns the objects in order. */
export function render(dir, { top = true } = {}) {
  const { file, kustomization } = readKustomization(dir);
  if (kustomization.kind === 'Component') throw new Error(`${file}: a Component is included with components:, not rendered`);
  let objects = [];
  for (const entry of kustomization.resources ?? []) {
    const path = resolve(dir, entry);
    objects.push(...(statSync(path).isDirectory() ? render(path, { top: false }) : readYaml(path)));
  }
  for (const entry of kustomization.components ?? []) objects = applyComponent(objects, resolve(dir, entry));
  objects = generateAndPatch(objects, kustomization, dir, file);
  if (kustomization.namespace) {
    for (const object of objects) {
      if (!CLUSTER_SCOPED.has(object.kind)) object.metadata = { ...object.metadata, namespace: kustomization.namespace };
    }
  }
  for (const image of kustomization.images ?? []) setImage(objects, image);
  return top ? hashGeneratedNames(objects) : objects;
}

/** A Component's resources added to `objects`, then its generators and patches applied over all of them. */
function applyComponent(objects, dir) {
  const { file, kustomization } = readKustomization(dir);
  if (kustomization.kind !== 'Component') throw new Error(`${file}: components: names a ${kustomization.kind}, not a Component`);
  if (kustomization.namespace) throw new Error(`${file}: a Component sets no namespace (its including kustomization does)`);
  let result = [...objects];
  for (const entry of kustomization.resources ?? []) {
    const path = resolve(dir, entry);
    result.push(...(statSync(path).isDirectory() ? render(path, { top: false }) : readYaml(path)));
  }
  result = generateAndPatch(result, kustomization, dir, file);
  for (const image of kustomization.images ?? []) setImage(result, image);
  return result;
}

function generateAndPatch(objects, kustomization, dir, file) {
  const generated = [];
  for (const generator of kustomization.configMapGenerator ?? []) generated.push(generate('ConfigMap', generator, objects, dir, file));
  for (const generator of kustomization.secretGenerator ?? []) generated.push(generate('Secret', generator, objects, dir, file));
  let result = [...objects, ...generated.filter(Boolean)];
  for (const patch of kustomization.patches ?? []) result = applyPatch(result, patch, dir, file);
  return result;
}

function generate(kind, generator, objects, dir, file) {
  for (const key of Object.keys(generator)) {
    if (!['name', 'literals', 'files', 'behavior'].includes(key)) throw new Error(`${file}: ${kind} generator field '${key}' unsupported`);
  }
  const data = Object.fromEntries((generator.literals ?? []).map((literal) => {
    const at = literal.indexOf('=');
    return [literal.slice(0, at), literal.slice(at + 1)];
  }));
  // A file entry is `path` (its key the file's name) or `key=path`, relative to the kustomization's directory.
  for (const entry of generator.files ?? []) {
    const at = entry.indexOf('=');
    const path = at < 0 ? entry : entry.slice(at + 1);
    const key = at < 0 ? path.split('/').pop() : entry.slice(0, at);
    if (!existsSync(resolve(dir, path))) throw new Error(`${file}: ${kind} ${generator.name}: file ${path} does not exist`);
    if (key in data) throw new Error(`${file}: ${kind} ${generator.name}: key ${key} given twice`);
    data[key] = readFileSync(resolve(dir, path), 'utf8');
  }
  const behavior = generator.behavior ?? 'create';
  const existing = objects.find((o) => o.kind === kind && o.metadata.name === generator.name);
  if (behavior === 'merge' || behavior === 'replace') {
    if (!existing) throw new Error(`${file}: ${behavior} of ${kind} ${generator.name}, which no resource generates`);
    const encoded = kind === 'Secret' ? encodeValues(data) : data;
    existing.data = behavior === 'merge' ? { ...existing.data, ...encoded } : encoded;
    return null;
  }
  if (existing) throw new Error(`${file}: ${kind} ${generator.name} generated twice`);
  return {
    apiVersion: 'v1', kind, metadata: { name: generator.name, annotations: { 'switchboard.dev/generated': 'true' } },
    ...(kind === 'Secret' ? { type: 'Opaque', data: encodeValues(data) } : { data }),
  };
}

function encodeValues(data) {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Buffer.from(v).toString('base64')]));
}

/** Generated ConfigMaps and Secrets get a content-hash suffix (so a change rolls the pods), references follow. */
function hashGeneratedNames(objects) {
  const renamed = new Map();
  for (const object of objects) {
    if (object.metadata?.annotations?.['switchboard.dev/generated'] !== 'true') continue;
    delete object.metadata.annotations['switchboard.dev/generated'];
    if (Object.keys(object.metadata.annotations).length === 0) delete object.metadata.annotations;
    const hash = createHash('sha256').update(JSON.stringify([object.kind, object.data])).digest('hex').slice(0, 10);
    renamed.set(`${object.kind}/${object.metadata.name}`, `${object.metadata.name}-${hash}`);
    object.metadata.name = `${object.metadata.name}-${hash}`;
  }
  const rename = (kind, ref, field = 'name') => {
    if (ref && renamed.has(`${kind}/${ref[field]}`)) ref[field] = renamed.get(`${kind}/${ref[field]}`);
  };
  for (const spec of podSpecs(objects)) {
    for (const container of [...(spec.containers ?? []), ...(spec.initContainers ?? [])]) {
      for (const source of container.envFrom ?? []) {
        rename('ConfigMap', source.configMapRef);
        rename('Secret', source.secretRef);
      }
      for (const variable of container.env ?? []) {
        rename('ConfigMap', variable.valueFrom?.configMapKeyRef);
        rename('Secret', variable.valueFrom?.secretKeyRef);
      }
    }
    for (const volume of spec.volumes ?? []) {
      rename('ConfigMap', volume.configMap);
      rename('Secret', volume.secret, 'secretName');
    }
  }
  return objects;
}

export function podSpecs(objects) {
  return objects.map((o) => (o.kind === 'Pod' ? o.spec : o.spec?.template?.spec)).filter(Boolean);
}

function setImage(objects, image) {
  for (const spec of podSpecs(objects)) {
    for (const container of [...(spec.containers ?? []), ...(spec.initContainers ?? [])]) {
      const { name, tag, digest } = splitImage(container.image);
      if (name !== image.name) continue;
      const newName = image.newName ?? name;
      if (image.digest) container.image = `${newName}@${image.digest}`;
      else if (image.newTag) container.image = `${newName}:${image.newTag}`;
      else container.image = `${newName}${digest ? `@${digest}` : tag ? `:${tag}` : ''}`;
    }
  }
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

function applyPatch(objects, patch, dir, file) {
  const documents = patch.path ? readYaml(resolve(dir, patch.path)) : [parseAllDocuments(patch.patch)[0].toJS()];
  if (Array.isArray(documents[0])) {
    const targets = objects.filter((o) => matches(o, patch.target));
    if (!patch.target || targets.length === 0) throw new Error(`${file}: JSON 6902 patch ${patch.path ?? ''} matches nothing`);
    for (const target of targets) applyJson6902(target, documents[0], file);
    return objects;
  }
  for (const document of documents) {
    const targets = objects.filter((o) => (patch.target ? matches(o, patch.target)
      : o.kind === document.kind && o.metadata.name === document.metadata.name));
    if (targets.length === 0) throw new Error(`${file}: patch for ${document.kind} ${document.metadata?.name} matches nothing`);
    if (document.$patch === 'delete') {
      objects = objects.filter((o) => !targets.includes(o));
      continue;
    }
    for (const target of targets) strategicMerge(target, document);
  }
  return objects;
}

function matches(object, target = {}) {
  if (target.kind && object.kind !== target.kind) return false;
  if (target.name && object.metadata.name !== target.name) return false;
  if (target.labelSelector) {
    return target.labelSelector.split(',').every((term) => {
      const [key, value] = term.split('=');
      return object.metadata.labels?.[key] === value;
    });
  }
  return true;
}

function applyJson6902(object, operations, file) {
  for (const { op, path, value } of operations) {
    const keys = path.split('/').slice(1).map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
    const last = keys.pop();
    const parent = keys.reduce((node, key) => node?.[key], object);
    if (parent == null) throw new Error(`${file}: ${op} ${path}: no such path in ${object.kind} ${object.metadata.name}`);
    if (op === 'replace' || op === 'add') {
      if (op === 'replace' && !(last in parent)) throw new Error(`${file}: replace ${path}: nothing to replace in ${object.metadata.name}`);
      if (Array.isArray(parent) && op === 'add') parent.splice(last === '-' ? parent.length : Number(last), 0, value);
      else parent[last] = value;
    } else if (op === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else {
      throw new Error(`${file}: JSON 6902 op '${op}' unsupported`);
    }
  }
}

/** Strategic merge as Kubernetes does it for the fields used here: maps merge, lists of named items merge by name. */
export function strategicMerge(target, patch) {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (Array.isArray(value) && Array.isArray(current) && value.every((item) => item?.name !== undefined)
      && current.every((item) => item?.name !== undefined)) {
      for (const item of value) {
        const existing = current.find((candidate) => candidate.name === item.name);
        if (existing) strategicMerge(existing, item);
        else current.push(item);
      }
    } else if (value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
      && !Array.isArray(current)) {
      strategicMerge(current, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(render(resolve(process.argv[2])).map((object) => stringify(object)).join('---\n'));
}
