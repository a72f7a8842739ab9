/**
 * The company behind the site, as the footer shows it (issue 10 §2 "company details"; content
 * contract: legal name Alpine Transfers SA, registered in Geneva). The postal address is in the
 * catalogues (`site.footer.address`, the city's name per language).
 */
export const COMPANY = {
  /** The brand travellers see. */
  brand: 'Alpine Transfers',
  /** The legal name. */
  legalName: 'Alpine Transfers SA',
  // EXAMPLE number of the Swiss form CHE-xxx.xxx.xxx: not a real registration; replace with the
  // company's UID from the commercial register before going live.
  uid: 'CHE-123.456.789',
} as const;
