import { CRM_AUTOMATION_RPC, OUTREACH_AUTOMATION_RPC, WEBHOOKS_RPC } from '@wbk/contracts';
import { assertUnreachable, type Clock, type Logger } from '@wbk/platform';
import { createTypedRpcClient, loadRpcService } from '@wbk/rpc';
import type { ActionContext, ActionExecutor, ActionOutcome, ActionType } from './action-executor.port';
import { createTask } from './create-task.action';
import { sendChannelMessage } from './send-channel-message.action';
import { sendEmail } from './send-email.action';
import { updateField } from './update-field.action';
import { sendWebhook } from './webhook.action';

export interface ActionExecutorDeps {
  /** host:port of the CRM (CRM_URL). */
  crmAddress: string;
  /** host:port of the webhook dispatcher, ROLE=all (WEBHOOK_DISPATCHER_URL). */
  dispatcherAddress: string;
  /** host:port of the outreach service (OUTREACH_URL). */
  outreachAddress: string;
  protoRoot: string;
  logger: Logger;
  clock: Clock;
}

/** The executor plus close(), which releases its channels and breakers (Shutdown in main.ts). */
export type ClosableActionExecutor = ActionExecutor & { close(): void };

/**
 * Every action through the owning service: create_task and update_field
 * through the CRM's typed automation RPCs, webhook through the dispatcher's
 * signed SendOneOff, messages through outreach's typed SendMessage. Never throws for an
 * action's failure: the outcome says whether a retry can help.
 */
export function createActionExecutor(deps: ActionExecutorDeps): ClosableActionExecutor {
  const crm = createTypedRpcClient(loadRpcService(deps.protoRoot, CRM_AUTOMATION_RPC), { name: 'crm', address: deps.crmAddress, logger: deps.logger });
  const dispatcher = createTypedRpcClient(loadRpcService(deps.protoRoot, WEBHOOKS_RPC), { name: 'webhook-dispatcher', address: deps.dispatcherAddress, logger: deps.logger });
  const outreach = createTypedRpcClient(loadRpcService(deps.protoRoot, OUTREACH_AUTOMATION_RPC), { name: 'outreach', address: deps.outreachAddress, logger: deps.logger });

  async function run(actionType: ActionType, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
    switch (actionType) {
      case 'create_task':
        return createTask(crm, deps.clock, config, context);
      case 'update_field':
        return updateField(crm, config, context);
      case 'webhook':
        return sendWebhook(dispatcher, config, context);
      case 'send_email':
        return sendEmail(outreach, config, context);
      case 'send_channel_message':
        return sendChannelMessage(outreach, config, context);
      default:
        return assertUnreachable(actionType);
    }
  }

  return {
    async execute(actionType, config, context) {
      try {
        return await run(actionType, config, context);
      } catch (err) {
        // Adapters return failures; reaching this is a bug, reported on the run rather than crashing the consumer.
        deps.logger.error({ err, actionType, runId: context.runId }, 'action executor failed unexpectedly');
        return { ok: false, error: `${actionType}: unexpected error`, retryable: true };
      }
    },
    close() {
      crm.close();
      dispatcher.close();
      outreach.close();
    },
  };
}
