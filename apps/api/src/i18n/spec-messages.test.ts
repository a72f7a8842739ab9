import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUES } from './errors.ts';

/**
 * The records (ADR 017): every message the spec quotes is in an English catalogue, word for word,
 * so a changed message cannot go unnoticed. The spec lives beside the repository, in
 * `../shared/spec` from the repository's root (resolved from this file, not the working directory);
 * where it is absent (a clean clone in a temporary folder, as CI makes) the test skips and says so.
 *
 * A quote is what the spec writes between single quotes (an apostrophe inside a word, as in
 * "isn't", is not a quote mark) or double quotes; the spec's '...' stands for words it leaves out.
 * The catalogues: the site's (apps/web/src/i18n/en.json, other-pages/en.json and each feature's
 * i18n/en.json) and the server's error texts (errors.ts). A quote found in none must be listed
 * below: NOT_MESSAGES (a value on the wire or in storage, a format, not a sentence anyone reads),
 * or CHANGED_ON_PURPOSE (a message we changed deliberately, naming the ADR 017 row that says why).
 */
const ROOT = resolve(fileURLToPath(import.meta.url), '../../../../..');
const SPEC_DIR = resolve(ROOT, '../shared/spec');
const ADR_017 = join(ROOT, 'docs/decisions/017-spec-deviations.md');

/** Quotes that are not messages, each with what it is instead. */
const NOT_MESSAGES: Record<string, string> = {
  '/': "a route ('Login Now' link to '/', part 1 §2.4)",
  'CHF ': 'the price prefix of part 1 §9, written by formatMoneyIn (ADR 017 row 16)',
  chf: "the payment call's currency code (part 2 §7)",
  eur: "the payment call's currency code (part 2 §7)",
  false: "the sharedMode parameter's value (part 1 §2.1)",
  shared: "the address list's type (part 2 §7)",
  success: "the payment customer call's status (part 2 §7)",
  error: "the token failure's message field (part 1 §7), not shown",
  'marketing-opt-in': 'a booking tag on the wire (part 2 §7)',
  'marketing-opt-out': 'a booking tag on the wire (part 2 §7)',
  'ddd DD MMM YY': "a date format (part 2 §2.5), the order summary's",
  'Mon 05 Jan 25': 'an example of that date format',
  'Seat (rear)': "a booking item's name on the wire (part 1 §3 'Booking summary')",
  'Seat (front)': "a booking item's name on the wire",
  'Seat (booster)': "a booking item's name on the wire",
  Bag: "a booking item's name on the wire",
  Bike: "a booking item's name on the wire",
  Pet: "a booking item's name on the wire",
};

/**
 * Messages the spec quotes that we changed on purpose: quote -> the ADR 017 row that says why
 * ('row N: ...'). Empty today: every deviation of ours adds words or changes behaviour, and keeps
 * the spec's sentences where the spec shows them.
 */
const CHANGED_ON_PURPOSE: Record<string, string> = {
  'Payment Completed':
    "row 12: the fifth progress step reads 'Request' until a payment has completed; 'Payment Completed' would read as paid",
};

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every quote of a spec text: single-quoted (not an apostrophe inside a word) and double-quoted. */
function specQuotes(text: string): string[] {
  const single = [...text.matchAll(/(?<=^|[\s(/])'(.+?)'(?=$|[\s),.;:/\]])/gm)].map((m) => m[1]!);
  const double = [...text.matchAll(/(?<=^|[\s(/])"([^"\n]+?)"(?=$|[\s),.;:/\]])/gm)].map((m) => m[1]!);
  return [...new Set([...single, ...double])];
}

/** True when `quote` is `value`, its '...' standing for any words left out. */
function matches(quote: string, value: string): boolean {
  const parts = squash(quote).split(/\s*\.\.\.\s*/);
  if (parts.length === 1) return parts[0] === value;
  const pattern = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${pattern}$`).test(value);
}

function leaves(o: unknown): string[] {
  if (typeof o === 'string') return [squash(o)];
  if (o && typeof o === 'object') return Object.values(o).flatMap(leaves);
  return [];
}

/** The English catalogues' texts: the site's JSON files and the server's error texts. */
function englishTexts(): string[] {
  const web = join(ROOT, 'apps/web/src');
  const files = [join(web, 'i18n/en.json'), join(web, 'i18n/other-pages/en.json')];
  for (const feature of readdirSync(join(web, 'features'))) {
    const file = join(web, 'features', feature, 'i18n/en.json');
    if (existsSync(file)) files.push(file);
  }
  return [
    ...files.flatMap((f) => leaves(JSON.parse(readFileSync(f, 'utf8')))),
    ...leaves(ERROR_CATALOGUES.en),
  ];
}

const present = existsSync(SPEC_DIR);
const SKIPPED = present ? '' : ` (skipped: no spec at ${SPEC_DIR}, the folder beside the repository)`;
if (!present) console.warn(`spec-messages.test.ts: skipped, ${SPEC_DIR} is absent`);

describe('the spec quoted against the English catalogues (ADR 017: a changed message cannot go unnoticed)', () => {
  it('finds quotes, keeps an apostrophe inside a word, and reads ... as words left out', () => {
    expect(
      specQuotes("a checkbox 'Select this box if your address isn't found, then enter it below' and 'OK'."),
    ).toEqual(["Select this box if your address isn't found, then enter it below", 'OK']);
    expect(specQuotes('says "Hello there" (and \'Bye\')')).toEqual(['Bye', 'Hello there']);
    expect(matches('ONLY PRIVATE ... please choose.', 'ONLY PRIVATE: Sorry, please choose.')).toBe(true);
    expect(matches('ONLY PRIVATE ... please choose.', 'ONLY PUBLIC: please choose.')).toBe(false);
  });

  it.skipIf(!present)(
    `every message the spec quotes is in an English catalogue, word for word${SKIPPED}`,
    () => {
      const texts = englishTexts();
      const files = readdirSync(SPEC_DIR).filter((f) => f.endsWith('.md'));
      expect(files.length).toBeGreaterThan(0);
      const quotes = files.flatMap((f) => specQuotes(readFileSync(join(SPEC_DIR, f), 'utf8')));
      expect(quotes.length).toBeGreaterThan(50);
      const missing = quotes.filter(
        (q) => !(q in NOT_MESSAGES) && !(q in CHANGED_ON_PURPOSE) && !texts.some((t) => matches(q, t)),
      );
      expect(
        missing,
        'quoted in the spec, in no English catalogue: restore it or record it in ADR 017',
      ).toEqual([]);
      // the lists hold only what the spec quotes, and what we changed is indeed changed
      for (const q of [...Object.keys(NOT_MESSAGES), ...Object.keys(CHANGED_ON_PURPOSE)]) {
        expect(quotes, `listed but not quoted in the spec: '${q}'`).toContain(q);
      }
      for (const q of Object.keys(CHANGED_ON_PURPOSE)) {
        expect(
          texts.some((t) => matches(q, t)),
          `'${q}' is listed as changed but is unchanged`,
        ).toBe(false);
      }
    },
  );

  it.skipIf(!present)(`each message changed on purpose names a row of ADR 017${SKIPPED}`, () => {
    const adr = readFileSync(ADR_017, 'utf8');
    for (const [quote, why] of Object.entries(CHANGED_ON_PURPOSE)) {
      const row = /^row (\d+):/.exec(why)?.[1];
      expect(row, `'${quote}' names no ADR 017 row`).toBeDefined();
      expect(adr).toMatch(new RegExp(`^\\| ${row} \\|`, 'm'));
    }
  });
});
