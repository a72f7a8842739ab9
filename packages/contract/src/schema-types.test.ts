/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/**
 * Exported schemas of a source file that have no `z.infer` / `z.input` type beside them. A schema
 * built from one of the domain's data tables (ADR 013: `z.enum(BOOKING_STATES)`) may instead
 * re-export the domain's own type of the same name (`export type { BookingState }`): the type is
 * still declared once.
 */
function schemasWithoutType(source: string): string[] {
  const schemas = [...source.matchAll(/^export const (\w+Schema)\b/gm)].map((m) => m[1]!);
  return schemas.filter(
    (name) =>
      !new RegExp(`^export type \\w+ = z\\.(infer|input)<typeof ${name}>`, 'm').test(source) &&
      !new RegExp(`^export type \\{ ${name.replace(/Schema$/, '')} \\};`, 'm').test(source),
  );
}

describe('contract: each wire shape is defined once, its type inferred beside it (docs/architecture.md §12.2; docs/architecture.md §1)', () => {
  it.each(sources)('every schema exported by %s exports its inferred type', (file) => {
    expect(schemasWithoutType(readFileSync(`${dir}${file}`, 'utf8'))).toEqual([]);
  });

  it('the check notices a schema without its type', () => {
    const source =
      'export const FooSchema = z.object({});\nexport const BarSchema = z.string();\nexport type Bar = z.infer<typeof BarSchema>;\n';
    expect(schemasWithoutType(source)).toEqual(['FooSchema']);
  });
});
