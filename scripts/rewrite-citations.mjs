#!/usr/bin/env node
// Rewrites the citations of work tickets and of the design notes kept outside the repository into
// citations a newcomer can open: the spec by part and section, an ADR, or a document of the
// repository (docs/architecture.md §N, the README). Only comments, Markdown and test titles are
// touched, never a string the code uses at run time. Re-runnable: a rewritten citation does not
// match again, so a second run changes nothing.
//
//   node scripts/rewrite-citations.mjs --dry-run   counts what it would rewrite, changes nothing
//   node scripts/rewrite-citations.mjs             rewrites the files in place
//   add --list to print each file with its count, and every citation it leaves (unmapped, or in code)
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const DRY_RUN = process.argv.includes('--dry-run');
const LIST = process.argv.includes('--list');

const ARCH = (section) => `docs/architecture.md §${section}`;
const SPEC = (part, section) => `spec part ${part} §${section}`;
const ADR = (n) => `ADR ${String(n).padStart(3, '0')}`;
const README_CONFIGURATION = 'the README (Configuration)';

/**
 * Where the lasting reason of each ticket section now lives. `default` serves a ticket cited
 * without a section (or with one not listed); `{ when, then, otherwise }` chooses by the words of
 * the comment that cites it. For ticket 7 the bare sections are its deliverables,
 * and `findings` its numbered findings: `§8, deliverable 7` names finding 8 and deliverable 7.
 */
const TICKETS = {
  2: {
    default: ADR(1),
    1: ADR(1),
    2: ADR(2),
    3: 'docs/seeded-network.md',
    4: ARCH(4),
    5: ADR(4),
    6: SPEC(1, '2.1'),
  },
  3: {
    default: ADR(6),
    1: SPEC(2, '2.2'),
    2: SPEC(2, '2.3'),
    3: SPEC(2, '2.4'),
    4: SPEC(2, '2.5'),
    5: SPEC(2, '2.6'),
    6: SPEC(2, '2.7'),
    7: SPEC(2, '3'),
  },
  4: {
    default: ADR(7),
    1: SPEC(1, '2.3'),
    2: ADR(7),
    3: SPEC(1, '2.2'),
    4: SPEC(2, '2.8'),
    5: ADR(8),
    6: ARCH(8),
  },
  7: {
    default: ADR(8),
    1: ADR(8),
    2: ARCH(4),
    3: ADR(8),
    4: ADR(9),
    5: ADR(12),
    6: ADR(11),
    7: ADR(11),
    // Sections 8 to 13 are cited in either numbering; the sentence around them tells which.
    8: { when: /review|hold|expire/i, then: ADR(10), otherwise: ADR(11) },
    9: { when: /seat|hold|review/i, then: ADR(10), otherwise: ADR(7) },
    10: ADR(7),
    11: ADR(7),
    12: { when: /RFC|6749|OAuth|token endpoint/i, then: ADR(7), otherwise: ADR(10) },
    13: { when: /\.ics|calendar|VTIMEZONE/i, then: ARCH(8), otherwise: ADR(12) },
    14: ADR(10),
    15: ADR(12),
    findings: {
      1: ADR(8),
      2: ARCH(4),
      3: ADR(8),
      4: ADR(9),
      5: ADR(12),
      6: ADR(11),
      7: ADR(11),
      8: ADR(11),
      9: ADR(10),
      10: ADR(7),
      11: ADR(7),
      12: ADR(7),
      13: ADR(12),
      14: ADR(10),
      15: ADR(12),
    },
  },
  8: {
    default: ADR(13),
    1: ADR(13),
    2: ADR(13),
    3: ADR(14),
    4: ARCH(8),
    5: ARCH(1),
    6: ADR(13),
    7: ARCH(2),
    8: ADR(13),
    9: ADR(1),
  },
  9: { default: ARCH(5), 7: 'docs/benchmarks.md' },
  10: {
    default: ADR(15),
    1: ADR(15),
    2: ADR(15),
    3: ARCH(6),
    // Cited both for the consent banner and analytics, and for the content pages' metadata.
    4: { when: /consent|cookie|analytics|banner|event|funnel|purchase/i, then: ADR(16), otherwise: ADR(15) },
    5: ARCH(7),
    6: ARCH(7),
  },
  11: { default: ADR(18), 6: SPEC(2, '9') },
  12: { default: ADR(19) },
  13: {
    default: ADR(17),
    1: SPEC(2, '4'),
    2: SPEC(2, '2.3'),
    3: SPEC(2, '5'),
    4: SPEC(2, '7'),
    5: SPEC(2, '2.8'),
    6: SPEC(1, '9'),
    7: ADR(17),
  },
  35: { default: ARCH(7), 11: ADR(17) },
  36: { default: ARCH(2) },
  37: { default: ARCH(11) },
  38: { default: ARCH(11) },
  39: { default: ARCH(11) },
  40: { default: ARCH(11) },
  41: { default: ARCH(11) },
};

