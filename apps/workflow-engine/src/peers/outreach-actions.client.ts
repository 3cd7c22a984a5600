import type { OutreachAutomationRpc } from '@wbk/contracts';
import type { TypedRpcClient } from '@wbk/rpc';

export type OutreachActionsCaller = Pick<TypedRpcClient<OutreachAutomationRpc>, 'call'>;

/** What workflow actions ask of the outreach service: a message through its typed SendMessage. */
export class OutreachActionsClient {
  constructor(private readonly rpc: OutreachActionsCaller) {}

  /**
   * The run id is the idempotency key (one message per trigger event):
   * outreach calls its provider at most once per key, so the client may retry
   * an unreachable outreach.
   */
  sendMessage(request: OutreachAutomationRpc['SendMessage']['request']): Promise<OutreachAutomationRpc['SendMessage']['reply']> {
    return this.rpc.call('SendMessage', request, { idempotent: true });
  }
}
