import type { Migration } from 'kysely';
import * as networkAndCustomers from './2026112101-network-and-customers.ts';

/** Every migration, by name; names sort in the order they run (STYLE: timestamp prefix). */
export const migrations: Record<string, Migration> = {
  '2026112101-network-and-customers': networkAndCustomers,
};
