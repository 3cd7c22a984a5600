import type { z } from 'zod';
import { calendarEventListQuery } from './mailbox/calendar-event.schemas';
import { companyCreateBody, companyListQuery } from './crm/company.schemas';
import { contactWriteBody } from './crm/contact.schemas';
import { dealCreateBody } from './crm/deal.schemas';
import { documentLinkBody } from './crm/document.schemas';
import { enrichBody } from './enrichment/enrichment.schemas';
import { prospectRevealBody, prospectSearchBody } from './enrichment/prospector.schemas';
import { idParams } from './http/schemas';
import { messageIdParams, sendMessageBody } from './outreach/message.schemas';
import { suppressionCreateBody } from './outreach/suppression.schemas';
import { workflowRunsByEntityQuery } from './workflows/run.schemas';
import { sendChannelMessageActionConfig, sendEmailActionConfig, webhookActionConfig } from './workflows/workflow-action.schemas';

/**
 * Every pattern the contracts apply to caller input, fed about a megabyte of
 * the shape that makes a backtracking pattern slow: a long run of a character
 * (or group) the pattern repeats, after a prefix that reaches that part and
 * before a character that makes the match fail. Bodies may be 1 MiB (14 MiB
 * for a send), so a pattern that backtracks quadratically on such a run holds
 * a service's event loop for minutes; each check must answer within the
 * budget, and with the message a caller reads for that field.
 */
const RUN = 1_000_000;
const BUDGET_MS = 200;
const crafted = (prefix: string, unit: string, suffix: string): string => `${prefix}${unit.repeat(Math.ceil(RUN / unit.length))}${suffix}`;

interface Case {
  name: string;
  schema: z.ZodType;
  input: (text: string) => unknown;
  field: string;
  message: string;
  shapes: Array<[string, string, string]>;
}

const EMAIL_SHAPES: Array<[string, string, string]> = [
  ['a@', '.', '@'],
  ['a@a', '.a', '@'],
  ['a@a', '.aa', ' '],
  ['', 'a', '@'],
];
const WORD_SHAPES: Array<[string, string, string]> = [
  ['', 'a', '!'],
  ['a', '.', ' '],
  ['a', '-', '@'],
];
const too = (max: number) => `must be at most ${max} characters`;

