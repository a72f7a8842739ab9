import type { DbTransaction } from '../../db/transaction.ts';
import type { Language } from '@alpine/domain';
import type { QuoteClaims } from './quote-token.ts';

export type { QuoteClaims } from './quote-token.ts';
/**
 * The operator's catalogue of promotions and partners, with its catalogue_changes lines (quotes
 * owns these tables; ADR 013): catalogueAdminRepository, wired in app.ts for the operator module.
 */
export type {
  CatalogueAdminRepository as QuotesCatalogue,
  CatalogueChange,
  PromotionRow,
} from './catalogue-admin.repository.ts';

/** A partner as the bookings module sees it (ADR 008): which payment ways its own users have. */
export interface QuotePartner {
  partnerID: number;
  name: string;
  allowsCard: boolean;
  allowsInvoice: boolean;
}

/** A promotion's stored rate: a percentage, or a fixed amount in minor units (ADR 004). */
export interface PromotionRate {
  percentage: number | null;
  fixedMinor: number | null;
}

/**
 * A quoteID redeemed for a booking leg: its verified claims (minor units, local date and time),
 * the shared departure it names (parsed; null for a private product), the promotion's current rate
 * (null: none; a code no longer usable refuses the quote instead) and the partner it is attributed to (null: none or unknown).
 */
export interface RedeemedQuote {
  claims: QuoteClaims;
  departure: { timetableID: number; date: string; time: string } | null;
  promotion: PromotionRate | null;
  partner: QuotePartner | null;
}

/**
 * Why a quoteID cannot be redeemed: expired, not ours (forged or malformed), naming no departure,
 * or carrying a promotion code that can no longer be used (paused, used up, past its dates or
 * deleted since the search; ADR 004).
 */
export type RedeemRefusal = 'expired' | 'invalid' | 'no_departure' | 'promotion_unavailable';

/**
 * What the quotes module offers the bookings module (ADR 013): quotes owns the quote
 * tokens, promotions (and their use counter) and partners; bookings never reads those tables nor
 * parses a quoteID itself. Implemented by quotesService().forBookings; wired in app.ts.
 */
export interface QuotesForBookings {
  /** Verifies `quoteID` at `now` and answers what it proves, or why not (no write). */
  redeem(
    quoteID: string,
    now: Date,
  ): Promise<{ ok: true; quote: RedeemedQuote } | { ok: false; error: RedeemRefusal }>;
  /** A partner by id (payment ways at payment time, ADR 008), or null. */
  findPartner(partnerID: number): Promise<QuotePartner | null>;
  /**
   * Counts one use of each promotion in `promotionIDs` (ADR 004: use limits) inside the caller's
   * open transaction `tx` (the booking's confirmation), so that it counts if and only if that commits.
   */
  countPromotionUses(tx: DbTransaction, promotionIDs: number[]): Promise<void>;
  /**
   * Seats or vehicles on sale changed (a seat or vehicle hold, release or sale; ADR 005, ADR 022):
   * cached search answers, seat loads and fleet reads are dropped.
   */
  seatsChanged(): void;
}

/** Context of one search: the instant, the language of the notices and who searches. */
export interface SearchContext {
  now: Date;
  language: Language;
  /**
   * The partner whose signed-in user searches (ADR 008), or null/absent. Only that partner's
   * own users see its payment ways (invoice); a partner id in the page address only attributes.
   */
  partnerUserOf?: number | null;
}

/** A shared departure of the timetables on one day (ADR 019); capacity is the timetable's. */
export interface ScheduledDeparture {
  departureKey: string;
  timetableID: number;
  product: string;
  capacity: number;
  date: string;
  time: string;
  originID: number;
  destinationID: number;
}
