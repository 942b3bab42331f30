// The house rules of the user docs, as a checker: every relative link resolves to a file and every #anchor to a heading
// (GitHub's slug rules) or an HTML id; no first person, no issue numbers, no dated lab entries, and no sentence longer
// than MAX_WORDS words. Code blocks and inline code are exempt from all but the link rule (links in code are not
// links); tables are exempt from the sentence rule; CHANGELOG.md, the history, is held to the link rules only. Each
// problem names file:line, the rule and the offending text.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const MAX_WORDS = 35;

/** MCP protocol revisions are named by date; they are versions, not lab entries. */
export const PROTOCOL_REVISIONS = new Set(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']);

/** History, where dates and long accounts are in their place: only its links and anchors are checked. */
const HISTORY_FILES = new Set(['CHANGELOG.md']);

const SKIPPED_DIRS = new Set(['node_modules', 'target', 'fixtures', '.git', '.run']);

/**
 * The user docs of a repository: the root README, CONTRIBUTING, SECURITY and CHANGELOG, every page under docs/, and
 * every other README.md (module READMEs), as paths relative to the repository.
 */
export function userDocs(repo) {
  const files = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md'].filter((f) => existsSync(join(repo, f)));
  const docs = join(repo, 'docs');
  if (existsSync(docs)) {
    files.push(...readdirSync(docs).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`));
  }
  const readmes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'README.md' && dir !== repo) readmes.push(relative(repo, path).split(sep).join('/'));
    }
  };
  walk(repo);
  return [...files, ...readmes.sort()];
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading) {
  return plainHeading(heading).toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: no code ticks, link targets, HTML tags or emphasis marks. */
function plainHeading(heading) {
  return heading.trim()
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/\*+/g, '')
    .replace(/(^|\s)_+|_+(\s|$)/g, '$1$2')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

/**
 * A Markdown file cut into units: headings, table rows, and prose (a paragraph or one list item, over all its lines).
 * Fenced code blocks and HTML comments are left out. Each unit keeps the 1-based line of each of its lines.
 */
export function units(text) {
  const lines = text.split('\n');
  const result = [];
  let fence = null;
  let comment = false;
  let current = null;
  const close = () => {
    if (current) result.push(current);
    current = null;
  };
  const start = (kind, no, body) => {
    close();
    current = { kind, parts: [{ no, body }] };
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const no = i + 1;
    if (fence) {
      if (new RegExp(`^\\s*${fence}[\`~]*\\s*$`).test(line)) fence = null;
      continue;
    }
    if (comment) {
      if (line.includes('-->')) comment = false;
      continue;
    }
    const opening = line.match(/^\s*(`{3,}|~{3,})/);
    if (opening) {
      close();
      fence = opening[1].replace(/`/g, '\\`');
      continue;
    }
    if (/^\s*<!--/.test(line)) {
      close();
      if (!line.includes('-->')) comment = true;
      continue;
    }
    if (/^\s*$/.test(line)) {
      close();
      continue;
    }
    const heading = line.match(/^\s{0,3}(#{1,6})\s+(.*)$/);
    if (heading) {
      start('heading', no, heading[2]);
      close();
      continue;
    }
    if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      // A thematic break, or the underline of a setext heading.
      if (current?.kind === 'prose' && current.parts.length === 1 && /^\s*-+\s*$/.test(line)) current.kind = 'heading';
      close();
      continue;
    }
    if (/^\s{0,3}=+\s*$/.test(line) && current?.kind === 'prose' && current.parts.length === 1) {
      current.kind = 'heading';
      close();
      continue;
    }
    if (/^\s*\|/.test(line)) {
      start('table', no, line);
      close();
      continue;
    }
    if (/^\s*\[[^\]]+\]:\s*\S/.test(line)) {
      start('definition', no, line);
      close();
      continue;
    }
    const item = line.match(/^(\s*(?:>\s*)*)([-*+]|\d{1,9}[.)])\s+(.*)$/);
    const body = line.replace(/^\s*(?:>\s*)*/, '');
    if (item) start('prose', no, item[3]);
    else if (current?.kind === 'prose') current.parts.push({ no, body });
    else start('prose', no, body);
  }
  close();
  return result.map((unit) => {
    let text = '';
    const starts = [];
    for (const part of unit.parts) {
      starts.push({ offset: text.length, no: part.no });
      text += `${part.body}\n`;
    }
    return { kind: unit.kind, text, lineAt: (offset) => starts.findLast((s) => s.offset <= offset).no };
  });
}

