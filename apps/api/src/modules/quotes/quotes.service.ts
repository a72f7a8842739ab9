import { QuoteSearchResponseSchema, type Quote, type SearchItem } from '@alpine/contract';
import {
  addDays,
  departureKey,
  departuresOn,
  timeOfMinutes,
  FARE_ENGINE,
  fromMinor,
  isPromotionUsable,
  isTimePastToday,
  localDate,
  wallClock,
  normalisePromotionCode,
  noticeText,
  parseDepartureKey,
  quoteLeg,
  type Fare,
  type FareLocation,
  type FareSearchLeg,
  type PromotionRecord,
} from '@alpine/domain';
import { unprocessable } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import { compileResponseSerializer } from '../../http/response-serializer.ts';
import { EncodedBody } from '../../http/encoded-body.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { QuoteTokens } from './quote-token.ts';
import type { QuotesForBookings, ScheduledDeparture, SearchContext } from './quotes-port.ts';

export type { ScheduledDeparture, SearchContext } from './quotes-port.ts';
import { expiringEntries, searchCache } from './search-cache.ts';
import { faresFromService } from './fares-from.ts';
import { privateFleet } from './private-fleet.ts';
import { routeKey, type NetworkRoute, type Partner, type QuotesRepository } from './quotes.repository.ts';

/** The search answer written as the contract's JSON (docs/architecture.md §5): only the schema's fields. */
const writeSearchResponse = compileResponseSerializer(QuoteSearchResponseSchema);

/**
 * The search cache's key (ADR 005): what the answer depends on besides the search, i.e. the
 * notices' language and the partner whose user searches, then the search as the request's JSON
 * text ('body') or as the validated items ('items'), kept apart by the prefix.
 */
const searchKey = (kind: 'body' | 'items', search: string, ctx: SearchContext) =>
  `${kind}|${ctx.language}|${ctx.partnerUserOf ?? ''}|${search}`;

/**
 * Longest request body, in characters, that keys the cache as it is (a search of two items is
 * about 0.4 kB); a longer one (padded with spaces, say) is keyed by its validated items, so that
 * 2,000 entries never hold 2,000 bodies of 256 kB.
 */
export const MAX_KEYED_BODY = 4096;

/** How far ahead a search may look, in days. */
const MAX_DAYS_AHEAD = 550;

/**
 * Quote search (spec part 1 §3-§4, §7; docs/architecture.md §4, ADR 004): prices every product of each search
 * item with the fare engine and signs each fare into a quote. Answers [outbound quotes, return quotes].
 * 422 for an unknown location, the same origin and destination, a past date or a time of today
 * already gone at the origin (ADR 017: 'This time has already passed today...'), a date too far
 * ahead, or a return before the outbound. An unknown, expired or used-up promotion code gives
 * `promotion: null`; an unknown partner gives `partner: null` and card payment; a known one
 * attributes the quote, and offers its payment ways only to its own users (ADR 008). `private` and
 * `fixed`, when not null, keep only the quotes whose journey.private / journey.fixed match.
 */
