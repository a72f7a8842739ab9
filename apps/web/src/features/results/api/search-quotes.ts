import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Quote, SearchItemInput } from '@alpine/contract';
import { QUOTES_PATH, QuoteLight, light } from '@alpine/contract/light';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';

/** The answer split by direction (spec part 1 §7: data[0] outbound, data[1] return). */
export interface QuoteResults {
  outbound: Quote[];
  back: Quote[] | null;
}

/**
 * POST /api/v1/fares/quotes with one item (one way) or two (outbound, return) (spec part 1 §7
 * "Quote search" and "Promo re-quote"). The answer is checked with the contract's light mirror
 * (QuoteLight), so the results screen loads no zod (docs/architecture.md §5).
 */
export async function searchQuotes(items: SearchItemInput[]): Promise<QuoteResults> {
  const data = unwrap(
    await apiRequest(QUOTES_PATH, {
      method: 'POST',
      body: items,
      schema: light.array(light.array(QuoteLight)),
    }),
  );
  return { outbound: data[0] ?? [], back: items.length > 1 ? (data[1] ?? []) : null };
}

/**
 * The search of the results screen. `onSuccess` runs once per successful answer (part 1 §2.1:
 * "A successful search response clears that stored search").
 */
export function useQuoteSearch(items: SearchItemInput[] | null, onSuccess?: () => void) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['quotes', items, i18n.language],
    enabled: items !== null,
    retry: false,
    staleTime: 5 * 60 * 1000,
    queryFn: async () => {
      const results = await searchQuotes(items ?? []);
      onSuccess?.();
      return results;
    },
  });
}

/**
 * The promo re-quote (spec part 1 §4 "Promo re-quote"): the search's items with the code. The
 * private flag stays the search's (null), so every product comes back and the promotion applies to
 * each card whose quotes carry it, in either mode (ADR 017 "promotion on every card").
 */
export function usePromoQuote() {
  return useMutation({
    mutationFn: ({ items, code }: { items: SearchItemInput[]; code: string }) =>
      searchQuotes(items.map((item) => ({ ...item, promotion: code }))),
  });
}
