import type { WebhooksRpc } from '@wbk/contracts';
import type { TypedRpcClient } from '@wbk/rpc';

export type WebhooksActionsCaller = Pick<TypedRpcClient<WebhooksRpc>, 'call'>;

/** The dispatcher's attempt takes up to its 10 s delivery timeout, plus DNS and the claim writes. */
const SEND_DEADLINE_MS = 15_000;

/** What workflow actions ask of the webhook dispatcher: one signed attempt through its SendOneOff. */
export class WebhooksActionsClient {
  constructor(private readonly rpc: WebhooksActionsCaller) {}

  /** The idempotency key (the run id) makes a repeat safe: once delivered, the dispatcher answers the outcome and never sends again. */
  sendOneOff(request: WebhooksRpc['SendOneOff']['request']): Promise<WebhooksRpc['SendOneOff']['reply']> {
    return this.rpc.call('SendOneOff', request, { deadlineMs: SEND_DEADLINE_MS, idempotent: true });
  }
}
