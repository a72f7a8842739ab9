/**
 * Text matching of the gazetteer (ADR 018): one normal form for stored names and typed
 * queries, and a trigram word similarity written as PostgreSQL's pg_trgm defines it, so that
 * SQLite and PostgreSQL rank the same candidates the same way.
 */

/**
 * Lower case, accents removed, every run of non-letters and non-digits one space, trimmed:
 * "Hôtel d’Adrien" -> "hotel d adrien". Safe inside FTS5 quoted strings (only [a-z0-9 ]).
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** pg_trgm's trigrams of one word: padded with two spaces in front and one behind. */
function wordTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i += 1) out.push(padded.slice(i, i + 3));
  return out;
}

/** The set of trigrams of normalised text, as pg_trgm's show_trgm gives them. */
export function trigramsOf(normalised: string): Set<string> {
  const set = new Set<string>();
  for (const word of normalised.split(' ')) if (word) for (const t of wordTrigrams(word)) set.add(t);
  return set;
}

/**
 * How well the query's words are found in the text, 0..1 (pg_trgm `word_similarity(query, text)`
 * in spirit: the share of the query's trigrams present in the text). 1 when every word of the
 * query is in the text; a typo costs a few trigrams, not the match. Inputs are normalised here.
 */
export function wordSimilarity(query: string, text: string): number {
  const q = trigramsOf(normaliseSearchText(query));
  if (q.size === 0) return 0;
  const t = trigramsOf(normaliseSearchText(text));
  let shared = 0;
  for (const trigram of q) if (t.has(trigram)) shared += 1;
  return shared / q.size;
}
