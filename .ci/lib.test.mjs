// node --test .ci/lib.test.mjs: the stage runner of .ci/run, on stages made up here. Every stage runs whatever failed
// before it; the table names each with its result; a failed setup skips what needs it; the run fails at the end.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const lib = join(dirname(fileURLToPath(import.meta.url)), 'lib.sh');

function run(script, stages = '') {
  const dir = mkdtempSync(join(tmpdir(), 'ci-lib-'));
  const result = spawnSync('bash', ['-c', `set -euo pipefail; CI_STAGES="${stages}"; . "${lib}"
ci_state="${dir}"; ci_pids_file="${dir}/pids"; : > "$ci_pids_file"
${script}
summary "${dir}/summary.md"`], { encoding: 'utf8' });
  return { ...result, table: readFileSync(join(dir, 'summary.md'), 'utf8'), dir };
}

test('a failing stage fails the run at the end, after every other stage ran', () => {
  const { status, stdout, table } = run(`
first() { echo first ran; }
second() { false; echo never; }
third() { echo third ran; }
stage first first
stage second second
stage third third`);
  assert.equal(status, 1);
  assert.match(stdout, /first ran/);
  assert.match(stdout, /third ran/);
  assert.doesNotMatch(stdout, /never/);
  assert.match(table, /^\| first \| passed \| \d+\.\d \|$/m);
  assert.match(table, /^\| second \| FAILED \(exit 1\) \| \d+\.\d \|$/m);
  assert.match(table, /^\| third \| passed \| \d+\.\d \|$/m);
  assert.match(stdout, /^stages: 2 passed, 1 failed, 0 skipped$/m);
});

test('a failed setup skips the stages that need it, not the others', () => {
  const { status, table } = run(`
build() { exit 3; }
check() { true; }
setup build build
stage lint check
needs build
stage e2e check`);
  assert.equal(status, 1);
  assert.match(table, /^\| build \| FAILED \(exit 3\) \|/m);
  assert.match(table, /^\| lint \| passed \|/m);
  assert.match(table, /^\| e2e \| skipped: build did not pass \| 0 \|$/m);
});

test('a stage that cannot run here is skipped without failing the run; only the named stages run', () => {
  const skipped = run('no_browser() { exit "$CI_SKIPPED"; }\nstage browser no_browser');
  assert.equal(skipped.status, 0);
  assert.match(skipped.table, /^\| browser \| skipped: it could not run here \|/m);
  const named = run('ok() { true; }\nstage one ok\nstage two ok', 'two');
  assert.doesNotMatch(named.table, /one/);
  assert.match(named.table, /^\| two \| passed \|/m);
});

test('a stage in the background reports when awaited, its output whole', () => {
  const { status, stdout, table } = run(`
slow() { echo slow says hello; sleep 0.3; false; }
quick() { echo quick; }
stage_in_background slow slow
stage quick quick
await_stage slow`);
  assert.equal(status, 1);
  assert.ok(stdout.indexOf('quick') < stdout.indexOf('slow says hello'), stdout);
  assert.match(table, /^\| slow \| FAILED \(exit 1\) \| 0\.[3-9] \|$/m);
});

test('fill replaces upper-case variables, leaves lower-case templates and refuses an unset variable', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ci-fill-'));
  writeFileSync(join(dir, 'ok.json'), '{"url": "${URL}/mcp", "aud": ["${resource}"], "q": "${URL}?a=1&b=2"}\n');
  writeFileSync(join(dir, 'unset.json'), '{"x": "${NOT_SET_HERE}"}\n');
  const fill = (file) => spawnSync('bash', ['-c', `. "${lib}"; URL='http://h:1' fill "${join(dir, file)}"`], { encoding: 'utf8' });
  assert.equal(fill('ok.json').stdout, '{"url": "http://h:1/mcp", "aud": ["${resource}"], "q": "http://h:1?a=1&b=2"}\n');
  const unset = fill('unset.json');
  assert.notEqual(unset.status, 0);
  assert.match(unset.stderr, /names \$\{NOT_SET_HERE\}, which is not set/);
});
