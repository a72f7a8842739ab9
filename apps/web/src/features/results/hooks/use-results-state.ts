import { useState } from 'react';
import type { Quote } from '@alpine/contract';
import { buildOptions, type BookingOption, type OptionType } from '@alpine/domain';
import type { Promotion } from '../../../booking-state/journey.ts';
import { rowKey } from '../chosen-option.ts';
import type { QuoteResults } from '../api/search-quotes.ts';

/** The highlighted card and its chosen rows (spec part 1 §4). */
export interface Selection {
  type: OptionType;
  go: string | null;
  back: string | null;
}

/** The promotion a card's quotes carry (the first row's, outbound then return), or null. */
export function promotionIn(option: BookingOption<Quote>): Promotion | null {
  const row = [...option.go, ...option.back].find((r) => r.quote.promotion?.promotionID);
  return row?.quote.promotion ?? null;
}

function autoSelection(option: BookingOption<Quote> | undefined): Selection | null {
  if (!option) return null;
  const go = option.go[0];
  const back = option.back[0];
  return { type: option.type, go: go ? rowKey(go) : null, back: back ? rowKey(back) : null };
}

/**
 * State of the result cards (spec part 1 §4): one open card; one highlighted card whose rows are
 * selected; a row toggles; selecting in one card clears the others; private options are
 * auto-selected. `promoted` is the promo re-quote of every product (null until a code is applied):
 * each card whose re-quoted quotes carry the promotion shows those rows and that promotion, the
 * others keep theirs (ADR 017 "promotion on every card"). Row keys survive the re-quote, so the
 * selection stays.
 */
export function useResultsState(
  results: QuoteResults,
  promoted: QuoteResults | null,
  mode: 'shared' | 'private',
  startOpen: boolean,
) {
  const base = buildOptions(results.outbound, results.back, mode);
  const withPromotion = promoted ? buildOptions(promoted.outbound, promoted.back, mode) : [];
  const initialPrivate = base.find((o) => o.type === 'private_standard') ?? base[0];
  const [openType, setOpenType] = useState<OptionType | null>(
    mode === 'private' ? (initialPrivate?.type ?? null) : startOpen ? (base[0]?.type ?? null) : null,
  );
  const [selection, setSelection] = useState<Selection | null>(() =>
    mode === 'private' ? autoSelection(initialPrivate) : null,
  );
  const options = base.map((o) => {
    const requoted = withPromotion.find((p) => p.type === o.type);
    return requoted && promotionIn(requoted) ? requoted : o;
  });

  /** Clicking an open card closes it; opening one closes the others (part 1 §4). */
  const toggleOpen = (type: OptionType) => setOpenType((open) => (open === type ? null : type));

  /** Selecting a row toggles it; a row of another card clears that card's selection (part 1 §4). */
  const selectRow = (type: OptionType, leg: 'go' | 'back', key: string) =>
    setSelection((current) => {
      const next: Selection = current?.type === type ? { ...current } : { type, go: null, back: null };
      next[leg] = next[leg] === key ? null : key;
      return next.go === null && next.back === null ? null : next;
    });

  /** 'Choose Standard' / 'Choose Premium': highlights and auto-selects a private card (part 1 §2.1, §4). */
  const chooseCard = (type: OptionType) => {
    setOpenType(type);
    setSelection(autoSelection(options.find((o) => o.type === type)));
  };

  /** The promotion the card's quotes carry, or null (part 1 §4). */
  const promotionOf = (type: OptionType) => {
    const option = options.find((o) => o.type === type);
    return option ? promotionIn(option) : null;
  };

  const selectedRows = (option: BookingOption<Quote>) => {
    const sel = selection?.type === option.type ? selection : null;
    return {
      go: sel?.go ? option.go.find((r) => rowKey(r) === sel.go) : undefined,
      back: sel?.back ? option.back.find((r) => rowKey(r) === sel.back) : undefined,
    };
  };

  return {
    options,
    openType,
    selection,
    toggleOpen,
    selectRow,
    chooseCard,
    promotionOf,
    selectedRows,
  };
}
