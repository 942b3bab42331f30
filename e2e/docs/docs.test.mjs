// node --test e2e/docs/docs.test.mjs: the user docs (README, CONTRIBUTING, SECURITY, docs/*.md and every module
// README) keep the house rules of check.mjs: links and anchors resolve; no first person, issue numbers or dated
// lab entries; no sentence over 35 words. CHANGELOG.md is held to the link rules. The fixtures show that each rule
// fails a file that breaks it. The module lists follow the reactor (modules.mjs); commit subjects follow the
// convention (commits.mjs, run on new commits by .ci/run).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { check, checkFile, format, MAX_WORDS, slug, userDocs } from './check.mjs';
import { subjectProblems } from './commits.mjs';
import { layoutProblems, moduleListProblems, moduleTableProblems, reactorModules } from './modules.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const fixtures = join(here, 'fixtures');

/** A fixture's problems as `line rule` pairs. */
const found = (file) => checkFile(fixtures, file).map((p) => `${p.line} ${p.rule}`);

test('the user docs keep the house rules', () => {
  const files = userDocs(repo);
  for (const required of ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md', 'docs/architecture.md',
    'docs/clients.md', 'docs/getting-started.md', 'docs/performance.md', 'docs/security.md',
    'docs/tool-service-contract.md', 'docs/tool-services.md', 'gateway/README.md']) {
    assert.ok(files.includes(required), `${required} is missing`);
  }
  const problems = check(repo, files);
  assert.equal(problems.length, 0, `${problems.length} problem(s):\n${format(problems)}`);
});

test('the README is at most 250 lines and the licence is there', () => {
  const lines = readFileSync(join(repo, 'README.md'), 'utf8').trimEnd().split('\n').length;
  assert.ok(lines <= 250, `README.md has ${lines} lines`);
  assert.ok(existsSync(join(repo, 'LICENSE')), 'LICENSE is missing');
});

test('headings get the anchors GitHub gives them', () => {
  assert.equal(slug('What is proven here, and what is not'), 'what-is-proven-here-and-what-is-not');
  assert.equal(slug('3. Kubernetes'), '3-kubernetes');
  assert.equal(slug('`gateway.public-url` and [links](x.md)'), 'gatewaypublic-url-and-links');
  assert.equal(slug('Side by side with the official TypeScript SDK, memory and warm-up'),
    'side-by-side-with-the-official-typescript-sdk-memory-and-warm-up');
  assert.equal(slug('**Bold** and `snake_case`'), 'bold-and-snake_case');
});

test('a file that keeps every rule passes', () => {
  assert.deepEqual(checkFile(fixtures, 'clean.md'), []);
});

test('a link to a missing file fails with its line', () => {
  assert.deepEqual(checkFile(fixtures, 'broken-link.md'),
    [{ file: 'broken-link.md', line: 3, rule: 'link', text: 'missing.md: no such file' }]);
});

test('an anchor that names no heading fails, in another file and in the same one', () => {
  assert.deepEqual(found('bad-anchor.md'), ['3 anchor', '4 anchor']);
  assert.match(format(checkFile(fixtures, 'bad-anchor.md')),
    /^bad-anchor\.md:3: anchor: target\.md#no-such-heading: no heading or id "no-such-heading" in target\.md$/m);
});

test('first person fails outside code', () => {
  assert.deepEqual(found('first-person.md'), ['4 first-person', '4 first-person']);
  assert.match(format(checkFile(fixtures, 'first-person.md')), /first-person\.md:4: first-person: "my" in: On my machine/);
});

test(`a sentence over ${MAX_WORDS} words fails at the line where it starts`, () => {
  const problems = checkFile(fixtures, 'long-sentence.md');
  assert.deepEqual(problems.map((p) => `${p.line} ${p.rule}`), ['3 long-sentence']);
  assert.match(problems[0].text, /^36 words \(at most 35\): This list item is thirty-six words long/);
});

test('issue numbers fail', () => {
  assert.deepEqual(found('issue-number.md'), ['3 issue-number', '3 issue-number']);
});

test('a date in prose fails, a protocol revision does not', () => {
  const problems = checkFile(fixtures, 'dated.md');
  assert.deepEqual(problems.map((p) => `${p.line} ${p.rule} ${p.text.split(' ')[0]}`), ['3 date "2026-11-25"']);
});

test('the module lists of CONTRIBUTING.md and docs/architecture.md name every module of the reactor', () => {
  assert.deepEqual(moduleListProblems(repo), []);
});

test('a module missing from the docs, or a listed directory that does not exist, fails', () => {
  const modules = reactorModules('<modules><module>gateway</module><module>examples/hello-java</module></modules>');
  const exists = (path) => ['gateway', 'examples', 'examples/hello-java', 'docs'].includes(path);
  assert.deepEqual(layoutProblems(modules, '## Repository layout\n\n```\ngateway/     the gateway\ngone/  docs/\n```\n', exists), [
    'CONTRIBUTING.md: the repository layout does not list the module examples/hello-java/',
    'CONTRIBUTING.md: the repository layout lists gone/, which does not exist',
  ]);
  const table = '## The parts\n\n| module | role |\n|---|---|\n| `examples` | the examples |\n| `gone`, `docs` | x |\n';
  assert.deepEqual(moduleTableProblems(modules, table, exists), [
    'docs/architecture.md: the module table does not name the module gateway',
    'docs/architecture.md: the module table names gone, which does not exist',
  ]);
});

test('a commit subject is "area: what changed" in at most 72 characters, the area in lower case', () => {
  assert.deepEqual(subjectProblems('ci: stages are named and timed'), []);
  assert.deepEqual(subjectProblems('deploy/k8s: the overlays render with kustomize'), []);
  assert.deepEqual(subjectProblems('Gateway: a capital area'), ['area "Gateway" is not lower case (e.g. gateway, docs, ci)']);
  assert.deepEqual(subjectProblems('The internal hop over HTTP/2'),
    ['not in the form "area: what changed" (e.g. "gateway: ...", "docs: ...")']);
  assert.deepEqual(subjectProblems(`bench: ${'x'.repeat(70)}`), ['77 characters (at most 72)']);
});
