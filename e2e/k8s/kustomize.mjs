// The Kubernetes overlays rendered by kustomize itself, as kubectl carries it (`kubectl kustomize DIR`): the kubectl is
// $KUBECTL, else the one on the PATH, and its kustomize must be v5 or newer. .ci/run installs a pinned one where the
// machine has none (e2e/k8s/kubectl). Generated ConfigMaps and Secrets get kustomize's content-hash suffix.
//   node e2e/k8s/kustomize.mjs deploy/k8s/overlays/dev      (prints the rendered YAML)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAllDocuments } from 'yaml';

/** The suffix kustomize gives a generated name: ten characters of its hash alphabet (no vowels, no 0, 1 or 3). */
export const HASH_SUFFIX = /-[2456789bcdfghkmt]{10}$/;
const KUBECTL = process.env.KUBECTL || 'kubectl';
let checked = false;

export function readYaml(file) {
  return parseDocuments(readFileSync(file, 'utf8'), file);
}

function parseDocuments(text, origin) {
  return parseAllDocuments(text, { merge: true }).map((doc) => {
    if (doc.errors.length) throw new Error(`${origin}: ${doc.errors[0].message}`);
    return doc.toJS();
  }).filter((value) => value != null);
}

function kubectl(args) {
  try {
    return execFileSync(KUBECTL, args, { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new Error(`${KUBECTL} not found: install kubectl 1.27 or newer, or set KUBECTL (bash .ci/run tools installs one)`);
    }
    throw new Error(`${KUBECTL} ${args.join(' ')}: ${(error.stderr || error.message).trim()}`);
  }
}

/** Renders the kustomization in `dir`; returns its objects in kustomize's order. */
export function render(dir) {
  if (!checked) {
    const version = JSON.parse(kubectl(['version', '--client', '-o', 'json'])).kustomizeVersion ?? '';
    const major = Number(version.match(/^v(\d+)\./)?.[1]);
    if (!(major >= 5)) throw new Error(`${KUBECTL} carries kustomize ${version || 'of no known version'}; v5 or newer renders deploy/k8s`);
    checked = true;
  }
  return parseDocuments(kubectl(['kustomize', dir]), dir);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(kubectl(['kustomize', resolve(process.argv[2])]));
}