export function quotesService(deps: {
  repository: QuotesRepository;
  locations: LocationsService;
  tokens: QuoteTokens;
  /** Lifetime of cached identical searches, milliseconds; 0 = no cache (ADR 005). */
  cacheMs: number;
}) {
  const cache = searchCache(deps.cacheMs);
  // Seats taken per departure key of (timetables, service dates), kept as long as answers are and
  // cleared with them (ADR 005): searches of the same route and day at other times or for other
  // pax read the seats once (docs/architecture.md §5).
  const seatLoads = expiringEntries<Map<string, number>>(deps.cacheMs, 500);
  // The fleet and standing vehicle jobs a search's private fares need (ADR 022), kept alike.
  const fleet = privateFleet(deps.repository, deps.cacheMs);
  let network: Promise<Map<string, NetworkRoute>> | null = null;
  const getNetwork = () => (network ??= deps.repository.loadNetwork());

  /** The port of the bookings module (quotes-port.ts; ADR 013). */
  const forBookings: QuotesForBookings = {
    async redeem(quoteID, now) {
      const verified = deps.tokens.verify(quoteID, now);
      if (!verified.ok) return { ok: false, error: verified.error === 'expired' ? 'expired' : 'invalid' };
      const claims = verified.claims;
      const departure = claims.departureKey === null ? null : parseDepartureKey(claims.departureKey);
      if (claims.departureKey !== null && !departure) return { ok: false, error: 'no_departure' };
      const [promotion, partner, origin] = await Promise.all([
        claims.promotionID === null ? null : deps.repository.findPromotionByID(claims.promotionID),
        claims.partnerID === null ? null : deps.repository.findPartner(claims.partnerID),
        deps.locations.get(claims.origin),
      ]);
      if (claims.promotionID !== null) {
        // the code is checked again as the search checked it (ADR 004): a code paused, used up
        // or past its dates since the search (the origin's local date) prices nothing any more
        const today = localDate(now, origin?.timeZone ?? 'Europe/Zurich');
        if (!promotion || promotion.paused || !isPromotionUsable(promotion, today)) {
          return { ok: false, error: 'promotion_unavailable' };
        }
      }
      const rate = promotion && { percentage: promotion.percentage, fixedMinor: promotion.fixedAmountMinor };
      return { ok: true, quote: { claims, departure, promotion: rate, partner } };
    },
    findPartner: (partnerID) => deps.repository.findPartner(partnerID),
    countPromotionUses: (tx, promotionIDs) => deps.repository.countPromotionUses(promotionIDs, tx),
    seatsChanged: () => {
      cache.clear();
      seatLoads.clear();
      fleet.clear();
    },
  };

  /** Seats taken per departure key (repository.loadSeatLoads), from the seat-load cache when fresh. */
  async function loadSeatLoads(timetableIDs: number[], dates: string[], now: number) {
    const key = `${timetableIDs.join(',')}|${dates.join(',')}`;
    const kept = seatLoads.get(key, now);
    if (kept) return kept;
    const since = seatLoads.generation();
    const loads = await deps.repository.loadSeatLoads(timetableIDs, dates);
    seatLoads.set(key, loads, now, since);
    return loads;
  }

  async function priceItem(item: SearchItem, ctx: SearchContext, index: number): Promise<Quote[]> {
    // The whole sentence per leg (docs/architecture.md §6): 'outbound'/'return' is translated with it.
    const leg = index === 0 ? 'outbound' : 'return';
    const [origin, destination] = await Promise.all([
      deps.locations.get(item.origin.locationID, ctx.language),
      deps.locations.get(item.destination.locationID, ctx.language),
    ]);
    if (!origin)
      throw unprocessable(errorText(`${leg}OriginUnknown`, { locationID: item.origin.locationID }));
    if (!destination) {
      throw unprocessable(errorText(`${leg}DestinationUnknown`, { locationID: item.destination.locationID }));
    }
    if (origin.locationID === destination.locationID) throw unprocessable(errorText(`${leg}SameEnds`));
    const today = localDate(ctx.now, origin.timeZone);
    if (item.connection.date < today)
      throw unprocessable(errorText(`${leg}DatePast`, { date: item.connection.date }));
    // a connection time of today already gone (the origin's clock) is named, not answered with no
    // transfers "on this date" (ADR 017)
    if (isTimePastToday(item.connection.date, item.connection.time, wallClock(ctx.now, origin.timeZone))) {
      throw unprocessable(errorText(`${leg}TimePast`, { time: item.connection.time }));
    }
    if (item.connection.date > addDays(today, MAX_DAYS_AHEAD)) {
      throw unprocessable(
        errorText(`${leg}DateTooFar`, { date: item.connection.date, days: MAX_DAYS_AHEAD }),
      );
    }

    const toResort = destination.kind === 'resort' && origin.kind !== 'resort';
    const toHub = origin.kind === 'resort' && destination.kind !== 'resort';
    if (!toResort && !toHub) return [];
    const route = (await getNetwork()).get(
      toResort
        ? routeKey(origin.locationID, destination.locationID)
        : routeKey(destination.locationID, origin.locationID),
    );
    if (!route) return [];
    const timetables = toResort ? route.toResort : route.toHub;
    const asFare = (l: typeof origin): FareLocation => ({
      locationID: l.locationID,
      kind: l.kind,
      timeZone: l.timeZone,
    });
    const fareLeg: FareSearchLeg = {
      origin: asFare(origin),
      destination: asFare(destination),
      date: item.connection.date,
      time: item.connection.time,
      modeID: item.connection.modeID,
      pax: item.pax,
    };
    const [loads, base] = await Promise.all([
      loadSeatLoads(
        timetables.map((t) => t.timetableID),
        [addDays(item.connection.date, -1), item.connection.date, addDays(item.connection.date, 1)],
        ctx.now.getTime(),
      ),
      item.private === false ? null : fleet.forLeg(route, fareLeg, ctx.now.getTime()),
    ]);
    let fares = quoteLeg(
      fareLeg,
      {
        durationMinutes: route.durationMinutes,
        currency: route.currency,
        timetables,
        privateRates: route.privateRates,
        base,
      },
      loads,
      ctx.now,
    );
    if (item.private !== null) fares = fares.filter((f) => f.product.startsWith('private') === item.private);
    if (item.fixed !== null) fares = fares.filter((f) => (f.product === 'shared_fixed') === item.fixed);

    const code = normalisePromotionCode(item.promotion);
    const promotion = code ? await deps.repository.findPromotion(code) : null;
    const usable = promotion && isPromotionUsable(promotion, today) ? promotion : null;
    const partnerID = item.partner ?? ctx.partnerUserOf ?? null;
    const partner = partnerID ? await deps.repository.findPartner(partnerID) : null;
    const exp = Math.floor(ctx.now.getTime() / 1000) + FARE_ENGINE.quoteTtlSeconds;
    const expiresAt = new Date(exp * 1000).toISOString();
    return fares.map((fare) =>
      toQuote(fare, { item, origin, destination, route, promotion: usable, partner, exp, expiresAt, ctx }),
    );
  }

  function toQuote(
    fare: Fare,
    c: {
      item: SearchItem;
      origin: { locationID: number; name: string; areaID: number };
      destination: { locationID: number; name: string; areaID: number };
      route: NetworkRoute;
      promotion: PromotionRecord | null;
      partner: Partner | null;
      exp: number;
      /** `exp` as an ISO instant, written once per search item. */
      expiresAt: string;
      ctx: SearchContext;
    },
  ): Quote {
    const customerID = c.item.customer ?? null;
    const quoteID = deps.tokens.sign({
      product: fare.product,
      origin: c.origin.locationID,
      destination: c.destination.locationID,
      date: fare.date,
      time: fare.time,
      durationMinutes: c.route.durationMinutes,
      pax: fare.pax,
      priceMinor: fare.priceMinor,
      currency: fare.currency,
      departureKey: fare.departureKey,
      statusID: fare.statusID,
      promotionID: c.promotion?.promotionID ?? null,
      partnerID: c.partner?.partnerID ?? null,
      customerID,
      connection: {
        date: c.item.connection.date,
        time: c.item.connection.time,
        modeID: c.item.connection.modeID,
      },
      exp: c.exp,
    });
    return {
      quoteID,
      expiresAt: c.expiresAt,
      brand: { brandID: 1 },
      journey: {
        product: fare.product,
        private: fare.product.startsWith('private'),
        upgrade: fare.product === 'private_premium',
        fixed: fare.product === 'shared_fixed',
        pax: fare.pax,
        time: fare.time,
        date: fare.date,
        duration: fare.durationSeconds,
        seatsLeft: fare.seatsLeft,
        vehiclesLeft: fare.vehiclesLeft,
      },
      fare: { price: fromMinor(fare.priceMinor), currency: fare.currency },
      origin: { locationID: c.origin.locationID, locationName: c.origin.name, areaID: c.origin.areaID },
      destination: {
        locationID: c.destination.locationID,
        locationName: c.destination.name,
        areaID: c.destination.areaID,
      },
      connection: {
        date: c.item.connection.date,
        time: c.item.connection.time,
        modeID: c.item.connection.modeID,
      },
      customer: customerID ? { customerID } : null,
      partner: c.partner ? { partnerID: c.partner.partnerID, name: c.partner.name } : null,
      payment:
        c.partner && c.ctx.partnerUserOf === c.partner.partnerID
          ? { card: c.partner.allowsCard, invoice: c.partner.allowsInvoice }
          : { card: true, invoice: false },
      promotion: c.promotion
        ? {
            promotionID: c.promotion.promotionID,
            code: c.promotion.code,
            percentage: c.promotion.percentage,
            price: c.promotion.fixedAmountMinor === null ? null : fromMinor(c.promotion.fixedAmountMinor),
          }
        : null,
      notices: fare.notices.map((n) => noticeText(n, c.ctx.language, fare.seatsLeft ?? fare.vehiclesLeft)),
      status: { statusID: fare.statusID },
    };
  }

  return {
    /**
     * Every shared departure the timetables run on local `date` (ADR 019: the operator's day),
     * by time: its key, timetable, product, timetable capacity, time and the route's ends.
     */
    async scheduledDepartures(date: string): Promise<ScheduledDeparture[]> {
      const all: ScheduledDeparture[] = [];
      for (const route of (await getNetwork()).values()) {
        for (const [list, originID, destinationID] of [
          [route.toResort, route.hubID, route.resortID],
          [route.toHub, route.resortID, route.hubID],
        ] as const) {
          for (const tt of list) {
            for (const minute of departuresOn(tt.patterns, date)) {
              const time = timeOfMinutes(minute);
              all.push({
                departureKey: departureKey(tt.timetableID, date, time),
                timetableID: tt.timetableID,
                product: tt.product,
                capacity: tt.capacity,
                date,
                time,
                originID,
                destinationID,
              });
            }
          }
        }
      }
      return all.sort((a, b) => a.time.localeCompare(b.time) || a.timetableID - b.timetableID);
    },
    /**
     * True when the network has a route between the two locations, either way (a hub and a
     * resort of the routes table): what a group request may ask for.
     */
    async servesRoute(originID: number, destinationID: number): Promise<boolean> {
      const network = await getNetwork();
      return network.has(routeKey(originID, destinationID)) || network.has(routeKey(destinationID, originID));
    },
    /**
     * GET /api/v1/fares/from: "from" prices and drive times of an airport or resort (docs/architecture.md §6;
     * fares-from.ts).
     */
    faresFrom: faresFromService({
      locations: deps.locations,
      network: getNetwork,
      fleet: (baseID) => deps.repository.loadFleet(baseID, null),
    }),
    /** POST /api/v1/fares/quotes: [outbound quotes, return quotes] (the second empty for one way). */
    async search(items: SearchItem[], ctx: SearchContext): Promise<Quote[][]> {
      const [outbound, back] = items;
      if (outbound && back && back.connection.date < outbound.connection.date) {
        throw unprocessable(errorText('returnBeforeOutbound'));
      }
      const results = await Promise.all(items.map((item, i) => priceItem(item, ctx, i)));
      return items.length === 1 ? [results[0] ?? [], []] : results;
    },
    /**
     * The cached answer (an EncodedBody: the JSON, kept in the codings it was sent in) of a search
     * whose request body was exactly `body` (the JSON text as received) for the same language and
     * partner, answered moments ago; else undefined. Lets a repeated search skip parsing,
     * validation and serialization (ADR 005, docs/architecture.md §5). Only a successful answer is ever
     * cached, so a hit is what validation and pricing of that same text gave within the cache lifetime.
     */
    cachedJson(body: string, ctx: SearchContext): EncodedBody | undefined {
      if (body.length > MAX_KEYED_BODY) return undefined;
      return cache.get(searchKey('body', body, ctx), ctx.now.getTime());
    },
    /**
     * The search answer `{ data: [outbound, return] }` as an EncodedBody of its JSON text, written by
     * the serializer compiled from the contract (only its fields; docs/architecture.md §5), from the search
     * cache when an identical search was answered moments ago (ADR 005). `body`, the request's JSON text
     * `items` were parsed from, keys the cache (see cachedJson); without it, or when longer than
     * MAX_KEYED_BODY, the items do.
     */
    async searchJson(items: SearchItem[], ctx: SearchContext, body?: string): Promise<EncodedBody> {
      const key =
        body === undefined || body.length > MAX_KEYED_BODY
          ? searchKey('items', JSON.stringify(items), ctx)
          : searchKey('body', body, ctx);
      const cached = cache.get(key, ctx.now.getTime());
      if (cached !== undefined) return cached;
      const since = cache.generation();
      const answer = new EncodedBody(writeSearchResponse({ data: await this.search(items, ctx) }), 'dynamic');
      cache.set(key, answer, ctx.now.getTime(), since);
      return answer;
    },
    /** Seats or vehicles on sale changed (ADR 005, ADR 022): answers, seat loads, fleet reads dropped. */
    seatsChanged: forBookings.seatsChanged,
    /** What the bookings module may ask of quotes (quotes-port.ts): redeem a quoteID, partners, promotion uses. */
    forBookings,
    /** Forgets the cached network and answers (after the timetables or rates change). */
    invalidate(): void {
      network = null;
      cache.clear();
      seatLoads.clear();
      fleet.clear();
    },
  };
}
export type QuotesService = ReturnType<typeof quotesService>;
