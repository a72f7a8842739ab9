import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';

/** Every leaf of a catalogue as [dotted key, value]. */
const leaves = (o: object, prefix = ''): [string, unknown][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? leaves(v, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );

/**
 * Values French or Spanish may keep as in English: each language names itself in the switch;
 * 'Extras' (Spanish word), 'Date', 'Actions' and 'Minibus' (French words).
 */
const SAME_AS_ENGLISH = new Set(['English', 'Français', 'Español', 'Extras', 'Date', 'Actions', 'Minibus']);

/** The operator's source files (features/operator and app/routes/operator), tests excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

describe('the operator catalogue (ADR 019: every operator screen in English, French and Spanish)', () => {
  it('French and Spanish have exactly the English keys', () => {
    const keys = (o: object) =>
      leaves(o)
        .map(([k]) => k)
        .sort();
    expect(keys(fr)).toEqual(keys(en));
    expect(keys(es)).toEqual(keys(en));
  });

  it('no French or Spanish value is left in English, but for the language names', () => {
    const english = new Map(leaves(en));
    for (const catalogue of [fr, es]) {
      const same = leaves(catalogue)
        .filter(([k, v]) => v === english.get(k) && !SAME_AS_ENGLISH.has(v as string))
        .map(([k]) => k);
      expect(same).toEqual([]);
    }
  });

  it("every key the operator screens ask for with t('...') is in the catalogue", () => {
    const root = process.cwd().endsWith('apps/web') ? 'src' : 'apps/web/src';
    const files = [
      ...sources(join(root, 'features/operator')),
      ...sources(join(root, 'app/routes/operator')),
    ];
    const known = new Set(leaves(en).map(([k]) => k.replace(/_(one|other)$/, '')));
    const missing: string[] = [];
    let used = 0;
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^'$`]+)'/g)) {
        used += 1;
        if (!known.has(match[1]!)) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(used).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
