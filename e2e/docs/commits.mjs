// The commit convention (CONTRIBUTING.md, "Commits"): a subject of at most 72 characters in the form `area: what
// changed`, the area in lower case. Checks the commits after BASE that are not merges; history before it is left as
// it is. BASE defaults to .ci/commits-since, the commit the convention took effect after.
//   node e2e/docs/commits.mjs [BASE]        (e.g. main, before handing a branch in)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;
const FORM = /^([a-z][a-z0-9-]*(?:\/[a-z0-9-]+)?): \S/;

/** What is wrong with a commit subject, if anything. */
export function subjectProblems(subject) {
  const problems = [];
  if (subject.length > MAX_SUBJECT) problems.push(`${subject.length} characters (at most ${MAX_SUBJECT})`);
  if (!FORM.test(subject)) {
    const area = subject.match(/^([^:\s]+):/)?.[1];
    problems.push(area ? `area "${area}" is not lower case (e.g. gateway, docs, ci)`
      : 'not in the form "area: what changed" (e.g. "gateway: ...", "docs: ...")');
  }
  return problems;
}

function git(repo, args) {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Each commit after `base` (merges left out) with its subject's problems. */
export function commitProblems(repo, base) {
  const log = git(repo, ['log', '--no-merges', '--format=%h %s', `${base}..HEAD`]).split('\n').filter(Boolean);
  return log.map((line) => ({ commit: line.slice(0, line.indexOf(' ')), subject: line.slice(line.indexOf(' ') + 1) }))
    .map((entry) => ({ ...entry, problems: subjectProblems(entry.subject) }))
    .filter((entry) => entry.problems.length > 0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const base = process.argv[2] ?? readFileSync(join(repo, '.ci/commits-since'), 'utf8').trim();
  const count = git(repo, ['rev-list', '--no-merges', '--count', `${base}..HEAD`]).trim();
  const bad = commitProblems(repo, base);
  for (const { commit, subject, problems } of bad) console.log(`  ✗ ${commit} ${subject}\n      ${problems.join('; ')}`);
  console.log(`commit subjects after ${base.slice(0, 12)}: ${count} checked, ${bad.length} not in the convention`);
  process.exit(bad.length > 0 ? 1 : 0);
}
