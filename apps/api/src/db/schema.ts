import type { BookingState, ExtraColumns, VehicleClass, VehicleSize } from '@alpine/domain';
import type { ColumnType, Generated } from 'kysely';

/**
 * Table types of the database (docs/architecture.md §1 apps/api/src/db). Booleans are stored as integers 0/1
 * so that the same migrations run on SQLite and PostgreSQL; money in integer minor units; dates
 * local "YYYY-MM-DD" text; times local "HH:mm" text; instants ISO UTC text.
 */
export interface Database {
  location_groups: { group_id: number; title: string; sort: number };
  /** French and Spanish names of places (docs/architecture.md §6); English is the place's own name. */
  place_names: {
    kind: 'location' | 'address' | 'group' | 'base';
    place_id: number;
    language: string;
    name: string;
  };
  locations: {
    location_id: number;
    group_id: number;
    name: string;
    city: string;
    country: string;
    time_zone: string;
    kind: string;
    latitude: number;
    longitude: number;
    area_id: number;
    address_at_origin: number;
    address_at_destination: number;
    public: number;
  };
  addresses: {
    address_id: Generated<number>;
    location_id: number;
    kind: string;
    organisation: string;
    street: string;
    city: string;
    postcode: string;
    country: string;
    latitude: number | null;
    longitude: number | null;
    fixed: number;
    /** sid of the session that typed the address (null: a seeded stop; '' typed before owners were kept). */
    owner_session: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** The embedded geocoder's places (ADR 018); written only by its migration. */
  gazetteer: {
    place_id: Generated<number>;
    location_id: number;
    address_id: number | null;
    kind: string;
    name: string;
    street: string;
    city: string;
    postcode: string;
    country: string;
    latitude: number;
    longitude: number;
    search_text: string;
  };
  routes: {
    hub_id: number;
    resort_id: number;
    duration_minutes: number;
    distance_km: number;
    currency: string;
  };
  timetables: {
    timetable_id: number;
    hub_id: number;
    resort_id: number;
    direction: string;
    product: string;
    capacity: number;
    seat_price_minor: number;
  };
  timetable_patterns: {
    pattern_id: Generated<number>;
    timetable_id: number;
    valid_from: string;
    valid_to: string;
    days: string;
    first_departure: string;
    last_departure: string;
    headway_minutes: number;
  };
  private_rates: {
    rate_id: Generated<number>;
    hub_id: number;
    resort_id: number;
    product: string;
    pax_max: number;
    price_minor: number;
    valid_from: string | null;
    valid_to: string | null;
  };
  promotions: {
    promotion_id: number;
    code: string;
    percentage: number | null;
    fixed_amount_minor: number | null;
    valid_from: string;
    valid_to: string;
    max_uses: number | null;
    uses: number;
    /** 1 when the operator paused the code: the quote search refuses it (ADR 019). */
    paused: ColumnType<number, number | undefined, number>;
  };
  /** Every operator change of a promotion or a partner, with the operator and the instant (ADR 019). */
  catalogue_changes: {
    change_id: Generated<number>;
    /** promotion | partner */
    subject: string;
    subject_id: number;
    /** created | paused | resumed | updated | flags | user_added */
    change: string;
    /** JSON of the new values, or null. */
    detail: string | null;
    operator_id: number;
    at: string;
  };
  partners: { partner_id: number; name: string; allows_card: number; allows_invoice: number };
  /** Requests of groups of 51-99 passengers (migration 2026112801; group-requests module, ADR 013). */
  group_requests: {
    group_request_id: Generated<number>;
    /** "GRP-" and 6 characters of the booking reference alphabet. */
    reference: string;
    origin_id: number;
    destination_id: number;
    /** Local date YYYY-MM-DD and time HH:mm where the leg starts. */
    outbound_date: string;
    outbound_time: string;
    return_date: string | null;
    return_time: string | null;
    pax: number;
    name: string;
    email: string;
    mobile: string;
    /** en | fr | es: the traveller's e-mails are written in it. */
    language: string;
    message: string | null;
    /** ISO UTC instants. */
    received_at: string;
    answered_at: string | null;
  };
  /** The operator's e-mailed answers to a group request, each with who sent it and when (ISO UTC). */
  group_request_answers: {
    answer_id: Generated<number>;
    group_request_id: number;
    operator_id: number;
    operator_email: string;
    text: string;
    sent_at: string;
  };
  departure_loads: {
    departure_key: string;
    timetable_id: number;
    service_date: string;
    departure_time: string;
    seats_taken: number;
    /** Seats the operator took off sale (ADR 019): timetable capacity minus the departure's. */
    withheld: ColumnType<number, number | undefined, number>;
    /** 1 when the operator closed the departure to sales (ADR 019). */
    closed: ColumnType<number, number | undefined, number>;
  };
  /** Capacity changes and closings of departures, by whom and when (ADR 019). */
  departure_changes: {
    change_id: Generated<number>;
    departure_key: string;
    /** capacity | closed | reopened */
    change: string;
    from_value: number | null;
    to_value: number | null;
    operator_id: number;
    at: string;
  };
  customers: {
    customer_id: Generated<number>;
    brand_id: number;
    first_name: string;
    last_name: string;
    email: string;
    mobile: string;
    password_hash: string | null;
    created_at: string;
    /** ISO UTC instant the e-mail was confirmed by its link; null = unverified (ADR 007). */
    email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
    /** Guest rows: the session (token sid) that created it; null for accounts (ADR 008). */
    owner_session: ColumnType<string | null, string | null | undefined, string | null>;
    /** A partner's user: the partner it may book and owe invoices for (ADR 008); else null. */
    partner_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** A new e-mail waiting for the link sent to it (ADR 007); null when none. */
    pending_email: ColumnType<string | null, string | null | undefined, string | null>;
    /** 1 for an operator's account (ADR 019: the provider's staff); else 0. */
    operator: ColumnType<number, number | undefined, number>;
  };
  /** The accounts that own a booking (ADR 008): via made | link | migrated. */
  booking_claims: { booking_id: number; customer_id: number; via: string; claimed_at: string };
  /** Sessions of user tokens (ADR 007): a revoked session's tokens are refused. */
  auth_sessions: { session_id: string; customer_id: number; created_at: string; revoked_at: string | null };
  /** A booking; its state moves only along the domain's transition table (ADR 021). */
  bookings: {
    booking_id: Generated<number>;
    reference: string;
    customer_id: number;
    /** jti of the token that created it: a guest's booking belongs to its session. */
    owner_session: string;
    first_name: string;
    last_name: string;
    email: string;
    mobile: string;
    state: BookingState;
    /** Set by the first leg; every leg of a booking has this currency. */
    currency: string | null;
    total_minor: number;
    created_at: string;
    confirmed_at: string | null;
    /** The payment (or 'invoice:<bookingID>') that confirmed it; unique: confirmed once. */
    paid_reference: string | null;
    review_requested_at: string | null;
    /** ISO UTC end of an awaiting_review booking's seat hold (ADR 010); null otherwise. */
    review_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
    /** Client address that sent the booking to review (at most a few pending per address). */
    review_client: ColumnType<string | null, string | null | undefined, string | null>;
    /** ISO UTC instant the traveller was e-mailed that the review expired; null = not yet. */
    review_notified_at: ColumnType<string | null, string | null | undefined, string | null>;
    marketing_tag: string | null;
    /**
     * 'en', 'fr' or 'es': the language the booking was made in, for its e-mails (docs/architecture.md §6).
     */
    language: ColumnType<string, string | undefined, string>;
    /** Cancellation (ADR 007): when, the refund the policy gave and the gateway's refund id. */
    cancelled_at: ColumnType<string | null, string | null | undefined, string | null>;
    refund_minor: ColumnType<number | null, number | null | undefined, number | null>;
    refund_percent: ColumnType<number | null, number | null | undefined, number | null>;
    refund_reference: ColumnType<string | null, string | null | undefined, string | null>;
    /** End (ISO UTC) of the pay link sent when the operator confirmed a reviewed booking (ADR 019). */
    pay_link_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
    /** The operator's reason when it declined the booking (ADR 019). */
    decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Every state change of every booking, in the transaction of the change (ADR 019). */
  booking_audit: {
    audit_id: Generated<number>;
    booking_id: number;
    event: string;
    /** traveller | operator | system */
    actor: string;
    operator_id: number | null;
    detail: string | null;
    at: string;
  };
  /**
   * A leg of a booking (spec part 2 §7 "Add booking leg"): what its signed quote proved, priced.
   * Its items' columns (bags ... children) come from the extras table of @alpine/domain (ExtraColumns).
   */
  booking_legs: ExtraColumns & {
    passenger_id: Generated<number>;
    booking_id: number;
    leg_index: number;
    /** sha256 of the quoteID: a retried leg with the same quote answers the leg already added. */
    quote_hash: string;
    product: string;
    origin_id: number;
    destination_id: number;
    service_date: string;
    departure_time: string;
    duration_minutes: number;
    pax: number;
    fare_minor: number;
    promotion_id: number | null;
    promotion_percentage: number | null;
    promotion_fixed_minor: number | null;
    partner_id: number | null;
    status_id: number;
    departure_key: string | null;
    flight: string;
    origin_address_id: number;
    destination_address_id: number;
    price_minor: number;
    currency: string;
    quote_expires_at: string;
    /** The connection (flight, train) date and time searched with; null on rows before ADR 007. */
    connection_date: ColumnType<string | null, string | null | undefined, string | null>;
    connection_time: ColumnType<string | null, string | null | undefined, string | null>;
    /** 1 when a count passes its suggested maximum (spec part 2 §5): the operator confirms it. */
    needs_operator_check: ColumnType<number, number | undefined, number>;
    /** ISO UTC instant the traveller boarded (ADR 019), and the operator who checked them in. */
    checked_in_at: ColumnType<string | null, string | null | undefined, string | null>;
    checked_in_by: ColumnType<number | null, number | null | undefined, number | null>;
  };
  /** Seats of a shared departure held for (or sold to) a leg; state held | sold | released. */
  seat_holds: {
    hold_id: Generated<number>;
    booking_id: number;
    passenger_id: number;
    departure_key: string;
    timetable_id: number;
    service_date: string;
    departure_time: string;
    seats: number;
    state: string;
    /** ISO UTC; null once sold; while the booking awaits review, its review deadline. */
    expires_at: string | null;
    /** The connection's address that took the hold (request.ip); null on holds before it was kept. */
    client_address: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** A depot of the private fleet (ADR 022): English name, and the hub location it stands at. */
  bases: { base_id: number; name: string; home_location_id: number };
  /** The base that serves a hub location, and the minutes from its depot to the hub (ADR 022). */
  base_hubs: { location_id: number; base_id: number; minutes: number };
  /** Vehicles of one base, vehicle class and size (ADR 022); `vehicles` is what the operator sets. */
  fleet: {
    fleet_id: number;
    base_id: number;
    vehicle_class: VehicleClass;
    size: VehicleSize;
    seats: number;
    vehicles: number;
  };
  /** Changes of a fleet row's count, by whom and when (ISO UTC) (ADR 022). */
  fleet_changes: {
    change_id: Generated<number>;
    fleet_id: number;
    from_value: number;
    to_value: number;
    operator_id: number;
    at: string;
  };
  /**
   * One vehicle held for (or sold to) a leg (ADR 022): its fleet row and number (1..vehicles), its
   * working window (ISO UTC, end exclusive); state held | sold | released, as seat_holds.
   */
  vehicle_holds: {
    hold_id: Generated<number>;
    booking_id: number;
    passenger_id: number;
    fleet_id: number;
    vehicle_number: number;
    starts_at: string;
    ends_at: string;
    state: 'held' | 'sold' | 'released';
    /** ISO UTC; null once sold; while the booking awaits review, its review deadline. */
    expires_at: string | null;
    client_address: string | null;
  };
  /** Payment customers (add-customer): id 'cus_...' of the gateway. */
  payment_customers: { id: string; email: string; name: string; phone: string; created_at: string };
  /**
   * Payment intents (docs/architecture.md §4: idempotent creation); status as Stripe's. At most one open
   * intent (requires_* or processing) per booking; an ended one (succeeded, canceled) leaves room for a new
   * one.
   */
  payment_intents: {
    id: string;
    client_secret: string;
    booking_id: number;
    customer_id: string;
    amount_minor: number;
    currency: string;
    status: string;
    provider: string;
    /** JSON { type, code, message } of the last card error, or null. */
    last_error: string | null;
    created_at: string;
    updated_at: string;
    /** Sandbox only: when the card was charged (set with the move to 'processing'; ADR 009). */
    charged_at: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Webhook events already handled (idempotency per event id). */
  payment_events: { event_id: string; type: string; received_at: string };
  refunds: {
    refund_id: string;
    payment_intent_id: string;
    amount_minor: number;
    reason: string;
    created_at: string;
  };
  /** Mail kept (jsonTransport) or sent (SMTP); dedup_key makes sending idempotent. */
  mail_outbox: {
    mail_id: string;
    dedup_key: string | null;
    to_address: string;
    subject: string;
    text: string;
    html: string;
    /** JSON array of { filename } of the attachments. */
    attachments_json: string;
    created_at: string;
    sent_at: string | null;
    /** pending (to deliver) | sent (SMTP) | kept (no SMTP_URL: /dev/mailbox); ADR 009. */
    state: Generated<string>;
    /** JSON { kind, bookingID } of a message rendered at send time, else null. */
    payload_json: ColumnType<string | null, string | null | undefined, string | null>;
    attempts: Generated<number>;
    next_attempt_at: ColumnType<string | null, string | null | undefined, string | null>;
    locked_until: ColumnType<string | null, string | null | undefined, string | null>;
    last_error: ColumnType<string | null, string | null | undefined, string | null>;
    /** The Reply-To of the message (a contact message's traveller, ADR 015), or null. */
    reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Periodic jobs (ADR 009): claimed by a conditional UPDATE of locked_until; instants ISO UTC. */
  jobs: {
    name: string;
    next_run_at: string;
    locked_until: string | null;
    locked_by: string | null;
    last_run_at: string | null;
    last_error: string | null;
  };
  /** Single-use e-mailed links (ADR 007): purpose verify_email | password_reset; sha256 of the token. */
  account_tokens: {
    token_hash: string;
    purpose: string;
    customer_id: number;
    /** The e-mail the link was sent to: the link is void once the customer's e-mail changes. */
    email: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /**
   * One row per failed password login: lower-case e-mail and the client's address, for the
   * per-(account, address) back-off (ADR 011; '' for rows older than the address column).
   */
  login_failures: { email: string; address: string; failed_at: string };
  /**
   * First-party analytics events sent after cookie consent (ADR 016): type page_view |
   * booking_step_completed | purchase; step 1-5 or null; instants ISO UTC text.
   */
  analytics_events: {
    event_id: Generated<number>;
    type: string;
    path: string;
    step: number | null;
    booking_reference: string | null;
    occurred_at: string;
    received_at: string;
  };
}
