import type { z } from 'zod';
import type { Provider } from './providers';
import type { SimError } from './sim-answer';

/** What differs between the chat providers and the mail providers on a send. */
export interface SendFamily<B> {
  schema: z.ZodType<B>;
  /** The field the provider's recipient rule (libs/contracts channel-recipients.ts) applies to. */
  recipientOf(body: B): string;
  /** The family's rules beyond the body's shape and the recipient rule; null when the send may go. */
  refusal(provider: Provider, accountId: string, body: B): SimError | null;
  /** The answer's status for a new message id, and for mail the Message-ID the mail carries. */
  accepted(provider: Provider, messageId: string): { status: 'queued' | 'sent'; messageIdHeader?: string };
  /** What the sent log keeps of the body. */
  logged(body: B): Record<string, unknown>;
}
