import type { SeedPartner } from './seed-types.ts';

/**
 * Partners that refer travellers, one for each way of paying (spec part 2 §2.6): card and invoice,
 * invoice only, card only.
 */
export const partners: SeedPartner[] = [
  { partnerID: 1, name: 'Chalet Collective', allowsCard: true, allowsInvoice: true },
  { partnerID: 2, name: 'Snow Agency', allowsCard: false, allowsInvoice: true },
  { partnerID: 3, name: 'Peak Travel', allowsCard: true, allowsInvoice: false },
];
