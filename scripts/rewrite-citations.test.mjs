// scripts/rewrite-citations.mjs: what it writes for the citation forms found in the tree, and that a
// second run changes nothing.
import { describe, expect, it } from 'vitest';
import { rewriteProse } from './rewrite-citations.mjs';

/** The ticket word, spelled out so that this file does not count as a citation itself. */
const T = ['iss', 'ue'].join('');
/** The design notes' name, likewise. */
const D = ['DES', 'IGN'].join('');
/** The style notes' name, likewise. */
const S = ['STY', 'LE'].join('');

describe('rewriteProse', () => {
  it.each([
    [`(${T} 7 §4)`, '(ADR 009)'],
    [`(${T} 7 §1, ADR 008)`, '(ADR 008)'],
    [`(spec part 2 §2.3; ${T} 13 §2)`, '(spec part 2 §2.3)'],
    [`(${T} 7 §6, deliverable 6)`, '(ADR 011)'],
    [`(${T} 7 finding 1; deliverable 1)`, '(ADR 008)'],
    [`(${T} 9 §3, §6 and ${T} 10 §3)`, '(docs/architecture.md §5 and docs/architecture.md §6)'],
    [`(${T}s 7 and 9)`, '(ADR 008, docs/architecture.md §5)'],
    [`(${D} §5)`, '(ADR 004)'],
    [`(${D} §4; ${D} §7)`, '(docs/architecture.md §4)'],
    [`(${D} §4, ${S} habit 9)`, '(docs/architecture.md §4, §12.9)'],
    [`(${T} 13 §2, §3)`, '(spec part 2 §2.3, §5)'],
    [`the cookie banner (${T} 10 §4)`, 'the cookie banner (ADR 016)'],
    [`the canonical link (${T} 10 §4)`, 'the canonical link (ADR 015)'],
  ])('%s -> %s', (before, after) => {
    expect(rewriteProse(before).text).toBe(after);
  });

  it('keeps a wrapped citation wrapped, moving the line break before it', () => {
    const before = ` * in \`o.language\` (${T} 10\n * §3): a single-use link`;
    expect(rewriteProse(before).text).toBe(
      ' * in `o.language`\n * (docs/architecture.md §6): a single-use link',
    );
  });

  it('leaves a ticket it has no entry for, and a second run changes nothing', () => {
    const once = rewriteProse(`(${T} 999 §1; ${T} 8 §7)`).text;
    expect(once).toBe(`(${T} 999 §1; docs/architecture.md §2)`);
    expect(rewriteProse(once).text).toBe(once);
  });
});