const MASK = '\u0001';

/**
 * A unit's text with everything that is not prose masked, at the same offsets: inline code and URLs become one word
 * of X's, link syntax and HTML tags disappear (their link text stays). Returns the links found, with their offsets.
 */
export function mask(text) {
  let masked = text.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (code) => 'X'.repeat(code.length));
  const links = [];
  masked = masked.replace(/!?\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*(<[^>]*>|[^)\s]*)(\s+"[^"]*")?\s*\)/g,
    (whole, label, target, _title, offset) => {
      links.push({ target: target.replace(/^<|>$/g, ''), offset });
      const opening = whole.indexOf('[') + 1;
      return MASK.repeat(opening) + label + MASK.repeat(whole.length - opening - label.length);
    });
  masked = masked
    .replace(/<https?:[^>]*>/g, (url) => 'X'.repeat(url.length))
    .replace(/\bhttps?:\/\/[^\s)>\]]+/g, (url) => 'X'.repeat(url.length))
    .replace(/<\/?[A-Za-z][^>]*>/g, (tag) => MASK.repeat(tag.length))
    .replace(/\\./g, (escaped) => MASK + escaped[1])
    .replace(/\*+|~~/g, (marks) => MASK.repeat(marks.length))
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, (ref, label) => MASK + label + MASK.repeat(ref.length - label.length - 1));
  return { masked, links };
}

const FIRST_PERSON = new RegExp(String.raw`(?<![\p{L}\p{N}_'’/.\-])`
  + String.raw`(I['’](?:m|ve|d|ll)|I|[Ww]e['’](?:re|ve|d|ll)|[Ww]e|[Oo]urs|[Oo]urselves|[Oo]ur|[Mm]yself|[Mm]y|[Mm]e|[Uu]s)`
  + String.raw`(?![\p{L}\p{N}_'’/\-])`, 'gu');
