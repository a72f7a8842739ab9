import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { anonymousToken, freshDatabase, sessionOf, testConfig } from '../../../test/helper.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/api-error.ts';
import { authenticate } from '../../http/authenticate.ts';
import { installErrorHandlers } from '../../http/error-handler.ts';
import { authRepository } from '../auth/auth.repository.ts';
import { authRoutes } from '../auth/auth.routes.ts';
import { authService } from '../auth/auth.service.ts';
import type { Principal } from '../../http/principal.ts';
import type { BookingsForPayments, PaidOutcome, PayableBooking } from '../bookings/ports.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentsModule } from './payments.module.ts';
import { paymentsRepository } from './payments.repository.ts';

/**
 * Test support of the payments module: a fake bookings module implementing BookingsForPayments
 * (idempotent per payment reference, like the real one must be) and an app with auth and payments
 * only. Not a test file itself.
 */
export class FakeBookings implements BookingsForPayments {
  readonly bookings = new Map<number, PayableBooking & { sessionID: string }>();
  /** Every confirmPaid call, and the ones that actually confirmed a booking. */
  readonly paidCalls: { bookingID: number; reference: string; amountMinor: number }[] = [];
  readonly confirmations: { bookingID: number; reference: string }[] = [];
  /** Bookings whose seats were sold meanwhile: confirmPaid answers 'seats_gone'. */
  readonly seatsGone = new Set<number>();
  private readonly paidBy = new Map<string, PaidOutcome>();

  add(sessionID: string, booking: Partial<PayableBooking> & { bookingID: number }): PayableBooking {
    const full: PayableBooking & { sessionID: string } = {
      reference: `REF${booking.bookingID}`,
      state: 'pending_payment',
      totalMinor: 15_600,
      currency: 'CHF',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Smith',
      paymentAllowed: { card: true, invoice: false },
      needsReview: false,
      legCount: 1,
      departed: false,
      ...booking,
      sessionID,
    };
    this.bookings.set(full.bookingID, full);
    return full;
  }

  async getPayable(bookingID: number, principal: Principal): Promise<PayableBooking> {
    const b = this.bookings.get(bookingID);
    if (!b) throw notFound('No such booking.');
    if (b.sessionID !== principal.sessionID) throw forbidden('This booking is not yours.');
    return { ...b };
  }

  async getPayableTrusted(bookingID: number): Promise<PayableBooking | null> {
    const b = this.bookings.get(bookingID);
    return b ? { ...b } : null;
  }

  async confirmPaid(
    bookingID: number,
    payment: { provider: 'sandbox' | 'stripe'; reference: string; amountMinor: number },
  ): Promise<PaidOutcome> {
    this.paidCalls.push({ bookingID, reference: payment.reference, amountMinor: payment.amountMinor });
    await new Promise((resolve) => setTimeout(resolve, 5)); // widen any race
    const known = this.paidBy.get(payment.reference);
    if (known) return known === 'seats_gone' ? 'seats_gone' : 'already_confirmed';
    const b = this.bookings.get(bookingID);
    if (!b) throw notFound('No such booking.');
    const outcome: PaidOutcome = this.seatsGone.has(bookingID) ? 'seats_gone' : 'confirmed';
    this.paidBy.set(payment.reference, outcome);
    if (outcome === 'confirmed') {
      b.state = 'confirmed';
      this.confirmations.push({ bookingID, reference: payment.reference });
    }
    return outcome;
  }

  async confirmByInvoice(bookingID: number, principal: Principal) {
    const b = await this.getPayable(bookingID, principal);
    if (!b.paymentAllowed.invoice) throw unprocessable('This booking cannot be paid by invoice.');
    const stored = this.bookings.get(bookingID)!;
    stored.state = 'confirmed';
    return {
      bookingID,
      reference: b.reference,
      state: stored.state,
      total: { price: b.totalMinor / 100, currency: b.currency },
    };
  }
}

/** The session id (jti) of an access token (test/helper.ts). */
export { sessionOf };

/** An app with auth and payments on a fresh database, the fake bookings, and a fixed clock. */
export async function paymentsTestApp(
  opts: { config?: Partial<AppConfig>; gateway?: PaymentGateway; now?: Date } = {},
): Promise<{
  app: FastifyInstance;
  db: Db;
  bookings: FakeBookings;
  token: () => Promise<string>;
  close: () => Promise<void>;
}> {
  const fresh = await freshDatabase();
  const config = testConfig(opts.config);
  const now = opts.now ?? new Date('2026-11-21T12:00:00Z');
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  const auth = authService({
    repository: authRepository(fresh.db.kysely),
    secret: config.jwtSecret,
    ttlSeconds: 3600,
    clients: [config.webClient],
  });
  const bookings = new FakeBookings();
  await app.register(authRoutes, { auth });
  await app.register(paymentsModule, {
    config,
    repository: paymentsRepository(fresh.db.kysely),
    bookings,
    authenticate: authenticate(auth),
    now: () => now,
    ...(opts.gateway ? { gateway: opts.gateway } : {}),
  });
  await app.ready();
  return {
    app,
    db: fresh.db,
    bookings,
    token: () => anonymousToken(app),
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}
