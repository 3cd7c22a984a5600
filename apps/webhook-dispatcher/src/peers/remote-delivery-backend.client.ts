import type { WebhooksRpc } from '@wbk/contracts';
import type { TypedRpcClient } from '@wbk/rpc';
import type { AttemptReport, AttemptVerdict, DeliveryBackend, DeliveryTarget } from '../app/delivery-backend';

/** ROLE=worker: the data side lives in an ROLE=all replica, reached over the internal RPCs. */
export class RemoteDeliveryBackend implements DeliveryBackend {
  constructor(private readonly client: Pick<TypedRpcClient<WebhooksRpc>, 'call'>) {}

  getTarget(deliveryId: string, manual: boolean): Promise<DeliveryTarget> {
    return this.client.call('GetDeliveryTarget', { delivery_id: deliveryId, manual }, { idempotent: true });
  }

  recordAttempt(report: AttemptReport): Promise<AttemptVerdict> {
    // Not marked idempotent: a retried RecordAttempt would log the same attempt twice.
    return this.client.call('RecordAttempt', report);
  }
}
