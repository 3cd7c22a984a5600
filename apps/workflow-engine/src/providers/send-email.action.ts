import { z } from 'zod';
import type { ActionContext, ActionOutcome } from './action-executor.port';
import { failureOf, invalidAction } from './action-failure';
import type { OutreachPort } from './outreach.port';

const configSchema = z.object({ to: z.string().min(1), subject: z.string().min(1), body: z.string().min(1) });

/** send_email -> outreach (the run id is the idempotency key: one email per trigger event). */
export async function sendEmail(outreach: OutreachPort, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) return invalidAction('send_email: action_config must hold to, subject and body');
  try {
    const receipt = await outreach.sendEmail({ workspaceId: context.workspaceId, ...parsed.data, idempotencyKey: context.runId });
    return { ok: true, result: { ...receipt } };
  } catch (err) {
    return failureOf(err, 'send_email');
  }
}
