import type { WebhooksRpc } from '@wbk/contracts';
import type { RpcHandlers } from '@wbk/rpc';
import type { DeliveryBackend } from '../app/delivery-backend';

/** Internal RPCs for ROLE=worker replicas (never routed by the gateway). */
export function createInternalHandlers(backend: DeliveryBackend): Pick<RpcHandlers<WebhooksRpc>, 'GetDeliveryTarget' | 'RecordAttempt'> {
  return {
    GetDeliveryTarget: (request) => backend.getTarget(request.delivery_id, request.manual),
    RecordAttempt: (request) => backend.recordAttempt(request),
  };
}
