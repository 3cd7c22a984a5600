// Control API of the mailbox and calendar read APIs: tests put mail in a
// mailbox, seed big mailboxes for benches, expire cursors and inject faults.
import { z } from 'zod';
import { composeMessage, parseMailAddress, seedMessages, type MailComposer } from '../domain/mail-compose';
import type { MailAddress, MailStore } from '../domain/mail-store';
import type { MailboxCopies } from '../domain/mailbox-copies';
import { MAIL_PROVIDERS } from '../domain/providers';
import { MAX_READ_DELAY_MS, READ_API_PROVIDERS, type ReadApiGuard } from '../domain/read-api-faults';
import { SimError } from '../domain/sim-answer';
import { parseRequest, readJsonBody, type Route, type RouteContext } from './http-io';
import { queryOf } from './mail-sync.router';

/** A thousand messages with long texts still fit. */
export const MAIL_CONTROL_BODY_MAX_BYTES = 16 * 1024 * 1024;
export const MAIL_CONTROL_BATCH_MAX = 1_000;
export const MAIL_SEED_MAX = 100_000;
/** Where seeded mail is addressed: the mailbox owner, whatever the account id looks like. */
export const SEED_OWNER: MailAddress = { email: 'owner@mailbox.sim.invalid', name: 'Mailbox Owner' };

const mailProvider = z.enum(MAIL_PROVIDERS, { error: `must be one of ${MAIL_PROVIDERS.join(', ')}` });
const readProvider = z.enum(READ_API_PROVIDERS, { error: `must be one of ${READ_API_PROVIDERS.join(', ')}` });
const accountId = z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(200, { error: 'must be at most 200 characters' });
const emailAddress = z.string({ error: 'is required' }).trim().toLowerCase().max(320).pipe(z.email({ error: 'must be a valid email address' }));
const address = z.union(
  [
    z.strictObject({ email: emailAddress, name: z.string().trim().max(200, { error: 'must be at most 200 characters' }).default('') }),
    z
      .string()
      .max(600)
      .transform((v) => parseMailAddress(v))
      .pipe(z.object({ email: emailAddress, name: z.string().max(200) })),
  ],
  { error: 'must be {"email","name"} or "Name <email>"' },
);
const messageIdHeader = z
  .string()
  .trim()
  .max(998)
  .regex(/^<[^<>\s@]+@[^<>\s@]+>$/, { error: 'must be a Message-ID in angle brackets, like <id@host>' });
