import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sitePageUrl } from '../../i18n/language.ts';

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