/** The design notes' sections. */
const DESIGN = {
  1: ARCH(1),
  2: ARCH(1),
  3: ARCH(10),
  4: ARCH(4),
  5: ADR(4),
  6: README_CONFIGURATION,
  7: ARCH(4),
  8: ARCH(9),
  9: ARCH(11),
};

// A space, or a line break followed by a comment's continuation (` * `, `// `, `# `).
const GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*(?!/)|//|#)?[ \t]*)`;
const SECTION = String.raw`§\d+(?:[ \t]*[-–][ \t]*§?\d+)?`;
const SECTIONS = String.raw`${SECTION}(?:(?:,${GAP}|${GAP}and${GAP}|[ \t]*/[ \t]*)${SECTION})*`;
const NUMBERS = String.raw`\d+(?:(?:,${GAP}|${GAP}and${GAP}|[ \t]*[-–][ \t]*)\d+)*`;

/**
 * A ticket citation: the word and its number, then sections (`§6`, `§3, §4`, `§1-§2`) and the
 * ticket's second numbering (`deliverable 6`, `findings 9 and 14`), each optional.
 */
const TICKET_CITATION = new RegExp(
  String.raw`\bissue${GAP}(\d+)(?:${GAP}(${SECTIONS}))?(?:(?:[,;]${GAP}|${GAP}and${GAP}|${GAP})(deliverables?|findings?)${GAP}(${NUMBERS}))?(?![\d§])`,
  'g',
);
/** Several tickets at once: the plural, then `7 and 9` or `2, 3 and 4`. */
const TICKETS_CITATION = new RegExp(String.raw`\bissues${GAP}(${NUMBERS})\b`, 'g');
/** The design notes' name (with or without `.md`) and their sections (`§4`, `§4, §5`). */
const DESIGN_CITATION = new RegExp(String.raw`\bDESIGN(?:\.md)?${GAP}(${SECTIONS})`, 'g');
/** The style notes' habits (`STYLE habit 6`, `STYLE 16`), now docs/architecture.md §12. */
const STYLE_CITATION = new RegExp(String.raw`\bSTYLE(?:\.md)?(?:${GAP}habits?)?${GAP}(${NUMBERS})\b`, 'g');
/** Anything still citing a ticket, the design notes or the style notes (what the counts report). */
const ANY_CITATION = /\bissues? \d+|\bDESIGN(?:\.md)? §|\bSTYLE(?:\.md)?(?: habits?)? \d/g;

/** The numbers of `§1-§3, §5` or `9 and 14`: [1, 2, 3, 5] or [9, 14]. */
function numbersIn(list) {
  const numbers = [];
  for (const [, from, to] of list.matchAll(/(\d+)(?:[ \t]*[-–][ \t]*§?(\d+))?/g)) {
    const first = Number(from);
    const last = to === undefined ? first : Number(to);
    for (let n = first; n <= Math.max(first, Math.min(last, first + 20)); n += 1) numbers.push(n);
  }
  return numbers;
}

/** Joins targets, one each, writing `spec part 2 §2.3, §5` and `docs/architecture.md §5, §6`. */
function joinTargets(targets) {
  const unique = [...new Set(targets)];
  const out = [];
  for (const target of unique) {
    const previous = out.at(-1);
    const [, base, section] = /^(spec part \d|docs\/architecture\.md) (§[\d.]+)$/.exec(target) ?? [];
    if (base && previous && (previous === base || previous.startsWith(`${base} `))) {
      out[out.length - 1] = `${previous}, ${section}`;
    } else {
      out.push(target);
    }
  }
  return out.join(', ');
}

/** The targets of one ticket citation, or null when the ticket is not in the table. */
function ticketTargets(ticket, sections, kind, numbers, context) {
  const table = TICKETS[ticket];
  if (!table) return null;
  const targets = [];
  for (const section of sections ? numbersIn(sections) : []) {
    targets.push((kind && table.findings ? table.findings : table)[section] ?? table.default);
  }
  if (kind) {
    const byNumber = kind.startsWith('finding') && table.findings ? table.findings : table;
    for (const n of numbersIn(numbers)) targets.push(byNumber[n] ?? table.default);
  }
  if (targets.length === 0) targets.push(table.default);
  return targets.map((target) =>
    typeof target === 'string' ? target : target.when.test(context) ? target.then : target.otherwise,
  );
}