const CASES: Case[] = [
  { name: 'send recipient (email)', schema: sendMessageBody, input: (t) => ({ channel: 'email', recipient: t, subject: 's', message: 'm' }), field: 'recipient', message: too(320), shapes: EMAIL_SHAPES },
  { name: 'send recipient (chat_a)', schema: sendMessageBody, input: (t) => ({ channel: 'chat_a', recipient: t, message: 'm' }), field: 'recipient', message: too(320), shapes: [['C', 'A', '!'], ...WORD_SHAPES] },
  {
    name: 'send attachment mime_type',
    schema: sendMessageBody,
    input: (t) => ({ channel: 'email', recipient: 'a@b.co', subject: 's', message: 'm', attachments: [{ filename: 'f', mime_type: t, content_base64: 'AAAA' }] }),
    field: 'attachments.0.mime_type',
    message: 'must be a MIME type such as application/pdf',
    shapes: [['a', 'a', '!'], ['a/', 'a', '/'], ['a', '.', '/']],
  },
  {
    name: 'send attachment content_base64',
    schema: sendMessageBody,
    input: (t) => ({ channel: 'email', recipient: 'a@b.co', subject: 's', message: 'm', attachments: [{ filename: 'f', mime_type: 'text/plain', content_base64: t }] }),
    field: 'attachments.0.content_base64',
    message: 'must be standard base64 (A-Z, a-z, 0-9, +, / and = padding)',
    shapes: [['', 'A', '!'], ['', '+/', '=!']],
  },
  { name: 'message id', schema: messageIdParams, input: (t) => ({ id: t }), field: 'id', message: 'must be a message id as POST /v1/channels/send answered it', shapes: [['a', 'a', '!'], ['a', '.:', ' ']] },
  { name: 'suppression value (email)', schema: suppressionCreateBody, input: (t) => ({ type: 'email', value: t }), field: 'value', message: too(320), shapes: EMAIL_SHAPES },
  { name: 'suppression value (phone)', schema: suppressionCreateBody, input: (t) => ({ type: 'phone', value: t }), field: 'value', message: too(320), shapes: [['+1', '0', 'x']] },
  { name: 'workflow send_email to', schema: sendEmailActionConfig, input: (t) => ({ to: t, subject: 's', body: 'b' }), field: 'to', message: too(320), shapes: [...EMAIL_SHAPES, ['{{contact.', 'a', ' ']] },
  { name: 'workflow send_channel_message recipient', schema: sendChannelMessageActionConfig, input: (t) => ({ channel: 'email', recipient: t, message: 'm' }), field: 'recipient', message: too(320), shapes: EMAIL_SHAPES },
  { name: 'workflow webhook url', schema: webhookActionConfig, input: (t) => ({ url: t }), field: 'url', message: too(2048), shapes: [['https://a', '.', ' '], ['https://a/', '/', '\u0000']] },
  { name: 'contact email', schema: contactWriteBody, input: (t) => ({ email: t }), field: 'email', message: too(320), shapes: EMAIL_SHAPES },
  { name: 'contact linkedin_url', schema: contactWriteBody, input: (t) => ({ linkedin_url: t }), field: 'linkedin_url', message: too(500), shapes: [['https://a', '.', ' '], ['http://', 'a', ' ']] },
  { name: 'company domain', schema: companyCreateBody, input: (t) => ({ name: 'n', domain: t }), field: 'domain', message: too(253), shapes: [['', 'a.', '!'], ['a', '-', '.'], ['a.', 'a', '-']] },
  { name: 'company website', schema: companyCreateBody, input: (t) => ({ name: 'n', website: t }), field: 'website', message: too(500), shapes: [['https://a', '.', ' ']] },
  { name: 'company domain filter', schema: companyListQuery, input: (t) => ({ domain: t }), field: 'domain', message: 'must be a bare domain name such as acme.com', shapes: [['', 'a.', '!'], ['a', '-', '.']] },
  { name: 'deal pipeline', schema: dealCreateBody, input: (t) => ({ title: 't', pipeline: t }), field: 'pipeline', message: too(100), shapes: [['a', '-a', '-'], ['', 'a', '!'], ['a', '_a', '__']] },
  {
    name: 'document mime_type',
    schema: documentLinkBody,
    input: (t) => ({ name: 'n', url: 'https://docs.example.com/x', mime_type: t }),
    field: 'mime_type',
    message: too(255),
    shapes: [['a', 'a', '!'], ['a/', 'a', '/']],
  },
  { name: 'enrich email', schema: enrichBody, input: (t) => ({ email: t }), field: 'email', message: too(320), shapes: EMAIL_SHAPES },
  {
    name: 'enrich domain',
    schema: enrichBody,
    input: (t) => ({ domain: t }),
    field: 'domain',
    message: 'must be a domain name such as hartleyfinch.example (no scheme, path or port)',
    shapes: [['', 'a.', '!'], ['a', '-', '.'], ['a.', 'a', '-']],
  },
  {
    name: 'prospect company_domains',
    schema: prospectSearchBody,
    input: (t) => ({ company_domains: [t] }),
    field: 'company_domains.0',
    message: 'must be a domain name such as hartleyfinch.example',
    shapes: [['', 'a.', '!'], ['a', '-', '.']],
  },
  { name: 'prospect member_id', schema: prospectRevealBody, input: (t) => ({ member_id: t }), field: 'member_id', message: 'must be a member_id from a search result (mem_ and 16 hex digits)', shapes: [['mem_', '0', '!']] },
  { name: 'calendar attendee_email', schema: calendarEventListQuery, input: (t) => ({ attendee_email: t }), field: 'attendee_email', message: 'must be an email address', shapes: EMAIL_SHAPES },
  { name: 'path id (UUID)', schema: idParams, input: (t) => ({ id: t }), field: 'id', message: 'must be a UUID', shapes: [['', '0', '!'], ['00000000-', '0', '-']] },
  { name: 'workflow runs entity_id', schema: workflowRunsByEntityQuery, input: (t) => ({ entity_id: t }), field: 'entity_id', message: 'must be a UUID', shapes: [['', 'a', '-']] },
];

describe('every pattern applied to caller input, on a megabyte of crafted text', () => {
  for (const testCase of CASES) {
    it.each(testCase.shapes)(`${testCase.name}: %j + run of %j + %j answers within ${BUDGET_MS} ms with the field's message`, (prefix, unit, suffix) => {
      const input = testCase.input(crafted(prefix, unit, suffix));
      // The fastest of up to three tries: a garbage collection or a busy machine can stall one; a slow pattern is slow every time.
      let elapsed = Infinity;
      let result: ReturnType<z.ZodType['safeParse']> | undefined;
      for (let attempt = 0; attempt < 3 && elapsed >= BUDGET_MS; attempt += 1) {
        const started = performance.now();
        result = testCase.schema.safeParse(input);
        elapsed = Math.min(elapsed, performance.now() - started);
      }
      expect(result?.success).toBe(false);
      const messages = (result?.error?.issues ?? []).filter((issue) => issue.path.join('.') === testCase.field).map((issue) => issue.message);
      expect(messages).toContain(testCase.message);
      expect(elapsed).toBeLessThan(BUDGET_MS);
    });
  }
});
