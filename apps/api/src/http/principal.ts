/**
 * Who a bearer token speaks for, declared once for the whole API (the HTTP layer puts it on the
 * request; every module imports it from here): the anonymous site client, a signed-in customer
 * (spec part 1 §6), or one of the operator's staff (ADR 013).
 * `sessionID` is the session's id (the first token's jti, kept on renewal): a guest's booking
 * belongs to the session that made it (ADR 008). `remember` marks a 'Remember Me' user token.
 * Tokens are minted and verified by modules/auth/auth.service.ts.
 */
export type Principal =
  | { kind: 'client'; clientID: string; sessionID: string }
  | {
      kind: 'customer';
      clientID: string;
      sessionID: string;
      customerID: number;
      email: string;
      remember?: boolean;
      /** Set when the account is a partner's user: may pay that partner's bookings by invoice (spec part 2 §7). */
      partnerID?: number;
    }
  | {
      /** One of the provider's staff: admitted to /api/v1/operator/... only (http/operator-routes.ts). */
      kind: 'operator';
      clientID: string;
      sessionID: string;
      /** The operator's account (a customers row with operator = 1). */
      operatorID: number;
      email: string;
    };

/** What the bearer guard needs of the auth module: a token's principal, or a 401 ApiError (ADR 007). */
export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}