const TARGET = String.raw`(?:ADR \d{3}|spec part \d §[\d.]+(?:, §[\d.]+)*|docs/[\w./-]+\.md(?: §[\d.]+(?:, §[\d.]+)*)?|the README \(Configuration\))`;
/** `ADR 008, ADR 008` -> `ADR 008`; `ADR 008 (ADR 008)` -> `ADR 008`. */
const REPEATED = new RegExp(
  String.raw`(${TARGET})(?:(?:,|;)?[ \t]+|[ \t]*/[ \t]*|[ \t]+and[ \t]+)(?:\(\1\)|\1(?![\w§/]|\.\d|, §))`,
  'g',
);

const ORPHAN_NUMBERING = new RegExp(
  String.raw`(${TARGET})(?:[,;]?${GAP}|${GAP}and${GAP})(?:deliverables?|findings?)${GAP}${NUMBERS}\b`,
  'g',
);

const SAME_DOCUMENT =
  /((spec part \d|docs\/architecture\.md) §[\d.]+(?:, §[\d.]+)*), \2 (§[\d.]+(?:, §[\d.]+)*)/g;

const BREAK = /\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/;

/**
 * `text.replace(pattern, replace)`, keeping the line breaks of citations that were wrapped: the
 * break moves to the last space before the citation, so no line grows by a whole line.
 * `replace` answers the new text, or null to leave the citation as it is.
 */
function replaceKeepingBreaks(text, pattern, replace) {
  let out = '';
  let at = 0;
  let count = 0;
  for (const match of text.matchAll(pattern)) {
    const replacement = replace(...match);
    if (replacement === null) continue;
    count += 1;
    out += text.slice(at, match.index);
    const lineBreak = BREAK.exec(match[0]);
    if (lineBreak) {
      const lineStart = out.lastIndexOf('\n') + 1;
      const space = out.lastIndexOf(' ');
      // Only where a word precedes on this line (not the comment's own ` * ` or `// ` prefix).
      if (
        space > lineStart &&
        /\S/.test(out.slice(lineStart, space).replace(/^[ \t]*(\/\*\*?|\*|\/\/|#)/, ''))
      ) {
        const prefixed = /[*/#][ \t]*$/.test(lineBreak[0]);
        out =
          out.slice(0, space) + lineBreak[0].replace(/[ \t]*$/, prefixed ? ' ' : '') + out.slice(space + 1);
      }
    }
    out += replacement;
    at = match.index + match[0].length;
  }
  return { text: out + text.slice(at), count };
}

/** Rewrites the citations in one piece of prose; answers the new text and how many it rewrote. */
export function rewriteProse(text) {
  let count = 0;
  const pass = (input, pattern, replace) => {
    const result = replaceKeepingBreaks(input, pattern, replace);
    count += result.count;
    return result.text;
  };
  let out = pass(text, TICKETS_CITATION, (match, list) => {
    const targets = numbersIn(list).map((n) => TICKETS[n]?.default);
    return targets.some((t) => !t) ? null : joinTargets(targets);
  });
  out = pass(out, TICKET_CITATION, (match, ticket, sections, kind, numbers) => {
    const targets = ticketTargets(Number(ticket), sections, kind, numbers, text);
    return targets ? joinTargets(targets) : null;
  });
  out = pass(out, DESIGN_CITATION, (match, sections) => {
    const targets = numbersIn(sections).map((n) => DESIGN[n]);
    return targets.some((t) => !t) ? null : joinTargets(targets);
  });
  out = pass(out, STYLE_CITATION, (match, list) => joinTargets(numbersIn(list).map((n) => ARCH(`12.${n}`))));
  if (count > 0) {
    // `ADR 008; deliverable 1`: the ticket's second numbering, now said by the target.
    out = out.replace(ORPHAN_NUMBERING, '$1');
    // `docs/architecture.md §4, docs/architecture.md §12.9` -> `docs/architecture.md §4, §12.9`.
    let merged;
    do {
      merged = out;
      out = out.replace(SAME_DOCUMENT, (match, first, document, sections) => `${first}, ${sections}`);
    } while (out !== merged);
    let before;
    do {
      before = out;
      out = out.replace(REPEATED, '$1');
    } while (out !== before);
  }
  return { text: out, count };
}

const TEST_FILE = /(\.(test|spec|storm|fuzz)\.[cm]?[jt]sx?$)|(\/e2e\/)|(test-kit\.[jt]sx?$)|(\/test\/)/;
const TEST_CALLS = new Set(['describe', 'it', 'test', 'suite', 'bench']);

/** The root name of a call's callee: `it` for it(...), it.each(...)(...) and test.describe.skip(...). */
function calleeRoot(expression) {
  let node = expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node)) node = node.expression;
    else if (ts.isTaggedTemplateExpression(node)) node = node.tag;
    else break;
  }
  return ts.isIdentifier(node) ? node.text : null;
}

/** The ranges [start, end) of a script's comments, and of its test titles when it is a test file. */
function scriptRanges(path, text) {
  const kind = path.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(path)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = [];
  const seen = new Set();
  const addComments = (comments) => {
    for (const c of comments ?? []) {
      if (!seen.has(c.pos)) {
        seen.add(c.pos);
        ranges.push([c.pos, c.end]);
      }
    }
  };
  const isTest = TEST_FILE.test(path);
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind === ts.SyntaxKind.JsxText) return;
    addComments(ts.getLeadingCommentRanges(text, node.pos));
    addComments(ts.getTrailingCommentRanges(text, node.end));
    if (isTest && ts.isCallExpression(node) && TEST_CALLS.has(calleeRoot(node.expression) ?? '')) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) {
        ranges.push([title.getStart(source) + 1, title.end - 1]);
      }
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  ranges.sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] < last[1]) continue;
    // Consecutive `//` lines are one paragraph: wrapped together.
    const between = last ? text.slice(last[1], range[0]) : '';
    if (
      last &&
      /^\r?\n[ \t]*$/.test(between) &&
      text.startsWith('//', last[0]) &&
      text.startsWith('//', range[0])
    ) {
      last[1] = range[1];
    } else {
      merged.push([...range]);
    }
  }
  return merged;
}

