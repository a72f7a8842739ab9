import { describe, expect, it } from 'vitest';
import { normaliseSearchText, trigramsOf, wordSimilarity } from './search-text.ts';

describe('gazetteer text matching (ADR 018)', () => {
  it('normalises accents, case and punctuation', () => {
    expect(normaliseSearchText('Hôtel d’Adrien')).toBe('hotel d adrien');
    expect(normaliseSearchText("  Val d'Isère -- Avenue Olympique ")).toBe('val d isere avenue olympique');
    expect(normaliseSearchText('Zürich Großmünster')).toBe('zurich grossmunster');
  });

  it('makes trigrams the way pg_trgm does', () => {
    expect([...trigramsOf('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  });

  it('a query whose words are all in the text scores 1, accents and case aside', () => {
    expect(wordSimilarity('hotel morgane', 'Hôtel Le Morgane, Chamonix')).toBe(1);
  });

  it('a typo keeps a good score; an unrelated word scores low', () => {
    expect(wordSimilarity('morgan', 'Hôtel Le Morgane')).toBeGreaterThan(0.7);
    expect(wordSimilarity('zermatt', 'Hôtel Le Morgane')).toBeLessThan(0.2);
    expect(wordSimilarity('', 'anything')).toBe(0);
  });
});
