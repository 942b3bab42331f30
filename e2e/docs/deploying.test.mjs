// node --test e2e/docs: docs/deploying.md as a reader follows it, and the hand-written settings of
// docs/configuration.md. The image build loop builds every service that has a Dockerfile (the Kubernetes base deploys
// them), the numbered steps run 1, 2, 3, … without a gap or an unnumbered section between them, and every variable
// the launcher and compose read with a default is in the configuration page.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const deploying = readFileSync(join(repo, 'docs/deploying.md'), 'utf8');
const configuration = readFileSync(join(repo, 'docs/configuration.md'), 'utf8');

/** The modules of deploy/services.txt (its second column). */
function listedModules() {
  return readFileSync(join(repo, 'deploy/services.txt'), 'utf8').split('\n').map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean).map((line) => line.split(/\s+/)[1]);
}

test('the image build loop builds every service with a Dockerfile, and the push loop pushes each', () => {
  const loop = deploying.match(/for m in (.+?); do[^\n]*\n\s*docker build -f \$m\/src\/main\/docker\/Dockerfile\.jvm[^\n]*\n\s*docker tag [^\n]*docker push/s);
  assert.ok(loop, 'docs/deploying.md has no "for m in …; do docker build -f $m/src/main/docker/Dockerfile.jvm …; docker tag … docker push" loop');
  // The loop names the modules, or reads them from deploy/services.txt.
  const built = (loop[1].includes('deploy/services.txt') ? listedModules()
    : loop[1].replace(/\\\n/g, ' ').split(/\s+/).filter(Boolean)).sort();
  // Every top-level module with a Dockerfile, and any listed module in a directory (examples/hello-java).
  const withDockerfile = readdirSync(repo).filter((module) =>
    existsSync(join(repo, module, 'src/main/docker/Dockerfile.jvm'))).sort();
  assert.deepEqual(built.filter((module) => !module.includes('/')), withDockerfile);
  for (const module of built) {
    assert.ok(existsSync(join(repo, module, 'src/main/docker/Dockerfile.jvm')), `${module} has no Dockerfile`);
  }
  // Images and Kubernetes objects are named after a module's last part: the loop tags and pushes that name.
  assert.match(loop[0], /-t switchboard\/\$\{m##\*\/\}:\$v/, 'the loop tags switchboard/<module name>');
  const deployed = readdirSync(join(repo, 'deploy/k8s/base'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const module of deployed) {
    assert.ok(built.some((path) => path.split('/').pop() === module),
      `the Kubernetes base deploys ${module}, which the loop does not build`);
  }
  assert.match(deploying, /for m in \$\(sed 's\/#\.\*\/\/' deploy\/services\.txt \| awk 'NF \{ print \$2 \}'\); do\n\s*skopeo copy oci-archive:deploy\/images\/target\/images\/\$\{m##\*\/\}\.tar/,
    'the tarballs are pushed for every service of the list too');
});

test('the numbered steps come first and in order', () => {
  const headings = deploying.split('\n').filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
  const numbered = headings.map((heading) => heading.match(/^(\d+)\. /)?.[1]);
  const steps = numbered.filter(Boolean).map(Number);
  assert.ok(steps.length > 0, 'docs/deploying.md has no numbered step');
  assert.deepEqual(steps, steps.map((_, i) => i + 1), `steps out of order: ${headings.join(' | ')}`);
  assert.ok(numbered.slice(0, steps.length).every(Boolean),
    `an unnumbered section sits between the numbered steps: ${headings.join(' | ')}`);
});

test('every variable the launcher and compose read with a default is in the configuration page', () => {
  const read = new Set();
  for (const file of ['deploy/local/run.sh', 'deploy/local/balancer.sh', 'deploy/compose/compose.yaml',
    'deploy/compose/init-secrets.sh']) {
    for (const [, name] of readFileSync(join(repo, file), 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*):[-=]/g)) read.add(name);
  }
  const missing = [...read].filter((name) => !configuration.includes(`\`${name}\``));
  assert.deepEqual(missing, [], 'variables read with a default but not named in docs/configuration.md');
});
