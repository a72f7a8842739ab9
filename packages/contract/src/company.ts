/**
 * The company behind the site (ADR 015 "company details"; content contract: legal name Alpine
 * Transfers SA, registered in Geneva): the footer shows it, and the operator's partner invoices
 * carry it (ADR 019). The footer's postal address is in the web catalogues
 * (`site.footer.address`, the city's name per language); `postalAddress` is its English form,
 * which the invoices (in English) print.
 */
export const COMPANY = {
  /** The brand travellers see. */
  brand: 'Alpine Transfers',
  /** The legal name. */
  legalName: 'Alpine Transfers SA',
  // EXAMPLE number of the Swiss form CHE-xxx.xxx.xxx: not a real registration; replace with the
  // company's UID from the commercial register before going live.
  uid: 'CHE-123.456.789',
  /** The registered address, in English (as the English footer shows it). */
  postalAddress: 'Rue du Rhône 42, 1204 Geneva, Switzerland',
  // PLACEHOLDER under the reserved .example domain (RFC 2606): no mail reaches it. It is the
  // operator's e-mail (footer, e-mails' From) only when OPERATOR_EMAIL is unset and PUBLIC_URL's
  // host cannot receive mail (localhost, an IP): set OPERATOR_EMAIL before going live
  // (docs/architecture.md §6).
  email: 'bookings@alpine-transfers.example',
} as const;
