// Control API: tests and local runs shape what the simulated providers do
// (apps/provider-sim/README.md, "Control routes"). Never part of a real provider.
import { normalizeRecipient, recipientProblem } from '@wbk/contracts';
import { z } from 'zod';
import { CHAT_TEXT_MAX } from '../domain/chat-send.rules';
import { MAIL_PROVIDERS, PROVIDERS, channelOf } from '../domain/providers';
import { MAX_LATENCY_MS, RECIPIENT_BEHAVIOURS } from '../domain/recipient-state';
import type { ReportQueueStats } from '../domain/report-queue';
import { SimError } from '../domain/sim-answer';
import type { SimState } from '../domain/sim-state';
import { NOTHING, ok, parseRequest, readJsonBody, type Route, type RouteContext } from './http-io';

const CONTROL_BODY_MAX_BYTES = 256 * 1024;

const provider = z.enum(PROVIDERS, { error: `must be one of ${PROVIDERS.join(', ')}` });
const accountId = z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(200);
const messageId = z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(200);

const recipientBody = z.strictObject({
  provider,
  account_id: accountId,
  recipient: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(320),
  behaviour: z.enum(RECIPIENT_BEHAVIOURS, { error: `must be one of ${RECIPIENT_BEHAVIOURS.join(', ')}` }),
});
const latencyBody = z.strictObject({
  provider,
  account_id: accountId,
  recipient: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(320),
  delay_ms: z.number({ error: `must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}` }).int().min(0).max(MAX_LATENCY_MS),
});
const replyBody = z.strictObject({
  provider,
  account_id: accountId,
  message_id: messageId,
  text: z.string({ error: 'is required' }).min(1, { error: 'must not be empty' }).max(CHAT_TEXT_MAX),
});
const complaintBody = z.strictObject({ provider, account_id: accountId, message_id: messageId });
/** The simulated chat_b names its conversations `conv_...`; the API sends any recipient there and the provider tells whether it is one. */
const CONVERSATION_ID = /^conv_[A-Za-z0-9]{6,40}$/;
const conversationBody = z.strictObject({
  account_id: accountId,
  conversation_id: z.string({ error: 'is required' }).regex(CONVERSATION_ID, { error: 'must be a chat_b conversation id (conv_...)' }),
});
const faultBody = z.strictObject({
  provider,
  fail_rate: z.number({ error: 'must be a number from 0 to 1, or null for the default' }).min(0).max(1).nullable().optional(),
  rate_limit_per_second: z.number({ error: 'must be a positive number, or null for the default' }).positive().max(1_000_000).nullable().optional(),
});
const sentQuery = z.strictObject({ provider: provider.optional(), account_id: accountId.optional(), recipient: z.string().trim().min(1).optional() });
const mailboxQuery = z.strictObject({ provider: z.enum(MAIL_PROVIDERS, { error: `must be one of ${MAIL_PROVIDERS.join(', ')}` }), account_id: accountId });

function body(context: RouteContext): Promise<unknown> {
  return readJsonBody(context.req, CONTROL_BODY_MAX_BYTES, () => new SimError(400, 'invalid_request', 'the body must be JSON'));
}

function query(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

export function controlRoutes(state: SimState, reportStats: () => ReportQueueStats | null): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/control\/recipients$/,
      async handle(context) {
        const input = parseRequest(recipientBody, await body(context));
        const channel = channelOf(input.provider);
        const problem = recipientProblem(channel, input.recipient);
        if (problem !== null) throw new SimError(400, 'invalid_recipient', `the recipient ${problem}`);
        state.behaviours.set(input.provider, input.account_id, input.recipient, input.behaviour);
        return ok({ ...input, recipient: normalizeRecipient(channel, input.recipient) });
      },
    },
    {
      // A recipient whose sends are accepted at once but answered late (crash tests).
      method: 'POST',
      path: /^\/control\/latency$/,
      async handle(context) {
        const input = parseRequest(latencyBody, await body(context));
        state.latencies.set(input.provider, input.account_id, input.recipient, input.delay_ms);
        return ok({ ...input, recipient: normalizeRecipient(channelOf(input.provider), input.recipient) });
      },
    },
    {
      method: 'POST',
      path: /^\/control\/replies$/,
      async handle(context) {
        const input = parseRequest(replyBody, await body(context));
        return ok(state.actions.reply(input.provider, input.account_id, input.message_id, input.text));
      },
    },
    {
      // How a test makes a recipient complain (the `complained` report).
      method: 'POST',
      path: /^\/control\/complaints$/,
      async handle(context) {
        const input = parseRequest(complaintBody, await body(context));
        return ok(state.actions.complain(input.provider, input.account_id, input.message_id));
      },
    },
    {
      method: 'POST',
      path: /^\/control\/conversations$/,
      async handle(context) {
        const input = parseRequest(conversationBody, await body(context));
        state.conversations.add(input.account_id, input.conversation_id);
        return ok(input);
      },
    },
    {
      method: 'POST',
      path: /^\/control\/faults$/,
      async handle(context) {
        const input = parseRequest(faultBody, await body(context));
        const faults = state.faults.change(input.provider, input);
        return ok({ provider: input.provider, fail_rate: faults.failRate, rate_limit_per_second: faults.ratePerSecond });
      },
    },
    {
      method: 'GET',
      path: /^\/control\/sent$/,
      async handle({ url }) {
        return ok(state.sent.list(parseRequest(sentQuery, query(url))));
      },
    },
    {
      // For pollers that only wait for a number (benchmarks): listing every message each time would load the sim they measure.
      method: 'GET',
      path: /^\/control\/sent\/count$/,
      async handle({ url }) {
        return ok(state.sent.count(parseRequest(sentQuery, query(url))));
      },
    },
    {
      method: 'GET',
      path: /^\/control\/mailbox$/,
      async handle({ url }) {
        const input = parseRequest(mailboxQuery, query(url));
        return ok(state.mailbox.list(input.provider, input.account_id));
      },
    },
    {
      method: 'GET',
      path: /^\/control\/reports$/,
      async handle({ url }) {
        parseRequest(NOTHING, query(url));
        return ok(reportStats() ?? { pending: 0, delivered: 0, dropped: 0, disabled: true });
      },
    },
  ];
}
