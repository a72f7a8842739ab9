import type { Kysely } from 'kysely';

/** [baseID, language, name]: the bases whose name differs in French or Spanish (ADR 022). */
const BASE_NAME_ROWS: readonly [baseID: number, language: 'fr' | 'es', name: string][] = [
  [1, 'fr', 'Genève'],
  [1, 'es', 'Ginebra'],
  [3, 'es', 'Zúrich'],
];

/**
 * The French and Spanish names of the fleet's bases (ADR 022; docs/architecture.md §6): rows of
 * place_names of kind 'base', keyed by base_id, where every other place name lives, so the
 * console's Fleet page and its refusal name a base as the traveller-facing names do ("Genève",
 * "Ginebra", "Zúrich"). A base not listed (Lyon, Grenoble, Tarentaise, Valais, and Zurich in
 * French) has the same name in every language. Rows written here, frozen; portable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db
    .insertInto('place_names' as never)
    .values(
      BASE_NAME_ROWS.map(([place_id, language, name]) => ({
        kind: 'base',
        place_id,
        language,
        name,
      })) as never,
    )
    .execute();
}

/** Removes the bases' translated names (kind 'base'). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('place_names' as never)
    .where('kind' as never, '=', 'base' as never)
    .execute();
}
