import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { afterEach, beforeEach } from 'vitest';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import { seedCustomer, userToken } from '../accounts/accounts.test-kit.ts';

/**
 * The tokens of every role (docs/architecture.md §4 roles): anonymous client, customer, partner's user,
 * operator.
 */
export interface RoleTokens {
  anonymous: string;
  customer: string;
  partner: string;
  operator: string;
}

/** Seeds a customer, a partner 1 user and an operator, and logs each in (ADR 019 tests). */
export async function roleTokens(app: FastifyInstance, db: Db): Promise<RoleTokens> {
  await seedCustomer(db, { email: 'anna@example.com', password: 'customer-pass-1', verified: true });
  await seedCustomer(db, {
    email: 'agent@chalets.example',
    password: 'partner-pass-1',
    verified: true,
    partnerID: 1,
  });
  await seedCustomer(db, {
    email: 'desk@alpine.example',
    password: 'operator-pass-1',
    verified: true,
    operator: true,
  });
  return {
    anonymous: await anonymousToken(app),
    customer: await userToken(app, 'anna@example.com', 'customer-pass-1'),
    partner: await userToken(app, 'agent@chalets.example', 'partner-pass-1'),
    operator: await userToken(app, 'desk@alpine.example', 'operator-pass-1'),
  };
}

/** `Authorization: Bearer <token>` headers. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The app of one test with its database and the tokens of every role (roleTokens). */
export interface RoleApp {
  db: Db;
  app: FastifyInstance;
  tokens: RoleTokens;
}

/**
 * Gives each test of the calling suite a fresh database, the real app on it with the clock at
 * `now`, and the tokens of every role; both are torn down after the test. The object returned is
 * filled anew before each test: read its fields inside the tests, not at collection time.
 */
export function roleAppEachTest(now: Date): RoleApp {
  const live = {} as RoleApp;
  let close: () => Promise<void> = async () => {};
  beforeEach(async () => {
    const built = await buildTestApp({ now });
    close = built.close;
    live.db = built.db;
    live.app = built.app;
    live.tokens = await roleTokens(live.app, live.db);
  });
  afterEach(() => close());
  return live;
}
