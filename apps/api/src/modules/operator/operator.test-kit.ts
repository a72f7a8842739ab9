import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { anonymousToken } from '../../../test/helper.ts';
import { seedCustomer, userToken } from '../accounts/accounts.test-kit.ts';

/** The tokens of every role (DESIGN §4 roles): anonymous client, customer, partner's user, operator. */
export interface RoleTokens {
  anonymous: string;
  customer: string;
  partner: string;
  operator: string;
}

/** Seeds a customer, a partner 1 user and an operator, and logs each in (issue 12 §1 tests). */
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
