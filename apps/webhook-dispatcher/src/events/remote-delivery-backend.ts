import type { RpcClient } from '@wbk/rpc';
import type { AttemptReport, AttemptVerdict, DeliveryBackend, DeliveryTarget } from './delivery-backend';

/** ROLE=worker: the data side lives in an ROLE=all replica, reached over the internal RPCs. */
export class RemoteDeliveryBackend implements DeliveryBackend {
  constructor(private readonly client: RpcClient) {}

  getTarget(deliveryId: string, manual: boolean): Promise<DeliveryTarget> {
    return this.client.call<DeliveryTarget>('GetDeliveryTarget', { delivery_id: deliveryId, manual }, { idempotent: true });
  }

  async recordAttempt(report: AttemptReport): Promise<AttemptVerdict> {
    // Not marked idempotent: a retried RecordAttempt would log the same attempt twice.
    const verdict = await this.client.call<AttemptVerdict>('RecordAttempt', report);
    return { attempt: Number(verdict.attempt), final: Boolean(verdict.final), next_delay_ms: Number(verdict.next_delay_ms) };
  }
}
