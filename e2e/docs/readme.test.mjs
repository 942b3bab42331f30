// node --test e2e/docs: the root README's Deploy steps as a reader follows them. The image build loop builds every
// service that has a Dockerfile (the Kubernetes base deploys them), and the numbered steps of Deploy run 1, 2, 3, …
// without a gap or an unnumbered section between them.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');

/** The lines of one `## ` section of the README, up to the next one. */
function section(title) {
  const lines = readme.split('\n');
  const start = lines.indexOf(`## ${title}`);
  assert.ok(start >= 0, `README has no "## ${title}"`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

test('the image build loop builds every service with a Dockerfile', () => {
  const loop = readme.match(/for m in (.+?); do[^\n]*\n\s*docker build -f \$m\/src\/main\/docker\/Dockerfile\.jvm/s);
  assert.ok(loop, 'README has no "for m in …; do docker build -f $m/src/main/docker/Dockerfile.jvm" loop');
  // The loop names the modules, or reads them from deploy/services.txt (its second column).
  const built = (loop[1].includes('deploy/services.txt')
    ? readFileSync(join(repo, 'deploy/services.txt'), 'utf8').split('\n').map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean).map((line) => line.split(/\s+/)[1])
    : loop[1].replace(/\\\n/g, ' ').split(/\s+/).filter(Boolean)).sort();
  // Every top-level module with a Dockerfile, and any listed module in a directory (examples/hello-java).
  const withDockerfile = readdirSync(repo).filter((module) =>
    existsSync(join(repo, module, 'src/main/docker/Dockerfile.jvm'))).sort();
  assert.deepEqual(built.filter((module) => !module.includes('/')), withDockerfile);
  for (const module of built) {
    assert.ok(existsSync(join(repo, module, 'src/main/docker/Dockerfile.jvm')), `${module} has no Dockerfile`);
  }
  // Images and Kubernetes objects are named after a module's last part, as the loop's tag is.
  assert.match(readme, /-t switchboard\/\$\{m##\*\/\}:\$v/, 'the loop tags switchboard/<module name>');
  const deployed = readdirSync(join(repo, 'deploy/k8s/base'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const module of deployed) {
    assert.ok(built.some((path) => path.split('/').pop() === module),
      `the Kubernetes base deploys ${module}, which the loop does not build`);
  }
});

test('the numbered steps of Deploy come first and in order', () => {
  const headings = section('Deploy').filter((line) => line.startsWith('### ')).map((line) => line.slice(4));
  const numbered = headings.map((heading) => heading.match(/^(\d+)\. /)?.[1]);
  const steps = numbered.filter(Boolean).map(Number);
  assert.ok(steps.length > 0, 'Deploy has no numbered step');
  assert.deepEqual(steps, steps.map((_, i) => i + 1), `steps out of order: ${headings.join(' | ')}`);
  assert.ok(numbered.slice(0, steps.length).every(Boolean),
    `an unnumbered section sits between the numbered steps: ${headings.join(' | ')}`);
});
