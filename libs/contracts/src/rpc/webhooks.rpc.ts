import type { WebhooksServiceDefinition } from '../generated/wbk/webhooks/v1/WebhooksService';
import { rpcService, type RpcMethodsOf } from './rpc-service';

/**
 * wbk.webhooks.v1.WebhooksService: the public RPCs (ApiRequest -> ApiReply,
 * forwarded by the gateway) and the typed internal ones (GetDeliveryTarget and
 * RecordAttempt for worker replicas, SendOneOff for the workflow engine).
 */
export type WebhooksRpc = RpcMethodsOf<WebhooksServiceDefinition>;

export const WEBHOOKS_RPC = rpcService<WebhooksServiceDefinition>('webhooks/v1/webhooks.proto', 'wbk.webhooks.v1.WebhooksService');