// "#12" refers to an issue; "UAX #29" (a Unicode annex) and "PKCS#8" do not.
const ISSUE = /\b(?:issues?|PRs?|pull requests?|tickets?)\s+#?\d+\b|(?<![\p{L}\p{N}&/#])(?<!UAX\s)#\d+\b/giu;
// A date in prose; an instant (2026-03-01T12:01:00Z) in a quoted message is an example, not an entry.
const DATE = /(?<![\p{N}\-])(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![\p{N}]|T\d)/gu;
const ABBREVIATIONS = /(?:^|[\s(\x01])(?:e\.g|i\.e|vs|cf|approx)$/i;

/** A unit's sentences: cut after . ! ? (and closing quotes or brackets) followed by space and no lower-case letter. */
export function sentences(masked) {
  const result = [];
  let from = 0;
  const end = /[.!?]["'’”)\]\x01]*(?=\s|$)/g;
  let match;
  while ((match = end.exec(masked))) {
    const after = masked.slice(end.lastIndex).match(/^\s*(.?)/)[1];
    if (/\p{Ll}/u.test(after)) continue;
    if (ABBREVIATIONS.test(masked.slice(from, match.index))) continue;
    result.push({ text: masked.slice(from, end.lastIndex), offset: from });
    from = end.lastIndex;
  }
  if (masked.slice(from).trim()) result.push({ text: masked.slice(from), offset: from });
  return result;
}

/** The words of a sentence: whitespace-separated tokens holding a letter or a digit (inline code is one word). */
export function words(sentence) {
  return sentence.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

/** The anchors a Markdown file offers: its headings' slugs (numbered when repeated) and its HTML ids and names. */
export function anchors(text) {
  const seen = new Map();
  const result = new Set();
  for (const unit of units(text)) {
    if (unit.kind !== 'heading') continue;
    const base = slug(unit.text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  for (const [, id] of text.matchAll(/<[A-Za-z][^>]*\s(?:id|name)="([^"]+)"/g)) result.add(id);
  return result;
}

/** Readable text for a report: masks shown as nothing, white space squeezed, long text cut. */
function shown(text, limit = 120) {
  const plain = text.replace(/\x01/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > limit ? `${plain.slice(0, limit - 1)}…` : plain;
}

/**
 * The problems of one file, each {file, line, rule, text}. `file` is relative to `repo`; links are resolved in the
 * repository and must stay inside it.
 */
export function checkFile(repo, file) {
  const path = join(repo, file);
  const text = readFileSync(path, 'utf8');
  const source = text.split('\n');
  const problems = [];
  const report = (line, rule, message) => problems.push({ file, line, rule, text: message });
  const anchorCache = new Map();
  const anchorsOf = (target) => {
    if (!anchorCache.has(target)) anchorCache.set(target, anchors(readFileSync(target, 'utf8')));
    return anchorCache.get(target);
  };
  for (const unit of units(text)) {
    const { masked, links } = unit.kind === 'definition'
      ? { masked: '', links: [{ target: unit.text.match(/\]:\s*(\S+)/)[1], offset: 0 }] }
      : mask(unit.text);
    for (const { target, offset } of links) {
      const line = unit.lineAt(offset);
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const hash = target.indexOf('#');
      const pathPart = decodeURIComponent((hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, ''));
      const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
      const resolved = pathPart === '' ? path
        : pathPart.startsWith('/') ? join(repo, pathPart) : resolve(dirname(path), pathPart);
      if (relative(repo, resolved).startsWith('..')) {
        report(line, 'link', `${target}: leaves the repository`);
        continue;
      }
      if (!existsSync(resolved)) {
        report(line, 'link', `${target}: no such file`);
        continue;
      }
      if (anchor !== null && resolved.endsWith('.md') && statSync(resolved).isFile()
        && !anchorsOf(resolved).has(anchor)) {
        report(line, 'anchor', `${target}: no heading or id "${anchor}" in ${relative(repo, resolved)}`);
      }
    }
    if (HISTORY_FILES.has(file)) continue;
    const found = (rule, match) => {
      const line = unit.lineAt(match.index);
      report(line, rule, `"${match[0]}" in: ${shown(source[line - 1])}`);
    };
    for (const match of masked.matchAll(FIRST_PERSON)) found('first-person', match);
    for (const match of masked.matchAll(ISSUE)) found('issue-number', match);
    for (const match of masked.matchAll(DATE)) {
      if (!PROTOCOL_REVISIONS.has(match[0])) found('date', match);
    }
    if (unit.kind !== 'prose') continue;
    for (const sentence of sentences(masked)) {
      const count = words(sentence.text).length;
      if (count > MAX_WORDS) {
        const first = sentence.offset + sentence.text.search(/\S/);
        report(unit.lineAt(first), 'long-sentence', `${count} words (at most ${MAX_WORDS}): ${shown(sentence.text)}`);
      }
    }
  }
  return problems;
}

/** Every problem of every file given, in file and line order. */
export function check(repo, files) {
  return files.flatMap((file) => checkFile(repo, file));
}

/** One problem per line, as `file:line: rule: text`. */
export function format(problems) {
  return problems.map((p) => `${p.file}:${p.line}: ${p.rule}: ${p.text}`).join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const repo = resolve(dirname(new URL(import.meta.url).pathname), '../..');
  const files = process.argv.length > 2 ? process.argv.slice(2) : userDocs(repo);
  const problems = check(repo, files);
  if (problems.length) console.log(format(problems));
  console.log(`${problems.length} problem(s) in ${files.length} file(s)`);
  process.exitCode = problems.length ? 1 : 0;
}
