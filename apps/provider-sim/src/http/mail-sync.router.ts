// The mailbox read APIs of the two mail providers: mail_provider_a pages like
// Gmail (history ids), mail_provider_b like Microsoft Graph (delta and skip
// tokens). Every token is a position or a history number in an append-only
// mailbox, so each page costs the same whatever the mailbox's size.
import { z } from 'zod';
import type { MailPage, MailStore } from '../domain/mail-store';
import type { MailProvider } from '../domain/providers';
import type { ReadApiGuard } from '../domain/read-api-faults';
import { SimError, type SimAnswer } from '../domain/sim-answer';
import { parseRequest, type Route } from './http-io';

export const MAIL_PAGE_SIZE_DEFAULT = 100;
export const PAGE_SIZE_MAX = 500;
const ACCOUNT_ID_MAX = 200;

export interface MailReadDeps {
  store: MailStore;
  guard: ReadApiGuard;
}

/** A token of the form `<prefix><decimal>`; anything else is refused with what was expected. */
export function positionToken(prefix: string, what: string) {
  return z
    .string()
    .max(40, { error: `must be a ${what} this API returned` })
    .regex(new RegExp(`^${prefix}(0|[1-9][0-9]{0,14})$`), { error: `must be a ${what} this API returned` })
    .transform((v) => Number(v.slice(prefix.length)));
}

/** page_size from 1 to 500. */
export function pageSize(fallback: number) {
  const error = `must be a whole number from 1 to ${PAGE_SIZE_MAX}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(PAGE_SIZE_MAX, { error }).default(fallback);
}

const PAGE_TOKEN = 'p';
const SKIP_TOKEN = 's';
const DELTA_TOKEN = 'd';

const listQuery = z.strictObject({ page_token: positionToken(PAGE_TOKEN, 'page_token').optional(), page_size: pageSize(MAIL_PAGE_SIZE_DEFAULT) });
const historyQuery = z.strictObject({
  start_history_id: positionToken('', 'history_id').optional().refine((v) => v !== undefined, { error: 'is required (the history_id of a listing or an earlier history call)' }),
  page_token: positionToken(PAGE_TOKEN, 'page_token').optional(),
  page_size: pageSize(MAIL_PAGE_SIZE_DEFAULT),
});
const deltaQuery = z.strictObject({
  delta_token: positionToken(DELTA_TOKEN, 'delta_token').optional(),
  skip_token: positionToken(SKIP_TOKEN, 'skip_token').optional(),
  page_size: pageSize(MAIL_PAGE_SIZE_DEFAULT),
});

/** The query as an object; an empty value counts as absent (`?page_token=` on a first page). */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries([...url.searchParams.entries()].filter(([, value]) => value !== ''));
}

export function accountOf(raw: string | undefined): string {
  const accountId = (raw ?? '').trim();
  if (accountId === '' || accountId.length > ACCOUNT_ID_MAX) throw new SimError(400, 'invalid_request', `the account id in the path must be 1 to ${ACCOUNT_ID_MAX} characters`);
  return accountId;
}

function nextOf(page: MailPage, prefix: string): string | null {
  return page.next === null ? null : `${prefix}${page.next}`;
}

export function mailReadRoutes(deps: MailReadDeps): Route[] {
  const { store, guard } = deps;
  const a: MailProvider = 'mail_provider_a';
  const b: MailProvider = 'mail_provider_b';
  return [
    {
      method: 'GET',
      path: /^\/mail\/mail_provider_a\/([^/]+)\/messages$/,
      async handle({ url, params }): Promise<SimAnswer> {
        const accountId = accountOf(params[0]);
        await guard.admit(a, accountId);
        const query = parseRequest(listQuery, queryOf(url));
        const page = store.list(a, accountId, query.page_token ?? 0, query.page_size);
        return { status: 200, body: { messages: page.messages, next_page_token: nextOf(page, PAGE_TOKEN), history_id: String(page.history) } };
      },
    },
    {
      method: 'GET',
      path: /^\/mail\/mail_provider_a\/([^/]+)\/history$/,
      async handle({ url, params }): Promise<SimAnswer> {
        const accountId = accountOf(params[0]);
        await guard.admit(a, accountId);
        const query = parseRequest(historyQuery, queryOf(url));
        const since = query.start_history_id ?? 0;
        const page = store.changesSince(a, accountId, since, query.page_token ?? null, query.page_size);
        if (page === null) {
          throw new SimError(404, 'history_expired', `history id ${since} is expired or unknown for this mailbox; list the messages again (full sync) and use the history_id it returns`);
        }
        return { status: 200, body: { messages: page.messages, next_page_token: nextOf(page, PAGE_TOKEN), history_id: String(page.history) } };
      },
    },
    {
      method: 'GET',
      path: /^\/mail\/mail_provider_b\/([^/]+)\/delta$/,
      async handle({ url, params }): Promise<SimAnswer> {
        const accountId = accountOf(params[0]);
        await guard.admit(b, accountId);
        const query = parseRequest(deltaQuery, queryOf(url));
        let page: MailPage | null;
        if (query.delta_token === undefined) {
          page = store.list(b, accountId, query.skip_token ?? 0, query.page_size);
        } else {
          page = store.changesSince(b, accountId, query.delta_token, query.skip_token ?? null, query.page_size);
          if (page === null) {
            throw new SimError(410, 'sync_state_expired', 'the delta token is expired or unknown for this mailbox; start again without delta_token (full sync) and keep the delta_token of its last page');
          }
        }
        return {
          status: 200,
          body: { messages: page.messages, next_skip_token: nextOf(page, SKIP_TOKEN), delta_token: page.next === null ? `${DELTA_TOKEN}${page.history}` : null },
        };
      },
    },
  ];
}
