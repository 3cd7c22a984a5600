import { z } from 'zod';
import { failureOf, invalidAction } from '../../domain/action-failure';
import { runCallerContext } from '../../domain/caller-context';
import type { ActionContext, ActionOutcome } from '../../domain/workflow-action';
import type { OutreachActionsClient } from '../../peers/outreach-actions.client';

const configSchema = z.object({ to: z.string().min(1), subject: z.string().min(1), body: z.string().min(1) });

/** send_email -> outreach's SendMessage on channel email (the run id is the idempotency key: one email per trigger event). */
export async function sendEmail(outreach: Pick<OutreachActionsClient, 'sendMessage'>, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) return invalidAction('send_email: action_config must hold to, subject and body');
  const { to, subject, body } = parsed.data;
  try {
    const sent = await outreach.sendMessage({ context: runCallerContext(context), channel: 'email', recipient: to, subject, message: body, format: '' });
    return { ok: true, result: { message_id: sent.id, status: sent.status } };
  } catch (err) {
    return failureOf(err, 'send_email');
  }
}
