import { z } from 'zod';
import type { ActionContext, ActionOutcome } from './action-executor.port';
import { failureOf, invalidAction } from './action-failure';
import type { OutreachPort } from './outreach.port';

const configSchema = z.object({ channel: z.string().min(1), recipient: z.string().min(1), message: z.string().min(1) });

/** send_channel_message -> outreach (the run id is the idempotency key: one message per trigger event). */
export async function sendChannelMessage(outreach: OutreachPort, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) return invalidAction('send_channel_message: action_config must hold channel, recipient and message');
  try {
    const receipt = await outreach.sendChannelMessage({ workspaceId: context.workspaceId, ...parsed.data, idempotencyKey: context.runId });
    return { ok: true, result: { channel: parsed.data.channel, ...receipt } };
  } catch (err) {
    return failureOf(err, 'send_channel_message');
  }
}
