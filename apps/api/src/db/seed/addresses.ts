import type { SeedAddress } from './seed-types.ts';
import { hubAddresses } from './addresses-hubs.ts';
import { hauteSavoieAddresses } from './addresses-haute-savoie.ts';
import { savoieIsereAddresses } from './addresses-savoie-isere.ts';
import { swissAddresses } from './addresses-switzerland.ts';

/** Every seeded address: airports, cities and stations first, then the resorts by area. */
export const addresses: SeedAddress[] = [
  ...hubAddresses,
  ...hauteSavoieAddresses,
  ...savoieIsereAddresses,
  ...swissAddresses,
];
