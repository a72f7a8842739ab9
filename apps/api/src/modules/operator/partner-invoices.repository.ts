import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One booking on a partner's monthly invoice (ADR 019): amount in minor units of its currency. */
export interface InvoiceLine {
  reference: string;
  /** Service date of the first leg, YYYY-MM-DD. */
  date: string;
  /** ISO UTC instant it was confirmed. */
  confirmedAt: string;
  traveller: string;
  /** "Origin - Destination" of the first leg, "(+ return)" when it has more legs. */
  route: string;
  amountMinor: number;
  currency: string;
}

/**
 * The bookings the partner owes on its monthly invoice (ADR 019): confirmed, paid by invoice
 * (paid_reference 'invoice:<id>'), a leg of the partner, confirmed in [from, to) (ISO UTC
 * instants), oldest confirmation first. Read-only: it reads the bookings module's tables and the
 * locations' names, and writes nothing (ADR 013).
 */
export function partnerInvoicesRepository(db: Kysely<Database>) {
  return {
    async invoiceLines(partnerID: number, from: string, to: string): Promise<InvoiceLine[]> {
      const rows = await db
        .selectFrom('bookings as b')
        .innerJoin('booking_legs as l', (j) =>
          j.onRef('l.booking_id', '=', 'b.booking_id').on('l.leg_index', '=', 0),
        )
        .innerJoin('locations as o', 'o.location_id', 'l.origin_id')
        .innerJoin('locations as d', 'd.location_id', 'l.destination_id')
        .select((eb) => [
          'b.reference',
          'b.first_name',
          'b.last_name',
          'b.total_minor',
          'b.currency',
          'b.confirmed_at',
          'l.service_date',
          'o.name as origin',
          'd.name as destination',
          eb
            .selectFrom('booking_legs as n')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('n.booking_id', '=', 'b.booking_id')
            .as('legs'),
        ])
        .where('b.state', '=', 'confirmed')
        .where('b.paid_reference', 'like', 'invoice:%')
        .where('b.confirmed_at', '>=', from)
        .where('b.confirmed_at', '<', to)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('booking_legs as p')
              .select('p.passenger_id')
              .whereRef('p.booking_id', '=', 'b.booking_id')
              .where('p.partner_id', '=', partnerID),
          ),
        )
        .orderBy('b.confirmed_at')
        .orderBy('b.reference')
        .execute();
      return rows.map((r) => ({
        reference: r.reference,
        date: r.service_date,
        confirmedAt: r.confirmed_at!,
        traveller: `${r.first_name} ${r.last_name}`,
        route: `${r.origin} - ${r.destination}${Number(r.legs) > 1 ? ' (+ return)' : ''}`,
        amountMinor: r.total_minor,
        currency: r.currency ?? '',
      }));
    },
  };
}

export type PartnerInvoicesRepository = ReturnType<typeof partnerInvoicesRepository>;
