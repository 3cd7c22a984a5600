import { z } from 'zod';
import { failureOf, invalidAction } from '../../domain/action-failure';
import { runCallerContext } from '../../domain/caller-context';
import type { ActionContext, ActionOutcome } from '../../domain/workflow-action';
import type { OutreachActionsClient } from '../../peers/outreach-actions.client';

const configSchema = z.object({ channel: z.string().min(1), recipient: z.string().min(1), message: z.string().min(1) });

/** send_channel_message -> outreach's SendMessage (the run id is the idempotency key: one message per trigger event). */
export async function sendChannelMessage(outreach: Pick<OutreachActionsClient, 'sendMessage'>, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) return invalidAction('send_channel_message: action_config must hold channel, recipient and message');
  const { channel, recipient, message } = parsed.data;
  try {
    // Email needs a subject; the action's config has none, so the first line of the message is used.
    const subject = channel === 'email' ? { subject: subjectOf(message) } : {};
    const sent = await outreach.sendMessage({ context: runCallerContext(context), channel, recipient, message, ...subject, format: '' });
    return { ok: true, result: { channel, message_id: sent.id, status: sent.status } };
  } catch (err) {
    return failureOf(err, 'send_channel_message');
  }
}

/** A mail subject for channel `email`, which carries only a message: its first line, at most 120 characters. */
const SUBJECT_MAX = 120;
export function subjectOf(message: string): string {
  const firstLine = message.split('\n', 1)[0]!.trim();
  return firstLine.length > SUBJECT_MAX ? `${firstLine.slice(0, SUBJECT_MAX - 1)}…` : firstLine;
}