/** The ranges of a file's prose: comments for code and CSS, lines after `#` for shell, all of Markdown. */
function proseRanges(path, text) {
  if (path.endsWith('.md')) return [[0, text.length]];
  if (path.endsWith('.css'))
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m.index + m[0].length]);
  if (/\.[cm]?[jt]sx?$/.test(path)) return scriptRanges(path, text);
  // Shell scripts (.ci/run): whole comment lines.
  return [...text.matchAll(/^[ \t]*#.*$/gm)].map((m) => [m.index, m.index + m[0].length]);
}

/** The files to rewrite: code, styles and Markdown of the apps, packages, scripts, CI and root configs. */
function* filesToRewrite() {
  const skip = new Set([
    'node_modules',
    'dist',
    'dist-ssr',
    'data',
    '.git',
    'test-results',
    'playwright-report',
  ]);
  function* walk(dir) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (/\.([cm]?[jt]sx?|md|css)$/.test(entry.name) || dir.endsWith('.ci')) yield path;
    }
  }
  for (const dir of ['apps', 'packages', 'scripts', '.ci']) yield* walk(join(ROOT, dir));
  // The ADRs keep their own history (which ticket they answered), and so does the dated log of
  // measurements (docs/benchmarks.md: each entry names the work it measured); the rest is prose.
  for (const name of readdirSync(join(ROOT, 'docs'))) {
    if (name.endsWith('.md') && name !== 'benchmarks.md') yield join(ROOT, 'docs', name);
  }
  for (const name of readdirSync(ROOT)) {
    if (/\.([cm]?[jt]s|md)$/.test(name) && statSync(join(ROOT, name)).isFile()) yield join(ROOT, name);
  }
}

/** Prettier's print width: a comment line that a longer citation pushed past it is wrapped again. */
const WIDTH = 110;
const CITED = new RegExp(TARGET);

/**
 * Wraps the lines of a rewritten comment that now pass WIDTH and hold a citation, carrying the words
 * over into the next line of the same paragraph (or a new line with the same prefix). `column` is
 * where the comment starts on its first line. A one-line doc comment becomes a three-line one.
 */
