import type { OutreachAutomationRpc } from '@wbk/contracts';
import type { TypedRpcClient } from '@wbk/rpc';
import { z } from 'zod';
import type { ActionContext, ActionOutcome } from './action-executor.port';
import { failureOf, invalidAction } from './action-failure';
import { runCallerContext } from './caller-context';

const configSchema = z.object({ to: z.string().min(1), subject: z.string().min(1), body: z.string().min(1) });

export type OutreachCaller = Pick<TypedRpcClient<OutreachAutomationRpc>, 'call'>;

/**
 * send_email -> outreach's SendMessage on channel email. The run id is the
 * idempotency key (one email per trigger event): outreach calls its provider
 * at most once per key, so the client may retry an unreachable outreach.
 */
export async function sendEmail(outreach: OutreachCaller, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) return invalidAction('send_email: action_config must hold to, subject and body');
  const { to, subject, body } = parsed.data;
  try {
    const sent = await outreach.call('SendMessage', { context: runCallerContext(context), channel: 'email', recipient: to, subject, message: body, format: '' }, { idempotent: true });
    return { ok: true, result: { message_id: sent.id, status: sent.status } };
  } catch (err) {
    return failureOf(err, 'send_email');
  }
}