const line = (max: number) =>
  z
    .string({ error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((v) => !/[\r\n]/.test(v), { error: 'must be one line' });

const draft = z.strictObject({
  from: address,
  to: z.array(address, { error: 'must be a list of addresses' }).min(1, { error: 'must have at least one address' }).max(100),
  cc: z.array(address, { error: 'must be a list of addresses' }).max(100).optional(),
  subject: line(998),
  text: z.string({ error: 'is required' }).max(1_000_000, { error: 'must be at most 1000000 characters' }),
  sent_at: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 timestamp' })
    .transform((v) => new Date(v).toISOString())
    .optional(),
  labels: z
    .array(line(100).pipe(z.string().min(1, { error: 'must not be empty' })), { error: 'must be a list of labels' })
    .max(20)
    .optional(),
  thread_id: line(200).pipe(z.string().min(1, { error: 'must not be empty' })).optional(),
  in_reply_to: messageIdHeader.nullable().optional(),
  references: z.array(messageIdHeader, { error: 'must be a list of Message-IDs' }).max(100).optional(),
  message_id_header: messageIdHeader.optional(),
});

const messagesBody = z.strictObject({
  provider: mailProvider,
  account_id: accountId,
  messages: z
    .array(draft, { error: 'must be a list of messages' })
    .min(1, { error: 'must have at least one message' })
    .max(MAIL_CONTROL_BATCH_MAX, { error: `must have at most ${MAIL_CONTROL_BATCH_MAX} messages; send several calls` }),
});
const seedBody = z.strictObject({
  provider: mailProvider,
  account_id: accountId,
  count: z.number({ error: `must be a whole number from 1 to ${MAIL_SEED_MAX}` }).int().min(1).max(MAIL_SEED_MAX, { error: `must be at most ${MAIL_SEED_MAX}` }),
  seed: z.number({ error: 'must be a whole number' }).int().min(0).max(2 ** 32 - 1).default(1),
});
const mailboxBody = z.strictObject({ provider: mailProvider, account_id: accountId });
const faultsBody = z.strictObject({
  provider: readProvider,
  account_id: accountId.optional(),
  fail_rate: z.number({ error: 'must be a number from 0 to 1, or null for the default' }).min(0).max(1).nullable().optional(),
  delay_ms: z.number({ error: `must be a whole number of milliseconds from 0 to ${MAX_READ_DELAY_MS}, or null` }).int().min(0).max(MAX_READ_DELAY_MS).nullable().optional(),
  auth_error: z.boolean({ error: 'must be true or false, or null for the default' }).nullable().optional(),
  quota_per_second: z.number({ error: 'must be a positive number, or null for the default' }).positive().max(1_000_000).nullable().optional(),
});
const senderAccountBody = z.strictObject({ provider: mailProvider, account_id: accountId, sender_account_id: accountId });
const requestsQuery = z.strictObject({ provider: readProvider, account_id: accountId.optional() });

export interface MailControlDeps {
  store: MailStore;
  guard: ReadApiGuard;
  composer: MailComposer;
  copies: MailboxCopies;
}

export function controlBody(context: RouteContext): Promise<unknown> {
  return readJsonBody(context.req, MAIL_CONTROL_BODY_MAX_BYTES, () => new SimError(400, 'invalid_request', 'the body must be JSON'));
}

export function mailControlRoutes(deps: MailControlDeps): Route[] {
  const { store, guard, composer, copies } = deps;
  return [
    {
      method: 'POST',
      path: /^\/control\/mail\/messages$/,
      async handle(context) {
        const input = parseRequest(messagesBody, await controlBody(context));
        store.ensureRoom(input.provider, input.account_id, input.messages.length);
        // Composed one by one: a later message of the batch may answer an earlier one.
        const added = input.messages.map((message) => {
          const composed = composeMessage(store, input.provider, input.account_id, message, composer);
          store.add(input.provider, input.account_id, [composed]);
          return composed;
        });
        return { status: 200, body: { ids: added.map((m) => m.id), messages: added, history_id: String(store.historyId(input.provider, input.account_id)) } };
      },
    },
    {
      method: 'POST',
      path: /^\/control\/mail\/seed$/,
      async handle(context) {
        const input = parseRequest(seedBody, await controlBody(context));
        const before = store.size(input.provider, input.account_id);
        store.add(input.provider, input.account_id, seedMessages(input.provider, SEED_OWNER, input.count, input.seed, before));
        return {
          status: 200,
          body: { count: input.count, total: store.size(input.provider, input.account_id), history_id: String(store.historyId(input.provider, input.account_id)) },
        };
      },
    },
    {
      method: 'POST',
      path: /^\/control\/mail\/expire-cursor$/,
      async handle(context) {
        const input = parseRequest(mailboxBody, await controlBody(context));
        const historyId = store.expireCursors(input.provider, input.account_id);
        return { status: 200, body: { provider: input.provider, account_id: input.account_id, history_id: String(historyId) } };
      },
    },
    {
      // Beyond the contract: a workspace that connected its mailbox under an account id other than its workspace id.
      method: 'POST',
      path: /^\/control\/mail\/sender-accounts$/,
      async handle(context) {
        const input = parseRequest(senderAccountBody, await controlBody(context));
        copies.route(input.provider, input.sender_account_id, input.account_id);
        return { status: 200, body: input };
      },
    },
    {
      method: 'POST',
      path: /^\/control\/mail\/faults$/,
      async handle(context) {
        const input = parseRequest(faultsBody, await controlBody(context));
        const faults = guard.change(input.provider, input.account_id, input);
        return {
          status: 200,
          body: {
            provider: input.provider,
            account_id: input.account_id ?? null,
            fail_rate: faults.failRate,
            delay_ms: faults.delayMs,
            auth_error: faults.authError,
            quota_per_second: faults.quotaPerSecond,
          },
        };
      },
    },
    {
      method: 'GET',
      path: /^\/control\/mail\/requests$/,
      async handle({ url }) {
        const input = parseRequest(requestsQuery, queryOf(url));
        return { status: 200, body: { count: guard.requestCount(input.provider, input.account_id) } };
      },
    },
  ];
}
