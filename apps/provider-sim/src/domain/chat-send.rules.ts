import { z } from 'zod';
import { attachmentSummary, attachments } from './attachment.schema';
import { acceptsMarkup, type Provider } from './providers';
import type { Conversations } from './recipient-state';
import type { SendFamily } from './send-family';
import { SimError } from './sim-answer';

/**
 * Generous on purpose (a real chat provider allows tens of thousands of
 * characters): outreach's own limits apply before the sim, and merge tokens and
 * footers can make a message longer than its template.
 */
export const CHAT_TEXT_MAX = 40_000;

export const chatSendBody = z.strictObject({
  recipient: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(320, { error: 'must be at most 320 characters' }),
  text: z.string({ error: 'is required' }).min(1, { error: 'must not be empty' }).max(CHAT_TEXT_MAX, { error: `must be at most ${CHAT_TEXT_MAX} characters` }),
  format: z.enum(['text', 'markup'], { error: 'must be text or markup' }),
  attachments,
});
export type ChatSendBody = z.infer<typeof chatSendBody>;

/** chat_a .. chat_d: markup only where the provider has one, chat_b only into a known conversation. */
export function chatFamily(conversations: Conversations): SendFamily<ChatSendBody> {
  return {
    schema: chatSendBody,
    recipientOf: (body) => body.recipient,
    refusal(provider: Provider, accountId: string, body: ChatSendBody): SimError | null {
      if (body.format === 'markup' && !acceptsMarkup(provider)) {
        return new SimError(400, 'invalid_request', `${provider} takes plain text only`, [{ field: 'format', message: `markup is not supported by ${provider}; send format text` }]);
      }
      if (provider === 'chat_b' && !conversations.has(accountId, body.recipient)) {
        return new SimError(404, 'conversation_not_found', `no chat_b conversation ${body.recipient} for this account`);
      }
      return null;
    },
    accepted: () => ({ status: 'sent' }),
    logged: (body) => ({
      recipient: body.recipient,
      text: body.text,
      format: body.format,
      ...(body.attachments === undefined ? {} : { attachments: attachmentSummary(body.attachments) }),
    }),
  };
}
