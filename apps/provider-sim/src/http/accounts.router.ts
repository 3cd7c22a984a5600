// Control API of the seeded accounts: the people pool every seeded mailbox and
// calendar writes with, and the seed size of an account before it is first seen.
import { z } from 'zod';
import { SEED_CALENDAR_MAX, SEED_CALENDAR_MIN, SEED_MAIL_MAX, SEED_MAIL_MIN, type AccountSeeds } from '../domain/account-seeds';
import { CALENDAR_PROVIDERS, type CalendarStore } from '../domain/calendar-store';
import type { MailStore } from '../domain/mail-store';
import { MAIL_PROVIDERS, isMailProvider } from '../domain/providers';
import { SimError, type SimAnswer } from '../domain/sim-answer';
import { NOTHING, parseRequest, type Route } from './http-io';
import { controlBody } from './mail-control.router';
import { queryOf } from './mail-sync.router';

const SEEDED_PROVIDERS = [...MAIL_PROVIDERS, ...CALENDAR_PROVIDERS] as const;
const sizeError = `must be a whole number: 0 (empty) or, for a mailbox, ${SEED_MAIL_MIN} to ${SEED_MAIL_MAX} messages; for a calendar, ${SEED_CALENDAR_MIN} to ${SEED_CALENDAR_MAX} events`;
const seedBody = z
  .strictObject({
    provider: z.enum(SEEDED_PROVIDERS, { error: `must be one of ${SEEDED_PROVIDERS.join(', ')}` }),
    account_id: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(200, { error: 'must be at most 200 characters' }),
    size: z.number({ error: sizeError }).int({ error: sizeError }),
  })
  .superRefine((body, ctx) => {
    const [min, max, what] = isMailProvider(body.provider) ? [SEED_MAIL_MIN, SEED_MAIL_MAX, 'messages'] : [SEED_CALENDAR_MIN, SEED_CALENDAR_MAX, 'events'];
    if (body.size !== 0 && (body.size < min || body.size > max)) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: `must be 0 (empty) or from ${min} to ${max} ${what} for ${body.provider}` });
    }
  });

export interface AccountsDeps {
  seeds: AccountSeeds;
  mail: MailStore;
  calendar: CalendarStore;
}

export function accountRoutes(deps: AccountsDeps): Route[] {
  const { seeds, mail, calendar } = deps;
  return [
    {
      method: 'GET',
      path: /^\/control\/people$/,
      async handle({ url }): Promise<SimAnswer> {
        parseRequest(NOTHING, queryOf(url));
        return { status: 200, body: { people: seeds.pool } };
      },
    },
    {
      // A test that needs an empty (or bigger) account says so before anything reads it.
      method: 'PUT',
      path: /^\/control\/accounts\/seed$/,
      async handle(context): Promise<SimAnswer> {
        const input = parseRequest(seedBody, await controlBody(context));
        const seen = isMailProvider(input.provider) ? mail.knows(input.provider, input.account_id) : calendar.knows(input.provider, input.account_id);
        if (seen) {
          throw new SimError(409, 'conflict', `the ${input.provider} account ${input.account_id} was already read or written and holds its seed; fix the size before its first use, or use another account id`);
        }
        seeds.fix(input.provider, input.account_id, input.size);
        return { status: 200, body: input };
      },
    },
  ];
}
