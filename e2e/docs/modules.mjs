// The docs' lists of modules held to the reactor: every <module> of the root pom.xml (its profiles' too) is in
// CONTRIBUTING.md's repository layout and in the module table of docs/architecture.md, and neither names a directory
// that does not exist. A module added, moved or removed without its docs fails the docs test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The reactor's modules, as directories relative to the repository, in the pom's order. */
export function reactorModules(pom) {
  return [...pom.matchAll(/<module>\s*([^<\s]+)\s*<\/module>/g)].map((match) => match[1].replace(/\/$/, ''));
}

/** The body of the first fenced code block after the heading `heading`. */
function blockAfter(markdown, heading) {
  const at = `\n${markdown}`.indexOf(`\n${heading}\n`);
  if (at < 0) return undefined;
  return markdown.slice(at).match(/```[^\n]*\n([\s\S]*?)```/)?.[1];
}

/** The rows of the first table after the heading `heading`, as arrays of cells. */
function tableAfter(markdown, heading) {
  const at = `\n${markdown}`.indexOf(`\n${heading}\n`);
  if (at < 0) return undefined;
  const lines = markdown.slice(at).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  if (first < 0) return undefined;
  const rows = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((cell) => cell.trim()));
  }
  return rows.slice(2);
}

/**
 * Problems of CONTRIBUTING.md's layout: a module it does not list (as `module/`), or a directory it lists that does
 * not exist. `exists` tells whether a path relative to the repository exists.
 */
export function layoutProblems(modules, contributing, exists) {
  const block = blockAfter(contributing, '## Repository layout');
  if (!block) return ['CONTRIBUTING.md: no code block under "## Repository layout"'];
  const listed = new Set([...block.matchAll(/(?:^|\s)((?:[\w.-]+\/)+)(?=\s|$)/g)].map((match) => match[1].replace(/\/$/, '')));
  const problems = modules.filter((module) => !listed.has(module))
    .map((module) => `CONTRIBUTING.md: the repository layout does not list the module ${module}/`);
  for (const path of listed) {
    if (!path.includes('*') && !exists(path)) problems.push(`CONTRIBUTING.md: the repository layout lists ${path}/, which does not exist`);
  }
  return problems;
}

/**
 * Problems of docs/architecture.md's module table (under "## The parts"): a module it names neither by itself nor by
 * its top directory (`examples` for examples/hello-java), or a name that is no module and no top-level directory.
 */
export function moduleTableProblems(modules, architecture, exists) {
  const rows = tableAfter(architecture, '## The parts');
  if (!rows) return ['docs/architecture.md: no table under "## The parts"'];
  const named = new Set(rows.flatMap((cells) => [...cells[0].matchAll(/`([^`]+)`/g)].map((match) => match[1])));
  const problems = modules.filter((module) => !named.has(module) && !named.has(module.split('/')[0]))
    .map((module) => `docs/architecture.md: the module table does not name the module ${module}`);
  for (const name of named) {
    if (!modules.includes(name) && !exists(name)) problems.push(`docs/architecture.md: the module table names ${name}, which does not exist`);
  }
  return problems;
}

/** Every problem of both lists in the repository at `repo`. */
export function moduleListProblems(repo) {
  const modules = reactorModules(readFileSync(join(repo, 'pom.xml'), 'utf8'));
  const exists = (path) => existsSync(join(repo, path));
  return [
    ...layoutProblems(modules, readFileSync(join(repo, 'CONTRIBUTING.md'), 'utf8'), exists),
    ...moduleTableProblems(modules, readFileSync(join(repo, 'docs/architecture.md'), 'utf8'), exists),
  ];
}
