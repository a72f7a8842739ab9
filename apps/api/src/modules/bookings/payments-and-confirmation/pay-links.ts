import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { PayLinkBooking } from '@alpine/contract';
import { fromMinor } from '@alpine/domain';
import { ApiError } from '../../../http/api-error.ts';
import type { Principal } from '../../../http/principal.ts';
import { errorText } from '../../../i18n/errors.ts';
import { sitePageUrl } from '../../../i18n/language.ts';
import { firstDepartureAt } from '../booking-access.ts';
import type { BookingsDeps } from '../bookings-deps.ts';

/** How long the pay link of a reviewed booking is valid (ADR 019: 48 h). */
export const PAY_LINK_HOURS = 48;
const AUDIENCE = 'pay-link';

/**
 * Signed pay links (ADR 019): the token of `${publicUrl}/pay?token=` names one booking and
 * ends at the booking's pay_link_expires_at. HS256 with JWT_SECRET and its own audience, so that
 * no access token passes for a pay link nor the other way round.
 */
export function payLinks(secret: string, publicUrl: string) {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    /** The absolute pay link of `bookingID`, valid until `expiresAt`, on the page of `language` (/fr/pay...). */
    async link(bookingID: number, expiresAt: Date, language = 'en'): Promise<string> {
      const token = await new SignJWT({ bid: bookingID })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return sitePageUrl(publicUrl, language, `/pay?token=${token}`);
    },
    /** The bookingID a pay-link token names, or null when it is not ours or has expired at `now`. */
    async bookingOf(token: string, now: Date): Promise<number | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          currentDate: now,
        });
        return typeof payload.bid === 'number' && Number.isInteger(payload.bid) ? payload.bid : null;
      } catch {
        return null;
      }
    },
  };
}
export type PayLinks = ReturnType<typeof payLinks>;

/** 410 of a pay link that is not ours, has expired, or whose booking can no longer be paid. */
export const PAY_LINK_GONE = errorText('payLinkGone');

/**
 * POST /api/v1/bookings/pay-link { token } (ADR 019): the pay link the operator's confirmation
 * e-mailed opens the payment of that booking. A valid, unexpired link of a pending_payment booking
 * gives the booking to the caller's session (the link, sent to the booking's e-mail, proves the
 * traveller; ADR 008), which then pays it as usual (get-client-secret; paying confirms it). A
 * booking already confirmed answers its state (nothing to pay). 410 gone otherwise, and once the
 * booking's first departure has come (a link never outlives it).
 */
export function payLinkOpener(deps: BookingsDeps) {
  const { repository } = deps;
  return async (token: string, principal: Principal): Promise<PayLinkBooking> => {
    const now = deps.now();
    const bookingID = await deps.payLinks?.bookingOf(token, now);
    const gone = () => new ApiError(410, 'gone', PAY_LINK_GONE);
    if (bookingID === undefined || bookingID === null) throw gone();
    const booking = await repository.findBooking(bookingID);
    if (!booking || booking.payLinkExpiresAt === null) throw gone();
    const legs = await repository.listLegs(bookingID);
    if (booking.state !== 'confirmed') {
      // Links e-mailed before they were capped at the departure (ADR 019) end there too.
      const departure = await firstDepartureAt(legs, deps.locations);
      if (departure && departure <= now) throw gone();
      if (!(await repository.adoptByPayLink(bookingID, principal.sessionID, now.toISOString()))) throw gone();
    }
    const name = async (id: number) => (await deps.locations.get(id, booking.language))?.name ?? `${id}`;
    return {
      bookingID,
      reference: booking.reference,
      state: booking.state,
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.email,
      mobile: booking.mobile,
      total: { price: fromMinor(booking.totalMinor), currency: booking.currency ?? 'EUR' },
      payLinkExpiresAt: booking.payLinkExpiresAt,
      legs: await Promise.all(
        legs.map(async (l) => ({
          origin: await name(l.originID),
          destination: await name(l.destinationID),
          date: l.date,
          time: l.time,
          pax: l.pax,
        })),
      ),
    };
  };
}