function rewrap(comment, column) {
  const width = (line, i) => line.length + (i === 0 ? column : 0);
  let lines = comment.split('\n');
  const oneLineBlock = /^\/\*\* (.*) \*\/$/.exec(lines[0]);
  if (lines.length === 1 && oneLineBlock && width(lines[0], 0) > WIDTH && CITED.test(lines[0])) {
    const indent = ' '.repeat(column);
    lines = ['/**', `${indent} * ${oneLineBlock[1]}`, `${indent} */`];
  }
  // A one-line `/* ... */` (as in JSX) stays on its line: Prettier owns how those are laid out.
  if (lines.length === 1 && lines[0].startsWith('/*')) return comment;
  const prefixOf = (line) => /^[ \t]*(?:\/\*\*?|\*(?!\/)|\/\/|#)?[ \t]?/.exec(line)[0];
  const continuation = (line) =>
    /^[ \t]*(\*(?!\/)|\/\/|#)[ \t]?\S/.test(line) && !/^[ \t]*(\*|\/\/|#)[ \t]*[-@|*]/.test(line);
  let carried = false;
  for (let i = 0; i < lines.length; i += 1) {
    if (width(lines[i], i) <= WIDTH || !(carried || CITED.test(lines[i]))) {
      carried = false;
      continue;
    }
    const prefix = prefixOf(lines[i]);
    const limit = WIDTH - (i === 0 ? column : 0);
    let space = lines[i].lastIndexOf(' ', limit);
    // A citation stays whole (`docs/architecture.md §7`, `spec part 2 §2.3`) on the line it moves to.
    for (const m of lines[i].matchAll(new RegExp(TARGET, 'g'))) {
      if (m.index < space && space < m.index + m[0].length) space = lines[i].lastIndexOf(' ', m.index - 1);
    }
    if (space <= prefix.length) {
      carried = false;
      continue;
    }
    let tail = lines[i].slice(space + 1);
    lines[i] = lines[i].slice(0, space);
    const closes = /\s*\*\/$/.exec(tail);
    if (closes) tail = tail.slice(0, closes.index);
    const next = lines[i + 1];
    const nextPrefix = next === undefined ? '' : prefixOf(next);
    if (!closes && next !== undefined && continuation(next) && nextPrefix.trim() === prefix.trim()) {
      lines[i + 1] = `${nextPrefix}${tail} ${next.slice(nextPrefix.length)}`;
    } else {
      const indent = /^[ \t]*/.exec(lines[i])[0] + (i === 0 ? ' '.repeat(column) : '');
      const own = prefix.trim().startsWith('/*')
        ? `${indent} * `
        : prefix.trim() === ''
          ? indent
          : `${indent.slice(0, prefix.indexOf(prefix.trim()) + (i === 0 ? column : 0))}${prefix.trim()} `;
      lines.splice(i + 1, 0, `${own}${tail}${closes ? closes[0] : ''}`);
    }
    carried = true;
  }
  return lines.join('\n');
}

/** Rewrites one file's prose; answers its new text, the citations rewritten and those left. */
function rewriteFile(path, text) {
  let out = '';
  let at = 0;
  let rewritten = 0;
  for (const [start, end] of proseRanges(path, text)) {
    const { text: rewrittenProse, count } = rewriteProse(text.slice(start, end));
    const isComment = !path.endsWith('.md') && /^\s*(\/\/|\/\*|#)/.test(rewrittenProse);
    const column = start - (text.lastIndexOf('\n', start - 1) + 1);
    const prose = count > 0 && isComment ? rewrap(rewrittenProse, column) : rewrittenProse;
    out += text.slice(at, start) + prose;
    at = end;
    rewritten += count;
  }
  out += text.slice(at);
  const left = [...out.matchAll(ANY_CITATION)].map((m) => {
    const line = out.slice(0, m.index).split('\n').length;
    return `${line}: ${out.slice(m.index, m.index + 40).split('\n')[0]}`;
  });
  return { text: out, rewritten, left };
}

function main() {
  const self = fileURLToPath(import.meta.url);
  let files = 0;
  let total = 0;
  let leftTotal = 0;
  for (const path of filesToRewrite()) {
    if (path === self) continue;
    const text = readFileSync(path, 'utf8');
    if (!ANY_CITATION.test(text)) continue;
    ANY_CITATION.lastIndex = 0;
    const { text: out, rewritten, left } = rewriteFile(path, text);
    const name = relative(ROOT, path);
    if (rewritten > 0) {
      files += 1;
      total += rewritten;
      if (LIST) console.log(`${name}: ${rewritten}`);
      if (!DRY_RUN) writeFileSync(path, out);
    }
    leftTotal += left.length;
    if (LIST) for (const l of left) console.log(`  left ${name}:${l}`);
  }
  console.log(
    `${DRY_RUN ? 'would rewrite' : 'rewrote'} ${total} citations in ${files} files; ${leftTotal} left (in run-time strings, or not in the table)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
