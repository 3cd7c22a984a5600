// The two mail providers' listings (SIM-MAIL-API.md): provider A pages a full
// listing or its history after a history id; provider B pages a delta query,
// full without a delta token, and hands the next token on its last page.
import type { MailProvider } from '@wbk/contracts';
import { z } from 'zod';
import type { ProviderMessage } from '../domain/synced-message';
import type { ProviderAnswer, ProviderHttp } from './provider-http';

export interface MailPage {
  messages: ProviderMessage[];
  /** The token of the next page; null on the last page. */
  nextPageToken: string | null;
  /** A: the mailbox's current history id; B: the delta token (last page only). */
  cursor: string | null;
}

export type MailAnswer = { kind: 'page'; page: MailPage } | Exclude<ProviderAnswer, { kind: 'ok' }>;

const address = z.object({ email: z.string(), name: z.string().nullable().optional() });
const messageSchema = z.object({
  id: z.string().min(1).max(300),
  thread_id: z.string().nullable().optional(),
  message_id_header: z.string().max(998).nullable().optional(),
  in_reply_to: z.string().max(998).nullable().optional(),
  references: z.array(z.string()).nullable().optional(),
  from: address,
  to: z.array(address).nullable().optional(),
  cc: z.array(address).nullable().optional(),
  subject: z.string().nullable().optional(),
  text: z.string().nullable().optional(),
  sent_at: z.string(),
  labels: z.array(z.string()).nullable().optional(),
});
const pageA = z.object({ messages: z.array(messageSchema), next_page_token: z.string().nullable().optional(), history_id: z.union([z.string(), z.number()]).nullable().optional() });
const pageB = z.object({ messages: z.array(messageSchema), next_skip_token: z.string().nullable().optional(), delta_token: z.string().nullable().optional() });

function toMessage(m: z.infer<typeof messageSchema>): ProviderMessage {
  return {
    id: m.id,
    thread_id: m.thread_id ?? null,
    message_id_header: m.message_id_header ?? null,
    in_reply_to: m.in_reply_to ?? null,
    references: m.references ?? [],
    from: m.from,
    to: m.to ?? [],
    cc: m.cc ?? [],
    subject: m.subject ?? null,
    text: m.text ?? null,
    sent_at: m.sent_at,
    labels: m.labels ?? [],
  };
}

export interface MailListRequest {
  provider: MailProvider;
  accountId: string;
  /** Null: the full listing. */
  cursor: string | null;
  pageToken: string | null;
  pageSize: number;
}

export interface MailProviderClient {
  list(request: MailListRequest): Promise<MailAnswer>;
}

export function createMailProviderClient(http: ProviderHttp): MailProviderClient {
  return {
    async list(request) {
      const account = encodeURIComponent(request.accountId);
      if (request.provider === 'mail_provider_a') {
        const answer =
          request.cursor === null
            ? await http.get(request.provider, request.accountId, `/mail/mail_provider_a/${account}/messages`, { page_token: request.pageToken, page_size: request.pageSize })
            : await http.get(request.provider, request.accountId, `/mail/mail_provider_a/${account}/history`, { start_history_id: request.cursor, page_token: request.pageToken, page_size: request.pageSize });
        if (answer.kind !== 'ok') return answer;
        const parsed = pageA.safeParse(answer.body);
        if (!parsed.success) return { kind: 'unavailable', reason: 'the provider answered a page that cannot be read' };
        const history = parsed.data.history_id;
        return { kind: 'page', page: { messages: parsed.data.messages.map(toMessage), nextPageToken: parsed.data.next_page_token ?? null, cursor: history === null || history === undefined ? null : String(history) } };
      }
      const answer = await http.get(request.provider, request.accountId, `/mail/mail_provider_b/${account}/delta`, { delta_token: request.cursor, skip_token: request.pageToken, page_size: request.pageSize });
      if (answer.kind !== 'ok') return answer;
      const parsed = pageB.safeParse(answer.body);
      if (!parsed.success) return { kind: 'unavailable', reason: 'the provider answered a page that cannot be read' };
      return { kind: 'page', page: { messages: parsed.data.messages.map(toMessage), nextPageToken: parsed.data.next_skip_token ?? null, cursor: parsed.data.delta_token ?? null } };
    },
  };
}
