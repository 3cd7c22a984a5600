import { assertUnreachable, type Clock, type Logger } from '@wbk/platform';
import type { ActionContext, ActionOutcome, ActionType } from '../domain/workflow-action';
import type { CrmActionsClient } from '../peers/crm-actions.client';
import type { OutreachActionsClient } from '../peers/outreach-actions.client';
import type { WebhooksActionsClient } from '../peers/webhooks-actions.client';
import { createTask } from './actions/create-task.action';
import { sendChannelMessage } from './actions/send-channel-message.action';
import { sendEmail } from './actions/send-email.action';
import { updateField } from './actions/update-field.action';
import { sendWebhook } from './actions/webhook.action';

export interface RunActionDeps {
  crm: Pick<CrmActionsClient, 'createTask' | 'setField'>;
  outreach: Pick<OutreachActionsClient, 'sendMessage'>;
  webhooks: Pick<WebhooksActionsClient, 'sendOneOff'>;
  clock: Clock;
  logger: Logger;
}

/**
 * One workflow action, through the owning service: create_task and
 * update_field through the CRM's typed automation RPCs, webhook through the
 * dispatcher's signed SendOneOff, messages through outreach's typed
 * SendMessage. Never throws for an action's failure: the outcome says whether
 * a retry can help.
 */
export class RunAction {
  constructor(private readonly deps: RunActionDeps) {}

  /** `config` is the workflow's action_config with merge tokens already resolved. */
  async execute(actionType: ActionType, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
    try {
      return await this.run(actionType, config, context);
    } catch (err) {
      // Each action returns its failures; reaching this is a bug, reported on the run rather than crashing the consumer.
      this.deps.logger.error({ err, actionType, runId: context.runId }, 'action executor failed unexpectedly');
      return { ok: false, error: `${actionType}: unexpected error`, retryable: true };
    }
  }

  private run(actionType: ActionType, config: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
    const { deps } = this;
    switch (actionType) {
      case 'create_task':
        return createTask(deps.crm, deps.clock, config, context);
      case 'update_field':
        return updateField(deps.crm, config, context);
      case 'webhook':
        return sendWebhook(deps.webhooks, config, context);
      case 'send_email':
        return sendEmail(deps.outreach, config, context);
      case 'send_channel_message':
        return sendChannelMessage(deps.outreach, config, context);
      default:
        return assertUnreachable(actionType);
    }
  }
}
