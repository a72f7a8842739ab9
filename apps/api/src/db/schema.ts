import type { Generated } from 'kysely';

/**
 * Table types of the database (DESIGN §2 apps/api/src/db). Booleans are stored as integers 0/1 so
 * that the same migrations run on SQLite and PostgreSQL; money in integer minor units; dates
 * local "YYYY-MM-DD" text; times local "HH:mm" text; instants ISO UTC text.
 */
export interface Database {
  location_groups: { group_id: number; title: string; sort: number };
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
  };
  partners: { partner_id: number; name: string; allows_card: number; allows_invoice: number };
  departure_loads: {
    departure_key: string;
    timetable_id: number;
    service_date: string;
    departure_time: string;
    seats_taken: number;
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
  };
}
