// The service READMEs' examples on the internal contract, run as a reader runs them against the suite deploy/local/run.sh
// started: every ```bash block of a service README that calls /internal/v1 with curl, from the repository root, with
// the default ports swapped for the ones the suite runs on (TEXT_ANALYSIS_PORT, …). Each curl must get a contract
// answer (a resultType), not a refusal. Exits non-zero on the first example that does not work as written.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ports = {
  8081: process.env.TEXT_ANALYSIS_PORT, 8082: process.env.GITHUB_SEARCH_PORT, 8083: process.env.PLANNER_PORT,
  8084: process.env.CONFORMANCE_PORT, 8085: process.env.MEMORY_PORT, 8086: process.env.BRIDGE_PORT,
};
const services = ['text-analysis-service', 'github-search-service', 'planner-service', 'memory-service',
  'conformance-service'];
// The examples run `java`: the suite's JDK when JAVA_HOME names one.
const path = process.env.JAVA_HOME ? `${join(process.env.JAVA_HOME, 'bin')}${delimiter}${process.env.PATH}`
  : process.env.PATH;

let examples = 0;
for (const service of services) {
  const readme = readFileSync(join(repo, service, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1])
    .filter((block) => /curl .*\/internal\/v1\//.test(block));
  assert.ok(blocks.length > 0, `${service}/README.md has no curl example on /internal/v1`);
  for (const block of blocks) {
    const script = block.replace(/localhost:(808\d)\b/g, (whole, port) => `localhost:${ports[port] ?? port}`);
    const run = spawnSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: repo, encoding: 'utf8',
      env: { ...process.env, PATH: path }, timeout: 60_000 });
    const calls = (block.match(/^\s*curl /gm) ?? []).length;
    const answers = (run.stdout.match(/"resultType":"/g) ?? []).length;
    assert.equal(run.status, 0, `${service}/README.md example failed:\n${block}\n${run.stderr}`);
    assert.equal(answers, calls, `${service}/README.md: ${calls} curl call(s), ${answers} contract answer(s):\n`
      + `${block}\n${run.stdout}`);
    examples++;
  }
  console.log(`ok  ${service}/README.md: its internal-contract examples work as written`);
}
console.log(`ok  ${examples} README example(s) against the running suite`);
