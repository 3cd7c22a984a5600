// Control API of the seeded accounts: the people pool every seeded mailbox and
// calendar writes with, for tests and the demo workspace to build on.
import { z } from 'zod';
import type { PoolPerson } from '../domain/people-pool';
import type { SimAnswer } from '../domain/sim-answer';
import { parseRequest, type Route } from './http-io';
import { queryOf } from './mail-sync.router';

const noQuery = z.strictObject({});

export interface AccountsDeps {
  pool: readonly PoolPerson[];
}

export function accountRoutes(deps: AccountsDeps): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/control\/people$/,
      async handle({ url }): Promise<SimAnswer> {
        parseRequest(noQuery, queryOf(url));
        return { status: 200, body: { people: deps.pool } };
      },
    },
  ];
}
